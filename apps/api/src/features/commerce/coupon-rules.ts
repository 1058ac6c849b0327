import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';

import { COMMERCE_MSG, normaliseCouponCode, type CouponStatus, type CouponType } from '@app/shared';

import type { Tx } from '../../db/client.ts';
import { coupons, payments, type CouponRow } from '../../db/schema/index.ts';
import { isOpenOrderSql } from '../../views/payment.ts';

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

/** Uses that count against a coupon's limits: all of them, and the student's own. */
export type CouponUsage = { total: number; mine: number };

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

/**
 * Payments that hold a coupon use: paid ones, manual ones awaiting approval, and online orders
 * still holding their seat (a student who is paying right now keeps their place; an expired
 * order gives the use back when it gives the seat back).
 */
export function holdsCouponSql(now = new Date()): SQL {
  return or(inArray(payments.status, ['paid', 'pending_approval']), isOpenOrderSql(now))!;
}

/**
 * Counted uses of a coupon. `replacing` leaves out the student's own open online orders for the
 * batch being bought: a new checkout replaces them, so retrying does not use the coupon up.
 */
export async function couponUsage(
  db: Tx,
  couponId: string,
  userId: string,
  now = new Date(),
  replacing?: { batchId: string },
): Promise<CouponUsage> {
  const conds: SQL[] = [eq(payments.couponId, couponId), holdsCouponSql(now)];
  if (replacing) {
    conds.push(
      sql`not (${payments.userId} = ${userId} and ${payments.batchId} = ${replacing.batchId} and ${payments.status} = 'created')`,
    );
  }
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      mine: sql<number>`(count(*) filter (where ${payments.userId} = ${userId}))::int`,
    })
    .from(payments)
    .where(and(...conds));
  return { total: Number(row?.total ?? 0), mine: Number(row?.mine ?? 0) };
}

/** Completed uses (paid payments) per coupon, for staff lists. */
export async function couponRedemptionCounts(db: Tx, couponIds: string[]) {
  if (!couponIds.length) return new Map<string, number>();
  const rows = await db
    .select({ couponId: payments.couponId, n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(inArray(payments.couponId, couponIds), eq(payments.status, 'paid')))
    .groupBy(payments.couponId);
  return new Map(rows.map((r) => [r.couponId!, Number(r.n)]));
}

/**
 * The coupon with this code (any case), or null. `forUpdate` locks its row until the
 * transaction ends, so concurrent checkouts with one coupon count its uses one after another.
 */
export async function findCouponByCode(
  db: Tx,
  code: string,
  opts: { forUpdate?: boolean } = {},
): Promise<CouponRow | null> {
  const normalised = normaliseCouponCode(code);
  if (!/^[A-Z0-9_-]{1,30}$/.test(normalised)) return null;
  const query = db.select().from(coupons).where(eq(coupons.code, normalised)).limit(1);
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row ?? null;
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
