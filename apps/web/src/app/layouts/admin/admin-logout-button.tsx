import { clsx } from 'clsx';
import { LogOut } from 'lucide-react';

import { MSG } from '@app/shared';

import { Spinner } from '@/components/ui/spinner';
import { useLogout } from '@/core/auth/use-logout';

/** The sidebar's Logout entry; reads 'Logging out...' until the redirect home. */
export function AdminLogoutButton({ isCollapsed = false }: { isCollapsed?: boolean }) {
  const { logout, isLoggingOut } = useLogout();
  const label = isLoggingOut ? MSG.loggingOut : 'Logout';

  return (
    <button
      type="button"
      onClick={logout}
      disabled={isLoggingOut}
      title={isCollapsed ? label : undefined}
      data-testid="admin-logout"
      className={clsx(
        'flex h-11 w-full items-center gap-3 rounded-xl text-sm font-medium text-slate-300 transition-colors',
        'hover:bg-red-500/15 hover:text-red-200 disabled:cursor-wait',
        isCollapsed ? 'justify-center' : 'px-3',
      )}
    >
      {isLoggingOut ? (
        <Spinner className="size-5 shrink-0" />
      ) : (
        <LogOut className="size-5 shrink-0" aria-hidden="true" />
      )}
      <span className={isCollapsed ? 'sr-only' : undefined} aria-live="polite">
        {label}
      </span>
    </button>
  );
}
