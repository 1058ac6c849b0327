import { describe, expect, it } from 'vitest';

import {
  batchFinalPrice,
  batchStatus,
  COURSES_MSG,
  courseFinalPrice,
  durationWeeks,
  roundedDiscountPaise,
  istToday,
  isValidBatchId,
  ZBatchBody,
  ZBatchPatchBody,
  ZCourseBody,
  ZCourseListQuery,
} from '../index.ts';

const batch = {
  name: 'Weekend Batch',
  course: 'a'.repeat(24),
  startDate: '2026-01-10',
  endDate: '2026-04-10',
  enrollmentEndDate: '2026-01-08',
  price: 34999,
};
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('batchFinalPrice: whole rupees, the discount rounded to the nearest rupee (halves off)', () => {
  it.each<[number, number, 'percent' | 'flat', number]>([
    [34999, 12.5, 'percent', 30624], // ₹4,374.875 off → ₹4,375 off
    [34999, 0, 'percent', 34999],
    [34999, 100, 'percent', 0],
    [34999, 10, 'percent', 31499], // ₹3,499.90 off → ₹3,500 off
    [999, 33.33, 'percent', 666], // ₹332.9667 off → ₹333 off
    [19999, 20, 'percent', 15999], // ₹3,999.80 off → ₹4,000 off
    [1000, 0.05, 'percent', 999], // ₹0.50 off: the half goes to the buyer
    [1000, 0.04, 'percent', 1000], // ₹0.40 off rounds to nothing
    [34999, 5000, 'flat', 29999],
    [34999, 34999, 'flat', 0],
    [1000, 0.5, 'flat', 999],
    [1000, 0.49, 'flat', 1000],
    [34999, 150, 'percent', 0], // clamped (the schemas refuse it)
    [100, 500, 'flat', 0], // clamped
  ])('%d with %d %s → %d', (price, discount, type, expected) => {
    expect(batchFinalPrice(price, discount, type)).toBe(expected);
  });

  it('is always a whole number of rupees, never above the price nor below 0', () => {
    for (let p = 0; p <= 100; p += 0.25) {
      const v = batchFinalPrice(34999, p, 'percent');
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeLessThanOrEqual(34999);
      expect(v).toBeGreaterThanOrEqual(0);
    }
    for (let f = 0; f <= 1000; f += 0.37)
      expect(Number.isInteger(batchFinalPrice(999, f, 'flat'))).toBe(true);
  });

  it('roundedDiscountPaise is the one rule (percent and flat), capped at the amount', () => {
    expect(roundedDiscountPaise(3_499_900, 'percent', 12.5)).toBe(437_500);
    expect(roundedDiscountPaise(3_499_900, 'flat', 5000)).toBe(500_000);
    expect(roundedDiscountPaise(100_000, 'flat', 2000)).toBe(100_000);
    expect(roundedDiscountPaise(100_000, 'percent', 0)).toBe(0);
    expect(roundedDiscountPaise(0, 'percent', 50)).toBe(0);
    expect(roundedDiscountPaise(100_000, 'percent', Number.NaN)).toBe(0);
    // the largest price the schemas allow stays exact
    expect(roundedDiscountPaise(1_000_000_000, 'percent', 33.33)).toBe(333_300_000);
  });

  it('courseFinalPrice is the percent rule', () => {
    expect(courseFinalPrice(34999, 12.5)).toBe(30624);
  });
});

describe('durationWeeks: days ÷ 7 rounded up', () => {
  it.each([
    ['2026-01-01', '2026-01-08', 1],
    ['2026-01-01', '2026-01-09', 2],
    ['2026-01-01', '2026-06-18', 24],
    ['2026-03-01', '2026-03-01', 0],
  ])('%s → %s = %d', (a, b, w) => expect(durationWeeks(a, b)).toBe(w));
});

