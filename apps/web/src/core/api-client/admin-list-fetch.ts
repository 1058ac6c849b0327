import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';

import type { DataOf, SchemaName } from './answer-schema.ts';
import { adminApi } from './client.ts';
import { failWith } from './field-issues.ts';
import type { Query } from './url.ts';

/**
 * GET of one page of an admin list: the list's params go as the query (blank filters are left
 * out by the URL builder), and a failure throws `failedMessage` (a 4xx's own text replaces it).
 */
export async function getAdminList<N extends SchemaName>(
  path: string,
  schema: N,
  query: Query,
  failedMessage: string,
  signal?: AbortSignal,
): Promise<DataOf<N>> {
  try {
    const res = await adminApi.get(path, schema, { query, signal });
    return res.data;
  } catch (error) {
    return failWith(error, failedMessage);
  }
}

/** Query options of an admin list page: the page shown stays while the next one loads. */
export function adminListOptions<N extends SchemaName, K extends QueryKey>(list: {
  queryKey: K;
  path: string;
  schema: N;
  params: Query;
  failedMessage: string;
  staleTime: number;
}) {
  const { path, schema, params, failedMessage } = list;
  return queryOptions({
    queryKey: list.queryKey,
    queryFn: ({ signal }) => getAdminList(path, schema, params, failedMessage, signal),
    placeholderData: keepPreviousData,
    staleTime: list.staleTime,
  });
}
