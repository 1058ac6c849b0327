import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { configureApiClient } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';
import { rememberPath } from '@/core/auth/session-storage';

const SIGN_IN_PATH = '/auth/signin';

/**
 * Hands the router's navigate to the API client, then restores the session. Rendered before
 * the page outlet so its effect runs before any page's effects make a call.
 */
export function ApiClientBridge() {
  const navigate = useNavigate();

  useEffect(() => {
    configureApiClient({
      navigate: (path) => {
        // An expired session sends people to sign in; bring them back here afterwards.
        if (path === SIGN_IN_PATH) {
          const { pathname, search, hash } = window.location;
          rememberPath(`${pathname}${search}${hash}`);
        }
        void navigate(path);
      },
      onSessionExpired: () => useAuthStore.getState().clearAuth(),
    });
    if (!useAuthStore.getState().initialAuthCheckComplete) {
      void useAuthStore.getState().restoreSession();
    }
  }, [navigate]);

  return null;
}
