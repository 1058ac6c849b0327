/**
 * Every date and time the product shows, web pages, e-mails and PDFs alike: India time
 * (Asia/Kolkata), Indian English order — '9 Jan 2027', '5:30 pm', '9 Jan 2027 – 3 Apr 2027'.
 *
 * Built from the calendar fields rather than with Intl: ICU versions disagree on en-IN
 * ('Sept' or 'Sep', '14 Mar, 2026', a narrow no-break space before 'pm'), and the server's PDFs
 * must read the same as every visitor's browser. India has kept UTC+05:30 without daylight
 * saving since 1945, so a fixed offset is exact.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MS = 330 * 60_000;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/** An instant (ISO text, Date or epoch ms) or a calendar day 'YYYY-MM-DD' (a day in India). */
export type DateValue = string | number | Date;

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Epoch ms of a value; a bare calendar day is its first instant in India. NaN when unreadable. */
function toMs(value: DateValue): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return Date.parse(DAY_RE.test(value) ? `${value}T00:00:00+05:30` : value);
}

type IstFields = {
  year: number;
  /** 0–11 */
  month: number;
  day: number;
  /** 0 = Sunday */
  weekday: number;
  hour: number;
  minute: number;
};

/** The India wall-clock fields of a value, or null when it is not a date. */
export function istFields(value: DateValue): IstFields | null {
  const ms = toMs(value);
  if (!Number.isFinite(ms)) return null;
  const d = new Date(ms + IST_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

/** Formats the value's India fields, or shows unreadable text as it is ('' for a bad Date). */
function format(value: DateValue, write: (f: IstFields) => string): string {
  const f = istFields(value);
  if (f) return write(f);
  return typeof value === 'string' ? value : '';
}

const date = (f: IstFields) => `${f.day} ${MONTHS[f.month]} ${f.year}`;
const clock = (f: IstFields) =>
  `${f.hour % 12 || 12}:${String(f.minute).padStart(2, '0')} ${f.hour < 12 ? 'am' : 'pm'}`;

/** '9 Jan 2027'. */
export const formatDate = (value: DateValue) => format(value, date);
/** '9 January 2027' (certificates, the Kodr start line). */
export const formatDateLong = (value: DateValue) =>
  format(value, (f) => `${f.day} ${MONTH_NAMES[f.month]} ${f.year}`);
/** 'Sat, 9 Jan 2027'. */
export const formatWeekdayDate = (value: DateValue) =>
  format(value, (f) => `${WEEKDAYS[f.weekday]}, ${date(f)}`);
/** 'Saturday, 9 January 2027'. */
export const formatWeekdayDateLong = (value: DateValue) =>
  format(value, (f) => `${WEEKDAY_NAMES[f.weekday]}, ${f.day} ${MONTH_NAMES[f.month]} ${f.year}`);
/** '9 Jan' (chart ticks, calendar tiles). */
export const formatDayMonth = (value: DateValue) =>
  format(value, (f) => `${f.day} ${MONTHS[f.month]}`);
/** '5:30 pm'. */
export const formatTime = (value: DateValue) => format(value, clock);
/** '9 Jan 2027, 5:30 pm'. */
export const formatDateTime = (value: DateValue) => format(value, (f) => `${date(f)}, ${clock(f)}`);
/** 'Sat, 9 Jan 2027, 5:30 pm'. */
export const formatWeekdayDateTime = (value: DateValue) =>
  format(value, (f) => `${WEEKDAYS[f.weekday]}, ${date(f)}, ${clock(f)}`);

/** A calendar day ('YYYY-MM-DD', or text starting with one) as '9 Jan 2027'; other text as it is. */
export const formatDay = (day: string) =>
  DAY_RE.test(day.slice(0, 10)) ? formatDate(day.slice(0, 10)) : day;
/** A calendar day as 'Sat, 9 Jan 2027'; other text as it is. */
export const formatWeekdayDay = (day: string) =>
  DAY_RE.test(day.slice(0, 10)) ? formatWeekdayDate(day.slice(0, 10)) : day;

const sameIstDay = (a: DateValue, b: DateValue) => {
  const fa = istFields(a);
  const fb = istFields(b);
  return !!fa && !!fb && date(fa) === date(fb);
};

/** From–to days: '9 Jan 2027 – 3 Apr 2027'; one day when both are the same day. */
export function formatDateRange(from: DateValue, to: DateValue): string {
  return sameIstDay(from, to) ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;
}

/** From–to instants: '9 Jan 2027, 5:30 pm – 3 Apr 2027, 11:59 pm'; the day once within a day. */
export function formatDateTimeRange(from: DateValue, to: DateValue): string {
  return sameIstDay(from, to)
    ? `${formatDateTime(from)} – ${formatTime(to)}`
    : `${formatDateTime(from)} – ${formatDateTime(to)}`;
}

/** '7:00 pm – 8:30 pm'. */
export const formatTimeRange = (from: DateValue, to: DateValue) =>
  `${formatTime(from)} – ${formatTime(to)}`;
