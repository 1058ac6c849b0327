import { Navigate } from 'react-router';

import { adminLandingPath } from '@app/shared';

import { useAuthStore } from '@/core/auth/auth-store';

/** /admin itself: the first menu page the role may see (or /unauthorized, or / without role). */
export function AdminIndexRedirect() {
  const role = useAuthStore((s) => s.user?.role);
  return <Navigate to={adminLandingPath(role)} replace />;
}
