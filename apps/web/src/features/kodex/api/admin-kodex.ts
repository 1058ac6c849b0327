import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import type { ZKodexListData } from '@app/shared';
import { ASSESS_MSG, type ZKodexContestBody } from '@app/shared';

import { adminApi, getErrorMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

import { kodexFilterQuery, kodexKeys, type KodexListParams } from './kodex-keys.ts';

export type KodexListData = z.infer<typeof ZKodexListData>;

/** GET /admin/kodex-registrations → data.kodexRegistrations and data.pagination. */
export async function getKodexRegistrations(
  params: KodexListParams,
  signal?: AbortSignal,
): Promise<KodexListData> {
  try {
    const res = await adminApi.get('/kodex-registrations', 'ZKodexListData', {
      query: { ...kodexFilterQuery(params), page: params.page, limit: params.limit },
      signal,
    });
    return res.data;
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

/** The CSV download of the page's filters. */
export function kodexExportUrl(params: Omit<KodexListParams, 'page' | 'limit'>): string {
  return adminApi.href('/kodex-registrations/export.csv', kodexFilterQuery(params));
}

/** GET /admin/kodex-contests → data.contests (every contest, newest start first). */
export function useKodexContests() {
  return useQuery({
    queryKey: kodexKeys.contests(),
    queryFn: async ({ signal }) => {
      const res = await adminApi.get('/kodex-contests', 'ZKodexContestsData', { signal });
      return res.data.contests;
    },
    staleTime: 30_000,
  });
}

/** External whizzes a contest can run (GET /admin/whizz?isPublic=true, first 100). */
export function useContestWhizzOptions(enabled: boolean) {
  return useQuery({
    queryKey: kodexKeys.whizzOptions(),
    queryFn: async ({ signal }) => {
      const res = await adminApi.get('/whizz', 'ZWhizzListData', {
        query: { isPublic: 'true', limit: 100 },
        signal,
      });
      return res.data.whizz;
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
        ? await adminApi.put(`/kodex-contests/${id}`, 'ZKodexContestData', body)
        : await adminApi.post('/kodex-contests', 'ZKodexContestData', body);
      return { contest: res.data.contest, message: res.message };
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
    mutationFn: async (id: string) =>
      (await adminApi.delete(`/kodex-contests/${id}`, 'ZNoData')).message,
    onSuccess: (message) => toast.success(message || 'Contest deleted'),
    onError: (error) => toast.error(getErrorMessage(error, 'Failed to delete the contest')),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: kodexKeys.contests() });
      void queryClient.invalidateQueries({ queryKey: kodexKeys.whizzOptions() });
    },
  });
}
