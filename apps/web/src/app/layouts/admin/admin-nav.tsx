import { clsx } from 'clsx';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';

import { menuForRole } from '@app/shared';

import { useAuthStore } from '@/core/auth/auth-store';

import { ADMIN_MENU_ICONS } from './admin-menu-icons.ts';

type AdminNavProps = { isCollapsed?: boolean; onNavigate?: () => void };

/**
 * The role-filtered sidebar menu; collapsed, it shows icons with the label as a tooltip. On a
 * short window the menu scrolls on its own (the sidebar's foot, with Logout, stays put), fades
 * at an edge that hides entries, and keeps the current page's entry in view.
 */
export function AdminNav({ isCollapsed = false, onNavigate }: AdminNavProps) {
  const role = useAuthStore((s) => s.user?.role);
  const items = menuForRole(role);
  const { pathname } = useLocation();
  const { ref, onScroll, hiddenAbove, hiddenBelow } = useVerticalEdges();

  useLayoutEffect(() => {
    const nav = ref.current;
    const active = nav?.querySelector<HTMLElement>('a[aria-current="page"]');
    // By hand rather than scrollIntoView, which could scroll the page as well as the menu.
    if (nav && active) {
      const top = active.offsetTop - nav.offsetTop;
      const bottom = top + active.offsetHeight;
      const margin = 24;
      if (top - margin < nav.scrollTop) nav.scrollTop = Math.max(0, top - margin);
      else if (bottom + margin > nav.scrollTop + nav.clientHeight)
        nav.scrollTop = bottom + margin - nav.clientHeight;
    }
    onScroll();
  }, [pathname, ref, onScroll]);

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <nav
        ref={ref}
        onScroll={onScroll}
        aria-label="Admin"
        data-testid="admin-nav"
        className="min-h-0 flex-1 [scrollbar-color:rgb(255_255_255/0.25)_transparent] [scrollbar-width:thin] overflow-y-auto overscroll-contain px-3 py-4"
      >
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
      <div
        aria-hidden="true"
        className={clsx(
          'pointer-events-none absolute inset-x-0 top-0 h-8 bg-gradient-to-b from-slate-950 to-transparent transition-opacity',
          hiddenAbove ? 'opacity-100' : 'opacity-0',
        )}
      />
      <div
        aria-hidden="true"
        data-testid="admin-nav-more-below"
        data-visible={hiddenBelow}
        className={clsx(
          'pointer-events-none absolute inset-x-0 bottom-0 h-10 bg-gradient-to-t from-slate-950 to-transparent transition-opacity',
          hiddenBelow ? 'opacity-100' : 'opacity-0',
        )}
      />
    </div>
  );
}

/** Whether a vertically scrolling box hides content above or below, kept current. */
function useVerticalEdges() {
  const ref = useRef<HTMLElement>(null);
  const [edges, setEdges] = useState({ hiddenAbove: false, hiddenBelow: false });

  const onScroll = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const hiddenAbove = el.scrollTop > 1;
    const hiddenBelow = el.scrollTop + el.clientHeight < el.scrollHeight - 1;
    setEdges((prev) =>
      prev.hiddenAbove === hiddenAbove && prev.hiddenBelow === hiddenBelow
        ? prev
        : { hiddenAbove, hiddenBelow },
    );
  }, []);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(onScroll);
    observer.observe(el);
    return () => observer.disconnect();
  }, [onScroll]);

  return { ref, onScroll, ...edges };
}
