import { webinarStatusAt, type WebinarStatus } from '@app/shared';

import { countdownParts } from '@/core/countdown';

const TIME_ZONE = 'Asia/Kolkata';

const weekdayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const longDateFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const tileFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: TIME_ZONE,
});

const at = (iso: string) => new Date(iso);
// Indian English writes "7:00 pm"; a visitor reads "7:00 PM" faster on a poster.
const clock = (iso: string) =>
  timeFormat.format(at(iso)).replace(/\b(am|pm)\b/, (m) => m.toUpperCase());

// Built from parts: ICU versions disagree on the commas of en-IN ('14 Mar, 2026').
function joinParts(format: Intl.DateTimeFormat, iso: string, withWeekday: boolean): string {
  const parts = format.formatToParts(at(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('day')} ${part('month')} ${part('year')}`;
  return withWeekday ? `${part('weekday')}, ${date}` : date;
}

/** 'Sat, 15 Nov 2025'. */
export const istWeekday = (iso: string) => joinParts(weekdayFormat, iso, true);
/** 'Saturday, 15 November 2025'. */
export const istLongDate = (iso: string) => joinParts(longDateFormat, iso, true);
/** '15 Nov 2025'. */
export const istDay = (iso: string) => joinParts(dayFormat, iso, false);
/** '7:00 PM IST'. */
export const istTime = (iso: string) => `${clock(iso)} IST`;
/** '7:00 PM – 8:30 PM IST'. */
export const istTimeRange = (start: string, end: string) => `${clock(start)} – ${clock(end)} IST`;
/** 'Sat, 15 Nov 2025 · 7:00 PM IST'. */
export const istDateTime = (iso: string) => `${istWeekday(iso)} · ${istTime(iso)}`;

/** The calendar tile on a card: { day: '15', month: 'NOV' } in India's calendar. */
export function dateTile(iso: string): { day: string; month: string } {
  const parts = tileFormat.formatToParts(at(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return { day: part('day') ?? '', month: (part('month') ?? '').toUpperCase() };
}

/**
 * The status on the page's own clock, so "Starts in" flips to "Live now" without a refetch.
 * Never goes back in time against what the server said (a slow visitor clock).
 */
export function statusNow(
  webinar: { startTime: string; durationMinutes: number; status: WebinarStatus },
  now: number,
): WebinarStatus {
  const local = webinarStatusAt(webinar.startTime, webinar.durationMinutes, new Date(now));
  const order: WebinarStatus[] = ['upcoming', 'live', 'past'];
  return order.indexOf(local) >= order.indexOf(webinar.status) ? local : webinar.status;
}

/** "Starts in 3 days", "Starts in 5 hours", "Starts in 12 minutes", "Starting now". */
export function startsInText(startTime: string, now: number): string {
  const { days, hours, minutes } = countdownParts(Date.parse(startTime) - now);
  if (days > 0) return `Starts in ${days} day${days === 1 ? '' : 's'}`;
  if (hours > 0) return `Starts in ${hours} hour${hours === 1 ? '' : 's'}`;
  if (minutes > 0) return `Starts in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return 'Starting now';
}
