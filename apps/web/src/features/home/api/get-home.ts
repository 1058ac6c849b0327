import { queryOptions, useQuery } from '@tanstack/react-query';

import { DEFAULT_HOME_CONTENT, readStoredHome, ZHomeData, type HomeData } from '@app/shared';

import { publicApi } from '@/core/api-client';

import { homeKeys } from './home-keys.ts';

const LAST_SEEN_KEY = 'homeContent';

/**
 * The last home a visitor saw, so a return visit paints the published content, not the default.
 * Its featured courses are not kept: a remembered price could be out of date, so the course
 * cards appear with the answer, at the prices the catalogue has now.
 */
function lastSeenHome(): HomeData {
  const fallback: HomeData = {
    home: DEFAULT_HOME_CONTENT,
    courses: [],
    updatedAt: null,
    updatedBy: null,
  };
  try {
    const raw = localStorage.getItem(LAST_SEEN_KEY);
    if (!raw) return fallback;
    // tolerant: a copy saved by an older version keeps every section that still fits
    return { ...fallback, home: readStoredHome(JSON.parse(raw)).content };
  } catch {
    return fallback;
  }
}

export function rememberHome(data: HomeData): void {
  try {
    localStorage.setItem(LAST_SEEN_KEY, JSON.stringify(data.home));
  } catch {
    // Private mode or a full quota: the page still works, it just paints the default next time.
  }
}

export async function getHome(): Promise<HomeData> {
  const res = await publicApi.get('/home', ZHomeData);
  rememberHome(res.data);
  return res.data;
}

export const homeQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.public(),
    queryFn: getHome,
    // The page paints at once with known content and swaps in the published one when it lands.
    placeholderData: lastSeenHome,
  });

export const useHome = () => useQuery(homeQueryOptions());
