import { Globe, Menu } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import { ADMIN_MENU, ROLE_LABELS, fullNameOf } from '@app/shared';

import { Avatar } from '@/components/ui/avatar';
import { useAuthStore } from '@/core/auth/auth-store';
import { useUiStore } from '@/core/ui-store';

/** The label of the menu section a path belongs to, e.g. /admin/courses/new → Courses. */
function sectionLabel(pathname: string): string {
  const item = ADMIN_MENU.find((m) => pathname === m.path || pathname.startsWith(`${m.path}/`));
  return item?.label ?? 'Admin';
}

export function AdminHeader() {
  const user = useAuthStore((s) => s.user);
  const isMenuOpen = useUiStore((s) => s.isMobileSidebarOpen);
  const openMenu = useUiStore((s) => s.setMobileSidebarOpen);
  const { pathname } = useLocation();

  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6 lg:px-8">
      <button
        type="button"
        onClick={() => openMenu(true)}
        aria-label="Open admin menu"
        aria-expanded={isMenuOpen}
        className="-ml-1 grid size-10 place-items-center rounded-xl text-slate-700 hover:bg-slate-100 lg:hidden"
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      <p className="truncate text-base font-semibold text-slate-900">{sectionLabel(pathname)}</p>
      <div className="ml-auto flex items-center gap-2 sm:gap-4">
        <Link
          to="/"
          className="hidden items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-slate-700 hover:text-slate-900 sm:inline-flex"
        >
          <Globe className="size-4" aria-hidden="true" />
          View site
        </Link>
        {user && (
          <div className="flex items-center gap-3" data-testid="admin-user">
            <div className="hidden text-right leading-tight sm:block">
              <p className="max-w-48 truncate text-sm font-semibold text-slate-900">
                {fullNameOf(user)}
              </p>
              <p className="text-xs text-slate-600">{ROLE_LABELS[user.role]}</p>
            </div>
            <Avatar firstName={user.name.firstName} lastName={user.name.lastName} />
          </div>
        )}
      </div>
    </header>
  );
}
