import {
  batchFinalPrice,
  formatInr,
  roundedDiscountPaise,
  toPaise,
  type DiscountType,
} from '../courses/pricing.ts';

/** GST on course fees: 18 % (the Kodr fee is 69999 + 18 % = 82599, product.md §1). */
export const GST_BASIS_POINTS = 1_800;
export const GST_LABEL = 'GST (18%)';
/**
 * Said beside every list price (catalogue, course and batch cards, the home page): prices are
 * before GST and checkout adds it on top, so the total never surprises.
 */
export const GST_NOTE = '+ 18% GST';

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
 * The coupon's discount on an amount, in paise: whole rupees by the one rounding rule
 * (roundedDiscountPaise), never more than the amount. Percentage values may have 2 decimals.
 */
export function couponDiscountPaise(amountPaise: number, type: CouponType, value: number): number {
  return roundedDiscountPaise(amountPaise, type === 'percentage' ? 'percent' : 'flat', value);
}

/**
 * GST on a taxable amount in paise, in whole rupees: the nearest rupee, a half rupee up (GST
 * may be rounded to the rupee; CGST Act s. 170). 18 % of ₹69,999 = ₹12,599.82 → ₹12,600, so the
 * Kodr fee is ₹82,599 as product.md says.
 */
export function gstPaise(taxablePaise: number): number {
  return Math.floor((Math.max(0, taxablePaise) * GST_BASIS_POINTS + 500_000) / 1_000_000) * 100;
}

/**
 * The whole price of a checkout (integer paise throughout, every line whole rupees): the batch's
 * price and discount, then the coupon on what is left, then 18 % GST on the result. A 100 %
 * coupon makes every line after it 0, so the student enrols without paying.
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

/** Paise as the site shows rupees: 8259900 → ₹82,599 (an older 3062413 → ₹30,624.13). */
export function formatPaise(paise: number): string {
  return formatInr(paise / 100);
}
