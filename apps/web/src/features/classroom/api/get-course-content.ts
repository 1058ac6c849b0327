import { useQuery } from '@tanstack/react-query';

import { publicApi } from '@/core/api-client';

import { classroomKeys, COURSE_CONTENT_STALE_MS } from './classroom-keys.ts';

/** GET /courses/{id}/modules → data.data.modules (the public courses API's shape), in order. */
export function useCourseModules(courseId: string) {
  return useQuery({
    queryKey: classroomKeys.modules(courseId),
    queryFn: async ({ signal }) => {
      const res = await publicApi.get(
        `/courses/${encodeURIComponent(courseId)}/modules`,
        'ZCourseModulesData',
        { signal },
      );
      return [...res.data.data.modules].sort((a, b) => a.order - b.order);
    },
    staleTime: COURSE_CONTENT_STALE_MS,
    // The lesson page knows the course only once the student's batches have loaded.
    enabled: courseId !== '',
  });
}

/** GET /courses/{id}/announcements → data.announcements, newest first. */
export function useCourseAnnouncements(courseId: string) {
  return useQuery({
    queryKey: classroomKeys.announcements(courseId),
    queryFn: async ({ signal }) => {
      const res = await publicApi.get(
        `/courses/${encodeURIComponent(courseId)}/announcements`,
        'ZAnnouncementsData',
        { signal },
      );
      return [...res.data.announcements].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    staleTime: COURSE_CONTENT_STALE_MS,
  });
}
