import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';

import { AdminSelect } from './admin-select.tsx';
import type { FilterOption } from './filter-bar.tsx';

/** A choice of the select; options that name a `group` are listed under it (an <optgroup>). */
export type FilterSelectOption<V extends string> = FilterOption<V> & { group?: string };

export type FilterSelectProps<V extends string> = {
  /** The label above the select, e.g. "Status". */
  label: string;
  /** The chosen value; '' is the "any" choice. */
  value: V | '';
  onChange: (value: V | '') => void;
  options: readonly FilterSelectOption<V>[];
  /**
   * The text of the '' choice, e.g. "Any status". Leave it out when the filter always has a
   * value (its default is one of the options).
   */
  anyLabel?: string;
  testId?: string;
  /** The filter's width (label and select), e.g. 'w-52' (admin default 'w-44'), or its grid cell. */
  className?: string;
  disabled?: boolean;
  /** 'admin': a compact select for a staff list; 'public': the public site's tall one, tinted once set. */
  look?: 'admin' | 'public';
};

/**
 * A single-choice list filter: a labelled select with an "Any …" choice, beside ChipMultiSelect
 * (several values) and DateRangeFilter in a FilterBar. Wire it to `useListPage().setFilter`.
 */
export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  options,
  anyLabel,
  testId,
  className,
  disabled,
  look = 'admin',
}: FilterSelectProps<V>) {
  const id = useId();
  const loose = options.filter((o) => !o.group);
  const groups = [...new Set(options.flatMap((o) => (o.group ? [o.group] : [])))];
  const choices = (
    <>
      {anyLabel !== undefined && <option value="">{anyLabel}</option>}
      {loose.map(optionOf)}
      {groups.map((group) => (
        <optgroup key={group} label={group}>
          {options.filter((o) => o.group === group).map(optionOf)}
        </optgroup>
      ))}
    </>
  );
  const select = {
    id,
    value,
    disabled,
    'data-testid': testId,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value as V | ''),
  };

  return (
    <div
      className={clsx(look === 'public' && 'min-w-0', className ?? (look === 'admin' && 'w-44'))}
    >
      <label
        htmlFor={id}
        className={clsx(
          'mb-1.5 block text-xs font-semibold tracking-wide uppercase',
          look === 'public' ? 'text-slate-600' : 'text-slate-500',
        )}
      >
        {label}
      </label>
      {look === 'admin' ? (
        <AdminSelect {...select} className="w-full">
          {choices}
        </AdminSelect>
      ) : (
        <span className="relative block">
          <select
            {...select}
            className={clsx(
              'h-11 w-full cursor-pointer appearance-none truncate rounded-xl border bg-white pr-9 pl-3 text-sm font-medium shadow-sm',
              'focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none',
              value
                ? 'border-brand-300 bg-brand-50/60 text-brand-900'
                : 'border-slate-300 text-slate-900',
            )}
          >
            {choices}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
        </span>
      )}
    </div>
  );
}

const optionOf = (o: FilterOption) => (
  <option key={o.value} value={o.value}>
    {o.label}
  </option>
);
