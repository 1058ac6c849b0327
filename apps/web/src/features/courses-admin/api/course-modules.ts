import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { COURSES_MSG, type CourseModule, type CourseModulesBody } from '@app/shared';

import { adminApi } from '@/core/api-client';

import { courseAdminKeys, PUBLIC_COURSES_KEY } from './course-admin-keys.ts';

type ModulesData = { data: { courseId: string; modules: CourseModule[] } };

/** GET /admin/courses/{id}/modules → data.data.modules, in order. */
export async function getCourseModules(id: string, signal?: AbortSignal) {
  const res = await adminApi.get<ModulesData>(`/courses/${encodeURIComponent(id)}/modules`, {
    signal,
  });
  if (!res.data?.data?.modules) throw new Error(COURSES_MSG.fetchModulesFailed);
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
  const res = await adminApi.put<ModulesData>(`/courses/${encodeURIComponent(id)}/modules`, body);
  if (!res.data?.data?.modules) throw new Error(SAVE_MODULES_FAILED);
  return { modules: res.data.data.modules, message: res.message || COURSES_MSG.modulesSaved };
}

export function useSaveCourseModules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourseModules,
    onSuccess: ({ modules }, { id }) => {
      queryClient.setQueryData(courseAdminKeys.modules(id), modules);
      void queryClient.invalidateQueries({ queryKey: PUBLIC_COURSES_KEY });
    },
  });
}
