import { formatInr, type Coupon } from '@app/shared';

/** A coupon's discount as staff read it: '10%' or '₹2,000'. */
export function couponValueLabel(coupon: Pick<Coupon, 'type' | 'value'>): string {
  return coupon.type === 'percentage' ? `${coupon.value}%` : formatInr(coupon.value);
}
