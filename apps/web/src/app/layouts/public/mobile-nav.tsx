import { clsx } from 'clsx';
import { ChevronRight, PhoneCall } from 'lucide-react';
import { NavLink } from 'react-router';

import { openCallbackPopup } from '@/core/callback-popup';

import { PUBLIC_NAV } from './public-nav.ts';

type MobileNavProps = { id: string; onNavigate: () => void };

/** The small-screen version of the main navigation, opened from the header's menu button. */
export function MobileNav({ id, onNavigate }: MobileNavProps) {
  return (
    <nav
      id={id}
      aria-label="Mobile"
      className="animate-fade-in border-t border-slate-200 bg-white px-4 py-3 shadow-card md:hidden"
    >
      <ul className="space-y-1">
        {PUBLIC_NAV.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={onNavigate}
              className={({ isActive }) =>
                clsx(
                  'flex items-center justify-between rounded-xl px-3 py-3 text-base font-semibold',
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-50',
                )
              }
            >
              {item.label}
              <ChevronRight className="size-4 text-slate-500" aria-hidden="true" />
            </NavLink>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => {
          onNavigate();
          openCallbackPopup();
        }}
        className="mt-3 flex w-full items-center justify-center gap-2 rounded-xl border border-brand-200 bg-brand-50 px-3 py-3 text-base font-semibold text-brand-800 hover:bg-brand-100"
      >
        <PhoneCall className="size-4" aria-hidden="true" />
        Request a callback
      </button>
    </nav>
  );
}
