import { useQuery } from '@tanstack/react-query';

import { adminListOptions } from '@/core/api-client/admin-list-fetch';

import { callbackAdminKeys, type CallbackListParams } from './admin-callbacks-keys.ts';

export const CALLBACKS_FETCH_FAILED = 'Failed to fetch callback requests';

/** GET /admin/callbacks → data.callbacks, data.pagination and data.counts (per status). */
export function callbacksQueryOptions(params: CallbackListParams) {
  return adminListOptions({
    queryKey: callbackAdminKeys.list(params),
    path: '/callbacks',
    schema: 'ZCallbackListData',
    params,
    failedMessage: CALLBACKS_FETCH_FAILED,
    staleTime: 30_000,
  });
}

export function useCallbacks(params: CallbackListParams) {
  return useQuery(callbacksQueryOptions(params));
}
