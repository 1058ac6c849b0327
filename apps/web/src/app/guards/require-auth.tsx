import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';

import { RouteLoader } from '@/components/ui/route-loader';
import { useAuthStore } from '@/core/auth/auth-store';

import { RedirectToSignIn } from './redirect-to-sign-in.tsx';

/**
 * The login-required wrapper (/profile, /checkout/, /classroom). Use it as a layout route
 * (renders the matched child) or around children.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  const loggedOut = useAuthStore((s) => s.loggedOut);
  const initialAuthCheckComplete = useAuthStore((s) => s.initialAuthCheckComplete);

  if (!initialAuthCheckComplete) return <RouteLoader message="Checking your session..." />;
  if (!user) return loggedOut ? <Navigate to="/" replace /> : <RedirectToSignIn />;
  return children ?? <Outlet />;
}
