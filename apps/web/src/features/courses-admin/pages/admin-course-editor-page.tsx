import { CircleAlert, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';

import { COURSES_MSG, ID_PATTERN } from '@app/shared';

import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { RouteLoader } from '@/components/ui/route-loader';
import { StatusPanel } from '@/components/ui/status-panel';
import { ApiError, getErrorMessage } from '@/core/api-client';

import { useAdminCourse } from '../api/get-admin-course.ts';
import { CourseEditorScreen } from '../components/course-editor-screen.tsx';

/** /admin/courses/new and /admin/courses/edit/{courseId}. */
export default function AdminCourseEditorPage() {
  const { courseId } = useParams();
  // Keyed, so going from "new" to the created course's editor starts a fresh form.
  if (!courseId) return <CourseEditorScreen key="new" />;
  return <EditCourse key={courseId} courseId={courseId} />;
}

const backToList = (
  <Link to="/admin/courses" className={buttonStyles({ variant: 'secondary' })}>
    Back to courses
  </Link>
);

function EditCourse({ courseId }: { courseId: string }) {
  const isValidId = ID_PATTERN.test(courseId);
  const query = useAdminCourse(courseId, isValidId);

  if (!isValidId) {
    return (
      <StatusPanel
        icon={SearchX}
        tone="danger"
        title={COURSES_MSG.invalidCourseId}
        description="This link does not point to a course. Open the course from the list."
        actions={backToList}
        className="py-16"
      />
    );
  }
  if (query.isPending) return <RouteLoader message="Loading course..." />;
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <StatusPanel
        icon={isMissing ? SearchX : CircleAlert}
        tone="danger"
        title={isMissing ? COURSES_MSG.courseNotFound : COURSES_MSG.fetchCourseFailed}
        description={
          isMissing
            ? 'It may have been deleted. Check the course list.'
            : getErrorMessage(query.error, COURSES_MSG.fetchCourseFailed)
        }
        actions={
          <>
            {backToList}
            {!isMissing && (
              <Button onClick={() => void query.refetch()} isLoading={query.isFetching}>
                Try again
              </Button>
            )}
          </>
        }
        className="py-16"
      />
    );
  }
  return <CourseEditorScreen course={query.data} />;
}
