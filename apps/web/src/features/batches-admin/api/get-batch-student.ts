import { queryOptions, useQuery } from '@tanstack/react-query';

import type { BatchStudentDetail } from '@app/shared';

import { adminApi } from '@/core/api-client';

import { batchAdminKeys } from './batch-keys.ts';

export const STUDENT_FETCH_FAILED = 'Failed to fetch student';

/** GET /admin/batches/{id}/students/{studentId} → data (ZBatchStudentDetail) */
export async function getBatchStudent(
  id: string,
  studentId: string,
  signal?: AbortSignal,
): Promise<BatchStudentDetail> {
  const res = await adminApi.get(
    `/batches/${encodeURIComponent(id)}/students/${encodeURIComponent(studentId)}`,
    'ZBatchStudentDetail',
    { signal },
  );
  return res.data;
}

export const batchStudentQueryOptions = (id: string, studentId: string) =>
  queryOptions({
    queryKey: batchAdminKeys.student(id, studentId),
    queryFn: ({ signal }) => getBatchStudent(id, studentId, signal),
    staleTime: 30_000,
  });

export const useBatchStudent = (id: string, studentId: string, enabled = true) =>
  useQuery({ ...batchStudentQueryOptions(id, studentId), enabled });
