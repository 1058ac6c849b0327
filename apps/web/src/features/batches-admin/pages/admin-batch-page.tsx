import { Pencil, Trash2 } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';

import type { Batch } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { QueryListCard } from '@/components/admin/query-list-card';
import { ExportCsvLink } from '@/components/admin/registrations-list';
import { SearchInput } from '@/components/admin/search-input';
import { tableStateOf } from '@/components/admin/table-state';
import { useListPage } from '@/components/admin/use-list-page';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';

import {
  batchStudentsExportHref,
  STUDENTS_FETCH_FAILED,
  useBatchStudents,
} from '../api/get-batch-students.ts';
import { BatchActiveSwitch } from '../components/batch-active-switch.tsx';
import { BatchAssignments } from '../components/batch-assignments.tsx';
import { BatchLiveClasses } from '../components/batch-live-classes.tsx';
import { BatchLoader, Breadcrumbs } from '../components/batch-page-states.tsx';
import { BatchStudentsTable } from '../components/batch-students-table.tsx';
import { BatchSummary } from '../components/batch-summary.tsx';
import { DeleteBatchDialog } from '../components/delete-batch-dialog.tsx';
import { batchCrumbs, batchPaths } from '../lib/batch-paths.ts';

const NO_FILTERS = {};

/** /admin/courses/{courseId}/batches/{batchId}: the batch, its actions and its students. */
export default function AdminBatchPage() {
  const { courseId = '', batchId = '' } = useParams();
  return (
    <BatchLoader courseId={courseId} batchId={batchId}>
      {(batch) => <BatchView batch={batch} />}
    </BatchLoader>
  );
}

function BatchView({ batch }: { batch: Batch }) {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-[96rem]">
      <Breadcrumbs items={batchCrumbs(batch)} />
      <AdminPageHeader
        title={batch.name}
        description={
          <>
            <Link
              to={batchPaths.list(batch.course)}
              className="hover:text-brand-700 hover:underline"
            >
              {batch.courseTitle}
            </Link>
            {batch.mentors.length > 0 && (
              <> · Mentors: {batch.mentors.map((m) => m.name).join(', ')}</>
            )}
          </>
        }
        actions={
          <>
            <span className="mr-2 rounded-xl border border-slate-200 bg-white px-3 py-1.5">
              <BatchActiveSwitch batch={batch} />
            </span>
            <Link
              to={batchPaths.edit(batch.course, batch._id)}
              className={buttonStyles({ variant: 'secondary', size: 'sm' })}
              data-testid="batch-edit"
            >
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </Link>
            <DeleteBatchDialog
              batch={batch}
              onDeleted={() => navigate(batchPaths.list(batch.course))}
              trigger={
                <Button icon={Trash2} variant="danger" size="sm" data-testid="batch-delete">
                  Delete
                </Button>
              }
            />
          </>
        }
      />
      <BatchSummary batch={batch} />
      <div className="mt-8">
        <BatchLiveClasses batchId={batch._id} />
      </div>
      <BatchAssignments batch={batch} />
      <BatchStudents batch={batch} />
    </div>
  );
}

function BatchStudents({ batch }: { batch: Batch }) {
  const list = useListPage(NO_FILTERS);
  const { page, limit, search } = list;
  const query = useBatchStudents(batch._id, { page, limit, search });
  const data = query.data;

  return (
    <section aria-labelledby="students-heading" className="mt-8">
      <h2 id="students-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Students
      </h2>
      <QueryListCard
        query={query}
        list={list}
        itemLabel="students"
        failedMessage={STUDENTS_FETCH_FAILED}
        toolbar={
          <div className="flex flex-wrap items-center gap-3">
            <SearchInput
              value={search}
              onSearch={list.setSearch}
              placeholder="Search by name, e-mail or phone"
              testId="student-search"
              className="min-w-0 flex-1 sm:max-w-md"
            />
            <div className="ml-auto">
              <ExportCsvLink href={batchStudentsExportHref(batch._id, search)} />
            </div>
          </div>
        }
      >
        <BatchStudentsTable
          courseId={batch.course}
          batchId={batch._id}
          rows={data?.students ?? []}
          {...tableStateOf(query)}
          emptyMessage={search ? 'No students match this search.' : 'No students enrolled yet.'}
          emptyHint={
            search
              ? 'Search by a name, an e-mail (with @) or a 10-digit phone number.'
              : 'Students appear here once they pay, are approved or use a free coupon.'
          }
        />
      </QueryListCard>
    </section>
  );
}
