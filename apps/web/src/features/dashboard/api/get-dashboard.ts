import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { type Dashboard } from '@app/shared';

import { adminApi, failWith } from '@/core/api-client';

import type { DayRange } from '../lib/date-range.ts';
import { dashboardKeys } from './dashboard-keys.ts';

export const DASHBOARD_FETCH_FAILED = 'Failed to fetch the dashboard';

/** GET /admin/dashboard?from&to (India-time days) → data.dashboard. */
export async function getDashboard(range: DayRange, signal?: AbortSignal): Promise<Dashboard> {
  try {
    const res = await adminApi.get('/dashboard', 'ZDashboardData', {
      query: { from: range.from, to: range.to },
      signal,
    });
    return res.data.dashboard;
  } catch (error) {
    // The error carries the server's message when it gave one (a 4xx), else the default.
    return failWith(error, DASHBOARD_FETCH_FAILED);
  }
}

export const dashboardQueryOptions = (range: DayRange) =>
  queryOptions({
    queryKey: dashboardKeys.range(range),
    queryFn: ({ signal }) => getDashboard(range, signal),
    staleTime: 60_000,
  });

/** The figures for a range; the previous range's stay on screen (dimmed) while the next loads. */
export function useDashboard(range: DayRange, enabled: boolean) {
  return useQuery({ ...dashboardQueryOptions(range), enabled, placeholderData: keepPreviousData });
}
