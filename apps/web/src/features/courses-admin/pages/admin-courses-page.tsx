import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';

import { COURSES_MSG, type Course } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { QueryListCard } from '@/components/admin/query-list-card';
import { useListParams } from '@/components/admin/use-list-params';
import { buttonStyles } from '@/components/ui/button-styles';

import type { AdminCourseListParams } from '../api/course-admin-keys.ts';
import { useAdminCourses } from '../api/get-admin-courses.ts';
import { COURSE_FILTER_SPEC, CourseListFilters } from '../components/course-list-filters.tsx';
import { CoursesTable } from '../components/courses-table.tsx';
import { DeleteCourseDialog } from '../components/delete-course-dialog.tsx';

/** /admin/courses: every course (any state) with its counts, filters and row actions. */
export default function AdminCoursesPage() {
  const list = useListParams(COURSE_FILTER_SPEC);
  const { page, limit, search, filters, setPage } = list;
  const [toDelete, setToDelete] = useState<Course | null>(null);

  const params = useMemo<AdminCourseListParams>(
    () => ({ page, limit, search, state: filters.state, type: filters.type }),
    [page, limit, search, filters],
  );
  const query = useAdminCourses(params);
  const data = query.data;

  // A delete can empty the last page: step back to the new last one.
  const lastPage = data?.pagination.totalPages ?? 1;
  useEffect(() => {
    if (!query.isPlaceholderData && data && data.pagination.totalItems > 0 && page > lastPage) {
      setPage(lastPage);
    }
  }, [query.isPlaceholderData, data, page, lastPage, setPage]);

  const isFiltered = Boolean(search) || list.hasFilters;
  const activeFilterCount = (filters.state ? 1 : 0) + (filters.type ? 1 : 0);

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
          <ListToolbar
            search={search}
            onSearch={list.setSearch}
            placeholder="Search courses by title"
            testId="course-search"
            filtersId="course-filters"
            activeFilterCount={activeFilterCount}
          >
            <CourseListFilters list={list} />
          </ListToolbar>
        }
      >
        <CoursesTable
          rows={data?.courses ?? []}
          isLoading={query.isPending}
          isFetching={query.isFetching && !query.isPending}
          onDelete={setToDelete}
          emptyHint={
            isFiltered ? (
              'Try another search or clear the filters.'
            ) : (
              <Link
                to="/admin/courses/new"
                className="font-semibold text-brand-700 hover:underline"
              >
                Create the first course
              </Link>
            )
          }
        />
      </QueryListCard>

      <DeleteCourseDialog course={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
