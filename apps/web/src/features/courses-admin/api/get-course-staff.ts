import { useQuery } from '@tanstack/react-query';

import { type StaffRef } from '@app/shared';

import { adminApi } from '@/core/api-client';

import { courseAdminKeys } from './course-admin-keys.ts';

export const STAFF_FETCH_FAILED = 'Failed to fetch staff';

/**
 * GET /admin/courses/staff?for=instructors → data.staff: the active staff who may teach
 * (COURSE_INSTRUCTOR_ROLES; the API refuses anyone else on save).
 */
export async function getCourseStaff(signal?: AbortSignal): Promise<StaffRef[]> {
  const res = await adminApi.get('/courses/staff', 'ZCourseStaffData', {
    query: { for: 'instructors' },
    signal,
  });
  return res.data.staff;
}

export function useCourseStaff() {
  return useQuery({
    queryKey: courseAdminKeys.staff(),
    queryFn: ({ signal }) => getCourseStaff(signal),
    staleTime: 5 * 60_000,
  });
}
