export const DISCOUNT_TYPES = ['percent', 'flat'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Rupees with at most 2 decimals → whole paise, immune to binary float noise (12.34 → 1234). */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/**
 * Price after discount, computed in whole paise and returned in rupees (2 decimals).
 *
 * Rounding rule (ours, documented): `percent` discounts may have up to 2 decimals (12.5 %);
 * the payable amount price × (100 − discount) / 100 is rounded to the nearest paisa, halves up
 * (so the discount itself is rounded down). Example: ₹34,999 at 12.5 % = 3,062,412.5 paise →
 * 3,062,413 paise = ₹30,624.13. `flat` discounts are rupees (2 decimals) taken off exactly.
 * The result is never below 0 nor above the price. Pure integer arithmetic: no float drift.
 */
export function batchFinalPrice(price: number, discount: number, discountType: DiscountType) {
  const pricePaise = toPaise(price);
  const d = Math.max(0, Number.isFinite(discount) ? discount : 0);
  let finalPaise: number;
  if (discountType === 'percent') {
    const keepBasisPoints = 10_000 - Math.min(10_000, toPaise(d)); // 12.5 % → keep 8750 / 10000
    finalPaise = Math.floor((pricePaise * keepBasisPoints + 5_000) / 10_000);
  } else {
    finalPaise = pricePaise - Math.min(pricePaise, toPaise(d));
  }
  return Math.max(0, finalPaise) / 100;
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

/** Rupee amount as the site shows it: ₹34,999 or ₹30,624.13 (Indian digit grouping). */
export function formatInr(rupees: number): string {
  const whole = Number.isInteger(rupees);
  return `₹${rupees.toLocaleString('en-IN', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}
