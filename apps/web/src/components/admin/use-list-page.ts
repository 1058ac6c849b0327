import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type Pagination } from '@app/shared';

/**
 * How one filter lives in the URL:
 * - a list of allowed values → a multi-select, repeated in the query (`?status=a&status=b`);
 * - `{ oneOf: [...] }` → a single choice from the list ('' when unset);
 * - `'date'` → a YYYY-MM-DD day ('' when unset or malformed);
 * - `'text'` → free text.
 */
export type FilterSpec = Record<
  string,
  readonly string[] | { readonly oneOf: readonly string[] } | 'date' | 'text'
>;

export type FilterValues<F extends FilterSpec> = {
  [K in keyof F]: F[K] extends readonly (infer V)[]
    ? V[]
    : F[K] extends { readonly oneOf: readonly (infer V)[] }
      ? V | ''
      : string;
};

export type ListPage<F extends FilterSpec> = {
  page: number;
  limit: number;
  /** The applied (already debounced) search text. */
  search: string;
  filters: FilterValues<F>;
  /** Page, size, search and filters in one object for the list's query; stable while they hold. */
  params: { page: number; limit: number; search: string } & FilterValues<F>;
  /** True when any filter (not search) has a value. */
  hasFilters: boolean;
  /** True when a search or a filter narrows the list (for "try another search" hints). */
  isFiltered: boolean;
  /**
   * The badge on the phone's Filters toggle: each chosen value of a multi-select, one for each
   * other filter set, and one for a date range (its two ends are one filter).
   */
  activeFilterCount: number;
  setPage: (page: number) => void;
  /** Changes the page size and goes back to page 1. */
  setLimit: (limit: number) => void;
  /** Applies a search text and goes back to page 1. */
  setSearch: (search: string) => void;
  /** Sets one filter and goes back to page 1. */
  setFilter: <K extends keyof F & string>(key: K, value: FilterValues<F>[K]) => void;
  /** Sets several filters in one URL change (e.g. a date range) and goes back to page 1. */
  setFilters: (values: Partial<FilterValues<F>>) => void;
  /** Clears every filter and the search, keeping the page size. */
  clearFilters: () => void;
};

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function readFilter(params: URLSearchParams, key: string, kind: FilterSpec[string]) {
  if (Array.isArray(kind)) {
    // Unknown values would only earn a 400 from the API, so they are dropped here.
    return [...new Set(params.getAll(key).filter((v) => kind.includes(v)))];
  }
  const raw = params.get(key) ?? '';
  if (kind === 'date') return DATE_RE.test(raw) ? raw : '';
  if (kind === 'text') return raw.slice(0, 200);
  return (kind as { oneOf: readonly string[] }).oneOf.includes(raw) ? raw : '';
}

function countFilters(spec: FilterSpec, filters: Record<string, unknown>): number {
  let count = 0;
  let hasDate = false;
  for (const [key, kind] of Object.entries(spec)) {
    const value = filters[key];
    if (Array.isArray(value)) count += value.length;
    else if (value === '') continue;
    else if (kind === 'date') hasDate = true;
    else count += 1;
  }
  return count + (hasDate ? 1 : 0);
}

function readPositiveInt(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}

/**
 * The state of an admin list page, kept in the URL query string so a list can be reloaded,
 * shared and navigated with Back: page, page size, search and filters. Defaults (page 1, size
 * 10, empty values) are left out of the URL; every change except a page change goes back to
 * page 1. Search is applied by `SearchInput` (debounced) through `setSearch`; `QueryListCard`
 * keeps the page in range (usePageInRange) once the list's answer arrives.
 *
 * @example
 * const list = useListPage({ status: REGISTRATION_STATUSES, startDate: 'date' });
 * list.filters.status // RegistrationStatus[]
 */
export function useListPage<const F extends FilterSpec>(spec: F): ListPage<F> {
  const [params, setParams] = useSearchParams();
  // The spec is often a literal at the call site: its content, not its identity, is what counts.
  const specKey = JSON.stringify(spec);
  const parsedSpec = useMemo(() => JSON.parse(specKey) as FilterSpec, [specKey]);

  const page = readPositiveInt(params.get('page'), 1);
  const limitRaw = readPositiveInt(params.get('limit'), DEFAULT_PAGE_SIZE);
  const limit = (PAGE_SIZES as readonly number[]).includes(limitRaw) ? limitRaw : DEFAULT_PAGE_SIZE;
  const search = (params.get('search') ?? '').slice(0, 100);

  const filters = useMemo(() => {
    const out: Record<string, unknown> = {};
    for (const [key, kind] of Object.entries(parsedSpec)) out[key] = readFilter(params, key, kind);
    return out as FilterValues<F>;
  }, [params, parsedSpec]);

  const listParams = useMemo(
    () => ({ page, limit, search, ...filters }),
    [page, limit, search, filters],
  );
  const hasFilters = Object.values(filters).some((v) =>
    Array.isArray(v) ? v.length > 0 : v !== '',
  );
  const activeFilterCount = countFilters(parsedSpec, filters);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, resetPage: boolean) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          if (resetPage) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const setPage = useCallback(
    (next: number) =>
      update((p) => (next <= 1 ? p.delete('page') : p.set('page', String(next))), false),
    [update],
  );
  const setLimit = useCallback(
    (next: number) =>
      update(
        (p) => (next === DEFAULT_PAGE_SIZE ? p.delete('limit') : p.set('limit', String(next))),
        true,
      ),
    [update],
  );
  const setSearch = useCallback(
    (text: string) =>
      update((p) => (text.trim() ? p.set('search', text.trim()) : p.delete('search')), true),
    [update],
  );
  // One update per call: two router updates in the same tick would overwrite each other.
  const setFilters = useCallback(
    (values: Partial<FilterValues<F>>) =>
      update((p) => {
        for (const [key, value] of Object.entries(values)) {
          p.delete(key);
          const list = Array.isArray(value) ? (value as string[]) : [value as string];
          for (const v of list) if (v) p.append(key, v);
        }
      }, true),
    [update],
  );
  const setFilter = useCallback(
    <K extends keyof F & string>(key: K, value: FilterValues<F>[K]) =>
      setFilters({ [key]: value } as unknown as Partial<FilterValues<F>>),
    [setFilters],
  );
  const clearFilters = useCallback(
    () =>
      update((p) => {
        for (const key of Object.keys(parsedSpec)) p.delete(key);
        p.delete('search');
      }, true),
    [update, parsedSpec],
  );

  return {
    page,
    limit,
    search,
    filters,
    params: listParams,
    hasFilters,
    isFiltered: hasFilters || search !== '',
    activeFilterCount,
    setPage,
    setLimit,
    setSearch,
    setFilter,
    setFilters,
    clearFilters,
  };
}

/**
 * A page past the end (an old link, a delete that emptied the last page, rows that left the
 * filter) goes to the last page once the server has answered for it. A placeholder answer (the
 * previous page's, shown while the new one loads) is not the answer for this page, and an empty
 * list keeps its page rather than trusting a total of nothing.
 */
export function usePageInRange(
  list: { page: number; setPage: (page: number) => void },
  query: { data: { pagination: Pagination } | undefined; isPlaceholderData: boolean },
) {
  const pagination = query.isPlaceholderData ? undefined : query.data?.pagination;
  const lastPage = pagination && pagination.totalItems > 0 ? pagination.totalPages : null;
  const { page, setPage } = list;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
}
