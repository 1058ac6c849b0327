import { queryOptions, useQuery } from '@tanstack/react-query';

import { DEFAULT_HOME_CONTENT, HOME_MSG, ZHomeContent, type HomeData } from '@app/shared';

import { publicApi } from '@/core/api-client';

import { homeKeys } from './home-keys.ts';

const LAST_SEEN_KEY = 'homeContent';

/** The last home a visitor saw, so a return visit paints the published content, not the default. */
function lastSeenHome(): HomeData {
  const fallback: HomeData = { home: DEFAULT_HOME_CONTENT, updatedAt: null, updatedBy: null };
  try {
    const raw = localStorage.getItem(LAST_SEEN_KEY);
    if (!raw) return fallback;
    const parsed = ZHomeContent.safeParse(JSON.parse(raw));
    return parsed.success ? { ...fallback, home: parsed.data } : fallback;
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
  const res = await publicApi.get<HomeData>('/home');
  if (!res.data) throw new Error(HOME_MSG.loadFailed);
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
