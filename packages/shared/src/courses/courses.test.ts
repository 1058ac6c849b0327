import { describe, expect, it } from 'vitest';

import {
  batchFinalPrice,
  batchStatus,
  COURSES_MSG,
  courseFinalPrice,
  durationWeeks,
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

describe('batchFinalPrice (paise arithmetic, payable rounded to the nearest paisa, halves up)', () => {
  it.each<[number, number, 'percent' | 'flat', number]>([
    [34999, 12.5, 'percent', 30624.13], // 3,062,412.5 paise → 3,062,413
    [34999, 0, 'percent', 34999],
    [34999, 100, 'percent', 0],
    [34999, 10, 'percent', 31499.1],
    [999, 33.33, 'percent', 666.03], // 66,603.33 paise → 66,603
    [19999, 20, 'percent', 15999.2],
    [34999, 5000, 'flat', 29999],
    [34999, 34999, 'flat', 0],
    [1000, 0.01, 'flat', 999.99],
    [34999, 150, 'percent', 0], // clamped (the schemas refuse it)
    [100, 500, 'flat', 0], // clamped
  ])('%d with %d %s → %d', (price, discount, type, expected) => {
    expect(batchFinalPrice(price, discount, type)).toBe(expected);
  });

  it('never drifts: every whole-percent discount of a rupee price has at most 2 decimals', () => {
    for (let p = 0; p <= 100; p += 0.25) {
      const v = batchFinalPrice(34999, p, 'percent');
      expect(Math.round(v * 100) / 100).toBe(v);
      expect(v).toBeLessThanOrEqual(34999);
    }
  });

  it('courseFinalPrice is the percent rule', () => {
    expect(courseFinalPrice(34999, 12.5)).toBe(30624.13);
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
