import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { EMPTY_PAGINATION, type BatchStudent, type Pagination } from '@app/shared';

import { adminApi } from '@/core/api-client';

import { batchAdminKeys, type BatchStudentsParams } from './batch-keys.ts';

export const STUDENTS_FETCH_FAILED = 'Failed to fetch students';
export type BatchStudentList = { students: BatchStudent[]; pagination: Pagination };

/** GET /admin/batches/{id}/students?search&page&limit → data{students, pagination} */
export async function getBatchStudents(
  id: string,
  params: BatchStudentsParams,
  signal?: AbortSignal,
): Promise<BatchStudentList> {
  const res = await adminApi.get<BatchStudentList>(`/batches/${encodeURIComponent(id)}/students`, {
    query: { page: params.page, limit: params.limit, search: params.search || undefined },
    signal,
  });
  if (!res.data) throw new Error(STUDENTS_FETCH_FAILED);
  return {
    students: res.data.students ?? [],
    pagination: res.data.pagination ?? EMPTY_PAGINATION,
  };
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
