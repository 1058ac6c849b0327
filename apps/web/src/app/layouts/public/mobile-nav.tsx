import { clsx } from 'clsx';
import { ChevronRight } from 'lucide-react';
import { NavLink } from 'react-router';

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
    </nav>
  );
}
