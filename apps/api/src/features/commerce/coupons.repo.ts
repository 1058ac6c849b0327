import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { normaliseCouponCode, type CouponStatus } from '@app/shared';

import { isOpenOrderSql } from '../../core/payment-view.repo.ts';
import type { Tx } from '../../db/client.ts';
import { containsPattern, countWhere, pageTotal, totalRows } from '../../db/list-query.ts';
import {
  batches,
  coupons,
  courses,
  payments,
  users,
  type CouponRow,
} from '../../db/schema/index.ts';

const creator = alias(users, 'coupon_creator');

/** A coupon's uses: its paid payments (free enrolments are paid payments of 0 too). */
export const paidUses = sql<number>`(select count(*)::int from ${payments} where ${payments.couponId} = ${coupons.id} and ${payments.status} = 'paid')`;

/**
 * Where a coupon stands at `now`, in SQL so the list can filter and page on it: deactivated
 * first, then the dates, then the total limit.
 */
export function couponStatusSql(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<CouponStatus>`(case
    when not ${coupons.isActive} then 'inactive'
    when ${coupons.validFrom} > ${at} then 'scheduled'
    when ${coupons.validUntil} <= ${at} then 'expired'
    when ${coupons.maxRedemptions} is not null and ${paidUses} >= ${coupons.maxRedemptions} then 'exhausted'
    else 'active' end)`;
}

function selectCoupons(db: Tx, now: Date) {
  return db
    .select({
      c: coupons,
      courseTitle: courses.title,
      batchName: batches.name,
      creatorName: sql<string | null>`trim(${creator.firstName} || ' ' || ${creator.lastName})`,
      uses: paidUses.mapWith(Number),
      status: couponStatusSql(now),
      // the match count of a list page (totalRows); free on a read by id
      total: totalRows(),
    })
    .from(coupons)
    .leftJoin(courses, eq(courses.id, coupons.courseId))
    .leftJoin(batches, eq(batches.id, coupons.batchId))
    .leftJoin(creator, eq(creator.id, coupons.createdBy))
    .$dynamic();
}
export type CouponJoinRow = Awaited<
  ReturnType<ReturnType<typeof selectCoupons>['execute']>
>[number];

export async function findCoupons(
  db: Tx,
  q: { search?: string; status?: CouponStatus; limit: number; offset: number },
  now = new Date(),
) {
  const where = and(
    q.search ? sql`${coupons.code} ilike ${containsPattern(q.search)}` : undefined,
    q.status ? sql`${couponStatusSql(now)} = ${q.status}` : undefined,
  );
  const rows = await selectCoupons(db, now)
    .where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = await pageTotal(rows, q.offset, () => countWhere(db, coupons, where));
  return { rows, total };
}

export async function findCoupon(db: Tx, id: string, now = new Date()) {
  const [row] = await selectCoupons(db, now).where(eq(coupons.id, id)).limit(1);
  return row ?? null;
}

/** The bare row, locked for the rest of the transaction (PATCH). */
export async function lockCoupon(db: Tx, id: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function countPaidUses(db: Tx, couponId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.couponId, couponId), eq(payments.status, 'paid')));
  return row?.n ?? 0;
}

export async function codeTaken(db: Tx, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.code, code), exceptId ? ne(coupons.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

export async function insertCoupon(db: Tx, values: typeof coupons.$inferInsert) {
  const [row] = await db.insert(coupons).values(values).returning();
  return row!;
}

export async function updateCoupon(
  db: Tx,
  id: string,
  values: Partial<typeof coupons.$inferInsert>,
) {
  const [row] = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning();
  return row!;
}

export async function findCourseRef(db: Tx, id: string) {
  const [row] = await db
    .select({ id: courses.id, state: courses.state })
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1);
  return row ?? null;
}

export async function findBatchRef(db: Tx, id: string) {
  const [row] = await db
    .select({ id: batches.id, courseId: batches.courseId })
    .from(batches)
    .where(eq(batches.id, id))
    .limit(1);
  return row ?? null;
}

/** Paid payments that used a coupon, newest first. */
export async function findRedemptions(
  db: Tx,
  couponId: string,
  page: { limit: number; offset: number },
) {
  const where: SQL = and(eq(payments.couponId, couponId), eq(payments.status, 'paid'))!;
  const rows = await db
    .select({
      p: {
        id: payments.id,
        couponDiscountPaise: payments.couponDiscountPaise,
        totalPaise: payments.totalPaise,
        paidAt: payments.paidAt,
        createdAt: payments.createdAt,
      },
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phoneNumber,
        email: users.email,
      },
      batch: { id: batches.id, name: batches.name },
      course: { id: courses.id, title: courses.title },
      total: totalRows(),
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(batches, eq(batches.id, payments.batchId))
    .innerJoin(courses, eq(courses.id, payments.courseId))
    .where(where)
    .orderBy(sql`${payments.paidAt} desc nulls last`, desc(payments.createdAt), desc(payments.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await pageTotal(rows, page.offset, () => countWhere(db, payments, where));
  return { rows, total };
}

/** Every course that is not archived, with its batches (the scope pickers). */
export async function findScopeOptions(db: Tx) {
  return db
    .select({
      courseId: courses.id,
      title: courses.title,
      batchId: batches.id,
      batchName: batches.name,
      batchActive: batches.isActive,
    })
    .from(courses)
    .leftJoin(batches, eq(batches.courseId, courses.id))
    .where(ne(courses.state, 'archived'))
    .orderBy(asc(courses.title), asc(courses.id), desc(batches.startDate), asc(batches.id));
}

/** Uses that count against a coupon's limits: all of them, and the student's own. */
export type CouponUsage = { total: number; mine: number };

/**
 * Payments that hold a coupon use: paid ones, manual ones awaiting approval, and online orders
 * still holding their seat (a student who is paying right now keeps their place; an expired
 * order gives the use back when it gives the seat back).
 */
function holdsCouponSql(now = new Date()): SQL {
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
