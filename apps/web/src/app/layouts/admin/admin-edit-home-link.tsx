import { clsx } from 'clsx';
import { Pencil } from 'lucide-react';
import { NavLink } from 'react-router';

import { canSeeMenuItem, menuItemByKey } from '@app/shared';

import { useAuthStore } from '@/core/auth/auth-store';

const EDIT_HOME = menuItemByKey('editHome');

/**
 * The sidebar's Edit Home Page button (desktop and mobile), for the roles the menu matrix lets
 * edit the home page (the API checks the same). Collapsed, it is an icon with a tooltip.
 */
export function AdminEditHomeLink({
  isCollapsed = false,
  onNavigate,
}: {
  isCollapsed?: boolean;
  onNavigate?: () => void;
}) {
  const role = useAuthStore((s) => s.user?.role);
  if (!canSeeMenuItem(role, EDIT_HOME)) return null;

  return (
    <NavLink
      to={EDIT_HOME.path}
      onClick={onNavigate}
      title={isCollapsed ? EDIT_HOME.label : undefined}
      data-testid="admin-edit-home"
      className={({ isActive }) =>
        clsx(
          'flex h-11 items-center justify-center gap-2 rounded-xl text-sm font-semibold transition-colors',
          isActive ? 'bg-brand-600 text-white' : 'bg-white text-slate-900 hover:bg-brand-50',
        )
      }
    >
      <Pencil className="size-4 shrink-0" aria-hidden="true" />
      <span className={isCollapsed ? 'sr-only' : undefined}>{EDIT_HOME.label}</span>
    </NavLink>
  );
}
