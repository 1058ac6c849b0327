import { describe, expect, it } from 'vitest';

import {
  couponDiscountPaise,
  formatPaise,
  GST_LABEL,
  GST_NOTE,
  gstPaise,
  quoteAmounts,
  type QuoteAmounts,
} from '../index.ts';

const FULL_STACK = { price: 34999, discount: 12.5, discountType: 'percent' as const };
const isWholeRupees = (a: QuoteAmounts) =>
  Object.values(a).every((paise) => Number.isInteger(paise) && paise % 100 === 0);

describe('quoteAmounts: every line in whole rupees', () => {
  it('a percent batch discount, then 18 % GST on top', () => {
    expect(quoteAmounts(FULL_STACK)).toEqual({
      basePaise: 3_499_900,
      batchDiscountPaise: 437_500, // ₹4,374.875 → ₹4,375
      couponDiscountPaise: 0,
      taxablePaise: 3_062_400,
      gstPaise: 551_200, // 18 % of ₹30,624 = ₹5,512.32 → ₹5,512
      totalPaise: 3_613_600,
    });
  });

  it('a flat batch discount', () => {
    const a = quoteAmounts({ price: 34999, discount: 5000, discountType: 'flat' });
    expect(a).toMatchObject({ batchDiscountPaise: 500_000, taxablePaise: 2_999_900 });
    expect(a.gstPaise).toBe(540_000); // ₹5,399.82 → ₹5,400
    expect(a.totalPaise).toBe(3_539_900);
  });

  it('a coupon stacks on what the batch discount left, and is rounded by the same rule', () => {
    const pct = quoteAmounts(FULL_STACK, { type: 'percentage', value: 12.5 });
    // 12.5 % of ₹30,624 = ₹3,828 exactly
    expect(pct).toMatchObject({ batchDiscountPaise: 437_500, couponDiscountPaise: 382_800 });
    expect(pct.taxablePaise).toBe(2_679_600);
    expect(pct.gstPaise).toBe(482_300); // ₹4,823.28
    const odd = quoteAmounts(FULL_STACK, { type: 'percentage', value: 33.33 });
    expect(odd.couponDiscountPaise).toBe(1_020_700); // ₹10,206.98 → ₹10,207
    const flat = quoteAmounts(FULL_STACK, { type: 'flat', value: 500.5 });
    expect(flat.couponDiscountPaise).toBe(50_100); // a half rupee goes to the buyer
    for (const a of [pct, odd, flat]) expect(isWholeRupees(a)).toBe(true);
  });

  it('a 100 % coupon, or a flat one above the price, makes it ₹0 with no GST', () => {
    for (const coupon of [
      { type: 'percentage' as const, value: 100 },
      { type: 'flat' as const, value: 99_999 },
    ]) {
      expect(quoteAmounts(FULL_STACK, coupon)).toMatchObject({
        couponDiscountPaise: 3_062_400,
        taxablePaise: 0,
        gstPaise: 0,
        totalPaise: 0,
      });
    }
    expect(quoteAmounts({ price: 0, discount: 0, discountType: 'percent' }).totalPaise).toBe(0);
  });

  it('is whole rupees for any discount and coupon (a sweep)', () => {
    for (let d = 0; d <= 100; d += 2.75) {
      for (let c = 0; c <= 100; c += 7.25) {
        const a = quoteAmounts(
          { price: 27_999, discount: d, discountType: 'percent' },
          { type: 'percentage', value: c },
        );
        expect(isWholeRupees(a), `${d} ${c}`).toBe(true);
        expect(a.totalPaise).toBe(a.taxablePaise + a.gstPaise);
        expect(a.basePaise - a.batchDiscountPaise - a.couponDiscountPaise).toBe(a.taxablePaise);
      }
    }
  });
});

describe('money as the site shows it', () => {
  it('writes paise as rupees with Indian grouping, paise only when there are any', () => {
    expect(formatPaise(12_34_56_700)).toBe('₹12,34,567');
    expect(formatPaise(1_234_500)).toBe('₹12,345');
    expect(formatPaise(0)).toBe('₹0');
    expect(formatPaise(99_950)).toBe('₹999.50');
    expect(formatPaise(8_259_950)).toBe('₹82,599.50');
    expect(formatPaise(10_000_000)).toBe('₹1,00,000');
  });
});

describe('GST line', () => {
  it('is 18 % to the nearest rupee, a half rupee up: the Kodr fee is ₹82,599', () => {
    expect(gstPaise(6_999_900)).toBe(1_260_000);
    expect(formatPaise(6_999_900 + gstPaise(6_999_900))).toBe('₹82,599');
    expect(gstPaise(27_500)).toBe(5_000); // ₹49.50 → ₹50
    expect(gstPaise(27_200)).toBe(4_900); // ₹48.96 → ₹49
    expect(gstPaise(0)).toBe(0);
    expect(gstPaise(-100)).toBe(0);
  });

  it('list prices say GST comes on top; checkout names the line', () => {
    expect(GST_NOTE).toBe('+ 18% GST');
    expect(GST_LABEL).toBe('GST (18%)');
  });

  it('couponDiscountPaise never takes more than the amount', () => {
    expect(couponDiscountPaise(10_000, 'flat', 500)).toBe(10_000);
    expect(couponDiscountPaise(10_000, 'percentage', 0)).toBe(0);
  });
});