describe('batchStatus and istToday', () => {
  it('follows the calendar', () => {
    expect(batchStatus('2026-02-01', '2026-03-01', '2026-01-31')).toBe('upcoming');
    expect(batchStatus('2026-02-01', '2026-03-01', '2026-02-01')).toBe('ongoing');
    expect(batchStatus('2026-02-01', '2026-03-01', '2026-03-01')).toBe('ongoing');
    expect(batchStatus('2026-02-01', '2026-03-01', '2026-03-02')).toBe('completed');
  });
  it('is the IST date (UTC 20:00 is the next day in India)', () => {
    expect(istToday(new Date('2026-01-01T20:00:00Z'))).toBe('2026-01-02');
    expect(istToday(new Date('2026-01-01T18:00:00Z'))).toBe('2026-01-01');
  });
});

describe('ZBatchBody rules', () => {
  it('accepts a valid batch with defaults', () => {
    const r = ZBatchBody.parse(batch);
    expect(r).toMatchObject({
      discount: 0,
      discountType: 'percent',
      currency: 'INR',
      isActive: true,
    });
  });
  it('enrollmentEndDate may equal startDate', () => {
    expect(ZBatchBody.safeParse({ ...batch, enrollmentEndDate: batch.startDate }).success).toBe(
      true,
    );
  });
  it.each<[string, Record<string, unknown>, string]>([
    [
      'enrolment after start',
      { enrollmentEndDate: '2026-01-11' },
      COURSES_MSG.enrollmentAfterStart,
    ],
    ['end equal to start', { endDate: '2026-01-10' }, COURSES_MSG.endNotAfterStart],
    ['end before start', { endDate: '2026-01-01' }, COURSES_MSG.endNotAfterStart],
    ['percent over 100', { discount: 100.5 }, COURSES_MSG.percentOver100],
    ['flat over price', { discount: 35000, discountType: 'flat' }, COURSES_MSG.flatOverPrice],
    ['negative discount', { discount: -1 }, COURSES_MSG.discountNegative],
    ['3 decimals', { discount: 12.555 }, COURSES_MSG.discountDecimals],
    ['empty name', { name: '  ' }, COURSES_MSG.batchNameRequired],
    ['fractional price', { price: 10.5 }, COURSES_MSG.priceInvalid],
    ['zero seats', { seats: 0 }, COURSES_MSG.seatsInvalid],
  ])('refuses %s', (_label, change, message) => {
    expect(messages(ZBatchBody.safeParse({ ...batch, ...change }))).toContain(message);
  });
  it('patch: at least one field; rules on the fields given', () => {
    expect(messages(ZBatchPatchBody.safeParse({}))).toEqual([COURSES_MSG.nothingToUpdate]);
    expect(ZBatchPatchBody.safeParse({ isActive: false }).success).toBe(true);
    expect(messages(ZBatchPatchBody.safeParse({ discount: 101, discountType: 'percent' }))).toEqual(
      [COURSES_MSG.percentOver100],
    );
    expect(ZBatchPatchBody.safeParse({ course: 'b'.repeat(24) }).success).toBe(false);
  });
});

describe('ids, course body and list query', () => {
  it('batch id must be 24 hex characters', () => {
    expect(isValidBatchId('0123456789abcdef01234567')).toBe(true);
    expect(isValidBatchId('0123456789abcdef0123456')).toBe(false);
    expect(isValidBatchId('0123456789abcdef0123456z')).toBe(false);
    expect(isValidBatchId(42)).toBe(false);
  });
  it('course body defaults metaData (English, Intermediate)', () => {
    const c = ZCourseBody.parse({ title: 'X', price: 100, duration_weeks: 4 });
    expect(c.metaData.language).toBe('English');
    expect(c.metaData.difficulty).toBe('Intermediate');
    expect(c.state).toBe('draft');
    expect(messages(ZCourseBody.safeParse({ title: '', price: 1, duration_weeks: 1 }))).toContain(
      COURSES_MSG.titleRequired,
    );
    expect(
      messages(
        ZCourseBody.safeParse({ title: 'X', price: 1, duration_weeks: 1, discountPercentage: 101 }),
      ),
    ).toContain(COURSES_MSG.discountPercentRange);
  });
  it('list query coerces the max price', () => {
    expect(ZCourseListQuery.parse({ price: '25000' }).price).toBe(25000);
    expect(ZCourseListQuery.safeParse({ difficulty: 'Expert' }).success).toBe(false);
  });
});
