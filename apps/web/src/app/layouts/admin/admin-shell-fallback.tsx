import { clsx } from 'clsx';

import { MSG } from '@app/shared';

import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { useUiStore } from '@/core/ui-store';

/**
 * The admin layout's outline with 'Restoring admin session...' in its content area: shown on a
 * direct admin load while the session is checked and the admin code arrives. Eager and tiny, so
 * the spec's text is on screen at once; the real shell replaces it in place.
 */
export function AdminShellFallback() {
  const isCollapsed = useUiStore((s) => s.isSidebarCollapsed);

  return (
    <div className="flex min-h-dvh bg-slate-50" data-testid="admin-shell-fallback">
      <div
        aria-hidden="true"
        className={clsx(
          'sticky top-0 hidden h-dvh shrink-0 flex-col bg-slate-950 lg:flex',
          isCollapsed ? 'w-20' : 'w-72',
        )}
      >
        <div
          className={clsx(
            'flex h-16 shrink-0 items-center border-b border-white/10',
            isCollapsed ? 'justify-center' : 'px-5',
          )}
        >
          <Logo inverted showWordmark={!isCollapsed} />
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="h-16 shrink-0 border-b border-slate-200 bg-white" aria-hidden="true" />
        <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 pb-16">
          <Spinner className="size-8 text-brand-700" />
          <p role="status" aria-live="polite" className="text-base font-medium text-slate-700">
            {MSG.restoringAdminSession}
          </p>
        </main>
      </div>
    </div>
  );
}
