import type { FilterOption } from './filter-bar.tsx';

/** Chip options for a list of allowed values, each shown by its label (or as itself). */
export function optionsOf<V extends string>(
  values: readonly V[],
  labels?: Record<V, string>,
): FilterOption<V>[] {
  return values.map((value) => ({ value, label: labels ? labels[value] : value }));
}

/** The two choices of a yes/no filter, 'true' and 'false' in the URL, in the filter's words. */
export function yesNoOptions(yes: string, no: string): FilterOption<'true' | 'false'>[] {
  return optionsOf(['true', 'false'] as const, { true: yes, false: no });
}
