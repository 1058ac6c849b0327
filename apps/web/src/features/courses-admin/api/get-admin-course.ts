import { queryOptions, useQuery } from '@tanstack/react-query';

import { type Course } from '@app/shared';

import { adminApi } from '@/core/api-client';

import { courseAdminKeys } from './course-admin-keys.ts';

/** GET /admin/courses/{id} → data.course (any state). Errors keep their status for the page. */
export async function getAdminCourse(id: string, signal?: AbortSignal): Promise<Course> {
  const res = await adminApi.get(`/courses/${encodeURIComponent(id)}`, 'ZCourseData', { signal });
  return res.data.course;
}

export const adminCourseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: courseAdminKeys.detail(id),
    queryFn: ({ signal }) => getAdminCourse(id, signal),
    // The editor's form is built from this once; a background refetch would not reach it.
    staleTime: 0,
  });

export const useAdminCourse = (id: string, enabled = true) =>
  useQuery({ ...adminCourseQueryOptions(id), enabled });
