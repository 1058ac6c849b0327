/** Dates as staff read them: Indian English, India time (the school's clock), e.g. '21 Nov 2026'. */
const TIME_ZONE = 'Asia/Kolkata';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

type DateInput = string | Date;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

export const formatDate = (value: DateInput) => dateFormat.format(toDate(value));
export const formatTime = (value: DateInput) => timeFormat.format(toDate(value));
export const formatDateTime = (value: DateInput) => dateTimeFormat.format(toDate(value));

const weekdayDayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

const calendarDay = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00+05:30`);

/** A calendar day (YYYY-MM-DD, a day in India) as '5 Jan 2026'; other text as it is. */
export function formatDay(day: string): string {
  const date = calendarDay(day);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

/** A batch's calendar day (YYYY-MM-DD, a day in India) as 'Mon, 5 Jan 2026'. */
export function formatBatchDay(day: string): string {
  const date = calendarDay(day);
  if (Number.isNaN(date.getTime())) return day;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    weekdayDayFormat.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

/** '1 week', '3 weeks'. */
export const pluralize = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
