import { clsx } from 'clsx';
import { NavLink } from 'react-router';

import { menuForRole } from '@app/shared';

import { useAuthStore } from '@/core/auth/auth-store';

import { ADMIN_MENU_ICONS } from './admin-menu-icons.ts';

type AdminNavProps = { isCollapsed?: boolean; onNavigate?: () => void };

/** The role-filtered sidebar menu; collapsed, it shows icons with the label as a tooltip. */
export function AdminNav({ isCollapsed = false, onNavigate }: AdminNavProps) {
  const role = useAuthStore((s) => s.user?.role);
  const items = menuForRole(role);

  return (
    <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-0.5">
        {items.map((item) => {
          const Icon = ADMIN_MENU_ICONS[item.key];
          return (
            <li key={item.key}>
              <NavLink
                to={item.path}
                onClick={onNavigate}
                title={isCollapsed ? item.label : undefined}
                data-testid="admin-menu-item"
                className={({ isActive }) =>
                  clsx(
                    'group flex h-10 items-center gap-3 rounded-xl text-sm font-medium transition-colors',
                    isCollapsed ? 'justify-center px-0' : 'px-3',
                    isActive
                      ? 'bg-brand-600 text-white shadow-sm'
                      : 'text-slate-300 hover:bg-white/10 hover:text-white',
                  )
                }
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                <span className={clsx(isCollapsed ? 'sr-only' : 'truncate')}>{item.label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
