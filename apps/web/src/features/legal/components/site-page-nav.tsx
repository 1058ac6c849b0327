import { clsx } from 'clsx';
import { NavLink } from 'react-router';

import { SITE_PAGE_LABELS, SITE_PAGE_SLUGS, sitePagePath } from '@app/shared';

import { CallbackButton } from '@/components/site/callback-button';

/** The other policy pages, and a person to talk to. */
export function SitePageNav() {
  return (
    <aside className="space-y-6 lg:sticky lg:top-24">
      <nav aria-label="Policies and contact" className="card p-3">
        <ul className="space-y-1">
          {SITE_PAGE_SLUGS.map((slug) => (
            <li key={slug}>
              <NavLink
                to={sitePagePath(slug)}
                className={({ isActive }) =>
                  clsx(
                    'block rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
                    isActive
                      ? 'bg-brand-50 text-brand-800'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                {SITE_PAGE_LABELS[slug]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="card p-5">
        <p className="font-bold text-slate-900">Questions?</p>
        <p className="mt-1 text-sm leading-relaxed text-slate-600">
          A counsellor calls you back within 24 hours.
        </p>
        <CallbackButton className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800" />
      </div>
    </aside>
  );
}
