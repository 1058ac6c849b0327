import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';

import { DATE_INPUT_MSG, formatTimeInput, parseTimeInput } from '@app/shared';

import { DateInput, type DateInputProps } from './date-input.tsx';
import { TypedProblem } from './typed-problem.tsx';
import { problemAria, useTypedValue } from './use-typed-value.ts';

/**
 * DateInput's props for a date and a time: id, name and inputRef go to the date box (the field's
 * label points there), className styles both boxes, and the time box's testid is `${testId}-time`.
 */
export type DateTimeInputProps = Omit<
  DateInputProps,
  'value' | 'onChange' | 'min' | 'max' | 'wrapperClassName' | 'autoComplete' | 'aria-label'
> & {
  /** 'YYYY-MM-DDTHH:mm' (a wall-clock time, e.g. India time), or '' for none. */
  value: string;
  /** 'YYYY-MM-DDTHH:mm', or '' until both the date and the time are there and valid. */
  onChange: (value: string) => void;
  /** Earliest 'YYYY-MM-DDTHH:mm' (its day bounds the calendar). */
  min?: string;
  /** The time box's accessible name, e.g. 'Valid from, time'. */
  timeLabel: string;
};

const split = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)
    ? { day: value.slice(0, 10), time: value.slice(11, 16) }
    : { day: '', time: '' };

/**
 * A date (dd/mm/yyyy, with its calendar) and a time ('5:30 pm' or '17:30') side by side,
 * whatever the browser's locale: the value a `datetime-local` input had, so the forms' IST
 * helpers and schemas stay as they are.
 */
export function DateTimeInput({
  value,
  onChange,
  onBlur,
  min,
  timeLabel,
  disabled,
  className,
  'aria-invalid': ariaInvalid,
  'aria-describedby': describedBy,
  'data-testid': testId,
  ...dateProps
}: DateTimeInputProps) {
  const [parts, setParts] = useState(() => split(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setParts(split(value));
  }
  // The halves as last edited: a date edit and a time edit in one render (a quick tab and type)
  // each build on the other, never on the render's stale `parts`.
  const latest = useRef(parts);
  useEffect(() => {
    latest.current = parts;
  }, [parts]);
  const [isLeft, setIsLeft] = useState(false);

  function update(change: Partial<{ day: string; time: string }>) {
    const next = { ...latest.current, ...change };
    latest.current = next;
    const combined = next.day && next.time ? `${next.day}T${next.time}` : '';
    setParts(next);
    setShown(combined);
    onChange(combined);
  }

  const timeId = useId();
  const time = useTypedValue({
    value: parts.time,
    onChange: (t) => update({ time: t }),
    parse: parseTimeInput,
    format: formatTimeInput,
    box: { inputMode: 'text', placeholder: 'hh:mm am', maxLength: 10 },
  });
  // One half given without the other is not a moment yet: say so once the pair is left.
  const missing =
    isLeft && !time.problem && (parts.day === '') !== (parts.time === '')
      ? parts.day
        ? DATE_INPUT_MSG.timeMissing
        : DATE_INPUT_MSG.dateMissing
      : undefined;
  const timeProblem = time.problem ?? missing;

  return (
    <div
      data-date-time=""
      onBlur={(e) => {
        if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
        setIsLeft(true);
        onBlur?.();
      }}
    >
      <div className="flex items-start gap-2">
        <DateInput
          {...dateProps}
          value={parts.day}
          onChange={(day) => update({ day })}
          min={min?.slice(0, 10)}
          disabled={disabled}
          className={className}
          wrapperClassName="min-w-0 flex-1"
          aria-invalid={ariaInvalid}
          aria-describedby={describedBy}
          data-testid={testId}
        />
        <input
          id={timeId}
          {...time.textProps}
          disabled={disabled}
          onBlur={time.leave}
          aria-label={timeLabel}
          {...problemAria(ariaInvalid, describedBy, timeProblem, `${timeId}-problem`)}
          data-part="time"
          data-testid={testId ? `${testId}-time` : undefined}
          className={clsx(className, 'shrink-0 tabular-nums')}
          style={{ width: '7.5rem' }}
        />
      </div>
      <TypedProblem id={`${timeId}-problem`} problem={timeProblem} />
    </div>
  );
}
