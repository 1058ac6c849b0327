import { queryOptions, useQuery } from '@tanstack/react-query';

import { type KodrCohort } from '@app/shared';

import { publicApi } from '@/core/api-client';

/** Query keys of the public landing page (the admin page keeps its own). */
export const publicKodrKeys = {
  all: ['kodr', 'public'] as const,
  cohort: () => [...publicKodrKeys.all, 'cohort'] as const,
};

/** GET /kodr/cohort: the landing page's content, fee and seats left. */
export async function getKodrCohort(signal?: AbortSignal): Promise<KodrCohort> {
  const res = await publicApi.get('/kodr/cohort', 'ZKodrCohortData', { signal });
  return res.data.cohort;
}

export const kodrCohortQueryOptions = () =>
  queryOptions({
    queryKey: publicKodrKeys.cohort(),
    queryFn: ({ signal }) => getKodrCohort(signal),
    // Seats left moves as people register; a minute-old count is fine, the server has the last word.
    staleTime: 60_000,
  });

export function useKodrCohort() {
  return useQuery(kodrCohortQueryOptions());
}
