import { useQuery } from '@tanstack/react-query';

import type { ClassroomBatch } from '@app/shared';

import { publicApi } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';

import { classroomKeys, STUDENT_STALE_MS } from './classroom-keys.ts';

export const CLASSROOM_LOAD_FAILED = 'Failed to load your classroom';

export async function getClassroom(signal?: AbortSignal): Promise<ClassroomBatch[]> {
  const res = await publicApi.get<{ batches: ClassroomBatch[] }>('/classroom', { signal });
  if (!res.data?.batches) throw new Error(CLASSROOM_LOAD_FAILED);
  return res.data.batches;
}

/** GET /classroom: every batch the student is enrolled in. */
export function useClassroom() {
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useQuery({
    queryKey: classroomKeys.batches(userId),
    queryFn: ({ signal }) => getClassroom(signal),
    staleTime: STUDENT_STALE_MS,
    enabled: userId !== '',
  });
}
