import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';

import { useCallbackPopup } from '@/core/callback-popup';
import { captureUtm } from '@/core/utm';

import { ApiClientBridge } from './api-client-bridge.tsx';
import { PhoneVerificationGate } from './phone-verification-gate.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

// The popup's form code is fetched the first time someone asks for a callback.
const CallbackModal = lazy(async () => ({
  default: (await import('@/features/callbacks/components/callback-modal')).CallbackModal,
}));

/** The root route: app-wide behaviour that needs the router, around every layout. */
export function AppRoot() {
  return (
    <>
      <ApiClientBridge />
      <UtmCapture />
      <ScrollToTop />
      <Outlet />
      <PhoneVerificationGate />
      <CallbackPopupHost />
    </>
  );
}

let isUtmCaptured = false;

/** Reads utm_* of the landing URL once per page load (StrictMode runs effects twice). */
function UtmCapture() {
  useEffect(() => {
    if (isUtmCaptured) return;
    isUtmCaptured = true;
    captureUtm({ search: window.location.search, path: window.location.pathname });
  }, []);
  return null;
}

/** Mounts the one callback popup once it has been opened, and keeps it mounted afterwards. */
function CallbackPopupHost() {
  const isOpen = useCallbackPopup((s) => s.isOpen);
  const [wasOpened, setWasOpened] = useState(false);
  if (isOpen && !wasOpened) setWasOpened(true);
  if (!wasOpened && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CallbackModal />
    </Suspense>
  );
}
