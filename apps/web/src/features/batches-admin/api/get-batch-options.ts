import { queryOptions, useQuery } from '@tanstack/react-query';

import { type Course, type StaffRef } from '@app/shared';

import { adminApi } from '@/core/api-client';

import { BATCH_STALE_MS, batchAdminKeys } from './batch-keys.ts';

export type CourseOption = { _id: string; title: string };
/** What the batch pages read of a course: its title, and what a new batch starts from. */
export type CourseForBatch = CourseOption &
  Pick<Course, 'price' | 'discountPercentage' | 'duration_weeks'>;

/** GET /admin/courses/{id} → data.course, reduced to what the batch pages show. */
export async function getCourseOption(id: string, signal?: AbortSignal): Promise<CourseForBatch> {
  const res = await adminApi.get(`/courses/${encodeURIComponent(id)}`, 'ZCourseData', { signal });
  const course = res.data.course;
  return {
    _id: course._id,
    title: course.title,
    price: course.price,
    discountPercentage: course.discountPercentage,
    duration_weeks: course.duration_weeks,
  };
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
  const res = await adminApi.get('/courses', 'ZAdminCourseListData', {
    query: { limit: 100 },
    signal,
  });
  return res.data.courses.map((c) => ({ _id: c._id, title: c.title }));
}

export const useCourseOptions = () =>
  useQuery({
    queryKey: batchAdminKeys.courseOptions(),
    queryFn: ({ signal }) => getCourseOptions(signal),
    staleTime: BATCH_STALE_MS,
  });

/** GET /admin/courses/staff?for=mentors → data.staff: the mentor choices (BATCH_MENTOR_ROLES). */
export async function getStaff(signal?: AbortSignal): Promise<StaffRef[]> {
  const res = await adminApi.get('/courses/staff', 'ZCourseStaffData', {
    query: { for: 'mentors' },
    signal,
  });
  return res.data.staff;
}

export const useStaffOptions = () =>
  useQuery({
    queryKey: batchAdminKeys.staff(),
    queryFn: ({ signal }) => getStaff(signal),
    staleTime: BATCH_STALE_MS,
  });
