import { toast } from 'sonner';
import { TIMINGS } from '@trails/contracts';

/** A button in the toast, e.g. "Login" after "Please login to save tours to your wishlist". */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** Toasts with the spec's durations: 4 s by default, 2 s for success. */
export const notify = {
  success: (message: string) => toast.success(message, { duration: TIMINGS.toastSuccessMs }),
  error: (message: string) => toast.error(message, { duration: TIMINGS.toastMs }),
  info: (message: string, action?: ToastAction) => toast(message, { duration: TIMINGS.toastMs, action }),
};
