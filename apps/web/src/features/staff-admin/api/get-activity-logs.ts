import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { ZActivityFacets, ZActivityLogData } from '@app/shared';

import { adminApi, clientMessage } from '@/core/api-client';

import { staffAdminKeys, type ActivityLogParams } from './staff-admin-keys.ts';

export const ACTIVITY_FETCH_FAILED = 'Failed to fetch activity logs';
export type ActivityLogList = z.infer<typeof ZActivityLogData>;
export type ActivityFacets = z.infer<typeof ZActivityFacets>;

/** GET /admin/activity-logs → data{activityLogs, pagination}, newest first. */
export async function getActivityLogs(
  params: ActivityLogParams,
  signal?: AbortSignal,
): Promise<ActivityLogList> {
  try {
    const res = await adminApi.get('/activity-logs', ZActivityLogData, {
      query: {
        page: params.page,
        limit: params.limit,
        actorId: params.actorId || undefined,
        action: params.action || undefined,
        entity: params.entity || undefined,
        entityId: params.entityId || undefined,
        from: params.from || undefined,
        to: params.to || undefined,
      },
      signal,
    });
    return res.data;
  } catch (error) {
    throw new Error(clientMessage(error, ACTIVITY_FETCH_FAILED), { cause: error });
  }
}

export function useActivityLogs(params: ActivityLogParams) {
  return useQuery({
    queryKey: staffAdminKeys.activityList(params),
    queryFn: ({ signal }) => getActivityLogs(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** GET /admin/activity-logs/facets → the actors, actions and entities the filters offer. */
export function useActivityFacets() {
  return useQuery({
    queryKey: staffAdminKeys.activityFacets(),
    queryFn: async ({ signal }) => {
      try {
        const res = await adminApi.get('/activity-logs/facets', ZActivityFacets, { signal });
        return res.data;
      } catch (error) {
        throw new Error(clientMessage(error, 'Failed to load the filters'), { cause: error });
      }
    },
    staleTime: 60_000,
  });
}
