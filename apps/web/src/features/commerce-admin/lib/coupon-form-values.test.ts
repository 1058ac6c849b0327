import { describe, expect, it } from 'vitest';

import type { Coupon } from '@app/shared';

import { couponFormDefaults, couponPatch, tidyScope } from './coupon-form-values.ts';

const coupon: Coupon = {
  _id: '0123456789abcdef01234567',
  code: 'WELCOME10',
  description: 'Welcome',
  type: 'percentage',
  value: 10,
  validFrom: '2026-01-01T00:00:00.000Z',
  validUntil: '2026-02-01T00:00:00.000Z',
  scope: 'course',
  courseId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  courseTitle: 'Rust',
  batchId: null,
  batchName: null,
  maxRedemptions: null,
  perUserLimit: 1,
  isActive: true,
  redemptionCount: 0,
  status: 'active',
  createdBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('coupon form values', () => {
  it('sends only what changed, comparing instants rather than strings', () => {
    const body = tidyScope({
      ...(couponFormDefaults(coupon) as Required<ReturnType<typeof couponFormDefaults>>),
      validFrom: '2026-01-01T05:30:00+05:30',
      value: 15,
    });
    expect(couponPatch(coupon, body)).toEqual({ value: 15 });
  });

  it('sends both dates when one moves, and clears targets when the scope widens', () => {
    const body = tidyScope({
      ...(couponFormDefaults(coupon) as Required<ReturnType<typeof couponFormDefaults>>),
      validUntil: '2026-03-01T00:00:00+05:30',
      scope: 'all',
    });
    expect(couponPatch(coupon, body)).toEqual({
      validFrom: coupon.validFrom,
      validUntil: '2026-03-01T00:00:00+05:30',
      scope: 'all',
      courseId: null,
    });
  });

  it('starts a new coupon as an active, unlimited percentage coupon for every course', () => {
    expect(couponFormDefaults(null)).toMatchObject({
      scope: 'all',
      maxRedemptions: null,
      perUserLimit: 1,
      isActive: true,
    });
  });
});
