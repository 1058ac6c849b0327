import { formatInr, type Batch } from '@app/shared';

import { formatDate } from '@/core/format-date';

/** '10 Jan 2030' for a calendar day (YYYY-MM-DD). */
export const formatDay = (day: string) =>
  day ? formatDate(`${day.slice(0, 10)}T00:00:00+05:30`) : '';

const dayMonth = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});

/** '2 Jan – 19 Jun 2027' within a year, '31 Oct 2026 – 17 Apr 2027' across two. */
export function formatDayRange(start: string, end: string): string {
  if (start.slice(0, 4) !== end.slice(0, 4)) return `${formatDay(start)} – ${formatDay(end)}`;
  return `${dayMonth.format(new Date(`${start.slice(0, 10)}T00:00:00+05:30`))} – ${formatDay(end)}`;
}

/** Paise as rupees: 3540000 → '₹35,400'. */
export const formatPaise = (paise: number) => formatInr(paise / 100);

/** '12.5% off' or '₹5,000 off'; '' without a discount. */
export function discountLabel(b: Pick<Batch, 'discount' | 'discountType'>): string {
  if (!b.discount) return '';
  return b.discountType === 'percent' ? `${b.discount}% off` : `${formatInr(b.discount)} off`;
}

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
