import { useQuery } from '@tanstack/react-query';

import { publicApi } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';
import { STUDENT_STALE_MS } from '@/core/student';

import { classroomKeys } from './classroom-keys.ts';

/** GET /classroom/{batchId}/whizz: the batch's quizzes with my attempt and score. */
export function useBatchQuizzes(batchId: string) {
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useQuery({
    queryKey: classroomKeys.quizzes(userId, batchId),
    queryFn: async ({ signal }) => {
      const res = await publicApi.get(
        `/classroom/${encodeURIComponent(batchId)}/whizz`,
        'ZStudentWhizzListData',
        { signal },
      );
      return res.data.whizz;
    },
    staleTime: STUDENT_STALE_MS,
    enabled: userId !== '',
  });
}
