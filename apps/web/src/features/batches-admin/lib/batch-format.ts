import { formatInr, type Batch } from '@app/shared';

/** '12.5% off' or '₹5,000 off'; '' without a discount. */
export function discountLabel(b: Pick<Batch, 'discount' | 'discountType'>): string {
  if (!b.discount) return '';
  return b.discountType === 'percent' ? `${b.discount}% off` : `${formatInr(b.discount)} off`;
}
