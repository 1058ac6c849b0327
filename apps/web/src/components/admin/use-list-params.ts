import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@app/shared';

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

export type ListParams<F extends FilterSpec> = {
  page: number;
  limit: number;
  /** The applied (already debounced) search text. */
  search: string;
  filters: FilterValues<F>;
  /** True when any filter (not search) has a value. */
  hasFilters: boolean;
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

function readPositiveInt(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}

/**
 * Page, page size, search and filters of an admin list, kept in the URL query string so a list
 * can be reloaded, shared and navigated with Back. Defaults (page 1, size 10, empty values) are
 * left out of the URL. Every change except a page change goes back to page 1.
 *
 * @example
 * const list = useListParams({ status: REGISTRATION_STATUSES, startDate: 'date' });
 * list.filters.status // RegistrationStatus[]
 */
export function useListParams<const F extends FilterSpec>(spec: F): ListParams<F> {
  const [params, setParams] = useSearchParams();
  // The spec is a literal at the call site; its keys are what matters for memoisation.
  const specKey = JSON.stringify(spec);

  const page = readPositiveInt(params.get('page'), 1);
  const limitRaw = readPositiveInt(params.get('limit'), DEFAULT_PAGE_SIZE);
  const limit = (PAGE_SIZES as readonly number[]).includes(limitRaw) ? limitRaw : DEFAULT_PAGE_SIZE;
  const search = (params.get('search') ?? '').slice(0, 100);

  const filters = useMemo(() => {
    const parsedSpec = JSON.parse(specKey) as FilterSpec;
    const out: Record<string, unknown> = {};
    for (const [key, kind] of Object.entries(parsedSpec)) out[key] = readFilter(params, key, kind);
    return out as FilterValues<F>;
  }, [params, specKey]);

  const hasFilters = Object.values(filters).some((v) =>
    Array.isArray(v) ? v.length > 0 : v !== '',
  );

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
        for (const key of Object.keys(JSON.parse(specKey) as FilterSpec)) p.delete(key);
        p.delete('search');
      }, true),
    [update, specKey],
  );

  return {
    page,
    limit,
    search,
    filters,
    hasFilters,
    setPage,
    setLimit,
    setSearch,
    setFilter,
    setFilters,
    clearFilters,
  };
}
