import { ArrowLeft } from 'lucide-react';
import { Link, Outlet } from 'react-router';

import { Logo } from '@/components/ui/logo';
import { SkipLink } from '@/components/ui/skip-link';

import { AuthShowcase } from './auth-showcase.tsx';

/** The sign-in area: a focused page without the site navigation, and a brand panel on desktop. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh">
      <SkipLink />
      <AuthShowcase />
      <div className="flex min-h-dvh flex-1 flex-col bg-slate-50">
        <header className="flex h-16 items-center justify-between px-4 sm:px-8">
          <Link to="/" className="rounded-lg lg:invisible">
            <Logo />
          </Link>
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-slate-700 hover:text-slate-900"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to home
          </Link>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="flex flex-1 items-start justify-center px-4 pt-6 pb-12 outline-none sm:items-center sm:pt-0"
        >
          <Outlet />
        </main>
        <footer className="px-4 pb-6 text-center text-xs text-slate-600 sm:px-8">
          By continuing you agree to receive a one-time code by SMS on this number.
        </footer>
      </div>
    </div>
  );
}
