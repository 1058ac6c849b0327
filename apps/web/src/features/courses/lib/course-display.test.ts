import { describe, expect, it } from 'vitest';

import type { Batch } from '@app/shared';

import { courseInitials } from '@/components/site/course-thumbnail';

import { batchPricing, batchWeeksText, formatBatchDay } from './course-display.ts';

const batch = (over: Partial<Batch>) => ({ ...({} as Batch), ...over }) as Batch;
const inr = (n: number) => `₹${n}`;

describe('course display helpers', () => {
  it('shows a batch length as days ÷ 7 rounded up', () => {
    expect(batchWeeksText(batch({ startDate: '2026-01-05', endDate: '2026-01-12' }))).toBe(
      '1 week',
    );
    expect(batchWeeksText(batch({ startDate: '2026-01-05', endDate: '2026-01-13' }))).toBe(
      '2 weeks',
    );
    expect(batchWeeksText(batch({ startDate: '2026-01-05', endDate: '2026-04-04' }))).toBe(
      '13 weeks',
    );
  });

  it('labels percent and flat batch discounts, and none', () => {
    expect(
      batchPricing(
        batch({ price: 1000, discount: 12.5, discountType: 'percent', finalPrice: 875 }),
        inr,
      ).discountLabel,
    ).toBe('12.5% off');
    expect(
      batchPricing(
        batch({ price: 1000, discount: 200, discountType: 'flat', finalPrice: 800 }),
        inr,
      ).discountLabel,
    ).toBe('₹200 off');
    expect(
      batchPricing(batch({ price: 1000, discount: 0, discountType: 'flat', finalPrice: 1000 }), inr)
        .discountLabel,
    ).toBeNull();
  });

  it('formats a batch day in Indian English without shifting it', () => {
    expect(formatBatchDay('2026-01-05')).toBe('Mon, 5 Jan 2026');
  });

  it('makes initials for the thumbnail fallback', () => {
    expect(courseInitials('Full Stack Web Development')).toBe('FD');
    expect(courseInitials('python')).toBe('PY');
    expect(courseInitials('  ')).toBe('KS');
  });
});
