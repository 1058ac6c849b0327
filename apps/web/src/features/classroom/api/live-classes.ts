import { useQuery } from '@tanstack/react-query';

import { publicApi } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';
import { STUDENT_STALE_MS } from '@/core/student';

import { classroomKeys } from './classroom-keys.ts';

/** GET /classroom/{batchId}/live-classes: the batch's live classes, by start. */
export function useLiveClasses(batchId: string) {
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useQuery({
    queryKey: classroomKeys.liveClasses(userId, batchId),
    queryFn: async ({ signal }) => {
      const res = await publicApi.get(
        `/classroom/${encodeURIComponent(batchId)}/live-classes`,
        'ZLiveClassListData',
        { signal },
      );
      return res.data.liveClasses;
    },
    staleTime: STUDENT_STALE_MS,
    // statuses move with the clock: look again now and then while the page is open
    refetchInterval: 60_000,
    enabled: userId !== '',
  });
}

/** POST /classroom/{batchId}/live-classes/{classId}/join: records the click, answers the link. */
export async function joinLiveClass(batchId: string, classId: string): Promise<string> {
  const res = await publicApi.post(
    `/classroom/${encodeURIComponent(batchId)}/live-classes/${encodeURIComponent(classId)}/join`,
    'ZLiveClassJoinData',
  );
  return res.data.joinLink;
}

/** GET /classroom/calendar: the student's personal .ics URL (asked for when they open it). */
export function useCalendarFeed(enabled: boolean) {
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useQuery({
    queryKey: classroomKeys.calendar(userId),
    queryFn: async ({ signal }) => {
      const res = await publicApi.get('/classroom/calendar', 'ZCalendarFeedData', { signal });
      return res.data.calendar;
    },
    staleTime: Infinity,
    enabled: enabled && userId !== '',
  });
}
