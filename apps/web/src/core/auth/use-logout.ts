import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

import { LOGOUT_DELAY_MS, LOGOUT_REDIRECT_DELAY_MS, MSG } from '@app/shared';

import { toast } from '@/core/toast';

import { useAuthStore } from './auth-store.ts';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The logout sequence of the spec: 'Logging out...' while the call runs, then about 0.8 s
 * (300 ms + 500 ms) before the browser lands on the home page.
 */
export function useLogout() {
  const navigate = useNavigate();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  const logout = useCallback(async () => {
    setIsLoggingOut(true);
    try {
      await useAuthStore.getState().logout();
    } catch {
      setIsLoggingOut(false);
      toast.error(MSG.logoutRetry);
      return;
    }
    toast.success(MSG.loggedOut);
    await sleep(LOGOUT_DELAY_MS);
    await sleep(LOGOUT_REDIRECT_DELAY_MS);
    // The router navigates in a transition, so the guarded page may still render once the user
    // is gone; the 'logout' reason makes its guard send people home rather than to sign-in.
    useAuthStore.getState().clearAuth('logout');
    await navigate('/', { replace: true });
    setIsLoggingOut(false);
  }, [navigate]);

  return { logout, isLoggingOut };
}
