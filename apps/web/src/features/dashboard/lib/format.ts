import { formatNumber } from '@app/shared';

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
    if (rounded >= 1) return `${sign}₹${formatNumber(rounded)}${suffix}`;
  }
  return `${sign}₹${formatNumber(Math.round(abs))}`;
}

/** A share as a short percentage: 0.0423 → '4.2%', 0 → '0%'; null when there is no base. */
export function formatShare(part: number, whole: number): string | null {
  if (whole <= 0) return null;
  const pct = (part / whole) * 100;
  const digits = pct > 0 && pct < 10 ? 1 : 0;
  return `${Number(pct.toFixed(digits))}%`;
}

export const DIRECT_SOURCE_LABEL = 'Direct / none';

/** A utm_source as staff read it: '' (no campaign link) is 'Direct / none'. */
export const sourceLabel = (source: string) =>
  source.trim() === '' ? DIRECT_SOURCE_LABEL : source;
