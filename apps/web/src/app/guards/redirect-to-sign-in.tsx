import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { rememberPath } from '@/core/auth/session-storage';

/** Sends a signed-out visitor to sign in, remembering the page so sign-in can return them. */
export function RedirectToSignIn() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    rememberPath(`${pathname}${search}${hash}`);
    void navigate('/auth/signin', { replace: true });
  }, [navigate, pathname, search, hash]);

  return null;
}
