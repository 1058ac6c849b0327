import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COMMERCE_MSG, quoteAmounts } from '@app/shared';

import { newId } from '../../core/ids.ts';
import { payments, type CouponRow } from '../../db/schema/index.ts';
import { createTestContext, createUser, type TestContext } from '../../test/harness.ts';
import { insertBatch, insertCoupon, insertCourse } from './checkout.fixtures.ts';
import {
  checkCoupon,
  couponForQuote,
  couponProblem,
  couponStatus,
  couponValue,
} from './coupon-rules.ts';
import { couponRedemptionCounts, couponUsage, findCouponByCode } from './coupons.repo.ts';

const NOW = new Date('2026-01-15T06:30:00.000Z');
const COURSE = 'c'.repeat(24);
const BATCH = 'b'.repeat(24);
const target = { courseId: COURSE, batchId: BATCH };
const unused = { total: 0, mine: 0 };

function coupon(over: Partial<CouponRow> = {}): CouponRow {
  return {
    id: 'a'.repeat(24),
    code: 'SAVE10',
    description: '',
    type: 'percentage',
    valueX100: 1000,
    validFrom: new Date(NOW.getTime() - 86_400_000),
    validUntil: new Date(NOW.getTime() + 86_400_000),
    scope: 'all',
    courseId: null,
    batchId: null,
    maxRedemptions: null,
    perUserLimit: 1,
    isActive: true,
    createdBy: null,
    updatedBy: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...over,
  };
}

describe('couponProblem (pure)', () => {
  it('usable inside its window; validFrom inclusive, validUntil exclusive (to the millisecond)', () => {
    expect(couponProblem(coupon(), target, unused, NOW)).toBeNull();
    expect(couponProblem(coupon({ validFrom: NOW }), target, unused, NOW)).toBeNull();
    expect(
      couponProblem(coupon({ validFrom: new Date(NOW.getTime() + 1) }), target, unused, NOW),
    ).toBe(COMMERCE_MSG.couponNotYetValid);
    expect(couponProblem(coupon({ validUntil: NOW }), target, unused, NOW)).toBe(
      COMMERCE_MSG.couponExpired,
    );
    expect(
      couponProblem(coupon({ validUntil: new Date(NOW.getTime() + 1) }), target, unused, NOW),
    ).toBeNull();
  });

  it('unknown, inactive, scopes', () => {
    expect(couponProblem(null, target, unused, NOW)).toBe(COMMERCE_MSG.couponUnknown);
    expect(couponProblem(coupon({ isActive: false }), target, unused, NOW)).toBe(
      COMMERCE_MSG.couponInactive,
    );
    // inactive wins over dates: the student cannot wait it out
    expect(couponProblem(coupon({ isActive: false, validUntil: NOW }), target, unused, NOW)).toBe(
      COMMERCE_MSG.couponInactive,
    );
    const course = coupon({ scope: 'course', courseId: COURSE });
    expect(couponProblem(course, target, unused, NOW)).toBeNull();
    expect(couponProblem(course, { ...target, courseId: 'd'.repeat(24) }, unused, NOW)).toBe(
      COMMERCE_MSG.couponWrongCourse,
    );
    const batch = coupon({ scope: 'batch', batchId: BATCH, courseId: COURSE });
    expect(couponProblem(batch, target, unused, NOW)).toBeNull();
    expect(couponProblem(batch, { ...target, batchId: 'e'.repeat(24) }, unused, NOW)).toBe(
      COMMERCE_MSG.couponWrongBatch,
    );
  });

  it('limits at their edges: total first, then per student', () => {
    const c = coupon({ maxRedemptions: 3, perUserLimit: 2 });
    expect(couponProblem(c, target, { total: 2, mine: 1 }, NOW)).toBeNull();
    expect(couponProblem(c, target, { total: 3, mine: 0 }, NOW)).toBe(COMMERCE_MSG.couponExhausted);
    expect(couponProblem(c, target, { total: 3, mine: 2 }, NOW)).toBe(COMMERCE_MSG.couponExhausted);
    expect(couponProblem(c, target, { total: 2, mine: 2 }, NOW)).toBe(COMMERCE_MSG.couponUsedByYou);
    const unlimited = coupon({ maxRedemptions: null, perUserLimit: 1000 });
    expect(couponProblem(unlimited, target, { total: 1e6, mine: 999 }, NOW)).toBeNull();
  });

  it('status for staff lists', () => {
    expect(couponStatus(coupon(), 0, NOW)).toBe('active');
    expect(couponStatus(coupon({ isActive: false }), 0, NOW)).toBe('inactive');
    expect(couponStatus(coupon({ validUntil: NOW }), 0, NOW)).toBe('expired');
    expect(couponStatus(coupon({ validFrom: new Date(NOW.getTime() + 1) }), 0, NOW)).toBe(
      'scheduled',
    );
    expect(couponStatus(coupon({ maxRedemptions: 2 }), 2, NOW)).toBe('exhausted');
  });

  it('stored ×100 values convert exactly for quoteAmounts', () => {
    expect(couponValue(coupon({ valueX100: 1250 }))).toBe(12.5);
    expect(couponForQuote(coupon({ type: 'flat', valueX100: 50_050 }))).toEqual({
      type: 'flat',
      value: 500.5,
    });
    const batch = { price: 999, discount: 0, discountType: 'percent' as const };
    // ₹999 × 33.33 % = ₹332.97 → ₹333 (whole rupees)
    expect(
      quoteAmounts(batch, couponForQuote(coupon({ valueX100: 3333 }))).couponDiscountPaise,
    ).toBe(33_300);
    expect(quoteAmounts(batch, couponForQuote(coupon({ valueX100: 10_000 }))).totalPaise).toBe(0);
    // 0.01 % of ₹999 is 10 paise: rounds to nothing
    expect(quoteAmounts(batch, couponForQuote(coupon({ valueX100: 1 }))).couponDiscountPaise).toBe(
      0,
    );
  });
});

