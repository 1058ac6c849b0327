import { MONTH_NAMES } from './format.ts';

/**
 * Dates and times as people type them into the product's date fields: dd/mm/yyyy and '5:30 pm'
 * (or '17:30'), whatever the browser's locale. Forms keep the values they always had:
 * 'YYYY-MM-DD' for a day and 'HH:mm' (24 hours) for a time of day.
 */
export const DATE_INPUT_MSG = {
  dateFormat: 'Enter the date as dd/mm/yyyy, e.g. 09/01/2027',
  timeFormat: 'Enter the time as hh:mm, e.g. 5:30 pm or 17:30',
  timeMissing: 'Enter a time too, e.g. 5:30 pm',
  dateMissing: 'Enter a date too, as dd/mm/yyyy',
} as const;

/** What a typed text means: a value ('' when the field is empty) or why it is not one. */
export type InputResult =
  { value: string; error?: undefined } | { value?: undefined; error: string };

const pad = (n: number) => String(n).padStart(2, '0');

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number) =>
  month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** '2027-01-09' → '09/01/2027'; '' (or anything that is not a day) → ''. */
export function formatDayInput(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/**
 * Typed text → 'YYYY-MM-DD'. Takes d/m/yyyy with '/', '-', '.' or spaces between, or eight
 * digits (09012027); refuses days the calendar has not got, such as 31/02/2027.
 */
export function parseDayInput(text: string): InputResult {
  const typed = text.trim();
  if (typed === '') return { value: '' };
  const match =
    /^(\d{1,2})\s*[/.\- ]\s*(\d{1,2})\s*[/.\- ]\s*(\d{4})$/.exec(typed) ??
    /^(\d{2})(\d{2})(\d{4})$/.exec(typed);
  if (!match) return { error: DATE_INPUT_MSG.dateFormat };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12) {
    return { error: `There is no month ${month}: enter the date as dd/mm/yyyy` };
  }
  if (year < 1000) return { error: DATE_INPUT_MSG.dateFormat };
  const last = daysIn(year, month);
  if (day < 1) return { error: DATE_INPUT_MSG.dateFormat };
  if (day > last) {
    const when = `${MONTH_NAMES[month - 1]} ${year}`;
    return { error: `${pad(day)}/${pad(month)}/${year} is not a date: ${when} has ${last} days` };
  }
  return { value: `${year}-${pad(month)}-${pad(day)}` };
}

/** '17:30' → '5:30 pm'; '' (or anything that is not a time) → ''. */
export function formatTimeInput(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return '';
  const hour = Number(match[1]);
  return `${hour % 12 || 12}:${match[2]} ${hour < 12 ? 'am' : 'pm'}`;
}

/**
 * Typed text → 'HH:mm' (24 hours). Takes '5:30 pm', '5.30pm', '5 pm', '17:30', '1730'; without
 * am/pm the hour is read on the 24-hour clock.
 */
export function parseTimeInput(text: string): InputResult {
  const typed = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (typed === '') return { value: '' };
  const match = /^(\d{1,2})(?:\s*[:.]\s*(\d{2})|(\d{2}))?\s*(a\.?m?\.?|p\.?m?\.?)?$/.exec(typed);
  if (!match) return { error: DATE_INPUT_MSG.timeFormat };
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? match[3] ?? 0);
  const half = match[4]?.[0];
  if (minute > 59) return { error: DATE_INPUT_MSG.timeFormat };
  if (half) {
    if (hour < 1 || hour > 12) return { error: DATE_INPUT_MSG.timeFormat };
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  } else if (hour > 23) {
    return { error: DATE_INPUT_MSG.timeFormat };
  }
  return { value: `${pad(hour)}:${pad(minute)}` };
}
