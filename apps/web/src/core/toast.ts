import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';

import { TOAST_DURATION_MS } from '@app/shared';

/** The four toast kinds of the spec; a toast without a type is an info toast. */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

export type ToastOptions = Pick<ExternalToast, 'id' | 'duration' | 'description'>;

// The toast library is fetched with the first toast, so it is in no page's first load; the
// Toaster (toaster.tsx) mounts once it is wanted and shows what was raised while it loaded.
let library: Promise<typeof Sonner> | null = null;
const wantedListeners = new Set<() => void>();

export function toastLibrary(): Promise<typeof Sonner> {
  if (!library) {
    library = import('sonner');
    for (const listener of wantedListeners) listener();
  }
  return library;
}

/** Whether a toast has been raised yet (the Toaster's cue to mount), as an external store. */
export const toastsWanted = {
  subscribe(listener: () => void) {
    wantedListeners.add(listener);
    return () => wantedListeners.delete(listener);
  },
  get: () => library !== null,
};

function show(message: string, type: ToastType = 'info', options: ToastOptions = {}): void {
  void toastLibrary().then(({ toast: sonner }) =>
    sonner[type](message, { duration: TOAST_DURATION_MS, ...options }),
  );
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
  dismiss: (id?: string | number) => void toastLibrary().then(({ toast: s }) => s.dismiss(id)),
};