describe('coupon uses in the database', () => {
  let ctx: TestContext;
  let courseId: string;
  let batchId: string;
  let otherBatchId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    courseId = await insertCourse(ctx.db);
    batchId = (await insertBatch(ctx.db, courseId)).id;
    otherBatchId = (await insertBatch(ctx.db, courseId)).id;
  });
  afterAll(() => ctx.close());

  const amounts = {
    basePaise: 100,
    batchDiscountPaise: 0,
    couponDiscountPaise: 10,
    taxablePaise: 90,
    gstPaise: 16,
    totalPaise: 106,
  };

  it('counts paid, awaiting approval and held orders; not expired, failed or rejected', async () => {
    const c = await insertCoupon(ctx.db, { code: 'COUNTME', maxRedemptions: 10 });
    const me = (await createUser(ctx.db)).id;
    const you = (await createUser(ctx.db)).id;
    const now = new Date();
    const held = new Date(now.getTime() + 15 * 60_000);
    /** `heldUntil`: the seat hold of an online order (null: given back to a newer order) */
    const row = (
      userId: string,
      status: 'paid' | 'created' | 'failed' | 'rejected' | 'pending_approval',
      heldUntil: Date | null = held,
      b = batchId,
    ) => ({
      userId,
      batchId: b,
      courseId,
      couponId: c.id,
      couponCode: c.code,
      method:
        status === 'pending_approval' || status === 'rejected'
          ? ('manual' as const)
          : ('online' as const),
      status,
      seatHeldUntil: status === 'created' || status === 'failed' ? heldUntil : null,
      ...amounts,
    });
    await ctx.db.insert(payments).values([
      row(you, 'paid'),
      row(you, 'pending_approval'),
      row(you, 'created'),
      row(you, 'created', new Date(now.getTime() + 1)), // held a moment longer: still counts
      row(you, 'created', now), // the hold ends exactly now: expired
      row(you, 'created', null), // its seat went to a newer order: expired
      row(you, 'failed'),
      row(you, 'rejected'),
      row(me, 'paid', null, otherBatchId),
      row(me, 'created', held, batchId), // my own open order for this batch
    ]);
    expect(await couponUsage(ctx.db, c.id, me, now)).toEqual({ total: 6, mine: 2 });
    // buying this batch again replaces my open order for it
    expect(await couponUsage(ctx.db, c.id, me, now, { batchId })).toEqual({ total: 5, mine: 1 });
    expect((await couponRedemptionCounts(ctx.db, [c.id, newId()])).get(c.id)).toBe(2);

    const check = await checkCoupon(
      ctx.db,
      ' countme ',
      { userId: me, courseId, batchId },
      { now },
    );
    expect(check).toMatchObject({ ok: false, message: COMMERCE_MSG.couponUsedByYou });
    const fresh = (await createUser(ctx.db)).id;
    expect(
      (await checkCoupon(ctx.db, 'COUNTME', { userId: fresh, courseId, batchId }, { now })).ok,
    ).toBe(true);
  });

  it('codes are found in any case; junk is simply unknown', async () => {
    await insertCoupon(ctx.db, { code: 'MIXED_Case-1'.toUpperCase() });
    expect((await findCouponByCode(ctx.db, 'mixed_case-1'))?.code).toBe('MIXED_CASE-1');
    expect(await findCouponByCode(ctx.db, "x' or 1=1 --")).toBeNull();
    expect(await findCouponByCode(ctx.db, '')).toBeNull();
  });
});
