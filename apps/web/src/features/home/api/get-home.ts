import { queryOptions, useQuery } from '@tanstack/react-query';

import { DEFAULT_HOME_CONTENT, type HomeData } from '@app/shared';

import { publicApi } from '@/core/api-client';

import { homeKeys } from './home-keys.ts';

/**
 * What / paints before GET /home answers on a visit inside the app: the default sections. A
 * page load never needs it (the server renders / with the published content, core/ssr.ts).
 * Its featured courses are left out: cards appear with the answer, at the catalogue's prices.
 */
const placeholderHome = (): HomeData => ({
  home: DEFAULT_HOME_CONTENT,
  courses: [],
  updatedAt: null,
  updatedBy: null,
});

export async function getHome(): Promise<HomeData> {
  const res = await publicApi.get('/home', 'ZHomeData');
  return res.data;
}

export const homeQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.public(),
    queryFn: getHome,
    placeholderData: placeholderHome,
  });

export const useHome = () => useQuery(homeQueryOptions());
