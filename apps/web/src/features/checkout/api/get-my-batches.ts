import { useQuery } from '@tanstack/react-query';

import type { ClassroomBatch } from '@app/shared';

import { publicApi } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';

import { studentKeys } from './checkout-keys.ts';

/**
 * GET /classroom, to tell a student who opens the checkout of a batch they already have. Same
 * key as the classroom page's list (one request, one cache); a failure just shows nothing.
 */
export function useIsEnrolled(batchId: string): boolean {
  const userId = useAuthStore((s) => s.user?._id ?? '');
  const { data } = useQuery({
    queryKey: [...studentKeys.all(userId), 'classroom', 'batches'],
    queryFn: async ({ signal }) => {
      const res = await publicApi.get<{ batches: ClassroomBatch[] }>('/classroom', { signal });
      return res.data?.batches ?? [];
    },
    staleTime: 60_000,
    enabled: userId !== '',
  });
  return data?.some((b) => b.batch._id === batchId) ?? false;
}
