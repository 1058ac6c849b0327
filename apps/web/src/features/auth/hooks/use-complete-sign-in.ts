import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import type { User } from '@app/shared';

import { useAuthStore } from '@/core/auth/auth-store';
import { takeRememberedPath } from '@/core/auth/session-storage';

import { postLoginPath } from '../lib/post-login-path.ts';

/** Stores the signed-in user and takes them where they were going. */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const setUser = useAuthStore((s) => s.setUser);

  return useCallback(
    (user: User) => {
      const target = postLoginPath(user.role, takeRememberedPath());
      setUser(user);
      navigate(target, { replace: true });
    },
    [navigate, setUser],
  );
}
