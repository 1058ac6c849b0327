import { useQuery } from '@tanstack/react-query';

import { type ClassroomBatch } from '@app/shared';

import { publicApi } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';

import { STUDENT_STALE_MS, studentKeys } from './student-keys.ts';

/** GET /classroom → data.batches: every batch the signed-in student is enrolled in. */
export async function getMyBatches(signal?: AbortSignal): Promise<ClassroomBatch[]> {
  const res = await publicApi.get('/classroom', 'ZClassroomData', { signal });
  return res.data.batches;
}

/** The student's batches, one request and one cache entry for every page that shows them. */
export function useMyBatches() {
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useQuery({
    queryKey: studentKeys.batches(userId),
    queryFn: ({ signal }) => getMyBatches(signal),
    staleTime: STUDENT_STALE_MS,
    enabled: userId !== '',
  });
}
