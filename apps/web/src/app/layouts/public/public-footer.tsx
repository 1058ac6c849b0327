import { PhoneCall } from 'lucide-react';

import {
  isStaffRole,
  SITE_PAGE_LABELS,
  SITE_PAGE_SLUGS,
  sitePagePath,
  type User,
} from '@app/shared';

import { Logo } from '@/components/ui/logo';
import { useAuthStore } from '@/core/auth/auth-store';
import { openCallbackPopup } from '@/core/callback-popup';
import { useInAppLinks } from '@/core/hooks/use-in-app-links';

type FooterLink = { label: string; to: string };
type FooterColumn = { title: string; links: FooterLink[] };

const LEARN: FooterColumn = {
  title: 'Learn',
  links: [
    { label: 'All courses', to: '/courses' },
    { label: 'Kodr Bootcamp', to: '/kodr' },
    { label: 'Webinars', to: '/webinars' },
    { label: 'Verify a certificate', to: '/certificates' },
  ],
};

const PRACTISE: FooterColumn = {
  title: 'Practise',
  links: [
    { label: 'Whizz quizzes', to: '/whizz' },
    { label: 'Kodex contests', to: '/kodex' },
    { label: 'Kodex ranking', to: '/kodex/ranking' },
  ],
};

/** The policies a payment gateway asks for, and how to reach us. */
const SCHOOL: FooterColumn = {
  title: 'School',
  links: [...SITE_PAGE_SLUGS]
    // Contact first: it is what most people come to the footer for.
    .sort((a, b) => Number(b === 'contact') - Number(a === 'contact'))
    .map((slug) => ({ label: SITE_PAGE_LABELS[slug], to: sitePagePath(slug) })),
};

/** A visitor is offered to sign in; a signed-in person their own places. */
function accountColumn(user: User | null): FooterColumn {
  if (!user) {
    return {
      title: 'Account',
      links: [
        { label: 'Sign in', to: '/auth/signin' },
        { label: 'Create an account', to: '/auth/register' },
      ],
    };
  }
  return {
    title: 'Your account',
    links: [
      { label: 'My classroom', to: '/classroom' },
      { label: 'Profile', to: '/profile' },
      ...(isStaffRole(user.role) ? [{ label: 'Admin', to: '/admin' }] : []),
    ],
  };
}

export function PublicFooter() {
  const user = useAuthStore((s) => s.user);
  const isAuthKnown = useAuthStore((s) => s.initialAuthCheckComplete);
  // Until the session check answers, the account column waits rather than offer a member "Sign in".
  const columns = [LEARN, PRACTISE, ...(isAuthKnown ? [accountColumn(user)] : []), SCHOOL];
  // Plain links, opened in the app by one handler: cheaper to hydrate than a <Link> each.
  const openInApp = useInAppLinks();

  return (
    // The handler only routes clicks on the links inside; the footer itself is not interactive.
    <footer
      className="mt-auto bg-slate-950 text-slate-300"
      data-testid="site-footer"
      onClick={openInApp}
    >
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div className="col-span-2 max-w-xs lg:col-span-1">
          <a href="/" className="inline-block rounded-lg">
            <Logo inverted />
          </a>
          <p className="mt-4 text-sm leading-relaxed text-slate-400">
            A coding school for India. Live, mentor-led learning that takes you from your first line
            of code to your first developer job.
          </p>
          <button
            type="button"
            onClick={() => openCallbackPopup()}
            className="mt-6 inline-flex items-center gap-2 rounded-xl border border-slate-700 px-4 py-2.5 text-sm font-semibold text-white transition-colors hover:border-slate-500 hover:bg-slate-900"
          >
            <PhoneCall className="size-4 text-brand-300" aria-hidden="true" />
            Request a callback
          </button>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.to}>
                  <a href={link.to} className="text-sm text-slate-300 hover:text-white">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-slate-400 sm:flex-row sm:justify-between">
          <p>© {new Date().getFullYear()} KodeSchool. All rights reserved.</p>
          <p>Made in India, for India&apos;s next developers.</p>
        </div>
      </div>
    </footer>
  );
}
