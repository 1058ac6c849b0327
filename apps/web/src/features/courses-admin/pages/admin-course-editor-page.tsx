import { useParams } from 'react-router';

import { COURSES_MSG, ID_PATTERN } from '@app/shared';

import { RecordLoader } from '@/components/ui/record-loader';

import { useAdminCourse } from '../api/get-admin-course.ts';
import { CourseEditorScreen } from '../components/course-editor-screen.tsx';

/** /admin/courses/new and /admin/courses/edit/{courseId}. */
export default function AdminCourseEditorPage() {
  const { courseId } = useParams();
  // Keyed, so going from "new" to the created course's editor starts a fresh form.
  if (!courseId) return <CourseEditorScreen key="new" />;
  return <EditCourse key={courseId} courseId={courseId} />;
}

function EditCourse({ courseId }: { courseId: string }) {
  const isValidId = ID_PATTERN.test(courseId);
  const query = useAdminCourse(courseId, isValidId);
  return (
    <RecordLoader
      query={query}
      isValidId={isValidId}
      invalidId={{
        title: COURSES_MSG.invalidCourseId,
        description: 'This link does not point to a course. Open the course from the list.',
      }}
      notFound={{
        title: COURSES_MSG.courseNotFound,
        description: 'It may have been deleted. Check the course list.',
      }}
      failedMessage={COURSES_MSG.fetchCourseFailed}
      loadingLabel="Loading course..."
      back={{ to: '/admin/courses', label: 'Back to courses' }}
    >
      {(course) => <CourseEditorScreen course={course} />}
    </RecordLoader>
  );
}
