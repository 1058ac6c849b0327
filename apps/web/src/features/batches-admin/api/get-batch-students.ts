import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import type { ZBatchStudentsData } from '@app/shared';

import { adminApi } from '@/core/api-client';

import { batchAdminKeys, type BatchStudentsParams } from './batch-keys.ts';

export const STUDENTS_FETCH_FAILED = 'Failed to fetch students';
export type BatchStudentList = z.infer<typeof ZBatchStudentsData>;

/** GET /admin/batches/{id}/students?search&page&limit → data{students, pagination} */
export async function getBatchStudents(
  id: string,
  params: BatchStudentsParams,
  signal?: AbortSignal,
): Promise<BatchStudentList> {
  const res = await adminApi.get(
    `/batches/${encodeURIComponent(id)}/students`,
    'ZBatchStudentsData',
    {
      query: { page: params.page, limit: params.limit, search: params.search || undefined },
      signal,
    },
  );
  return res.data;
}

export const batchStudentsQueryOptions = (id: string, params: BatchStudentsParams) =>
  queryOptions({
    queryKey: batchAdminKeys.studentList(id, params),
    queryFn: ({ signal }) => getBatchStudents(id, params, signal),
    // Enrolments arrive with payments at any time; a revisit shows them.
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useBatchStudents = (id: string, params: BatchStudentsParams, enabled = true) =>
  useQuery({ ...batchStudentsQueryOptions(id, params), enabled });

/** The CSV of the batch's students (progress and payments) with the search on screen. */
export function batchStudentsExportHref(id: string, search: string): string {
  return adminApi.href(`/batches/${encodeURIComponent(id)}/students/export.csv`, {
    search: search || undefined,
  });
}
