import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';

import { useAuthStore } from '@/core/auth/auth-store';
import { useNeedsPhoneVerification } from '@/core/auth/use-needs-phone-verification';

// Few people ever see it, so its form code is fetched only when needed.
const PhoneVerificationOverlay = lazy(async () => ({
  default: (await import('@/features/auth/components/phone-verification-overlay'))
    .PhoneVerificationOverlay,
}));

/** Shows the blocking overlay on every page except the sign-in area. */
export function PhoneVerificationGate() {
  const needsVerification = useNeedsPhoneVerification();
  const user = useAuthStore((s) => s.user);
  const { pathname } = useLocation();

  if (!needsVerification || !user || pathname.startsWith('/auth')) return null;
  return (
    <Suspense fallback={null}>
      <PhoneVerificationOverlay key={user._id} user={user} />
    </Suspense>
  );
}
