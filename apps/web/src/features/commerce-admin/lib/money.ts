import { formatInr, type Coupon } from '@app/shared';

/** Paise (what payments store) as the site shows rupees: 1_234_500 → '₹12,345'. */
export function formatPaise(paise: number): string {
  return formatInr(paise / 100);
}

/** A coupon's discount as staff read it: '10%' or '₹2,000'. */
export function couponValueLabel(coupon: Pick<Coupon, 'type' | 'value'>): string {
  return coupon.type === 'percentage' ? `${coupon.value}%` : formatInr(coupon.value);
}
