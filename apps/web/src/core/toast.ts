import { toast as sonner, type ExternalToast } from 'sonner';

import { TOAST_DURATION_MS } from '@app/shared';

/** The four toast kinds of the spec; a toast without a type is an info toast. */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

export type ToastOptions = Pick<ExternalToast, 'id' | 'duration' | 'description'>;

function show(message: string, type: ToastType = 'info', options: ToastOptions = {}) {
  return sonner[type](message, { duration: TOAST_DURATION_MS, ...options });
}

/**
 * The one way features raise a toast, so the spec's defaults (type, duration) live here and
 * the toast library can be swapped without touching callers.
 */
export const toast = {
  show,
  success: (message: string, options?: ToastOptions) => show(message, 'success', options),
  error: (message: string, options?: ToastOptions) => show(message, 'error', options),
  warning: (message: string, options?: ToastOptions) => show(message, 'warning', options),
  info: (message: string, options?: ToastOptions) => show(message, 'info', options),
  dismiss: (id?: string | number) => sonner.dismiss(id),
};
