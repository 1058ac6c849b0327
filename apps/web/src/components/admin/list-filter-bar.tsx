import { DateRangeFilter } from './date-range-filter.tsx';
import { ChipMultiSelect, FilterBar, type FilterOption } from './filter-bar.tsx';
import { FilterSelect, type FilterSelectOption } from './filter-select.tsx';
import { optionsOf } from './list-filters.tsx';
import type { FilterSpec, ListPage } from './use-list-page.ts';

type SingleKey<F extends FilterSpec> = {
  [K in keyof F]: F[K] extends readonly string[] ? never : K;
}[keyof F] &
  string;
type MultiKey<F extends FilterSpec> = {
  [K in keyof F]: F[K] extends readonly string[] ? K : never;
}[keyof F] &
  string;

/**
 * One filter of a list, named by the URL filter it sets: `select` a single choice (FilterSelect),
 * `chips` several values (ChipMultiSelect), `dates` the startDate/endDate range under that label.
 * The test id defaults to `filter-<name>`.
 */
export type ListFilterField<F extends FilterSpec> =
  | {
      select: SingleKey<F>;
      label: string;
      options: readonly FilterSelectOption<string>[];
      anyLabel?: string;
      testId?: string;
      className?: string;
    }
  | { chips: MultiKey<F>; label: string; options: readonly FilterOption<string>[]; testId?: string }
  | { dates: string };

/** A list's "Status" select over the spec's `status: { oneOf }`; "Any status" clears it. */
export function statusSelectField<V extends string>(
  statuses: readonly V[],
  labels?: Record<V, string>,
  extra: { testId?: string; className?: string } = {},
): ListFilterField<{ status: { oneOf: readonly V[] } }> {
  const options = optionsOf(statuses, labels);
  return { select: 'status', label: 'Status', options, anyLabel: 'Any status', ...extra };
}

type ListFilterBarProps<F extends FilterSpec> = {
  list: ListPage<F>;
  fields: readonly ListFilterField<F>[];
  /** Whether "Clear filters" shows, where it is not the list's own hasFilters. */
  hasFilters?: boolean;
  className?: string;
};

/** The filter row of an admin list, each filter bound to its URL value in `useListPage`. */
export function ListFilterBar<F extends FilterSpec>({
  list,
  fields,
  hasFilters = list.hasFilters,
  className,
}: ListFilterBarProps<F>) {
  // The fields name their filters, so the values are read and set by name.
  const values = list.filters as Partial<Record<string, string & string[]>>;
  const text = (key: string) => values[key] ?? '';
  const setFilter = list.setFilter as (key: string, value: string | string[]) => void;
  const setRange = list.setFilters as (range: { startDate: string; endDate: string }) => void;
  return (
    <FilterBar hasFilters={hasFilters} onClear={list.clearFilters} className={className}>
      {fields.map((field) => {
        if ('dates' in field) {
          return (
            <DateRangeFilter
              key="dates"
              label={field.dates}
              startDate={text('startDate')}
              endDate={text('endDate')}
              onChange={setRange}
            />
          );
        }
        if ('chips' in field) {
          const { chips: name, ...props } = field;
          return (
            <ChipMultiSelect
              key={name}
              testId={`filter-${name}`}
              {...props}
              value={values[name] ?? []}
              onChange={(v) => setFilter(name, v)}
            />
          );
        }
        const { select: name, ...props } = field;
        return (
          <FilterSelect
            key={name}
            testId={`filter-${name}`}
            {...props}
            value={text(name)}
            onChange={(v) => setFilter(name, v)}
          />
        );
      })}
    </FilterBar>
  );
}
