import { describe, expect, it } from 'vitest';

import { durationWeeks, ZBatchBody } from '@app/shared';

import { newBatchValues } from './batch-form-values.ts';

const COURSE = { price: 34_999, discountPercentage: 12.5, duration_weeks: 24 };

describe('a new batch starts from its course', () => {
  it("takes the course's price, discount and length, starting on a Monday two weeks ahead", () => {
    // 7 January 2027 is a Thursday: two weeks on is the 21st, the next Monday the 25th.
    const v = newBatchValues('a'.repeat(24), COURSE, '2027-01-07');
    expect(v).toMatchObject({
      price: 34_999,
      discount: 12.5,
      discountType: 'percent',
      startDate: '2027-01-25',
      enrollmentEndDate: '2027-01-24',
      endDate: '2027-07-11',
      seats: 60,
    });
    expect(durationWeeks(v.startDate, v.endDate)).toBe(24);
    // Only the name is left to fill in.
    const parsed = ZBatchBody.safeParse(v);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['name']);
  });

  it('a Monday two weeks ahead is the start itself; no course leaves the form empty', () => {
    expect(newBatchValues('c', COURSE, '2027-01-04').startDate).toBe('2027-01-18');
    expect(newBatchValues('c', undefined)).toMatchObject({ startDate: '', discount: 0 });
  });
});
