import {
  adminApi,
  failWith,
  type DataOf,
  type RequestOptions,
  type SchemaName,
} from '@/core/api-client';

type Query = NonNullable<RequestOptions['query']>;

/** An empty filter is left out of the query: the API reads a missing filter as "any". */
const withoutEmpty = (query: Query): Query =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v === '' ? undefined : v]));

/**
 * GET an admin read whose failure a screen shows as text: the thrown Error carries the server's
 * words (or `fallback`) with the API error as its cause; a cancelled read rethrows as it came.
 */
export async function adminRead<N extends SchemaName>(
  path: string,
  schema: N,
  fallback: string,
  { query, signal }: { query?: Query; signal?: AbortSignal } = {},
): Promise<DataOf<N>> {
  try {
    const res = await adminApi.get(path, schema, {
      query: query && withoutEmpty(query),
      signal,
    });
    return res.data;
  } catch (error) {
    if (signal?.aborted) throw error;
    failWith(error, fallback);
  }
}
