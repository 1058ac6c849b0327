import { queryOptions, useQuery } from '@tanstack/react-query';

import { type PublicWebinar } from '@app/shared';

import { publicApi } from '@/core/api-client';

import { webinarKeys } from './webinar-keys.ts';

/** GET /webinars: upcoming and live webinars, soonest first. */
export async function getPublicWebinars(signal?: AbortSignal): Promise<PublicWebinar[]> {
  const res = await publicApi.get('/webinars', 'ZPublicWebinarListData', { signal });
  return res.data.webinars;
}

export const publicWebinarsQueryOptions = () =>
  queryOptions({
    queryKey: webinarKeys.list(),
    queryFn: ({ signal }) => getPublicWebinars(signal),
    staleTime: 30_000,
    // A webinar going live (or full) shows up without a reload.
    refetchInterval: 60_000,
  });

export const usePublicWebinars = () => useQuery(publicWebinarsQueryOptions());
