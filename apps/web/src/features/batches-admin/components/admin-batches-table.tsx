import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';

import { formatDay, formatInr, plural, type Batch } from '@app/shared';

import { adminColumnHelper } from '@/components/admin/data-table';
import { RecordsTable, type TableTexts } from '@/components/admin/records-table';
import type { ListTableProps } from '@/components/admin/table-state';

import { discountLabel } from '../lib/batch-format.ts';
import { batchPaths } from '../lib/batch-paths.ts';
import { BatchActiveSwitch } from './batch-active-switch.tsx';
import { BatchStatusBadge } from './batch-badges.tsx';
import { DeleteBatchDialog } from './delete-batch-dialog.tsx';

const col = adminColumnHelper<Batch>();
const iconButton =
  'grid size-7 place-items-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900';

/** The row's links, before its delete button. */
const LINK_ACTIONS = [
  { verb: 'View', icon: Eye, title: 'View batch and students', path: batchPaths.view },
  { verb: 'Edit', icon: Pencil, title: 'Edit batch', path: batchPaths.edit },
] as const;

function buildColumns(showCourse: boolean) {
  return [
    col.accessor('name', {
      header: 'Batch',
      cell: (c) => {
        const b = c.row.original;
        return (
          <div className="min-w-36">
            <Link
              to={batchPaths.view(b.course, b._id)}
              className="font-semibold text-slate-900 hover:text-brand-700"
              data-testid="batch-name"
            >
              {b.name}
            </Link>
            {showCourse && <p className="text-xs text-slate-600">{b.courseTitle}</p>}
            {b.mentors.length > 0 && (
              <p className="text-xs text-slate-500">
                Mentors: {b.mentors.map((m) => m.name).join(', ')}
              </p>
            )}
          </div>
        );
      },
      meta: { isCardTitle: true },
    }),
    col.display({
      id: 'dates',
      header: 'Dates',
      cell: (c) => {
        const b = c.row.original;
        return (
          <div className="whitespace-nowrap">
            <p className="text-slate-800">
              <span className="sr-only">From </span>
              {formatDay(b.startDate)} –
            </p>
            <p className="text-slate-800">
              <span className="sr-only">to </span>
              {formatDay(b.endDate)}
            </p>
            <p className="text-xs text-slate-500">{plural(b.durationWeeks, 'week')}</p>
          </div>
        );
      },
    }),
    col.accessor('enrollmentEndDate', {
      header: 'Enrolment',
      cell: (c) => (
        <div className="whitespace-nowrap">
          <p className="text-slate-800">{formatDay(c.getValue())}</p>
          <p className="text-xs text-slate-500">
            {c.row.original.isEnrollmentOpen ? 'Open now' : 'Closed'}
          </p>
        </div>
      ),
    }),
    col.accessor('finalPrice', {
      header: 'Price',
      cell: (c) => {
        const b = c.row.original;
        const off = discountLabel(b);
        return (
          <div className="whitespace-nowrap">
            {b.priceTitle && <p className="text-xs font-medium text-brand-700">{b.priceTitle}</p>}
            <p
              className="font-semibold text-slate-900 tabular-nums"
              data-testid="batch-final-price"
            >
              {formatInr(b.finalPrice)}
            </p>
            {off && (
              <p className="text-xs text-slate-500 tabular-nums">
                <s>{formatInr(b.price)}</s> · {off}
              </p>
            )}
          </div>
        );
      },
    }),
    col.accessor('studentCount', {
      header: 'Seats',
      cell: (c) => {
        const b = c.row.original;
        const filled = b.seats ? Math.min(100, (b.studentCount / b.seats) * 100) : 0;
        return (
          <div className="w-24">
            <p className="text-slate-800 tabular-nums">
              <span className="font-semibold">{b.studentCount}</span> / {b.seats}
            </p>
            <div className="mt-1 h-1.5 rounded-full bg-slate-100" aria-hidden="true">
              <div className="h-full rounded-full bg-brand-600" style={{ width: `${filled}%` }} />
            </div>
            <p className="mt-0.5 text-xs text-slate-500">{b.seatsLeft} left</p>
          </div>
        );
      },
    }),
    col.accessor('status', {
      header: 'Status',
      cell: (c) => (
        <div className="flex flex-col items-start gap-1.5">
          <BatchStatusBadge status={c.getValue()} />
          <BatchActiveSwitch batch={c.row.original} />
        </div>
      ),
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: (c) => {
        const b = c.row.original;
        return (
          <div className="flex items-center justify-end gap-0.5">
            {LINK_ACTIONS.map(({ verb, icon: Icon, title, path }) => (
              <Link
                key={verb}
                to={path(b.course, b._id)}
                className={iconButton}
                aria-label={`${verb} ${b.name}`}
                title={title}
                data-testid={`batch-${verb.toLowerCase()}`}
              >
                <Icon className="size-4" aria-hidden="true" />
              </Link>
            ))}
            <DeleteBatchDialog
              batch={b}
              trigger={
                <button
                  type="button"
                  className={`${iconButton} hover:bg-red-50! hover:text-red-700!`}
                  aria-label={`Delete ${b.name}`}
                  title="Delete batch"
                  data-testid="batch-delete"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              }
            />
          </div>
        );
      },
      meta: { className: 'w-24' },
    }),
  ];
}

const TEXTS: TableTexts = {
  emptyMessage: 'No batches yet.',
  caption: 'Batches',
  rowTestId: 'batch-row',
};

/** The staff batch list: one row per batch with its switch and actions. */
export function AdminBatchesTable({
  showCourse,
  ...state
}: ListTableProps<Batch> & { showCourse: boolean }) {
  const columns = useMemo(() => buildColumns(showCourse), [showCourse]);
  return <RecordsTable columns={columns} texts={TEXTS} {...state} />;
}
