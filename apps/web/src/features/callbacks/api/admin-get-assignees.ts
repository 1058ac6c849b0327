import { queryOptions, useQuery } from '@tanstack/react-query';

import { type StaffRef } from '@app/shared';

import { adminApi } from '@/core/api-client';

import { callbackAdminKeys } from './admin-callbacks-keys.ts';

/** GET /admin/callbacks/assignees → data.assignees: staff who may follow up callbacks. */
export async function getCallbackAssignees(signal?: AbortSignal): Promise<StaffRef[]> {
  const res = await adminApi.get('/callbacks/assignees', 'ZAssigneesData', { signal });
  return res.data.assignees;
}

export const callbackAssigneesQueryOptions = () =>
  queryOptions({
    queryKey: callbackAdminKeys.assignees(),
    queryFn: ({ signal }) => getCallbackAssignees(signal),
    staleTime: 5 * 60_000,
  });

export function useCallbackAssignees() {
  return useQuery(callbackAssigneesQueryOptions());
}
