import { batchFinalPrice, formatInr, toPaise, type DiscountType } from '../courses/pricing.ts';

/** GST on course fees: 18 % (the Kodr fee is 69999 + 18 % = 82599, product.md §1). */
export const GST_BASIS_POINTS = 1_800;
export const GST_LABEL = 'GST (18%)';

export const COUPON_TYPES = ['percentage', 'flat'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];
/** The default label for a 100 % course coupon (calls.md §9). */
export const FREE_ACCESS_COUPON = 'FREEACCESS';

/** Every amount of a checkout, in whole paise. */
export type QuoteAmounts = {
  /** the batch's list price */
  basePaise: number;
  /** the batch's own discount (percent or flat) */
  batchDiscountPaise: number;
  /** the coupon's discount, taken off the batch's final price */
  couponDiscountPaise: number;
  /** what GST is charged on: base − batch discount − coupon discount */
  taxablePaise: number;
  gstPaise: number;
  /** taxable + GST: what the student pays */
  totalPaise: number;
};

/**
 * The coupon's discount on an amount, in paise. Percentage values may have 2 decimals (12.5);
 * the discount is rounded to the nearest paisa, halves up. Flat values are rupees. Never more
 * than the amount.
 */
export function couponDiscountPaise(amountPaise: number, type: CouponType, value: number): number {
  if (!(value > 0) || amountPaise <= 0) return 0;
  const off =
    type === 'percentage'
      ? Math.floor((amountPaise * Math.min(10_000, toPaise(value)) + 5_000) / 10_000)
      : toPaise(value);
  return Math.min(amountPaise, Math.max(0, off));
}

/** GST on a taxable amount in paise, nearest paisa, halves up. */
export function gstPaise(taxablePaise: number): number {
  return Math.floor((Math.max(0, taxablePaise) * GST_BASIS_POINTS + 5_000) / 10_000);
}

/**
 * The whole price of a checkout (integer paise throughout): the batch's price and discount,
 * then the coupon on what is left, then 18 % GST on the result. A 100 % coupon makes every line
 * after it 0, so the student enrols without paying.
 */
export function quoteAmounts(
  batch: { price: number; discount: number; discountType: DiscountType },
  coupon?: { type: CouponType; value: number } | null,
): QuoteAmounts {
  const basePaise = toPaise(batch.price);
  const afterBatchPaise = toPaise(batchFinalPrice(batch.price, batch.discount, batch.discountType));
  const batchDiscountPaise = basePaise - afterBatchPaise;
  const couponOff = coupon ? couponDiscountPaise(afterBatchPaise, coupon.type, coupon.value) : 0;
  const taxablePaise = afterBatchPaise - couponOff;
  const gst = gstPaise(taxablePaise);
  return {
    basePaise,
    batchDiscountPaise,
    couponDiscountPaise: couponOff,
    taxablePaise,
    gstPaise: gst,
    totalPaise: taxablePaise + gst,
  };
}

/** Paise as the site shows rupees: 8259900 → ₹82,599; 3062413 → ₹30,624.13. */
export function formatPaise(paise: number): string {
  return formatInr(paise / 100);
}
