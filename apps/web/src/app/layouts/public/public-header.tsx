import { clsx } from 'clsx';
import { Menu, PhoneCall, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

import { Logo } from '@/components/ui/logo';
import { openCallbackPopup } from '@/core/callback-popup';

import { AuthControls } from './auth-controls.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { PUBLIC_NAV } from './public-nav.ts';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
    isActive
      ? 'bg-brand-50 text-brand-800'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

export function PublicHeader() {
  const { pathname } = useLocation();
  // The mobile menu belongs to the page it was opened on, so it closes by itself on navigation.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isMenuOpen = openOn === pathname;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur-md">
      <div className="container-page flex h-16 items-center gap-4 lg:gap-8">
        <Link to="/" className="shrink-0 rounded-lg">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {PUBLIC_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <button
            type="button"
            onClick={() => openCallbackPopup()}
            data-testid="header-callback"
            className="hidden h-9 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 md:inline-flex"
          >
            <PhoneCall className="size-4 text-brand-700" aria-hidden="true" />
            <span className="sr-only lg:not-sr-only">Request a callback</span>
          </button>
          <AuthControls />
          <button
            type="button"
            className="grid size-10 place-items-center rounded-xl text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-nav"
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setOpenOn(isMenuOpen ? null : pathname)}
          >
            {isMenuOpen ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
      {isMenuOpen && <MobileNav id="mobile-nav" onNavigate={() => setOpenOn(null)} />}
    </header>
  );
}
