import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import {
  adminPageRefusedMessage,
  canAccessAdminPath,
  isStaffRole,
  roleHomePath,
} from '@app/shared';

import { useAuthStore } from '@/core/auth/auth-store';
import { toast } from '@/core/toast';

import { AdminShellFallback } from '../layouts/admin/admin-shell-fallback.tsx';
import { RedirectToSignIn } from './redirect-to-sign-in.tsx';

/**
 * The /admin wrapper. It waits for the session restore (in the admin shell's outline, with the
 * spec's 'Restoring admin session...'), then lets a staff role through only to the admin paths
 * its menu allows; everyone else goes to their role's home, told why.
 */
export function RequireStaff() {
  const user = useAuthStore((s) => s.user);
  const loggedOut = useAuthStore((s) => s.loggedOut);
  const initialAuthCheckComplete = useAuthStore((s) => s.initialAuthCheckComplete);
  const { pathname } = useLocation();

  if (!initialAuthCheckComplete) return <AdminShellFallback />;
  if (!user) return loggedOut ? <Navigate to="/" replace /> : <RedirectToSignIn />;
  if (!isStaffRole(user.role) || !canAccessAdminPath(user.role, pathname)) {
    return <RefusePage role={user.role} pathname={pathname} />;
  }
  return <Outlet />;
}

/** product.md §6's redirect to the role's home, with a word on why the page did not open. */
function RefusePage({ role, pathname }: { role: string; pathname: string }) {
  useEffect(() => {
    // One toast per refusal, even when StrictMode runs the effect twice.
    toast.warning(adminPageRefusedMessage(role, pathname), { id: `refused:${pathname}` });
  }, [role, pathname]);
  return <Navigate to={roleHomePath(role)} replace />;
}
