import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';

import { WEBINAR_MSG, type Webinar, type WebinarBody, type WebinarUpdateBody } from '@app/shared';

import { adminRead } from '@/core/admin-read';
import { adminApi } from '@/core/api-client';

import {
  addWebinar,
  removeWebinar,
  replaceWebinar,
  type WebinarList,
  type WebinarListParams,
} from '../lib/list-updates.ts';
import { cachedRead, clearWebinarCache } from '../lib/webinar-cache.ts';
import { webinarKeys } from './webinar-keys.ts';

/** The list card's title when the list cannot load (the server's words show under it). */
export const WEBINARS_FETCH_FAILED = 'Could not load the webinars';

export const webinarPath = (id: string) => `/webinars/${encodeURIComponent(id)}`;

/** GET /admin/webinars → data{webinars, pagination}, through the webinarCache_ cache. */
export function getWebinarList(params: WebinarListParams, signal?: AbortSignal) {
  return cachedRead(`list:${JSON.stringify(params)}`, (): Promise<WebinarList> =>
    adminRead('/webinars', 'ZWebinarListData', WEBINAR_MSG.unknownError, {
      query: params,
      signal,
    }),
  );
}

export const webinarListQueryOptions = (params: WebinarListParams) =>
  queryOptions({
    queryKey: webinarKeys.list(params),
    queryFn: ({ signal }) => getWebinarList(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useWebinarList = (params: WebinarListParams) =>
  useQuery(webinarListQueryOptions(params));

/**
 * GET /admin/webinars/{id} → data.webinar, through the cache. Errors stay API errors, so the
 * page can tell a 404 from a failure.
 */
export function getWebinar(id: string, signal?: AbortSignal): Promise<Webinar> {
  return cachedRead(`one:${id}`, async () => {
    const res = await adminApi.get(webinarPath(id), 'ZWebinarData', { signal });
    return res.data.webinar;
  });
}

export function useWebinar(id: string, enabled = true) {
  return useQuery({
    queryKey: webinarKeys.detail(id),
    queryFn: ({ signal }) => getWebinar(id, signal),
    enabled,
    staleTime: 10_000,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });
}

async function createWebinar(body: WebinarBody): Promise<Webinar> {
  const res = await adminApi.post('/webinars', 'ZWebinarData', body);
  return res.data.webinar;
}

async function updateWebinar(input: {
  id: string;
  patch: WebinarUpdateBody;
  previousCode: string;
}): Promise<Webinar> {
  const res = await adminApi.put(webinarPath(input.id), 'ZWebinarData', input.patch);
  return res.data.webinar;
}

async function deleteWebinar(id: string): Promise<string> {
  const res = await adminApi.delete(webinarPath(id), 'ZWebinarData');
  return res.message || WEBINAR_MSG.deleted;
}

/** Applies a list rule to every cached page of the list, then has the server confirm it. */
function updateLists(
  queryClient: QueryClient,
  change: (list: WebinarList, params: WebinarListParams) => WebinarList,
) {
  for (const [key, list] of queryClient.getQueriesData<WebinarList>({
    queryKey: webinarKeys.lists(),
  })) {
    const params = key[key.length - 1] as WebinarListParams;
    if (list) queryClient.setQueryData(key, change(list, params));
  }
  return queryClient.invalidateQueries({ queryKey: webinarKeys.lists() });
}

export function useCreateWebinar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebinar,
    onSuccess: (created) => {
      clearWebinarCache();
      queryClient.setQueryData(webinarKeys.detail(created._id), created);
      return updateLists(queryClient, (list, params) => addWebinar(list, params, created));
    },
  });
}

export function useUpdateWebinar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebinar,
    onSuccess: (updated, { previousCode }) => {
      clearWebinarCache();
      queryClient.setQueryData(webinarKeys.detail(updated._id), updated);
      return updateLists(queryClient, (list) => replaceWebinar(list, previousCode, updated));
    },
  });
}

export function useDeleteWebinar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebinar,
    onSuccess: (_message, id) => {
      clearWebinarCache();
      for (const key of [
        webinarKeys.detail(id),
        webinarKeys.students(id),
        webinarKeys.campaigns(id),
      ]) {
        queryClient.removeQueries({ queryKey: key });
      }
      return updateLists(queryClient, (list) => removeWebinar(list, id));
    },
  });
}

/**
 * A write that changes what a webinar read shows (attendance, a certificate run): the cached
 * reads go, and the webinar and its students are read again.
 */
export function refreshWebinar(queryClient: QueryClient, id: string) {
  clearWebinarCache();
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: webinarKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: webinarKeys.students(id) }),
    queryClient.invalidateQueries({ queryKey: webinarKeys.lists() }),
  ]);
}
