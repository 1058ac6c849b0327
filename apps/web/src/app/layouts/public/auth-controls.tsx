import { Link, useLocation } from 'react-router';

import { buttonStyles } from '@/components/ui/button-styles';
import { useAuthStore } from '@/core/auth/auth-store';
import { rememberPath } from '@/core/auth/session-storage';

import { UserMenu } from './user-menu.tsx';

/** Sign in button for visitors, the account menu for signed-in people. */
export function AuthControls() {
  const user = useAuthStore((s) => s.user);
  const initialAuthCheckComplete = useAuthStore((s) => s.initialAuthCheckComplete);
  const { pathname, search } = useLocation();

  if (user) return <UserMenu user={user} />;
  // Holding the space while the session check runs avoids a "Sign in" flash for members.
  if (!initialAuthCheckComplete) {
    return <span className="h-9 w-20 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />;
  }
  return (
    <Link
      to="/auth/signin"
      // Home is the default landing anyway; any other page is worth coming back to.
      onClick={() => pathname !== '/' && rememberPath(`${pathname}${search}`)}
      className={buttonStyles({ size: 'sm' })}
    >
      Sign in
    </Link>
  );
}
