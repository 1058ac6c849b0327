import { CheckCircle2, MinusCircle } from 'lucide-react';

import { EXPERIENCE_LABELS, type KodexRegistration } from '@app/shared';

import { adminColumnHelper, DataTable } from '@/components/admin/data-table';
import { formatDate, formatTime } from '@/core/format-date';

/** A registration with its serial number, which continues across pages. */
export type KodexRow = KodexRegistration & { serial: number };

const col = adminColumnHelper<KodexRow>();

const columns = [
  col.accessor('serial', {
    header: 'S. No.',
    meta: {
      className: 'text-slate-500 tabular-nums',
      headerClassName: 'whitespace-nowrap',
      isCardBadge: true,
      sticky: { left: 0, width: 64 },
    },
  }),
  col.accessor('name', {
    header: 'Name',
    cell: (c) => (
      <span className="block max-w-44 min-w-36 font-semibold text-slate-900">{c.getValue()}</span>
    ),
    meta: { isCardTitle: true, sticky: { left: 64, edge: true } },
  }),
  col.accessor('email', {
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
  col.accessor('phone', {
    header: 'Phone',
    cell: (c) => (
      <a
        href={`tel:+91${c.getValue()}`}
        className="whitespace-nowrap text-slate-700 tabular-nums hover:text-brand-700"
      >
        +91 {c.getValue()}
      </a>
    ),
  }),
  col.accessor('organisation', {
    header: 'College / Organisation',
    cell: (c) => (
      <span className="block max-w-48 min-w-32 text-slate-700" title={c.getValue()}>
        {c.getValue()}
      </span>
    ),
  }),
  col.accessor('year', {
    header: 'Year',
    cell: (c) => <span className="whitespace-nowrap text-slate-700">{c.getValue()}</span>,
  }),
  col.accessor('experience', {
    header: 'Experience',
    cell: (c) => (
      <span className="inline-flex rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
        {EXPERIENCE_LABELS[c.getValue()] ?? c.getValue()}
      </span>
    ),
  }),
  col.accessor('contestTitle', {
    header: 'Contest',
    cell: (c) => (
      <span className="block max-w-44 min-w-32 text-slate-700" title={c.getValue()}>
        {c.getValue()}
      </span>
    ),
  }),
  col.accessor('participated', {
    header: 'Participated',
    cell: (c) =>
      c.getValue() ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200">
          <CheckCircle2 className="size-3.5" aria-hidden="true" />
          Yes
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
          <MinusCircle className="size-3.5" aria-hidden="true" />
          No
        </span>
      ),
  }),
  col.accessor('createdAt', {
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
];

export function KodexRegistrationsTable({
  rows,
  isLoading,
  isFetching,
  emptyHint,
}: {
  rows: KodexRow[];
  isLoading: boolean;
  isFetching: boolean;
  emptyHint?: React.ReactNode;
}) {
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(r) => r._id}
      isLoading={isLoading}
      isFetching={isFetching}
      emptyMessage="No registrations found."
      emptyHint={emptyHint}
      caption="Kodex registrations"
      rowTestId="kodex-row"
      density="compact"
    />
  );
}
