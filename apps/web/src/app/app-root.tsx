import { Outlet } from 'react-router';

import { ApiClientBridge } from './api-client-bridge.tsx';
import { PhoneVerificationGate } from './phone-verification-gate.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

/** The root route: app-wide behaviour that needs the router, around every layout. */
export function AppRoot() {
  return (
    <>
      <ApiClientBridge />
      <ScrollToTop />
      <Outlet />
      <PhoneVerificationGate />
    </>
  );
}
