import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { COURSES_MSG, type CourseModulesBody } from '@app/shared';

import { adminApi } from '@/core/api-client';
import { catalogKeys } from '@/core/catalog-keys';

import { courseAdminKeys } from './course-admin-keys.ts';

/** GET /admin/courses/{id}/modules → data.data.modules, in order. */
export async function getCourseModules(id: string, signal?: AbortSignal) {
  const res = await adminApi.get(
    `/courses/${encodeURIComponent(id)}/modules`,
    'ZAdminCourseModulesData',
    {
      signal,
    },
  );
  return res.data.data.modules;
}

export function useCourseModules(id: string) {
  return useQuery({
    queryKey: courseAdminKeys.modules(id),
    queryFn: ({ signal }) => getCourseModules(id, signal),
    staleTime: 0,
  });
}

export const SAVE_MODULES_FAILED = 'Failed to save modules';

/** PUT /admin/courses/{id}/modules with the full ordered list (it replaces what was there). */
export async function saveCourseModules({ id, body }: { id: string; body: CourseModulesBody }) {
  const res = await adminApi.put(
    `/courses/${encodeURIComponent(id)}/modules`,
    'ZAdminCourseModulesData',
    body,
  );
  return { modules: res.data.data.modules, message: res.message || COURSES_MSG.modulesSaved };
}

export function useSaveCourseModules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourseModules,
    onSuccess: ({ modules }, { id }) => {
      queryClient.setQueryData(courseAdminKeys.modules(id), modules);
      void queryClient.invalidateQueries({ queryKey: catalogKeys.courses });
    },
  });
}
