import { useQuery } from '@tanstack/react-query';

import { publicApi } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';
import { STUDENT_STALE_MS } from '@/core/student';

import { classroomKeys } from './classroom-keys.ts';

/** The worker issues the certificate moments after the last requirement is met: ask again. */
const ISSUING_POLL_MS = 2_000;

/** GET /classroom/{batchId}/completion: what completing the course asks, and the certificate. */
export function useCompletion(batchId: string) {
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useQuery({
    queryKey: classroomKeys.completion(userId, batchId),
    queryFn: async ({ signal }) => {
      const res = await publicApi.get(
        `/classroom/${encodeURIComponent(batchId)}/completion`,
        'ZCompletionData',
        { signal },
      );
      return res.data.completion;
    },
    staleTime: STUDENT_STALE_MS,
    enabled: userId !== '',
    refetchInterval: (query) =>
      query.state.data?.complete && !query.state.data.certificate ? ISSUING_POLL_MS : false,
  });
}
