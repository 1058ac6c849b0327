import { DateRangeFilter, type FilterOption } from './filter-bar.tsx';

/** Chip options for a list of allowed values, each shown by its label (or as itself). */
export function optionsOf<V extends string>(
  values: readonly V[],
  labels?: Record<V, string>,
): FilterOption<V>[] {
  return values.map((value) => ({ value, label: labels ? labels[value] : value }));
}

type DateRange = { startDate: string; endDate: string };

/** The "Registered" day range of a registrations list, bound to its URL filters. */
export function RegisteredDateFilter({
  list,
}: {
  list: { filters: DateRange; setFilters: (range: DateRange) => void };
}) {
  return (
    <DateRangeFilter
      label="Registered"
      startDate={list.filters.startDate}
      endDate={list.filters.endDate}
      onChange={(range) => list.setFilters(range)}
    />
  );
}
