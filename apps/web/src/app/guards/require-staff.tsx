import { Navigate, Outlet, useLocation } from 'react-router';

import { MSG, canAccessAdminPath, isStaffRole, roleHomePath } from '@app/shared';

import { FullScreenStatus } from '@/components/ui/full-screen-status';
import { useAuthStore } from '@/core/auth/auth-store';

import { RedirectToSignIn } from './redirect-to-sign-in.tsx';

/**
 * The /admin wrapper. It waits for the session restore, then lets a staff role through only
 * to the admin paths its menu allows; everyone else goes to their role's home.
 */
export function RequireStaff() {
  const user = useAuthStore((s) => s.user);
  const loggedOut = useAuthStore((s) => s.loggedOut);
  const initialAuthCheckComplete = useAuthStore((s) => s.initialAuthCheckComplete);
  const { pathname } = useLocation();

  if (!initialAuthCheckComplete) return <FullScreenStatus message={MSG.restoringAdminSession} />;
  if (!user) return loggedOut ? <Navigate to="/" replace /> : <RedirectToSignIn />;
  if (!isStaffRole(user.role) || !canAccessAdminPath(user.role, pathname)) {
    return <Navigate to={roleHomePath(user.role)} replace />;
  }
  return <Outlet />;
}
