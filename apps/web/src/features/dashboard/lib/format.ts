import { formatInr } from '@app/shared';

/** Counts with Indian digit grouping: 123456 → '1,23,456'. */
export const formatCount = (n: number) => n.toLocaleString('en-IN');

/** Paise (what payments store) as rupees: 12_34_56_700 → '₹12,34,567'; paise shown only if any. */
export const formatPaise = (paise: number) => formatInr(paise / 100);

const UNITS = [
  { size: 1e7, suffix: 'Cr' },
  { size: 1e5, suffix: 'L' },
  { size: 1e3, suffix: 'K' },
] as const;

/** Rupees for a chart axis, the Indian way: ₹950, ₹12.5K, ₹4.2L, ₹1.3Cr (one decimal below 100). */
export function compactRupees(rupees: number): string {
  const sign = rupees < 0 ? '-' : '';
  const abs = Math.abs(rupees);
  for (const { size, suffix } of UNITS) {
    const value = abs / size;
    // Rounded first, so ₹99,990 reads '₹1L' rather than '₹100K'.
    const rounded = Number(value.toFixed(value >= 100 ? 0 : 1));
    if (rounded >= 1) return `${sign}₹${rounded.toLocaleString('en-IN')}${suffix}`;
  }
  return `${sign}₹${Math.round(abs).toLocaleString('en-IN')}`;
}

/** A share as a short percentage: 0.0423 → '4.2%', 0 → '0%'; null when there is no base. */
export function formatShare(part: number, whole: number): string | null {
  if (whole <= 0) return null;
  const pct = (part / whole) * 100;
  const digits = pct > 0 && pct < 10 ? 1 : 0;
  return `${Number(pct.toFixed(digits))}%`;
}

// Calendar days (YYYY-MM-DD) are already India-time days: read and format them at UTC midnight.
const at = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);
const shortDayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longDayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const fullDayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '3 Nov' (chart ticks). */
export const shortDay = (day: string) => shortDayFormat.format(at(day));
/** '3 Nov 2026'. */
export const fullDay = (day: string) => fullDayFormat.format(at(day));
/** 'Tue, 3 Nov 2026' (tooltips). */
export function longDay(day: string): string {
  const parts = longDayFormat.formatToParts(at(day));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

/** '3 – 9 Nov 2026', '28 Oct – 3 Nov 2026', '20 Dec 2025 – 5 Jan 2026', or one day. */
export function rangeLabel(from: string, to: string): string {
  if (from === to) return fullDay(from);
  if (from.slice(0, 4) !== to.slice(0, 4)) return `${fullDay(from)} – ${fullDay(to)}`;
  if (from.slice(0, 7) === to.slice(0, 7)) return `${Number(from.slice(8, 10))} – ${fullDay(to)}`;
  return `${shortDay(from)} – ${fullDay(to)}`;
}

export const DIRECT_SOURCE_LABEL = 'Direct / none';

/** A utm_source as staff read it: '' (no campaign link) is 'Direct / none'. */
export const sourceLabel = (source: string) =>
  source.trim() === '' ? DIRECT_SOURCE_LABEL : source;
