import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';

import type { ZKodexOverviewData, ZKodexRankingData } from '@app/shared';
import {
  ASSESS_MSG,
  type KodexRegistration,
  type KodexRegistrationBody,
  type ZKodexRegistrationForm,
} from '@app/shared';

import { publicApi } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';
import { utmField } from '@/core/utm';

import { kodexKeys } from './kodex-keys.ts';

export type KodexOverview = z.infer<typeof ZKodexOverviewData>;

/** GET /kodex: the featured contest (running, next or last) and recent finished ones. */
export async function getKodexOverview(signal?: AbortSignal): Promise<KodexOverview> {
  const res = await publicApi.get('/kodex', 'ZKodexOverviewData', { signal });
  return res.data;
}

const useViewerId = () => useAuthStore((s) => s.user?._id ?? null);

export function useKodexOverview() {
  const userId = useViewerId();
  return useQuery(
    queryOptions({
      queryKey: kodexKeys.overview(userId),
      queryFn: ({ signal }) => getKodexOverview(signal),
      staleTime: 30_000,
    }),
  );
}

export type KodexRanking = z.infer<typeof ZKodexRankingData>;

export const LIVE_REFRESH_MS = 10_000;

/** GET /kodex/{contestId}/ranking: refetched every 10 s while the contest runs. */
export function useKodexRanking(contestId: string | null, page: number, limit: number) {
  const userId = useViewerId();
  return useQuery({
    queryKey: kodexKeys.ranking(contestId ?? '', page, limit, userId),
    queryFn: async ({ signal }) => {
      const res = await publicApi.get(`/kodex/${contestId}/ranking`, 'ZKodexRankingData', {
        query: { page, limit },
        signal,
      });
      return res.data;
    },
    enabled: !!contestId,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.contest.state === 'live' ? LIVE_REFRESH_MS : false,
  });
}

export type KodexRegistrationValues = z.infer<typeof ZKodexRegistrationForm>;

/** POST /kodex/{contestId}/registrations: the form plus the visitor's first-touch UTM. */
export async function registerForKodex(input: {
  contestId: string;
  values: KodexRegistrationValues;
}): Promise<{ message: string; registration: KodexRegistration }> {
  const body: KodexRegistrationBody = { ...input.values, ...utmField() };
  const res = await publicApi.post(
    `/kodex/${input.contestId}/registrations`,
    'ZKodexRegistrationData',
    body,
  );
  return {
    message: res.message || ASSESS_MSG.kodexRegistered,
    registration: res.data.registration,
  };
}

export function useRegisterForKodex() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerForKodex,
    onSettled: () => queryClient.invalidateQueries({ queryKey: kodexKeys.all }),
  });
}
