import { API_PREFIX } from '@app/shared';

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** A batch's calendar day (YYYY-MM-DD, a day in India) as 'Mon, 5 Jan 2026'. */
export function formatBatchDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00+05:30`);
  if (Number.isNaN(date.getTime())) return day;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    dayFormat.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

export const pluralize = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** The receipt PDF of a paid payment (GET /payments/{id}/receipt, same-site cookies). */
export const receiptUrl = (paymentId: string) =>
  `${API_PREFIX}/payments/${encodeURIComponent(paymentId)}/receipt`;
