import { formatNumber } from '../text/number.ts';
export const DISCOUNT_TYPES = ['percent', 'flat'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Rupees with at most 2 decimals → whole paise, immune to binary float noise (12.34 → 1234). */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/**
 * THE rounding rule for every price a person sees (catalogue, course and batch pages, checkout,
 * stored order amounts, receipts, staff pages): a discount is taken off in whole rupees.
 *
 * `amountPaise` is what the discount applies to (a whole-rupee price in paise). `percent` values
 * may have 2 decimals (12.5 %); `flat` values are rupees (2 decimals). The exact discount is
 * rounded to the nearest rupee, a half rupee in the buyer's favour (up), and is never more than
 * the amount, so what is left is whole rupees too. Example: ₹34,999 at 12.5 % = ₹4,374.875 off →
 * ₹4,375 off → ₹30,624. A 100 % discount leaves ₹0. Integer arithmetic: no float drift (prices
 * are at most ₹1 crore, so amount × basis points stays far below 2^53).
 */
export function roundedDiscountPaise(
  amountPaise: number,
  type: DiscountType,
  value: number,
): number {
  const v = Number.isFinite(value) ? value : 0;
  if (!(v > 0) || amountPaise <= 0) return 0;
  const rupees =
    type === 'percent'
      ? // paise × basis points / 10,000 = discount paise; / 100 more = rupees; +half → nearest
        Math.floor((amountPaise * Math.min(10_000, toPaise(v)) + 500_000) / 1_000_000)
      : Math.floor((toPaise(v) + 50) / 100);
  return Math.min(amountPaise, Math.max(0, rupees * 100));
}

/** A rupee price after its discount, in whole rupees (roundedDiscountPaise). Never below 0. */
export function batchFinalPrice(price: number, discount: number, discountType: DiscountType) {
  const pricePaise = toPaise(price);
  return (pricePaise - roundedDiscountPaise(pricePaise, discountType, discount)) / 100;
}

/** A course's price after its discountPercentage (same rule as a percent batch discount). */
export function courseFinalPrice(price: number, discountPercentage: number) {
  return batchFinalPrice(price, discountPercentage, 'percent');
}

/** true when a number has at most 2 decimal places (12.5, 12.25; not 12.255). */
export function hasAtMost2Decimals(n: number): boolean {
  return Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Batch length in weeks shown to users: calendar days ÷ 7, rounded up (calls.md §9). */
export function durationWeeks(startDate: string, endDate: string): number {
  const start = Date.parse(`${startDate.slice(0, 10)}T00:00:00Z`);
  const end = Date.parse(`${endDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) return 0;
  return Math.ceil(Math.round((end - start) / DAY_MS) / 7);
}

/**
 * Rupee amount as the site shows it: ₹34,999 (Indian digit grouping). Prices are whole rupees;
 * an amount stored before that rule keeps its paise (₹30,624.13) rather than being misquoted.
 */
export function formatInr(rupees: number): string {
  const whole = Number.isInteger(rupees);
  const digits = whole ? 0 : 2;
  return `₹${formatNumber(rupees, { minFractionDigits: digits, maxFractionDigits: 2 })}`;
}
