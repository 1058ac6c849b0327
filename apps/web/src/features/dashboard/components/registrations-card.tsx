import { clsx } from 'clsx';
import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';

import {
  REGISTRATION_SOURCES,
  type Dashboard,
  type RegistrationSource,
  formatNumber,
} from '@app/shared';

import { KIND_COLORS } from '../lib/chart-colors.ts';
import { KIND_LABELS } from '../lib/chart-data.ts';
import { formatShare } from '../lib/format.ts';

const KIND_PAGES: Record<RegistrationSource, string> = {
  kodr: '/admin/kodr-registrations',
  kodex: '/admin/kodex-registrations',
  webinars: '/admin/webinars',
  callbacks: '/admin/callbacks',
};

/** New registrations in the range: the total, a share bar and the four kinds, each a link. */
export function RegistrationsCard({
  registrations,
  className,
}: {
  registrations: Dashboard['figures']['registrations'];
  className?: string;
}) {
  const { total } = registrations;
  return (
    <div
      className={clsx('card flex min-w-0 flex-col p-4 sm:p-5', className)}
      data-testid="figure-registrations"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          New registrations
        </p>
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <UserPlus className="size-4" aria-hidden="true" />
        </span>
      </div>
      <p
        className="mt-1 text-4xl leading-tight font-bold tracking-tight text-slate-900 tabular-nums"
        data-testid="figure-registrations-value"
      >
        {formatNumber(total)}
      </p>
      <p className="mt-1 text-sm text-slate-600">Leads of every kind in this range</p>

      <div className="mt-4 flex h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        {total > 0 &&
          REGISTRATION_SOURCES.map((kind) => (
            <span
              key={kind}
              style={{
                width: `${(registrations[kind] / total) * 100}%`,
                backgroundColor: KIND_COLORS[kind],
              }}
            />
          ))}
      </div>

      <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 lg:mt-auto lg:pt-4">
        {REGISTRATION_SOURCES.map((kind) => (
          <li key={kind} className="min-w-0">
            <Link
              to={KIND_PAGES[kind]}
              className="group flex items-center gap-1.5 text-sm text-slate-600 hover:text-brand-700"
            >
              <span
                className="size-2.5 shrink-0 rounded-sm"
                style={{ backgroundColor: KIND_COLORS[kind] }}
                aria-hidden="true"
              />
              <span className="truncate group-hover:underline">{KIND_LABELS[kind]}</span>
            </Link>
            <p className="mt-0.5 pl-4 text-lg font-semibold text-slate-900 tabular-nums">
              <span data-testid={`figure-registrations-${kind}`}>
                {formatNumber(registrations[kind])}
              </span>
              {total > 0 && (
                <span className="ml-1.5 text-xs font-medium text-slate-500">
                  {formatShare(registrations[kind], total)}
                </span>
              )}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
