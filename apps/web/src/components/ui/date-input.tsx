import { clsx } from 'clsx';
import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';

import { formatDayInput, parseDayInput } from '@app/shared';

import { CALENDAR_WIDTH } from './calendar-width.ts';
import { TypedProblem } from './typed-problem.tsx';
import { problemAria, useTypedValue } from './use-typed-value.ts';

// The calendar (react-day-picker) loads when it is first opened: a page with a date field (the
// Kodr registration form) does not carry it in its first load.
const CalendarPopover = lazy(() =>
  import('./calendar-popover.tsx').then((m) => ({ default: m.CalendarPopover })),
);

export type DateInputProps = {
  /** 'YYYY-MM-DD', or '' for none: what the shared schemas and the API take. */
  value: string;
  /** 'YYYY-MM-DD', or '' while the text is empty, unfinished or not a date. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  /** Earliest and latest days the calendar offers ('YYYY-MM-DD'); the form's schema checks. */
  min?: string;
  max?: string;
  disabled?: boolean;
  /** Classes of the text box (e.g. adminInputClass); the calendar button sits inside it. */
  className?: string;
  wrapperClassName?: string;
  inputRef?: Ref<HTMLInputElement>;
  autoComplete?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
  'data-testid'?: string;
};

/** Text that ends in a four-digit year is finished: a wrong day shows before the field is left. */
const isFinished = (text: string) => /\d{4}\s*$/.test(text);

/**
 * A date typed as dd/mm/yyyy, or picked from a calendar, whatever the browser's locale; the form
 * holds 'YYYY-MM-DD'. Works under AdminField (id and aria props go to the text box) and with
 * react-hook-form through a Controller.
 */
export function DateInput({
  value,
  onChange,
  onBlur,
  id,
  min,
  max,
  disabled,
  className,
  wrapperClassName,
  inputRef,
  'aria-invalid': ariaInvalid,
  'aria-describedby': describedBy,
  'data-testid': testId,
  ...rest
}: DateInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const problemId = `${inputId}-date-problem`;
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [calendar, setCalendar] = useState<{ alignRight: boolean } | null>(null);
  const typed = useTypedValue({
    value,
    onChange,
    parse: parseDayInput,
    format: formatDayInput,
    isFinished,
    box: { inputMode: 'numeric', placeholder: 'dd/mm/yyyy', maxLength: 14 },
  });

  function openCalendar() {
    const left = wrapper.current?.getBoundingClientRect().left ?? 0;
    setCalendar({ alignRight: left + CALENDAR_WIDTH > window.innerWidth - 8 });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // As a native date field: Alt+Down opens the calendar.
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      openCalendar();
    }
  }

  return (
    <div className={wrapperClassName}>
      <div ref={wrapper} className="relative">
        <input
          {...rest}
          ref={inputRef}
          id={inputId}
          {...typed.textProps}
          disabled={disabled}
          onBlur={() => {
            typed.leave();
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
          {...problemAria(ariaInvalid, describedBy, typed.problem, problemId)}
          data-testid={testId}
          className={clsx(className, 'tabular-nums')}
          // Inline, so it wins over the box's own padding: room for the calendar button.
          style={{ paddingRight: '2.25rem' }}
        />
        <button
          ref={button}
          type="button"
          disabled={disabled}
          onClick={() => (calendar ? setCalendar(null) : openCalendar())}
          aria-label="Choose from a calendar"
          aria-haspopup="dialog"
          aria-expanded={calendar !== null}
          data-testid={testId ? `${testId}-calendar` : undefined}
          className="absolute top-1/2 right-1 grid size-7 -translate-y-1/2 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-brand-700 disabled:opacity-50"
        >
          <CalendarDays className="size-4" aria-hidden="true" />
        </button>
        {calendar && (
          <Suspense fallback={null}>
            <CalendarPopover
              value={value}
              min={min}
              max={max}
              anchor={wrapper}
              alignRight={calendar.alignRight}
              onSelect={(day) => {
                typed.change(formatDayInput(day));
                setCalendar(null);
                wrapper.current?.querySelector('input')?.focus();
              }}
              onClose={(returnFocus) => {
                setCalendar(null);
                if (returnFocus) button.current?.focus();
              }}
            />
          </Suspense>
        )}
      </div>
      <TypedProblem id={problemId} problem={typed.problem} />
    </div>
  );
}
