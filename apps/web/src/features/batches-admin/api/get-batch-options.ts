import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Course, StaffRef } from '@app/shared';

import { adminApi } from '@/core/api-client';

import { BATCH_STALE_MS, batchAdminKeys } from './batch-keys.ts';

export type CourseOption = { _id: string; title: string };

/** GET /admin/courses/{id} → data.course, reduced to what the batch pages show. */
export async function getCourseOption(id: string, signal?: AbortSignal): Promise<CourseOption> {
  const res = await adminApi.get<{ course: Course }>(`/courses/${encodeURIComponent(id)}`, {
    signal,
  });
  if (!res.data?.course) throw new Error('Course not found');
  return { _id: res.data.course._id, title: res.data.course.title };
}

export const useCourseOption = (id: string, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: batchAdminKeys.course(id),
      queryFn: ({ signal }) => getCourseOption(id, signal),
      staleTime: BATCH_STALE_MS,
      enabled,
    }),
  );

/** GET /admin/courses?limit=100 → the course switcher of the batch list (newest 100). */
export async function getCourseOptions(signal?: AbortSignal): Promise<CourseOption[]> {
  const res = await adminApi.get<{ courses: Course[] }>('/courses', {
    query: { limit: 100 },
    signal,
  });
  return (res.data?.courses ?? []).map((c) => ({ _id: c._id, title: c.title }));
}

export const useCourseOptions = () =>
  useQuery({
    queryKey: batchAdminKeys.courseOptions(),
    queryFn: ({ signal }) => getCourseOptions(signal),
    staleTime: BATCH_STALE_MS,
  });

/** GET /admin/courses/staff → data.staff: the mentor choices. */
export async function getStaff(signal?: AbortSignal): Promise<StaffRef[]> {
  const res = await adminApi.get<{ staff: StaffRef[] }>('/courses/staff', { signal });
  return res.data?.staff ?? [];
}

export const useStaffOptions = () =>
  useQuery({
    queryKey: batchAdminKeys.staff(),
    queryFn: ({ signal }) => getStaff(signal),
    staleTime: BATCH_STALE_MS,
  });
