import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import {
  ADMIN_API_PREFIX,
  ASSESS_MSG,
  EMPTY_PAGINATION,
  type KodexContest,
  type Whizz,
  type ZKodexContestBody,
  type ZKodexListData,
} from '@app/shared';

import { adminApi, getErrorMessage } from '@/core/api-client';
import { buildUrl } from '@/core/api-client/url';
import { toast } from '@/core/toast';

import { kodexFilterQuery, kodexKeys, type KodexListParams } from './kodex-keys.ts';

export type KodexListData = z.infer<typeof ZKodexListData>;

/** GET /admin/kodex-registrations → data.kodexRegistrations and data.pagination. */
export async function getKodexRegistrations(
  params: KodexListParams,
  signal?: AbortSignal,
): Promise<KodexListData> {
  try {
    const res = await adminApi.get<KodexListData>('/kodex-registrations', {
      query: { ...kodexFilterQuery(params), page: params.page, limit: params.limit },
      signal,
    });
    return {
      kodexRegistrations: res.data?.kodexRegistrations ?? [],
      pagination: res.data?.pagination ?? EMPTY_PAGINATION,
    };
  } catch (error) {
    throw new Error(getErrorMessage(error, ASSESS_MSG.kodexFetchFailed), { cause: error });
  }
}

export function useKodexRegistrations(params: KodexListParams) {
  return useQuery({
    queryKey: kodexKeys.list(params),
    queryFn: ({ signal }) => getKodexRegistrations(params, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** The CSV download of the page's filters (a plain link: the session cookies go along). */
export function kodexExportUrl(params: Omit<KodexListParams, 'page' | 'limit'>): string {
  return buildUrl(ADMIN_API_PREFIX, '/kodex-registrations/export.csv', kodexFilterQuery(params));
}

/** GET /admin/kodex-contests → data.contests (every contest, newest start first). */
export function useKodexContests() {
  return useQuery({
    queryKey: kodexKeys.contests(),
    queryFn: async ({ signal }) => {
      const res = await adminApi.get<{ contests: KodexContest[] }>('/kodex-contests', { signal });
      return res.data?.contests ?? [];
    },
    staleTime: 30_000,
  });
}

/** External whizzes a contest can run (GET /admin/whizz?isPublic=true, first 100). */
export function useContestWhizzOptions(enabled: boolean) {
  return useQuery({
    queryKey: kodexKeys.whizzOptions(),
    queryFn: async ({ signal }) => {
      const res = await adminApi.get<{ whizz: Whizz[] }>('/whizz', {
        query: { isPublic: 'true', limit: 100 },
        signal,
      });
      return res.data?.whizz ?? [];
    },
    enabled,
    staleTime: 30_000,
  });
}

export type KodexContestValues = z.output<typeof ZKodexContestBody>;

export function useSaveKodexContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: KodexContestValues }) => {
      const res = id
        ? await adminApi.put<{ contest: KodexContest }>(`/kodex-contests/${id}`, body)
        : await adminApi.post<{ contest: KodexContest }>('/kodex-contests', body);
      return { contest: res.data?.contest ?? null, message: res.message };
    },
    onSuccess: ({ message }) => toast.success(message || ASSESS_MSG.contestSaved),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: kodexKeys.contests() });
      void queryClient.invalidateQueries({ queryKey: kodexKeys.whizzOptions() });
      void queryClient.invalidateQueries({ queryKey: kodexKeys.all });
    },
  });
}

export function useDeleteKodexContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await adminApi.delete(`/kodex-contests/${id}`)).message,
    onSuccess: (message) => toast.success(message || 'Contest deleted'),
    onError: (error) => toast.error(getErrorMessage(error, 'Failed to delete the contest')),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: kodexKeys.contests() });
      void queryClient.invalidateQueries({ queryKey: kodexKeys.whizzOptions() });
    },
  });
}
