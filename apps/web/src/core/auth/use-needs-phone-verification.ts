import { useAuthStore } from './auth-store.ts';

/** A confirmed session whose account is not active yet must verify a phone first (§4). */
export function useNeedsPhoneVerification(): boolean {
  return useAuthStore((s) => s.initialAuthCheckComplete && s.user !== null && !s.user.isActive);
}
