import { EXPERIENCE_LABELS, type KodrRegistration } from '@app/shared';

import { adminColumnHelper, DataTable } from '@/components/admin/data-table';
import { formatDate, formatTime } from '@/core/format-date';

import { KodrStatusCell } from './admin-kodr-status-cell.tsx';

/** A registration with its serial number, which continues across pages. */
export type KodrRow = KodrRegistration & { serial: number };

const col = adminColumnHelper<KodrRow>();

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
        className="block max-w-48 truncate text-slate-700 hover:text-brand-700"
      >
        {c.getValue()}
      </a>
    ),
  }),
  col.accessor('contact', {
    header: 'Contact',
    cell: (c) => (
      <a
        href={`tel:${c.getValue().replace(/[^\d+]/g, '')}`}
        className="whitespace-nowrap text-slate-700 tabular-nums hover:text-brand-700"
      >
        {c.getValue()}
      </a>
    ),
  }),
  col.accessor('education', {
    header: 'Education',
    cell: (c) => (
      <span className="block max-w-36 min-w-24 text-slate-700" title={c.getValue()}>
        {c.getValue()}
      </span>
    ),
  }),
  col.accessor('experience', {
    header: 'Experience',
    cell: (c) => (
      <span className="inline-flex rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
        {EXPERIENCE_LABELS[c.getValue()] ?? c.getValue()}
      </span>
    ),
  }),
  col.display({
    id: 'callStatus',
    header: 'Call Status',
    cell: (c) => <KodrStatusCell row={c.row.original} field="callStatus" />,
  }),
  col.display({
    id: 'status',
    header: 'Status',
    cell: (c) => <KodrStatusCell row={c.row.original} field="status" />,
  }),
  col.display({
    id: 'paymentStatus',
    header: 'Payment Status',
    cell: (c) => <KodrStatusCell row={c.row.original} field="paymentStatus" />,
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

type KodrTableProps = {
  rows: KodrRow[];
  isLoading: boolean;
  isFetching: boolean;
  emptyHint?: React.ReactNode;
};

/** The ten columns of product.md §2, with the three status dropdowns. */
export function KodrRegistrationsTable({ rows, isLoading, isFetching, emptyHint }: KodrTableProps) {
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(r) => r._id}
      isLoading={isLoading}
      isFetching={isFetching}
      emptyMessage="No registrations found."
      emptyHint={emptyHint}
      caption="Kodr registrations"
      rowTestId="kodr-row"
      density="compact"
    />
  );
}
