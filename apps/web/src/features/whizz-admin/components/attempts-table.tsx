import { clsx } from 'clsx';
import { TriangleAlert } from 'lucide-react';

import { adminColumnHelper, DataTable } from '@/components/admin/data-table';
import { Pill } from '@/components/admin/pill';
import { formatDateTime } from '@/core/format-date';
import { formatSeconds } from '@/core/format-seconds';

import type { StaffAttempt } from '../api/get-attempts.ts';

const col = adminColumnHelper<StaffAttempt>();

function columns(totalScore: number | null) {
  return [
    col.accessor('rank', {
      header: 'Rank',
      cell: (c) => (
        <span className="font-semibold text-slate-900 tabular-nums" data-testid="attempt-rank">
          {c.getValue() === null ? '—' : `#${c.getValue()}`}
        </span>
      ),
      meta: { isCardBadge: true },
    }),
    col.accessor('name', {
      header: 'Student',
      cell: (c) => (
        <span className="font-medium text-slate-900" data-testid="attempt-name">
          {c.getValue()}
        </span>
      ),
      meta: { isCardTitle: true },
    }),
    col.accessor('phone', {
      header: 'Phone',
      cell: (c) => <span className="whitespace-nowrap tabular-nums">{c.getValue() ?? '—'}</span>,
    }),
    col.accessor('score', {
      header: 'Score',
      cell: (c) =>
        c.row.original.status === 'in_progress' ? (
          <Pill tone="blue">In progress</Pill>
        ) : (
          <span
            className="font-semibold whitespace-nowrap text-slate-900 tabular-nums"
            data-testid="attempt-score"
          >
            {c.getValue() ?? 0}
            {totalScore !== null && (
              <span className="font-normal text-slate-500"> / {totalScore}</span>
            )}
          </span>
        ),
    }),
    col.accessor('timeTakenSeconds', {
      header: 'Time taken',
      cell: (c) => (
        <span className="whitespace-nowrap tabular-nums">
          {c.getValue() === null ? '—' : formatSeconds(c.getValue()!)}
        </span>
      ),
    }),
    col.accessor('submittedAt', {
      header: 'Submitted (IST)',
      cell: (c) => (
        <span className="whitespace-nowrap">
          {c.getValue() ? formatDateTime(c.getValue()!) : '—'}
        </span>
      ),
    }),
    col.accessor('autoSubmitted', {
      header: 'Auto-submitted',
      cell: (c) =>
        c.getValue() ? <Pill tone="amber">Auto</Pill> : <span className="text-slate-500">No</span>,
    }),
    col.accessor('tabSwitches', {
      header: 'Tab switches',
      cell: (c) => {
        const n = c.getValue();
        return (
          <span
            data-testid="attempt-tab-switches"
            className={clsx(
              'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-sm font-semibold tabular-nums',
              n > 0 ? 'bg-red-50 text-red-700 ring-1 ring-red-200 ring-inset' : 'text-slate-500',
            )}
          >
            {n > 0 && <TriangleAlert className="size-3.5" aria-hidden="true" />}
            {n}
          </span>
        );
      },
    }),
  ];
}

export function AttemptsTable({
  rows,
  totalScore,
  isLoading,
  isFetching,
}: {
  rows: StaffAttempt[];
  totalScore: number | null;
  isLoading: boolean;
  isFetching: boolean;
}) {
  return (
    <DataTable
      columns={columns(totalScore)}
      data={rows}
      getRowId={(a) => a._id}
      isLoading={isLoading}
      isFetching={isFetching}
      emptyMessage="No attempts yet."
      emptyHint="Attempts show here as soon as a student starts the whizz."
      caption="Attempts"
      rowTestId="attempt-row"
      density="compact"
    />
  );
}
