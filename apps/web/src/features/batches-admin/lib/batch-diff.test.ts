import { describe, expect, it } from 'vitest';

import type { Batch, BatchBodyParsed } from '@app/shared';

import { changedFields } from './batch-diff.ts';

// What the stored batch and the form's values share.
const same = {
  name: 'Weekend',
  course: 'c1',
  startDate: '2030-01-10',
  endDate: '2030-04-10',
  enrollmentEndDate: '2030-01-05',
  price: 30000,
  discount: 10,
  discountType: 'percent',
  priceTitle: 'Early bird',
  seats: 40,
  isActive: true,
} as const;
const stored = { ...same, _id: 'b1', mentors: [{ _id: 'm1', name: 'Kavya' }] } as Batch;
const form: BatchBodyParsed = { ...same, currency: 'INR', mentors: ['m1'] };

describe('changedFields', () => {
  it('is empty when nothing changed', () => {
    expect(changedFields(stored, form)).toEqual({});
  });
  it('sends only what changed', () => {
    expect(
      changedFields(stored, { ...form, name: 'Renamed', discount: 500, discountType: 'flat' }),
    ).toEqual({ name: 'Renamed', discount: 500, discountType: 'flat' });
    expect(changedFields(stored, { ...form, mentors: ['m1', 'm2'] })).toEqual({
      mentors: ['m1', 'm2'],
    });
    expect(changedFields(stored, { ...form, isActive: false })).toEqual({ isActive: false });
  });
});
