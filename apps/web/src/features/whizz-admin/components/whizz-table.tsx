import { BarChart3, Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';

import { plural, type Whizz } from '@app/shared';

import { adminColumnHelper } from '@/components/admin/data-table';
import { Pill } from '@/components/admin/pill';
import { RecordsTable, type TableTexts } from '@/components/admin/records-table';
import { actionsColumn, RowAction } from '@/components/admin/row-action';
import type { ListTableProps } from '@/components/admin/table-state';
import { formatDate, formatTime } from '@/core/format-date';

import { scheduleLabel } from '../lib/whizz-form.ts';

const col = adminColumnHelper<Whizz>();

type Actions = { onDelete: (w: Whizz) => void };

function buildColumns({ onDelete }: Actions) {
  return [
    col.accessor('title', {
      header: 'Whizz',
      cell: (c) => (
        <div className="max-w-60 min-w-40">
          <Link
            to={`/admin/whizz/update/${c.row.original._id}`}
            className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
            data-testid="whizz-title"
          >
            {c.getValue()}
          </Link>
          <p className="line-clamp-1 text-xs text-slate-500" title={c.row.original.description}>
            {c.row.original.description}
          </p>
          <div className="mt-1">
            {c.row.original.isPublic ? (
              <Pill tone="violet" testId="whizz-type">
                External
              </Pill>
            ) : (
              <Pill tone="blue" testId="whizz-type">
                Internal
              </Pill>
            )}
          </div>
        </div>
      ),
      meta: { isCardTitle: true },
    }),
    col.accessor('startDate', {
      header: 'Schedule (IST)',
      cell: (c) => (
        <div className="whitespace-nowrap">
          <p className="text-slate-900">
            {formatDate(c.getValue())}, {formatTime(c.getValue())}
          </p>
          <p className="text-xs text-slate-600" data-testid="whizz-schedule">
            {scheduleLabel(c.row.original)}
          </p>
        </div>
      ),
    }),
    col.display({
      id: 'questions',
      header: 'Questions',
      cell: (c) => (
        <span className="tabular-nums" data-testid="whizz-question-count">
          {c.row.original.questions.length}
        </span>
      ),
    }),
    col.display({
      id: 'batches',
      header: 'Batches',
      cell: (c) => <BatchesCell whizz={c.row.original} />,
    }),
    col.accessor('status', {
      header: 'Status',
      cell: (c) => (
        <Pill tone={c.getValue() === 'Active' ? 'green' : 'slate'} testId="whizz-status">
          {c.getValue()}
        </Pill>
      ),
    }),
    col.accessor('attemptCount', {
      header: 'Attempts',
      cell: (c) => (
        <Link
          to={`/admin/whizz/${c.row.original._id}/attempts`}
          className="font-semibold text-brand-700 tabular-nums hover:underline"
          data-testid="whizz-attempt-count"
          aria-label={`${plural(c.getValue(), 'attempt')} on ${c.row.original.title}`}
        >
          {c.getValue()}
        </Link>
      ),
    }),
    actionsColumn<Whizz>((w) => (
      <>
        <RowAction
          to={`/admin/whizz/update/${w._id}`}
          icon={Pencil}
          label="Edit"
          title={`Edit ${w.title}`}
          isNamedByTitle
          testId="whizz-edit"
        />
        <RowAction
          to={`/admin/whizz/${w._id}/attempts`}
          icon={BarChart3}
          label="Results"
          title={`Results of ${w.title}`}
          isNamedByTitle
          testId="whizz-results"
        />
        <RowAction
          onClick={() => onDelete(w)}
          icon={Trash2}
          label="Delete"
          title={`Delete ${w.title}`}
          isNamedByTitle
          testId="whizz-delete"
          isDanger
        />
      </>
    )),
  ];
}

function BatchesCell({ whizz }: { whizz: Whizz }) {
  if (whizz.batches.length === 0) {
    return <span className="text-slate-500">{whizz.isPublic ? 'Anyone signed in' : 'None'}</span>;
  }
  const shown = whizz.batches.slice(0, 2);
  const rest = whizz.batches.length - shown.length;
  return (
    <ul className="max-w-40 min-w-24 space-y-0.5 text-sm">
      {shown.map((b) => (
        <li key={b.batchId} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={`size-1.5 shrink-0 rounded-full ${b.isActive ? 'bg-emerald-500' : 'bg-slate-300'}`}
          />
          <span className="truncate" title={b.batchName ?? undefined}>
            {b.batchName ?? 'Deleted batch'}
          </span>
          <span className="sr-only">{b.isActive ? '(active)' : '(paused)'}</span>
        </li>
      ))}
      {rest > 0 && <li className="text-xs text-slate-500">+{rest} more</li>}
    </ul>
  );
}

const TEXTS: TableTexts = {
  emptyMessage: 'No whizz found.',
  caption: 'Whizz quizzes',
  rowTestId: 'whizz-row',
};

export function WhizzTable({ onDelete, ...state }: ListTableProps<Whizz> & Actions) {
  const columns = useMemo(() => buildColumns({ onDelete }), [onDelete]);
  return <RecordsTable columns={columns} texts={TEXTS} {...state} />;
}
