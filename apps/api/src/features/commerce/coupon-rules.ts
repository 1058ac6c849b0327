import { COMMERCE_MSG, type CouponStatus, type CouponType } from '@app/shared';

import type { Tx } from '../../db/client.ts';
import type { CouponRow } from '../../db/schema/index.ts';
import { couponUsage, findCouponByCode, type CouponUsage } from './coupons.repo.ts';

/**
 * The coupon rules, in one place for checkout (quote and order) and for staff screens. The
 * judgement itself (`couponProblem`) is pure: the caller brings the coupon row, the moment and
 * the counted uses, so the edges can be tested exactly.
 */

/** The stored value (×100: basis points or paise) as the number people type: 1250 → 12.5. */
export function couponValue(row: Pick<CouponRow, 'valueX100'>): number {
  return row.valueX100 / 100;
}

/** What quoteAmounts() takes: percent or rupees, 2 decimals, exact. */
export function couponForQuote(row: Pick<CouponRow, 'type' | 'valueX100'>): {
  type: CouponType;
  value: number;
} {
  return { type: row.type, value: couponValue(row) };
}

export type CouponTarget = { courseId: string; batchId: string };

/**
 * Why a coupon cannot be used here and now, or null when it can. Checked in the order a student
 * can act on: existence, switched off, dates (valid from `validFrom` inclusive until
 * `validUntil` exclusive), where it applies, then the limits.
 */
export function couponProblem(
  coupon: CouponRow | null,
  target: CouponTarget,
  usage: CouponUsage,
  now: Date,
): string | null {
  if (!coupon) return COMMERCE_MSG.couponUnknown;
  if (!coupon.isActive) return COMMERCE_MSG.couponInactive;
  if (now.getTime() < coupon.validFrom.getTime()) return COMMERCE_MSG.couponNotYetValid;
  if (now.getTime() >= coupon.validUntil.getTime()) return COMMERCE_MSG.couponExpired;
  if (coupon.scope === 'course' && coupon.courseId !== target.courseId) {
    return COMMERCE_MSG.couponWrongCourse;
  }
  if (coupon.scope === 'batch' && coupon.batchId !== target.batchId) {
    return COMMERCE_MSG.couponWrongBatch;
  }
  if (coupon.maxRedemptions !== null && usage.total >= coupon.maxRedemptions) {
    return COMMERCE_MSG.couponExhausted;
  }
  if (usage.mine >= coupon.perUserLimit) return COMMERCE_MSG.couponUsedByYou;
  return null;
}

/** Where a coupon stands for staff lists (not per student): see COUPON_STATUS_LABELS. */
export function couponStatus(coupon: CouponRow, usedTotal: number, now = new Date()): CouponStatus {
  if (!coupon.isActive) return 'inactive';
  if (now.getTime() >= coupon.validUntil.getTime()) return 'expired';
  if (coupon.maxRedemptions !== null && usedTotal >= coupon.maxRedemptions) return 'exhausted';
  if (now.getTime() < coupon.validFrom.getTime()) return 'scheduled';
  return 'active';
}

export type CouponCheck =
  { ok: true; coupon: CouponRow } | { ok: false; coupon: CouponRow | null; message: string };

/** Looks a code up and judges it for one student and batch (locking the row when asked). */
export async function checkCoupon(
  db: Tx,
  code: string,
  who: { userId: string } & CouponTarget,
  opts: { now?: Date; forUpdate?: boolean } = {},
): Promise<CouponCheck> {
  const now = opts.now ?? new Date();
  const coupon = await findCouponByCode(db, code, { forUpdate: opts.forUpdate });
  const usage = coupon
    ? await couponUsage(db, coupon.id, who.userId, now, { batchId: who.batchId })
    : { total: 0, mine: 0 };
  const message = couponProblem(coupon, who, usage, now);
  return message === null ? { ok: true, coupon: coupon! } : { ok: false, coupon, message };
}
