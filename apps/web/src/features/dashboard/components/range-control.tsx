import { clsx } from 'clsx';
import { CalendarDays } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { formatDateRange, istToday } from '@app/shared';

import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Spinner } from '@/components/ui/spinner';

import {
  customRangeError,
  PRESET_LABELS,
  RANGE_PRESETS,
  type DashboardRange,
  type RangeChoice,
} from '../lib/date-range.ts';

const SHORT_LABELS = { '7d': '7 days', '30d': '30 days', '90d': '90 days', ytd: 'This year' };

/** The looks of the two kinds of toggle: a preset on the grey track, and "Custom dates". */
const TOGGLE = {
  preset: {
    base: 'h-8 rounded-lg px-2 text-sm font-medium whitespace-nowrap transition-colors sm:px-3',
    on: 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200',
    off: 'text-slate-600 hover:bg-white/60 hover:text-slate-900',
  },
  custom: {
    base: 'inline-flex h-10 items-center gap-1.5 rounded-xl border px-3 text-sm font-medium transition-colors',
    on: 'border-brand-300 bg-brand-50 text-brand-800',
    off: 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:text-slate-900',
  },
};

const toggleClass = (kind: keyof typeof TOGGLE, isOn: boolean) => {
  const look = TOGGLE[kind];
  return clsx(look.base, isOn ? look.on : look.off);
};

/** Presets, a custom from/to (India-time days) and the range the figures are for. */
export function RangeControl({
  range,
  onChange,
  isUpdating,
}: {
  range: DashboardRange;
  onChange: (choice: RangeChoice) => void;
  isUpdating: boolean;
}) {
  const [isCustomOpen, setCustomOpen] = useState(false);
  const showCustom = range.preset === 'custom' || isCustomOpen;

  return (
    <div className="card mb-5 p-3 sm:p-4" data-testid="dashboard-range">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <div
            role="group"
            aria-label="Date range"
            className="grid w-full grid-cols-4 gap-1 rounded-xl bg-slate-100 p-1 sm:flex sm:w-auto"
          >
            {RANGE_PRESETS.map((preset) => {
              const isActive = range.preset === preset && !isCustomOpen;
              return (
                <button
                  key={preset}
                  type="button"
                  aria-pressed={isActive}
                  aria-label={PRESET_LABELS[preset]}
                  data-testid={`range-${preset}`}
                  className={toggleClass('preset', isActive)}
                  onClick={() => {
                    setCustomOpen(false);
                    onChange({ preset });
                  }}
                >
                  <span className="sm:hidden">{SHORT_LABELS[preset]}</span>
                  <span className="hidden sm:inline">{PRESET_LABELS[preset]}</span>
                </button>
              );
            })}
          </div>
          <button
            type="button"
            aria-expanded={showCustom}
            aria-controls="dashboard-custom-range"
            data-testid="range-custom"
            onClick={() => setCustomOpen((open) => !open)}
            className={toggleClass('custom', showCustom)}
          >
            <CalendarDays className="size-4" aria-hidden="true" />
            Custom dates
          </button>
        </div>
        <p
          className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600"
          aria-live="polite"
          data-testid="range-label"
        >
          {range.error ? (
            'Choose a valid range'
          ) : (
            <span>
              <span className="font-semibold whitespace-nowrap text-slate-900">
                {formatDateRange(range.from, range.to)}
              </span>{' '}
              <span className="whitespace-nowrap text-slate-500">· India time</span>
            </span>
          )}
          {isUpdating && (
            <span className="inline-flex items-center gap-1.5 text-slate-500">
              <Spinner className="size-3.5" /> Updating…
            </span>
          )}
        </p>
      </div>
      {showCustom && (
        <CustomRangeForm
          key={`${range.from}|${range.to}`}
          range={range}
          onApply={(from, to) => {
            setCustomOpen(false);
            onChange({ preset: 'custom', from, to });
          }}
        />
      )}
    </div>
  );
}

function CustomRangeForm({
  range,
  onApply,
}: {
  range: DashboardRange;
  onApply: (from: string, to: string) => void;
}) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<string | null>(range.error);
  const today = istToday();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = customRangeError(from, to);
    setError(problem);
    if (!problem) onApply(from, to);
  };

  const labelClass = 'text-xs font-semibold tracking-wide text-slate-500 uppercase';
  const input =
    'h-9 w-[9.5rem] rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-900 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none aria-invalid:border-red-400';
  return (
    <form
      id="dashboard-custom-range"
      onSubmit={submit}
      noValidate
      className="mt-3 flex flex-wrap items-end gap-3 border-t border-slate-100 pt-3"
    >
      <div className="grid gap-1">
        <label htmlFor={`${id}-from`} className={labelClass}>
          From
        </label>
        <DateInput
          id={`${id}-from`}
          value={from}
          max={to || today}
          onChange={setFrom}
          className={input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'dashboard-range-error' : undefined}
          data-testid="range-from"
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-to`} className={labelClass}>
          To
        </label>
        <DateInput
          id={`${id}-to`}
          value={to}
          min={from || undefined}
          max={today}
          onChange={setTo}
          className={input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'dashboard-range-error' : undefined}
          data-testid="range-to"
        />
      </div>
      <Button type="submit" size="sm" data-testid="range-apply">
        Apply
      </Button>
      {error && (
        <p
          id="dashboard-range-error"
          role="alert"
          className="w-full text-sm font-medium text-red-700"
          data-testid="range-error"
        >
          {error}
        </p>
      )}
    </form>
  );
}
