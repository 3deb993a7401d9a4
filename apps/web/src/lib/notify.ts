import { toast } from 'sonner';
import { TIMINGS } from '@trails/contracts';

/** Toasts with the spec's durations: 4 s by default, 2 s for success. */
export const notify = {
  success: (message: string) => toast.success(message, { duration: TIMINGS.toastSuccessMs }),
  error: (message: string) => toast.error(message, { duration: TIMINGS.toastMs }),
  info: (message: string) => toast(message, { duration: TIMINGS.toastMs }),
};
