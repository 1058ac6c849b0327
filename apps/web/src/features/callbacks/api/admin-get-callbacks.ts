import { queryOptions, useQuery } from '@tanstack/react-query';

import { ZCallbackListData, type CallbackListData } from '@app/shared';

import { adminApi, getErrorMessage } from '@/core/api-client';

import { callbackAdminKeys, type CallbackListParams } from './admin-callbacks-keys.ts';

export const CALLBACKS_FETCH_FAILED = 'Failed to fetch callback requests';

/** GET /admin/callbacks → data.callbacks, data.pagination and data.counts (per status). */
export async function getCallbacks(
  params: CallbackListParams,
  signal?: AbortSignal,
): Promise<CallbackListData> {
  try {
    const res = await adminApi.get('/callbacks', ZCallbackListData, {
      query: {
        page: params.page,
        limit: params.limit,
        search: params.search || undefined,
        followUpStatus: params.followUpStatus,
        enquiryFor: params.enquiryFor,
        assignedToId: params.assignedToId || undefined,
        startDate: params.startDate || undefined,
        endDate: params.endDate || undefined,
      },
      signal,
    });
    return res.data;
  } catch (error) {
    throw new Error(getErrorMessage(error, CALLBACKS_FETCH_FAILED), { cause: error });
  }
}

export function callbacksQueryOptions(params: CallbackListParams) {
  return queryOptions({
    queryKey: callbackAdminKeys.list(params),
    queryFn: ({ signal }) => getCallbacks(params, signal),
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
}

export function useCallbacks(params: CallbackListParams) {
  return useQuery(callbacksQueryOptions(params));
}
