import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { COURSES_MSG, type Course } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { QueryListCard } from '@/components/admin/query-list-card';
import { emptyHintOf, tableStateOf } from '@/components/admin/table-state';
import { useListPage } from '@/components/admin/use-list-page';
import { buttonStyles } from '@/components/ui/button-styles';

import { useAdminCourses } from '../api/get-admin-courses.ts';
import { COURSE_FILTER_SPEC, CourseListFilters } from '../components/course-list-filters.tsx';
import { CoursesTable } from '../components/courses-table.tsx';
import { DeleteCourseDialog } from '../components/delete-course-dialog.tsx';

/** /admin/courses: every course (any state) with its counts, filters and row actions. */
export default function AdminCoursesPage() {
  const list = useListPage(COURSE_FILTER_SPEC);
  const { params } = list;
  const [toDelete, setToDelete] = useState<Course | null>(null);

  const query = useAdminCourses(params);
  const data = query.data;

  return (
    <div className="mx-auto max-w-[96rem]">
      <AdminPageHeader
        title="Courses"
        description="The catalogue: prices, content, modules and announcements of every course."
        actions={
          <Link to="/admin/courses/new" className={buttonStyles()} data-testid="course-new">
            <Plus className="size-4" aria-hidden="true" />
            New course
          </Link>
        }
      />

      <QueryListCard
        query={query}
        list={list}
        itemLabel="courses"
        failedMessage={COURSES_MSG.fetchCoursesFailed}
        toolbar={
          <ListToolbar list={list} placeholder="Search courses by title" idPrefix="course">
            <CourseListFilters list={list} />
          </ListToolbar>
        }
      >
        <CoursesTable
          rows={data?.courses ?? []}
          {...tableStateOf(query)}
          onDelete={setToDelete}
          emptyHint={emptyHintOf(
            list.isFiltered,
            'search',
            <Link to="/admin/courses/new" className="font-semibold text-brand-700 hover:underline">
              Create the first course
            </Link>,
          )}
        />
      </QueryListCard>

      <DeleteCourseDialog course={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
