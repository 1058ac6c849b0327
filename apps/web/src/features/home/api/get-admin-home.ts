import { queryOptions, useQuery } from '@tanstack/react-query';

import { type AdminHomeData } from '@app/shared';

import { adminApi } from '@/core/api-client';

import { homeKeys } from './home-keys.ts';

export async function getAdminHome(): Promise<AdminHomeData> {
  const res = await adminApi.get('/home', 'ZAdminHomeData');
  return res.data;
}

export const adminHomeQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.admin(),
    queryFn: getAdminHome,
    // The editor must start from what is published now, never from a stale copy.
    staleTime: 0,
  });

export const useAdminHome = () => useQuery(adminHomeQueryOptions());
