import type { toast as ToastFn } from 'react-toastify';

/**
 * Toasts load on first use: most visits never show one, and react-toastify
 * would otherwise sit in every page's first download.
 */
type Kind = 'success' | 'error' | 'info' | 'warning';

let toaster: Promise<typeof ToastFn> | null = null;

function loadToaster(): Promise<typeof ToastFn> {
  toaster ??= import('./toaster').then((module) => module.mountToaster());
  return toaster;
}

function show(kind: Kind, message: string): void {
  // The same message while it is still on screen is not shown twice: repeated clicks and
  // several failed calls of one screen make one toast, not a stack.
  void loadToaster().then((toast) => toast[kind](message, { toastId: `${kind}:${message}` }));
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  /** Removes every toast, e.g. at logout, so "Login successful" does not outlive the session. */
  dismissAll: () => {
    if (toaster) void toaster.then((toast) => toast.dismiss());
  },
};
