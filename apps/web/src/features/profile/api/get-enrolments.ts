import { useQuery } from '@tanstack/react-query';

import type { ClassroomBatch } from '@app/shared';

import { publicApi } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';

import { profileKeys, STUDENT_STALE_MS } from './profile-keys.ts';

export const ENROLMENTS_FAILED = 'Failed to load your enrolments';

/** GET /classroom → data.batches: the batches the student is enrolled in. */
export function useEnrolments() {
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useQuery({
    queryKey: profileKeys.enrolments(userId),
    queryFn: async ({ signal }) => {
      const res = await publicApi.get<{ batches: ClassroomBatch[] }>('/classroom', { signal });
      if (!res.data?.batches) throw new Error(ENROLMENTS_FAILED);
      return res.data.batches;
    },
    staleTime: STUDENT_STALE_MS,
    enabled: userId !== '',
  });
}
