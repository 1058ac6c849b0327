import { clsx } from 'clsx';
import { FilterX } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { ToggleChip } from './toggle-chip.tsx';

export type FilterOption<V extends string = string> = { value: V; label: string; count?: number };

/**
 * The row of filters above an admin list. Lays its children out in a wrapping row and, when
 * `hasFilters`, offers "Clear filters" (wire it to `useListPage().clearFilters`).
 */
export function FilterBar({
  children,
  hasFilters,
  onClear,
  className,
}: {
  children: ReactNode;
  hasFilters?: boolean;
  onClear?: () => void;
  className?: string;
}) {
  return (
    <div
      className={clsx(
        'flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:gap-x-6',
        className,
      )}
    >
      {children}
      {hasFilters && onClear && (
        <ClearFiltersButton
          onClear={onClear}
          testId="clear-filters"
          className="self-start font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 sm:self-end"
        />
      )}
    </div>
  );
}

/** "Clear filters": puts every filter of a list back to "any". */
export function ClearFiltersButton({
  onClear,
  testId,
  className,
}: {
  onClear: () => void;
  testId: string;
  /** Its weight, colours and place. */
  className: string;
}) {
  return (
    <button
      type="button"
      onClick={onClear}
      data-testid={testId}
      className={clsx('inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-sm', className)}
    >
      <FilterX className="size-4" aria-hidden="true" />
      Clear filters
    </button>
  );
}

export type ChipMultiSelectProps<V extends string> = {
  /** Group label, e.g. "Call status". */
  label: string;
  options: readonly FilterOption<V>[];
  /** The selected values; none selected means "all". */
  value: readonly V[];
  onChange: (value: V[]) => void;
  /** data-testid prefix: each chip gets `<testId>-<value>`. */
  testId?: string;
};

/** A multi-select enum filter as toggle chips (aria-pressed); nothing selected means all. */
export function ChipMultiSelect<V extends string>({
  label,
  options,
  value,
  onChange,
  testId,
}: ChipMultiSelectProps<V>) {
  const labelId = useId();
  const toggle = (v: V) =>
    onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);

  return (
    <div role="group" aria-labelledby={labelId} className="min-w-0">
      <p
        id={labelId}
        className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        {label}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {options.map((o) => {
          const isOn = value.includes(o.value);
          return (
            <ToggleChip
              key={o.value}
              isOn={isOn}
              onToggle={() => toggle(o.value)}
              testId={testId ? `${testId}-${o.value}` : undefined}
            >
              {o.label}
              {o.count !== undefined && (
                <span className="rounded-full bg-slate-100 px-1.5 text-xs text-slate-600 tabular-nums">
                  {o.count}
                </span>
              )}
            </ToggleChip>
          );
        })}
      </div>
    </div>
  );
}
