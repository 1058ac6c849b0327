import { PhoneCall } from 'lucide-react';
import { Link } from 'react-router';

import { Logo } from '@/components/ui/logo';
import { openCallbackPopup } from '@/core/callback-popup';

const columns = [
  {
    title: 'Learn',
    links: [
      { label: 'All courses', to: '/courses' },
      { label: 'Kodr Bootcamp', to: '/kodr' },
    ],
  },
  {
    title: 'Practise',
    links: [
      { label: 'Whizz quizzes', to: '/whizz' },
      { label: 'Kodex contests', to: '/kodex' },
      { label: 'Kodex ranking', to: '/kodex/ranking' },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Sign in', to: '/auth/signin' },
      { label: 'Create an account', to: '/auth/register' },
    ],
  },
] as const;

export function PublicFooter() {
  return (
    <footer className="mt-auto bg-slate-950 text-slate-300">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="max-w-xs">
          <Link to="/" className="inline-block rounded-lg">
            <Logo inverted />
          </Link>
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
                  <Link to={link.to} className="text-sm text-slate-300 hover:text-white">
                    {link.label}
                  </Link>
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
