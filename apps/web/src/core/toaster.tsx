import { lazy, Suspense, useSyncExternalStore, type CSSProperties } from 'react';

import { TOAST_DURATION_MS, TOAST_WIDTH_PX } from '@app/shared';

import { toastLibrary, toastsWanted } from './toast.ts';

const SonnerToaster = lazy(() => toastLibrary().then((m) => ({ default: m.Toaster })));

// Sonner reads its colours from these variables; inline values beat its stylesheet, and these
// pairs keep AA contrast (its stock rich colours are too light for small text).
const palette = {
  '--width': `${TOAST_WIDTH_PX}px`,
  '--normal-bg': '#ffffff',
  '--normal-text': '#0f172a',
  '--normal-border': '#e2e8f0',
  '--success-bg': '#ecfdf5',
  '--success-text': '#065f46',
  '--success-border': '#a7f3d0',
  '--error-bg': '#fef2f2',
  '--error-text': '#991b1b',
  '--error-border': '#fecaca',
  '--warning-bg': '#fffbeb',
  '--warning-text': '#92400e',
  '--warning-border': '#fde68a',
  '--info-bg': '#eff6ff',
  '--info-text': '#1e40af',
  '--info-border': '#bfdbfe',
} as CSSProperties;

/**
 * Every layout's header (public, sign-in, admin) is 64 px tall (h-16) and sticks to the top:
 * toasts start below it, so they never cover the admin's name or the header's links.
 */
const HEADER_HEIGHT_PX = 64;
const offset = { top: HEADER_HEIGHT_PX + 12, right: 24 };
const mobileOffset = { top: HEADER_HEIGHT_PX + 8, right: 12, left: 12 };

/**
 * Toasts per the spec: top right (below the header), 360 px wide, 2500 ms, four types. Mounts
 * with the first toast (toast.ts), which it then shows.
 */
export function Toaster() {
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-right"
        offset={offset}
        mobileOffset={mobileOffset}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
        theme="light"
        style={palette}
        toastOptions={{ style: { fontFamily: 'inherit', fontSize: '0.875rem' } }}
      />
    </Suspense>
  );
}
