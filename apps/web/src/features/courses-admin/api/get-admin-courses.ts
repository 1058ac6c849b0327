import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import type { ZAdminCourseListData } from '@app/shared';
import { COURSES_MSG } from '@app/shared';

import { adminApi, getErrorMessage } from '@/core/api-client';

import { courseAdminKeys, type AdminCourseListParams } from './course-admin-keys.ts';

export type AdminCourseList = z.infer<typeof ZAdminCourseListData>;

/** GET /admin/courses → data.courses and data.pagination (every state, newest first). */
export async function getAdminCourses(
  params: AdminCourseListParams,
  signal?: AbortSignal,
): Promise<AdminCourseList> {
  try {
    // Blank filters ('') stay out of the address (buildUrl skips them).
    const res = await adminApi.get('/courses', 'ZAdminCourseListData', { query: params, signal });
    return res.data;
  } catch (error) {
    throw new Error(getErrorMessage(error, COURSES_MSG.fetchCoursesFailed), { cause: error });
  }
}

export function adminCoursesQueryOptions(params: AdminCourseListParams) {
  return queryOptions({
    queryKey: courseAdminKeys.list(params),
    queryFn: ({ signal }) => getAdminCourses(params, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useAdminCourses(params: AdminCourseListParams) {
  return useQuery(adminCoursesQueryOptions(params));
}
