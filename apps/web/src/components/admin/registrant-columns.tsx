import { EXPERIENCE_LABELS, type EXPERIENCE_LEVELS } from '@app/shared';

import { formatDate, formatTime } from '@/core/format-date';

import { adminColumnHelper } from './data-table.tsx';

/** What every sign-up row has, whatever else its form asked. */
export type RegistrantRow = {
  serial: number;
  name: string;
  email: string;
  experience: (typeof EXPERIENCE_LEVELS)[number];
  createdAt: string;
};

/**
 * The columns every registrations table shares: serial and name (sticky), e-mail, coding
 * experience and the registration date. Tables put their own columns in between.
 */
export function registrantColumns<T extends RegistrantRow>() {
  const col = adminColumnHelper<T>();
  return {
    serial: col.accessor((r) => r.serial, {
      id: 'serial',
      header: 'S. No.',
      meta: {
        className: 'text-slate-500 tabular-nums',
        headerClassName: 'whitespace-nowrap',
        isCardBadge: true,
        sticky: { left: 0, width: 64 },
      },
    }),
    name: col.accessor((r) => r.name, {
      id: 'name',
      header: 'Name',
      cell: (c) => (
        <span className="block max-w-44 min-w-36 font-semibold text-slate-900">{c.getValue()}</span>
      ),
      meta: { isCardTitle: true, sticky: { left: 64, edge: true } },
    }),
    email: col.accessor((r) => r.email, {
      id: 'email',
      header: 'Email',
      cell: (c) => (
        <a
          href={`mailto:${c.getValue()}`}
          title={c.getValue()}
          className="block max-w-52 truncate text-slate-700 hover:text-brand-700"
        >
          {c.getValue()}
        </a>
      ),
    }),
    experience: col.accessor((r) => r.experience, {
      id: 'experience',
      header: 'Experience',
      cell: (c) => (
        <span className="inline-flex rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {EXPERIENCE_LABELS[c.getValue()] ?? c.getValue()}
        </span>
      ),
    }),
    registeredAt: col.accessor((r) => r.createdAt, {
      id: 'createdAt',
      header: 'Registration Date',
      cell: (c) => {
        const date = new Date(c.getValue());
        return (
          <time dateTime={c.getValue()} className="flex flex-col whitespace-nowrap">
            <span className="text-slate-800">{formatDate(date)}</span>
            <span className="text-xs text-slate-500">{formatTime(date)}</span>
          </time>
        );
      },
    }),
  };
}

/** A phone number that dials on a tap. */
export function PhoneLink({ tel, children }: { tel: string; children: React.ReactNode }) {
  return (
    <a
      href={`tel:${tel}`}
      className="whitespace-nowrap text-slate-700 tabular-nums hover:text-brand-700"
    >
      {children}
    </a>
  );
}

/** Free text the registrant typed (education, college…), cut to a readable width. */
export function TextCell({ value, className }: { value: string; className: string }) {
  return (
    <span className={`block text-slate-700 ${className}`} title={value}>
      {value}
    </span>
  );
}
