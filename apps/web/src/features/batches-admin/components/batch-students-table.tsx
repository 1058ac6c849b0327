import { ChevronRight } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';

import { formatPaise, plural, type BatchStudent } from '@app/shared';

import { adminColumnHelper, DataTable } from '@/components/admin/data-table';
import type { ListTableProps } from '@/components/admin/table-state';
import { formatDate } from '@/core/format-date';

import { batchPaths } from '../lib/batch-paths.ts';
import { SourceBadge } from './batch-badges.tsx';

const col = adminColumnHelper<BatchStudent>();

export function ProgressBar({ done, total }: { done: number; total: number }) {
  const pct = total ? Math.round((done / total) * 100) : 0;
  return (
    <div className="w-32">
      <p className="text-xs text-slate-600 tabular-nums">
        <span className="font-semibold text-slate-900">{done}</span> / {plural(total, 'lesson')} ·{' '}
        {pct}%
      </p>
      <div
        className="mt-1 h-1.5 rounded-full bg-slate-100"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-label="Lessons completed"
      >
        <div className="h-full rounded-full bg-emerald-500" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

function buildColumns(courseId: string, batchId: string) {
  return [
    col.accessor('name', {
      header: 'Student',
      cell: (c) => (
        <Link
          to={batchPaths.student(courseId, batchId, c.row.original._id)}
          className="font-semibold text-slate-900 hover:text-brand-700"
          data-testid="student-link"
        >
          {c.getValue() || 'Unnamed student'}
        </Link>
      ),
      meta: { isCardTitle: true },
    }),
    col.accessor('phone', {
      header: 'Contact',
      cell: (c) => (
        <div className="min-w-0">
          <p className="whitespace-nowrap text-slate-800 tabular-nums">{c.getValue() || '—'}</p>
          <p className="truncate text-xs text-slate-500">{c.row.original.email}</p>
        </div>
      ),
    }),
    col.accessor('enrolledAt', {
      header: 'Enrolled',
      cell: (c) => (
        <div className="flex flex-col items-start gap-1">
          <time dateTime={c.getValue()} className="whitespace-nowrap">
            {formatDate(c.getValue())}
          </time>
          <SourceBadge source={c.row.original.source} />
        </div>
      ),
    }),
    col.accessor('paidPaise', {
      header: 'Paid',
      cell: (c) => (
        <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
          {formatPaise(c.getValue())}
        </span>
      ),
    }),
    col.accessor('progress', {
      header: 'Progress',
      cell: (c) => {
        const p = c.getValue();
        return (
          <div className="space-y-1">
            <ProgressBar done={p.completedLessons} total={p.totalLessons} />
            {p.totalAssignments > 0 && (
              <p className="text-xs text-slate-500" data-testid="student-assignments">
                {p.submittedAssignments} of {plural(p.totalAssignments, 'assignment')} submitted
              </p>
            )}
          </div>
        );
      },
    }),
    col.display({
      id: 'open',
      header: () => <span className="sr-only">Open</span>,
      cell: (c) => (
        <Link
          to={batchPaths.student(courseId, batchId, c.row.original._id)}
          aria-label={`Open ${c.row.original.name}`}
          className="grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ),
      meta: { className: 'w-10', hideOnCard: true },
    }),
  ];
}

type BatchStudentsTableProps = ListTableProps<BatchStudent> & {
  courseId: string;
  batchId: string;
  emptyMessage: string;
};

export function BatchStudentsTable({ courseId, batchId, rows, ...state }: BatchStudentsTableProps) {
  const columns = useMemo(() => buildColumns(courseId, batchId), [courseId, batchId]);
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(r) => r._id}
      {...state}
      caption="Students in this batch"
      rowTestId="student-row"
    />
  );
}
