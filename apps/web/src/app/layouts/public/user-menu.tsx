import { ChevronDown, GraduationCap, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

import { ROLE_LABELS, fullNameOf, isStaffRole, type User } from '@app/shared';

import { Avatar } from '@/components/ui/avatar';
import { Spinner } from '@/components/ui/spinner';
import { useLogout } from '@/core/auth/use-logout';

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-100';

/**
 * The signed-in person's name, their classroom and profile, the admin area for staff (/admin,
 * which opens the first page their role may see), Log out.
 */
export function UserMenu({ user }: { user: User }) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { logout, isLoggingOut } = useLogout();
  const name = fullNameOf(user) || 'Your account';

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setIsOpen(false);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-slate-100"
      >
        <Avatar firstName={user.name.firstName} lastName={user.name.lastName} />
        <span className="hidden max-w-32 truncate text-sm font-semibold text-slate-800 sm:inline">
          {user.name.firstName || name}
        </span>
        <span className="sr-only">Account menu</span>
        <ChevronDown className="size-4 text-slate-600" aria-hidden="true" />
      </button>
      {isOpen && (
        <div
          id={panelId}
          className="animate-fade-in absolute right-0 z-50 mt-2 w-64 rounded-2xl border border-slate-200 bg-white p-2 shadow-pop"
        >
          <div className="border-b border-slate-100 px-3 pt-2 pb-3">
            <p className="truncate font-semibold text-slate-900">{name}</p>
            <p className="truncate text-sm text-slate-600">{user.email ?? user.phone?.number}</p>
            <p className="mt-2 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {ROLE_LABELS[user.role]}
            </p>
          </div>
          <ul className="pt-2">
            <li>
              <Link
                to="/classroom"
                data-testid="user-menu-classroom"
                className={itemClass}
                onClick={() => setIsOpen(false)}
              >
                <GraduationCap className="size-4 text-slate-600" aria-hidden="true" />
                My classroom
              </Link>
            </li>
            <li>
              <Link
                to="/profile"
                data-testid="user-menu-profile"
                className={itemClass}
                onClick={() => setIsOpen(false)}
              >
                <UserRound className="size-4 text-slate-600" aria-hidden="true" />
                Profile
              </Link>
            </li>
            {isStaffRole(user.role) && (
              <li>
                <Link to="/admin" className={itemClass} onClick={() => setIsOpen(false)}>
                  <LayoutDashboard className="size-4 text-slate-600" aria-hidden="true" />
                  Admin
                </Link>
              </li>
            )}
            <li>
              <button type="button" className={itemClass} onClick={logout} disabled={isLoggingOut}>
                {isLoggingOut ? (
                  <Spinner className="size-4" />
                ) : (
                  <LogOut className="size-4 text-slate-600" aria-hidden="true" />
                )}
                {isLoggingOut ? 'Logging out...' : 'Log out'}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
