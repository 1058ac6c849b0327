import {
  adminLandingPath,
  canAccessAdminPath,
  isAdminRole,
  isStaffRole,
  roleHomePath,
  type Role,
} from '@app/shared';

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * Where a person lands after signing in (product.md §4): back to the remembered page, except
 * that an admin page the role may not open sends them to their role's home instead.
 */
export function postLoginPath(role: Role, remembered: string | null): string {
  if (remembered && !remembered.startsWith('/auth')) {
    if (!isAdminPath(remembered)) return remembered;
    const pathOnly = remembered.split(/[?#]/)[0] ?? remembered;
    if (isAdminRole(role) || canAccessAdminPath(role, pathOnly)) return remembered;
    return roleHomePath(role);
  }
  return isStaffRole(role) ? adminLandingPath(role) : '/';
}
