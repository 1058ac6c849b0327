import {
  formatDate,
  formatDayMonth,
  formatTime,
  formatWeekdayDate,
  formatWeekdayDateLong,
  plural,
  webinarStatusAt,
  type WebinarStatus,
} from '@app/shared';

import { countdownParts } from '@/core/countdown';

// Indian English writes "7:00 pm"; a visitor reads "7:00 PM" faster on a poster.
const clock = (iso: string) => formatTime(iso).replace(/(am|pm)$/, (m) => m.toUpperCase());

/** 'Sat, 15 Nov 2025'. */
export const istWeekday = (iso: string) => formatWeekdayDate(iso);
/** 'Saturday, 15 November 2025'. */
export const istLongDate = (iso: string) => formatWeekdayDateLong(iso);
/** '15 Nov 2025'. */
export const istDay = (iso: string) => formatDate(iso);
/** '7:00 PM IST'. */
export const istTime = (iso: string) => `${clock(iso)} IST`;
/** '7:00 PM – 8:30 PM IST'. */
export const istTimeRange = (start: string, end: string) => `${clock(start)} – ${clock(end)} IST`;
/** 'Sat, 15 Nov 2025 · 7:00 PM IST'. */
export const istDateTime = (iso: string) => `${istWeekday(iso)} · ${istTime(iso)}`;

/** The calendar tile on a card: { day: '15', month: 'NOV' } in India's calendar. */
export function dateTile(iso: string): { day: string; month: string } {
  const [day = '', month = ''] = formatDayMonth(iso).split(' ');
  return { day, month: month.toUpperCase() };
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
  if (days > 0) return `Starts in ${plural(days, 'day')}`;
  if (hours > 0) return `Starts in ${plural(hours, 'hour')}`;
  if (minutes > 0) return `Starts in ${plural(minutes, 'minute')}`;
  return 'Starting now';
}
