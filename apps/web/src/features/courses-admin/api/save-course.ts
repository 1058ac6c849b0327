import { useMutation, useQueryClient } from '@tanstack/react-query';

import { COURSES_MSG, type Course, type CourseBodyParsed } from '@app/shared';

import { adminApi } from '@/core/api-client';
import { catalogKeys } from '@/core/catalog-keys';

import { courseAdminKeys } from './course-admin-keys.ts';

export const SAVE_COURSE_FAILED = 'Failed to save course';

export type SavedCourse = { course: Course; message: string };

/** POST /admin/courses (no id) or PUT /admin/courses/{id} with the whole body → data.course. */
export async function saveCourse({
  id,
  body,
}: {
  id?: string;
  body: CourseBodyParsed;
}): Promise<SavedCourse> {
  const res = id
    ? await adminApi.put(`/courses/${encodeURIComponent(id)}`, 'ZCourseData', body)
    : await adminApi.post('/courses', 'ZCourseData', body);
  return {
    course: res.data.course,
    message: res.message || (id ? COURSES_MSG.courseUpdated : COURSES_MSG.courseCreated),
  };
}

/** Saves a course; the staff list, its detail and the public catalogue refresh. */
export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    onSuccess: ({ course }) => {
      queryClient.setQueryData(courseAdminKeys.detail(course._id), course);
      void queryClient.invalidateQueries({ queryKey: courseAdminKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.courses });
    },
  });
}
