import { Link } from 'react-router';

import type { AuthMode } from './sign-in-types.ts';

/** Links between the login and register flavours of the same flow. */
export function AuthModeSwitch({ mode }: { mode: AuthMode }) {
  return (
    <p className="mt-6 border-t border-slate-100 pt-6 text-center text-sm text-slate-600">
      {mode === 'login' ? (
        <Link to="/auth/register" className="group rounded-md">
          New here?{' '}
          <span className="font-semibold text-brand-700 group-hover:underline">
            Create an account
          </span>
        </Link>
      ) : (
        <Link to="/auth/signin" className="group rounded-md">
          Already have an account?{' '}
          <span className="font-semibold text-brand-700 group-hover:underline">Sign in</span>
        </Link>
      )}
    </p>
  );
}
