import { useMutation, useQueryClient } from '@tanstack/react-query';

import { COURSES_MSG } from '@app/shared';

import { adminApi } from '@/core/api-client';
import { catalogKeys } from '@/core/catalog-keys';

import { courseAdminKeys } from './course-admin-keys.ts';

/** DELETE /admin/courses/{id}; 409 (the server's text) once anyone has enrolled. */
export async function deleteCourse(id: string): Promise<string> {
  const res = await adminApi.delete(`/courses/${encodeURIComponent(id)}`, 'ZNoData');
  return res.message || COURSES_MSG.courseDeleted;
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: (_message, id) => {
      queryClient.removeQueries({ queryKey: courseAdminKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: courseAdminKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.courses });
    },
  });
}
