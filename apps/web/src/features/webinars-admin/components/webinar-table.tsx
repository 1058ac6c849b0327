import { Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';

import { formatNumber, type Webinar } from '@app/shared';

import { adminColumnHelper } from '@/components/admin/data-table';
import { RecordsTable, type TableTexts } from '@/components/admin/records-table';
import { actionsColumn, RowAction } from '@/components/admin/row-action';
import type { ListTableProps } from '@/components/admin/table-state';
import { formatDate, formatTime } from '@/core/format-date';

import { durationLabel } from '../lib/format.ts';
import { CertificateStatusBadge, WebinarStatusBadge } from './badges.tsx';

const col = adminColumnHelper<Webinar>();

type Actions = { onDelete: (w: Webinar) => void };

function buildColumns({ onDelete }: Actions) {
  return [
    col.accessor('title', {
      header: 'Webinar',
      cell: (c) => (
        <div className="max-w-72 min-w-44">
          <Link
            to={`/admin/webinars/${c.row.original._id}`}
            className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
            data-testid="webinar-title"
          >
            {c.getValue()}
          </Link>
          <p className="truncate font-mono text-xs text-slate-500" data-testid="webinar-code">
            {c.row.original.webinarCode}
          </p>
        </div>
      ),
      meta: { isCardTitle: true },
    }),
    col.accessor('startTime', {
      header: 'Starts (IST)',
      cell: (c) => (
        <time dateTime={c.getValue()} className="flex flex-col whitespace-nowrap">
          <span className="text-slate-900">{formatDate(c.getValue())}</span>
          <span className="text-xs text-slate-600">{formatTime(c.getValue())}</span>
        </time>
      ),
    }),
    col.accessor('durationMinutes', {
      header: 'Duration',
      cell: (c) => <span className="whitespace-nowrap">{durationLabel(c.getValue())}</span>,
    }),
    col.accessor('status', {
      header: 'Status',
      cell: (c) => <WebinarStatusBadge status={c.getValue()} testId="webinar-status" />,
    }),
    col.display({
      id: 'registered',
      header: 'Registered',
      cell: (c) => (
        <span className="flex flex-col whitespace-nowrap tabular-nums">
          <span className="text-slate-900" data-testid="webinar-registered">
            {formatNumber(c.row.original.counts.registered)}
          </span>
          <span className="text-xs text-slate-500">
            {c.row.original.capacity === null
              ? 'no limit'
              : `of ${formatNumber(c.row.original.capacity)}`}
          </span>
        </span>
      ),
    }),
    col.display({
      id: 'attended',
      header: 'Attended',
      cell: (c) => (
        <span className="tabular-nums" data-testid="webinar-attended">
          {formatNumber(c.row.original.counts.attended)}
        </span>
      ),
    }),
    col.accessor('certificateStatus', {
      header: 'Certificates',
      cell: (c) =>
        c.row.original.certificateEnabled ? (
          <CertificateStatusBadge status={c.getValue()} />
        ) : (
          <span className="text-xs whitespace-nowrap text-slate-500">Turned off</span>
        ),
    }),
    actionsColumn<Webinar>((w) => (
      <>
        <RowAction
          to={`/admin/webinars/edit/${w._id}`}
          icon={Pencil}
          label="Edit"
          title={`Edit ${w.title}`}
          testId="webinar-edit"
        />
        <RowAction
          onClick={() => onDelete(w)}
          icon={Trash2}
          label="Delete"
          title={`Delete ${w.title}`}
          testId="webinar-delete"
          isDanger
        />
      </>
    )),
  ];
}

const TEXTS: TableTexts = {
  emptyMessage: 'No webinars found.',
  caption: 'Webinars',
  rowTestId: 'webinar-row',
};

export function WebinarTable({ onDelete, ...state }: ListTableProps<Webinar> & Actions) {
  const columns = useMemo(() => buildColumns({ onDelete }), [onDelete]);
  return <RecordsTable columns={columns} texts={TEXTS} {...state} />;
}
