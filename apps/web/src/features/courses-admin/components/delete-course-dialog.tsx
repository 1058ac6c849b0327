import { TriangleAlert } from 'lucide-react';

import { COURSES_MSG, plural, type Course } from '@app/shared';

import { DeleteDialog, toastThenClose } from '@/components/admin/delete-dialog';

import { useDeleteCourse } from '../api/delete-course.ts';

/** Asks before deleting a course; the server refuses (409) once anyone has enrolled. */
export function DeleteCourseDialog({
  course,
  onClose,
}: {
  course: Course | null;
  onClose: () => void;
}) {
  const remove = useDeleteCourse();

  const onConfirm = () => {
    if (course) remove.mutate(course._id, toastThenClose(onClose, COURSES_MSG.deleteCourseFailed));
  };

  return (
    <DeleteDialog
      open={course !== null}
      onOpenChange={(open) => !open && onClose()}
      noun="course"
      subject={course?.title}
      consequence={
        <>
          {course && course.batchCount > 0
            ? `, its ${plural(course.batchCount, 'batch', 'batches')}, modules and announcements`
            : ', its modules and announcements'}{' '}
          will be removed for good. This cannot be undone.
        </>
      }
      onConfirm={onConfirm}
      isPending={remove.isPending}
      testId="course-delete-dialog"
    >
      {course && course.studentCount > 0 && (
        <p className="mt-3 flex gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {plural(course.studentCount, 'student is', 'students are')} enrolled, so the server will
          refuse. Archive the course instead.
        </p>
      )}
    </DeleteDialog>
  );
}
