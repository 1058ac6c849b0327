import { clsx } from 'clsx';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Link } from 'react-router';

import { Logo } from '@/components/ui/logo';
import { useUiStore } from '@/core/ui-store';

import { AdminEditHomeLink } from './admin-edit-home-link.tsx';
import { AdminLogoutButton } from './admin-logout-button.tsx';
import { AdminNav } from './admin-nav.tsx';

/** Desktop sidebar (1024 px and up): w-72 expanded, w-20 collapsed, remembered across visits. */
export function AdminSidebar() {
  const isCollapsed = useUiStore((s) => s.isSidebarCollapsed);
  const toggle = useUiStore((s) => s.toggleSidebarCollapsed);
  const ToggleIcon = isCollapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <aside
      aria-label="Admin sidebar"
      data-collapsed={isCollapsed}
      className={clsx(
        'sticky top-0 hidden h-dvh shrink-0 flex-col bg-slate-950 transition-[width] duration-200 lg:flex',
        isCollapsed ? 'w-20' : 'w-72',
      )}
    >
      <div
        className={clsx(
          'flex h-16 shrink-0 items-center border-b border-white/10',
          isCollapsed ? 'justify-center' : 'px-5',
        )}
      >
        <Link to="/" aria-label="KodeSchool home" className="rounded-lg">
          <Logo inverted showWordmark={!isCollapsed} />
        </Link>
      </div>
      <AdminNav isCollapsed={isCollapsed} />
      <div className="shrink-0 space-y-1 border-t border-white/10 p-3">
        <AdminEditHomeLink isCollapsed={isCollapsed} />
        <AdminLogoutButton isCollapsed={isCollapsed} />
        <button
          type="button"
          onClick={toggle}
          aria-expanded={!isCollapsed}
          aria-label={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          title={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          data-testid="sidebar-collapse-toggle"
          className={clsx(
            'flex h-11 w-full items-center gap-3 rounded-xl text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white',
            isCollapsed ? 'justify-center' : 'px-3',
          )}
        >
          <ToggleIcon className="size-5 shrink-0" aria-hidden="true" />
          {!isCollapsed && <span>Collapse</span>}
        </button>
      </div>
    </aside>
  );
}
