import { useMemo, useState } from 'react';
import { useParams } from 'react-router';

import {
  ASSIGNMENT_STATUS_LABELS,
  REVIEW_STATUSES,
  type Batch,
  type QueuedSubmission,
} from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { adminColumnHelper, DataTable } from '@/components/admin/data-table';
import { Drawer } from '@/components/admin/drawer';
import { FilterBar } from '@/components/admin/filter-bar';
import { FilterSelect } from '@/components/admin/filter-select';
import { QueryListCard } from '@/components/admin/query-list-card';
import { tableStateOf } from '@/components/admin/table-state';
import { useListPage } from '@/components/admin/use-list-page';
import { formatDateTime } from '@/core/format-date';

import { REVIEWS_FETCH_FAILED, useAssignmentQueue } from '../api/assignment-reviews.ts';
import { useBatchAssignments } from '../api/batch-assignments.ts';
import { BatchLoader, Breadcrumbs } from '../components/batch-page-states.tsx';
import { SubmissionReview } from '../components/submission-review.tsx';
import { batchCrumbs } from '../lib/batch-paths.ts';

const FILTER_SPEC = { assignmentId: 'text', status: { oneOf: REVIEW_STATUSES } } as const;
const STATUS_OPTIONS = REVIEW_STATUSES.map((s) => ({
  value: s,
  label: ASSIGNMENT_STATUS_LABELS[s],
}));
const STATUS_TONE: Record<QueuedSubmission['status'], string> = {
  submitted: 'bg-brand-50 text-brand-800 ring-brand-600/20',
  late: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  graded: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
};

const col = adminColumnHelper<QueuedSubmission>();
const COLUMNS = [
  col.accessor((r) => r.student.name, {
    id: 'student',
    header: 'Student',
    cell: (c) => (
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{c.getValue() || 'Unnamed student'}</p>
        <p className="truncate text-xs text-slate-600">{c.row.original.student.email}</p>
      </div>
    ),
    meta: { isCardTitle: true },
  }),
  col.accessor((r) => r.assignment.title, { id: 'assignment', header: 'Assignment' }),
  col.accessor('submittedAt', {
    header: 'Handed in',
    cell: (c) => (
      <time dateTime={c.getValue()} className="whitespace-nowrap">
        {formatDateTime(c.getValue())}
      </time>
    ),
  }),
  col.accessor('status', {
    header: 'Status',
    cell: (c) => (
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ${STATUS_TONE[c.getValue()]}`}
      >
        {ASSIGNMENT_STATUS_LABELS[c.getValue()]}
      </span>
    ),
  }),
  col.accessor('score', {
    header: 'Score',
    cell: (c) =>
      c.getValue() === null ? (
        '—'
      ) : (
        <span className="tabular-nums">
          {c.getValue()} / {c.row.original.assignment.maxScore}
        </span>
      ),
  }),
];

/** /admin/courses/{courseId}/batches/{batchId}/reviews: the batch's submissions to grade. */
export default function AdminAssignmentReviewsPage() {
  const { courseId = '', batchId = '' } = useParams();
  return (
    <BatchLoader courseId={courseId} batchId={batchId}>
      {(batch) => <ReviewQueue batch={batch} />}
    </BatchLoader>
  );
}

function ReviewQueue({ batch }: { batch: Batch }) {
  const list = useListPage(FILTER_SPEC);
  const { page, limit, filters } = list;
  const params = useMemo(
    () => ({ page, limit, assignmentId: filters.assignmentId, status: filters.status }),
    [page, limit, filters.assignmentId, filters.status],
  );
  const query = useAssignmentQueue(batch._id, params);
  const assignments = useBatchAssignments(batch._id);
  const [open, setOpen] = useState<QueuedSubmission | null>(null);

  return (
    <div className="mx-auto max-w-[96rem]">
      <Breadcrumbs items={batchCrumbs(batch, 'Review queue')} />
      <AdminPageHeader
        title="Review queue"
        description={`${batch.name}: submissions to grade first, oldest first. Click a row to open it.`}
      />
      <QueryListCard
        query={query}
        list={list}
        itemLabel="submissions"
        failedMessage={REVIEWS_FETCH_FAILED}
        toolbar={
          <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
            <FilterSelect
              label="Assignment"
              value={filters.assignmentId}
              onChange={(v) => list.setFilter('assignmentId', v)}
              options={(assignments.data ?? []).map((a) => ({ value: a._id, label: a.title }))}
              anyLabel="All assignments"
              testId="filter-assignment"
              className="w-full sm:w-72"
            />
            <FilterSelect
              label="Status"
              value={filters.status}
              onChange={(v) => list.setFilter('status', v)}
              options={STATUS_OPTIONS}
              anyLabel="Any status"
              testId="filter-status"
              className="w-full sm:w-44"
            />
          </FilterBar>
        }
      >
        <DataTable
          columns={COLUMNS}
          data={query.data?.submissions ?? []}
          getRowId={(r) => r._id}
          {...tableStateOf(query)}
          caption="Submissions to review"
          emptyMessage={
            list.hasFilters ? 'No submissions match these filters.' : 'No submissions yet.'
          }
          emptyHint={
            list.hasFilters
              ? 'Clear the filters to see every submission.'
              : 'Students hand in from their classroom.'
          }
          rowTestId="review-row"
          onRowClick={setOpen}
        />
      </QueryListCard>
      <Drawer
        open={open !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={open ? `${open.student.name || 'Student'}: ${open.assignment.title}` : 'Submission'}
        widthClassName="sm:max-w-xl"
        testId="review-drawer"
      >
        {open && (
          <SubmissionReview
            batchId={batch._id}
            assignmentId={open.assignment._id}
            submissionId={open._id}
          />
        )}
      </Drawer>
    </div>
  );
}
