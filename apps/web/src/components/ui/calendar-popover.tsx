import { clsx } from 'clsx';
import { useEffect, useRef, type CSSProperties, type RefObject } from 'react';
import { DayPicker } from 'react-day-picker';
import { enIN } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

import { istToday } from '@app/shared';

import { CALENDAR_WIDTH } from './calendar-width.ts';

type CalendarPopoverProps = {
  /** 'YYYY-MM-DD' or ''. */
  value: string;
  min?: string;
  max?: string;
  onSelect: (day: string) => void;
  /** Closes it; `returnFocus` when the person left it with Escape. */
  onClose: (returnFocus: boolean) => void;
  /** The field it belongs to: a press outside it closes the calendar. */
  anchor: RefObject<HTMLElement | null>;
  alignRight: boolean;
};

// react-day-picker's own stylesheet, sized for the popover and in the brand's colours.
const CALENDAR_STYLE = {
  '--rdp-accent-color': 'var(--color-brand-600)',
  '--rdp-accent-background-color': 'var(--color-brand-50)',
  '--rdp-day-height': '38px',
  '--rdp-day-width': '40px',
  '--rdp-day_button-height': '36px',
  '--rdp-day_button-width': '36px',
  '--rdp-nav-height': '2.25rem',
  fontSize: '0.875rem',
} as CSSProperties;

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar day as the picker's local Date (noon, clear of any midnight shift) and back. */
const toDate = (day: string) =>
  DAY_RE.test(day)
    ? new Date(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10), 12)
    : undefined;
const toDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * The month grid under a date field (react-day-picker: arrow keys, Page Up/Down, Home/End,
 * labelled days). It stays inside the field's own DOM so a drawer's focus trap keeps working;
 * Escape closes only the calendar, not the drawer around it.
 */
export function CalendarPopover({
  value,
  min,
  max,
  onSelect,
  onClose,
  anchor,
  alignRight,
}: CalendarPopoverProps) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    // Radix dialogs listen for Escape on the document while capturing; the window hears it first.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      onCloseRef.current(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) onCloseRef.current(false);
    };
    window.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [anchor]);

  const selected = toDate(value);
  const today = toDate(istToday())!;
  const first = toDate(min ?? '');
  const last = toDate(max ?? '');
  const shownMonth =
    selected ?? (last && last < today ? last : first && first > today ? first : today);
  const year = shownMonth.getFullYear();
  const disabled = [...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])];

  return (
    <div
      role="dialog"
      aria-label="Choose a date"
      className={clsx(
        'absolute top-full z-40 mt-1.5 rounded-xl border border-slate-200 bg-white p-3 shadow-xl',
        alignRight ? 'right-0' : 'left-0',
      )}
      style={{ width: CALENDAR_WIDTH }}
    >
      <DayPicker
        mode="single"
        locale={enIN}
        autoFocus
        selected={selected}
        defaultMonth={shownMonth}
        onSelect={(date) => date && onSelect(toDay(date))}
        disabled={disabled}
        captionLayout="dropdown"
        startMonth={first ?? new Date(Math.min(year, today.getFullYear()) - 10, 0)}
        endMonth={last ?? new Date(Math.max(year, today.getFullYear()) + 10, 11)}
        style={CALENDAR_STYLE}
      />
    </div>
  );
}
