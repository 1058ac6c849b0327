import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';

import type { ZWhizzListData } from '@app/shared';
import {
  ASSESS_MSG,
  type QuestionType,
  type Whizz,
  type WhizzBody,
  type WhizzUpdateBody,
} from '@app/shared';

import { adminRead } from '@/core/admin-read';
import { adminApi } from '@/core/api-client';

import { whizzAdminKeys, type WhizzListParams } from './whizz-admin-keys.ts';

export const WHIZZ_FETCH_FAILED = 'Failed to fetch whizz';
export const ATTEMPTS_FETCH_FAILED = 'Failed to fetch attempts';

export type WhizzList = z.infer<typeof ZWhizzListData>;

const path = (id: string) => `/whizz/${encodeURIComponent(id)}`;

/** GET /admin/whizz → data{whizz, pagination}. */
export function getWhizzList(params: WhizzListParams, signal?: AbortSignal) {
  return adminRead('/whizz', 'ZWhizzListData', WHIZZ_FETCH_FAILED, { query: params, signal });
}

export const whizzListQueryOptions = (params: WhizzListParams) =>
  queryOptions({
    queryKey: whizzAdminKeys.list(params),
    queryFn: ({ signal }) => getWhizzList(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useWhizzList = (params: WhizzListParams) => useQuery(whizzListQueryOptions(params));

/** GET /admin/whizz/{id} → data.whizz (errors keep their status for the 404 panel). */
export async function getWhizz(id: string, signal?: AbortSignal): Promise<Whizz> {
  const res = await adminApi.get(path(id), 'ZWhizzData', { signal });
  return res.data.whizz;
}

export function useAdminWhizz(id: string, enabled = true) {
  return useQuery({
    queryKey: whizzAdminKeys.detail(id),
    queryFn: ({ signal }) => getWhizz(id, signal),
    enabled,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });
}

export async function createWhizz(body: WhizzBody): Promise<Whizz> {
  const res = await adminApi.post('/whizz', 'ZWhizzData', body);
  return res.data.whizz;
}

export async function updateWhizz({ id, patch }: { id: string; patch: WhizzUpdateBody }) {
  const res = await adminApi.put(path(id), 'ZWhizzData', patch);
  return res.data.whizz;
}

export async function deleteWhizz(id: string): Promise<string> {
  const res = await adminApi.delete(path(id), 'ZNoData');
  return res.message || ASSESS_MSG.whizzDeleted;
}

export function useCreateWhizz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWhizz,
    onSuccess: (saved) => {
      queryClient.setQueryData(whizzAdminKeys.detail(saved._id), saved);
      return queryClient.invalidateQueries({ queryKey: whizzAdminKeys.lists() });
    },
  });
}

export function useUpdateWhizz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWhizz,
    onSuccess: (saved) => {
      queryClient.setQueryData(whizzAdminKeys.detail(saved._id), saved);
      return queryClient.invalidateQueries({ queryKey: whizzAdminKeys.lists() });
    },
  });
}

export function useDeleteWhizz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWhizz,
    onSuccess: (_message, id) => {
      queryClient.removeQueries({ queryKey: whizzAdminKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: whizzAdminKeys.lists() });
    },
  });
}

/** GET /admin/whizz/batch-options?search → data.batches (the batch picker). */
export function useBatchOptions(search: string) {
  return useQuery({
    queryKey: whizzAdminKeys.batchOptions(search),
    queryFn: async ({ signal }) => {
      const res = await adminApi.get('/whizz/batch-options', 'ZBatchOptionsData', {
        query: { search: search || undefined },
        signal,
      });
      return res.data.batches;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** GET /admin/whizz/question-options?search&type → data.questions (all three banks). */
export function useQuestionOptions(search: string, type: QuestionType | '') {
  return useQuery({
    queryKey: whizzAdminKeys.questionOptions(search, type),
    queryFn: async ({ signal }) => {
      const res = await adminApi.get('/whizz/question-options', 'ZQuestionOptionsData', {
        query: { search: search || undefined, type: type || undefined, limit: 20 },
        signal,
      });
      return res.data.questions;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
