import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';

import { Spinner } from '@/components/ui/spinner';

export type StatusTone = 'slate' | 'green' | 'amber' | 'red' | 'blue' | 'violet';

export type StatusOption<V extends string = string> = {
  value: V;
  label: string;
  tone?: StatusTone;
};

export type StatusSelectProps<V extends string> = {
  value: V;
  options: readonly StatusOption<V>[];
  onChange: (value: V) => void;
  /** True while this field's update is in flight: shows a spinner and locks the field. */
  isPending?: boolean;
  /** Accessible name, e.g. "Call status for Asha Rao". */
  label: string;
  testId?: string;
  disabled?: boolean;
};

const TONES: Record<StatusTone, string> = {
  slate: 'border-slate-200 bg-slate-50 text-slate-700',
  green: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  amber: 'border-amber-200 bg-amber-50 text-amber-800',
  red: 'border-red-200 bg-red-50 text-red-700',
  blue: 'border-sky-200 bg-sky-50 text-sky-800',
  violet: 'border-brand-200 bg-brand-50 text-brand-800',
};

/**
 * A compact status pill that is a native <select> underneath (keyboard and screen-reader
 * friendly, works on phones). The pill takes the chosen option's tone. While `isPending`,
 * the chevron becomes a spinner and the field is locked so two updates of one field never race.
 */
export function StatusSelect<V extends string>({
  value,
  options,
  onChange,
  isPending = false,
  label,
  testId,
  disabled,
}: StatusSelectProps<V>) {
  const tone = options.find((o) => o.value === value)?.tone ?? 'slate';
  return (
    <span className="relative inline-flex">
      <select
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
        aria-label={label}
        aria-busy={isPending || undefined}
        data-testid={testId}
        data-pending={isPending || undefined}
        disabled={disabled || isPending}
        className={clsx(
          'h-8 cursor-pointer appearance-none rounded-full border py-0 pr-7 pl-3 text-xs font-semibold',
          'focus-visible:ring-4 focus-visible:ring-brand-100 focus-visible:outline-none',
          'disabled:cursor-progress disabled:opacity-80',
          TONES[tone],
        )}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <span
        className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2"
        data-testid={isPending && testId ? `${testId}-spinner` : undefined}
      >
        {isPending ? (
          <Spinner className="size-3.5 text-current" label="Saving" />
        ) : (
          <ChevronDown className="size-3.5 opacity-70" aria-hidden="true" />
        )}
      </span>
    </span>
  );
}
