import { useId } from 'react';

import { DateInput } from '@/components/ui/date-input';

// Apart from filter-bar.tsx: the calendar it opens stays out of pages that filter without dates
// (the public catalogue).

export type DateRangeFilterProps = {
  label?: string;
  /** YYYY-MM-DD or ''. */
  startDate: string;
  endDate: string;
  onChange: (range: { startDate: string; endDate: string }) => void;
  testId?: string;
};

/** Two date inputs (from, to; each may be empty). The API reads them as India-time days. */
export function DateRangeFilter({
  label = 'Date',
  startDate,
  endDate,
  onChange,
  testId = 'date-range',
}: DateRangeFilterProps) {
  const labelId = useId();
  const inputClass =
    'h-8 w-[8.75rem] rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none';
  return (
    <div role="group" aria-labelledby={labelId}>
      <p
        id={labelId}
        className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        {label}
      </p>
      <div className="flex items-center gap-2">
        <DateInput
          aria-label={`${label} from`}
          data-testid={`${testId}-from`}
          value={startDate}
          max={endDate || undefined}
          onChange={(day) => onChange({ startDate: day, endDate })}
          className={inputClass}
        />
        <span className="text-sm text-slate-500" aria-hidden="true">
          to
        </span>
        <DateInput
          aria-label={`${label} to`}
          data-testid={`${testId}-to`}
          value={endDate}
          min={startDate || undefined}
          onChange={(day) => onChange({ startDate, endDate: day })}
          className={inputClass}
        />
      </div>
    </div>
  );
}
