import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The catalogue's filters, as they live in the URL query (`?difficulty=Beginner&price=20000`). */
export const FILTER_KEYS = [
  'search',
  'price',
  'category',
  'difficulty',
  'language',
  'type',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type CourseFilters = Record<FilterKey, string>;

/** Maximum prices offered by the price filter (rupees); a course is kept when price ≤ the choice. */
export const PRICE_STEPS = [0, 5_000, 10_000, 20_000, 30_000, 50_000, 75_000, 100_000] as const;

const clean = (key: FilterKey, raw: string | null): string => {
  const value = (raw ?? '').trim().slice(0, key === 'search' ? 100 : 60);
  if (key === 'price') return /^\d{1,9}$/.test(value) ? String(Number(value)) : '';
  return value;
};

/** Reads and writes the filters in the URL, so a filtered list can be reloaded and shared. */
export function useCourseFilters() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo(
    () =>
      Object.fromEntries(
        FILTER_KEYS.map((key) => [key, clean(key, params.get(key))]),
      ) as CourseFilters,
    [params],
  );

  const setFilter = useCallback(
    (key: FilterKey, value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const cleaned = clean(key, value);
          if (cleaned) next.set(key, cleaned);
          else next.delete(key);
          return next;
        },
        { replace: key === 'search' },
      ),
    [setParams],
  );

  const clearFilters = useCallback(
    () =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const key of FILTER_KEYS) next.delete(key);
        return next;
      }),
    [setParams],
  );

  const hasFilters = FILTER_KEYS.some((key) => filters[key] !== '');
  return { filters, setFilter, clearFilters, hasFilters };
}

/** The catalogue's filters as the URL holds them, with their setters. */
export type CourseFilterState = ReturnType<typeof useCourseFilters>;
