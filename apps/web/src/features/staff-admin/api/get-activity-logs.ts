import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import type { ZActivityFacets, ZActivityLogData } from '@app/shared';

import { adminApi, clientMessage } from '@/core/api-client';
import { adminListOptions } from '@/core/api-client/admin-list-fetch';

import { staffAdminKeys, type ActivityLogParams } from './staff-admin-keys.ts';

export const ACTIVITY_FETCH_FAILED = 'Failed to fetch activity logs';
export type ActivityLogList = z.infer<typeof ZActivityLogData>;
export type ActivityFacets = z.infer<typeof ZActivityFacets>;

/** GET /admin/activity-logs → data{activityLogs, pagination}, newest first. */
export function useActivityLogs(params: ActivityLogParams) {
  return useQuery(
    adminListOptions({
      queryKey: staffAdminKeys.activityList(params),
      path: '/activity-logs',
      schema: 'ZActivityLogData',
      params,
      failedMessage: ACTIVITY_FETCH_FAILED,
      staleTime: 10_000,
    }),
  );
}

/** GET /admin/activity-logs/facets → the actors, actions and entities the filters offer. */
export function useActivityFacets() {
  return useQuery({
    queryKey: staffAdminKeys.activityFacets(),
    queryFn: async ({ signal }) => {
      try {
        const res = await adminApi.get('/activity-logs/facets', 'ZActivityFacets', { signal });
        return res.data;
      } catch (error) {
        throw new Error(clientMessage(error, 'Failed to load the filters'), { cause: error });
      }
    },
    staleTime: 60_000,
  });
}
