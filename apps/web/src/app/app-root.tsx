import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';

import { useCallbackPopup } from '@/core/callback-popup';
import { captureLandingUtm } from '@/core/utm';

import { ApiClientBridge } from './api-client-bridge.tsx';
import { PhoneVerificationGate } from './phone-verification-gate.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

// At boot, not in an effect: the first route may be lazy, and this root renders only once it has
// loaded; a visitor who leaves before then still counts, and keeps the attribution.
captureLandingUtm();

// The popup's form code is fetched the first time someone asks for a callback.
const CallbackModal = lazy(async () => ({
  default: (await import('@/features/callbacks/components/callback-modal')).CallbackModal,
}));

/** The root route: app-wide behaviour that needs the router, around every layout. */
export function AppRoot() {
  return (
    <>
      <ApiClientBridge />
      <ScrollToTop />
      <Outlet />
      <PhoneVerificationGate />
      <CallbackPopupHost />
    </>
  );
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
