import type { toast as sonnerToast } from 'sonner';
import { TIMINGS } from '@trails/contracts/constants';

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

let requested = false;
const requestListeners = new Set<() => void>();

/** Whether a toast has been asked for yet: the toaster (and its library) mount only then. */
export const toastRequests = {
  subscribe(listener: () => void): () => void {
    requestListeners.add(listener);
    return () => requestListeners.delete(listener);
  },
  get: (): boolean => requested,
  /** The server and a hydrating page: no toast yet. */
  getServer: (): boolean => false,
};

/**
 * The toast library is no part of a visit that shows no toast: the first toast mounts the toaster,
 * which loads the library, and is shown once it listens.
 */
function show(display: (toast: typeof sonnerToast) => void): void {
  if (!requested) {
    requested = true;
    for (const listener of requestListeners) listener();
  }
  void Promise.all([import('sonner'), mounted]).then(([{ toast }]) => display(toast));
}

/** Toasts with the spec's durations: 4 s by default, 2 s for success. */
export const notify = {
  success: (message: string) => show((toast) => toast.success(message, { duration: TIMINGS.toastSuccessMs })),
  error: (message: string) => show((toast) => toast.error(message, { duration: TIMINGS.toastMs })),
  info: (message: string, action?: ToastAction) =>
    show((toast) => toast(message, { duration: TIMINGS.toastMs, action })),
};
