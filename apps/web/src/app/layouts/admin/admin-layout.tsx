import { useEffect } from 'react';
import { Outlet } from 'react-router';

import { DESKTOP_BREAKPOINT_PX } from '@app/shared';

import { SkipLink } from '@/components/ui/skip-link';
import { useUiStore } from '@/core/ui-store';

import { NavigationProgress } from '../navigation-progress.tsx';
import { AdminHeader } from './admin-header.tsx';
import { AdminMobileSidebar } from './admin-mobile-sidebar.tsx';
import { AdminSidebar } from './admin-sidebar.tsx';

/** Shared shell of every /admin page. No smooth scrolling here: tables want native scroll. */
export function AdminLayout() {
  useCloseMobileSidebarOnDesktop();

  return (
    <div className="flex min-h-dvh bg-slate-50">
      <SkipLink />
      <NavigationProgress />
      <AdminSidebar />
      <AdminMobileSidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminHeader />
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** The drawer is a small-screen thing: reaching desktop width closes it. */
function useCloseMobileSidebarOnDesktop() {
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
    const closeOnDesktop = () => {
      if (query.matches) useUiStore.getState().setMobileSidebarOpen(false);
    };
    closeOnDesktop();
    query.addEventListener('change', closeOnDesktop);
    return () => query.removeEventListener('change', closeOnDesktop);
  }, []);
}
