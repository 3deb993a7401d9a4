import type { toast as sonnerToast } from 'sonner';
import { TIMINGS } from '@trails/contracts';

/** A button in the toast, e.g. "Login" after "Please login to save tours to your wishlist". */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** The toaster (components/ui/toaster) calls this once it listens: a toast shown earlier would be lost. */
export function toasterMounted(): void {
  markMounted();
}

/**
 * The toast library is no part of any first view: it loads after the page (with the toaster) or
 * with the first toast, whichever comes first.
 */
function show(display: (toast: typeof sonnerToast) => void): void {
  void Promise.all([import('sonner'), mounted]).then(([{ toast }]) => display(toast));
}

/** Toasts with the spec's durations: 4 s by default, 2 s for success. */
export const notify = {
  success: (message: string) => show((toast) => toast.success(message, { duration: TIMINGS.toastSuccessMs })),
  error: (message: string) => show((toast) => toast.error(message, { duration: TIMINGS.toastMs })),
  info: (message: string, action?: ToastAction) =>
    show((toast) => toast(message, { duration: TIMINGS.toastMs, action })),
};
