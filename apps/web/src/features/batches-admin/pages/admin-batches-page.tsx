import { Plus } from 'lucide-react';
import { Link, useParams } from 'react-router';

import { COURSES_MSG, ID_PATTERN, plural } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { QueryListCard } from '@/components/admin/query-list-card';
import { tableStateOf } from '@/components/admin/table-state';
import { useListPage } from '@/components/admin/use-list-page';
import { buttonStyles } from '@/components/ui/button-styles';
import { RecordProblem } from '@/components/ui/record-loader';

import { useAdminBatches } from '../api/get-admin-batches.ts';
import { useCourseOption } from '../api/get-batch-options.ts';
import { AdminBatchesTable } from '../components/admin-batches-table.tsx';
import { Breadcrumbs } from '../components/batch-page-states.tsx';
import { CourseSwitcher } from '../components/course-switcher.tsx';
import { batchPaths } from '../lib/batch-paths.ts';

const NO_FILTERS = {};

/** /admin/courses/{courseId}/batches: one course's batches, or every course's ('all'). */
export default function AdminBatchesPage() {
  const { courseId = 'all' } = useParams();
  const isAll = courseId === 'all';
  const isValidCourse = isAll || ID_PATTERN.test(courseId);
  const list = useListPage(NO_FILTERS);
  const { page, limit } = list;
  const query = useAdminBatches({ course: courseId, page, limit }, isValidCourse);
  const course = useCourseOption(courseId, !isAll && isValidCourse);
  const data = query.data;

  if (!isValidCourse) {
    return (
      <RecordProblem
        title={COURSES_MSG.invalidCourseId}
        description="A course id is 24 characters of 0–9 and a–f. Open the batches from the course list instead."
        back={{ to: batchPaths.courses, label: 'Back to courses' }}
        testId="batch-error"
      />
    );
  }

  const courseTitle = isAll
    ? 'All batches'
    : (course.data?.title ?? data?.batches[0]?.courseTitle ?? 'Batches');
  const summary = data
    ? `${plural(data.pagination.totalItems, 'batch', 'batches')} · ${plural(data.studentCount, 'student')} enrolled`
    : 'Loading…';

  return (
    <div className="mx-auto max-w-[96rem]">
      <Breadcrumbs
        items={[
          { label: 'Courses', to: batchPaths.courses },
          ...(isAll ? [] : [{ label: courseTitle }]),
          { label: 'Batches' },
        ]}
      />
      <AdminPageHeader
        title={courseTitle}
        description={<span data-testid="batch-summary">{summary}</span>}
        actions={
          <>
            <CourseSwitcher courseId={courseId} courseTitle={course.data?.title} />
            {!isAll && (
              <Link
                to={batchPaths.create(courseId)}
                className={buttonStyles()}
                data-testid="batch-new"
              >
                <Plus className="size-4" aria-hidden="true" />
                New batch
              </Link>
            )}
          </>
        }
      />

      <QueryListCard
        query={query}
        list={list}
        itemLabel="batches"
        failedMessage={COURSES_MSG.fetchAdminBatchesFailed}
      >
        <AdminBatchesTable
          rows={data?.batches ?? []}
          showCourse={isAll}
          {...tableStateOf(query)}
          emptyHint={
            isAll ? (
              'Pick a course above to add its first batch.'
            ) : (
              <Link
                to={batchPaths.create(courseId)}
                className="font-semibold text-brand-700 hover:underline"
              >
                Create the first batch for this course
              </Link>
            )
          }
        />
      </QueryListCard>
    </div>
  );
}
