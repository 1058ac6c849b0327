import { queryOptions, useQuery } from '@tanstack/react-query';

import { type PublicWebinar } from '@app/shared';

import { isNotFound, publicApi } from '@/core/api-client';

import { webinarKeys } from './webinar-keys.ts';

/** GET /webinars/{webinarCode}: the public page's data (no join link: it is e-mailed). */
export async function getPublicWebinar(
  webinarCode: string,
  signal?: AbortSignal,
): Promise<PublicWebinar> {
  const res = await publicApi.get(
    `/webinars/${encodeURIComponent(webinarCode)}`,
    'ZPublicWebinarData',
    { signal },
  );
  return res.data.webinar;
}

export const publicWebinarQueryOptions = (webinarCode: string) =>
  queryOptions({
    queryKey: webinarKeys.detail(webinarCode),
    queryFn: ({ signal }) => getPublicWebinar(webinarCode, signal),
    staleTime: 30_000,
    // A missing webinar stays missing; other failures get the usual retry.
    retry: (count, error) => !isNotFound(error) && count < 2,
  });

export const usePublicWebinar = (webinarCode: string) =>
  useQuery(publicWebinarQueryOptions(webinarCode));
