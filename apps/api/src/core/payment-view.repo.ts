import { and, desc, eq, gt, isNull, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Tx } from '../db/client.ts';
import { totalRows } from '../db/list-query.ts';
import { batches, courses, payments, users } from '../db/schema/index.ts';

/**
 * Payments as several features read them (the student's own in checkout, staff lists in
 * commerce, a user's page, a batch's students): with their joins, and the abandoned rule in SQL.
 * core/payment-view.ts turns a row into ZPayment.
 */

const reviewer = alias(users, 'reviewer');
const resolver = alias(users, 'resolver');
const nameOf = (t: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`trim(${t.firstName} || ' ' || ${t.lastName})`;

/** isAbandoned (core/payment-view.ts) in SQL. */
export const isAbandonedSql = (now = new Date()): SQL =>
  and(
    eq(payments.status, 'created'),
    or(isNull(payments.seatHeldUntil), not(gt(payments.seatHeldUntil, now))),
  )!;
/** A `created` order still holding its seat (the student may be paying right now). */
export const isOpenOrderSql = (now = new Date()): SQL =>
  and(eq(payments.status, 'created'), gt(payments.seatHeldUntil, now))!;

/**
 * Payments with their student, batch, course and reviewer names, ready for `toPayment`. Add
 * where/orderBy/limit with the returned dynamic query. Each row also carries `total`, the match
 * count a staff list's page shows (totalRows): free on the one-payment and one-student reads.
 */
export function selectPayments(db: Tx) {
  return db
    .select({
      p: payments,
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phoneNumber,
      },
      batch: { id: batches.id, name: batches.name, startDate: batches.startDate },
      course: { id: courses.id, title: courses.title },
      reviewerName: nameOf(reviewer),
      resolverName: nameOf(resolver),
      total: totalRows(),
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(batches, eq(batches.id, payments.batchId))
    .innerJoin(courses, eq(courses.id, payments.courseId))
    .leftJoin(reviewer, eq(reviewer.id, payments.reviewedBy))
    .leftJoin(resolver, eq(resolver.id, payments.resolvedBy))
    .$dynamic();
}
export type PaymentJoinRow = Awaited<
  ReturnType<ReturnType<typeof selectPayments>['execute']>
>[number];

/** One payment with its joins (only if it is `owner`'s, when given), or null. */
export async function findPayment(db: Tx, id: string, owner?: { userId: string }) {
  const [row] = await selectPayments(db)
    .where(and(eq(payments.id, id), owner ? eq(payments.userId, owner.userId) : undefined))
    .limit(1);
  return row ?? null;
}

/** A student's payments (for one batch, when given) with their joins, newest first. */
export function findPaymentsOf(
  db: Tx,
  of: { userId: string; batchId?: string },
  limit?: number,
): Promise<PaymentJoinRow[]> {
  const query = selectPayments(db)
    .where(
      and(
        eq(payments.userId, of.userId),
        of.batchId ? eq(payments.batchId, of.batchId) : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return limit === undefined ? query : query.limit(limit);
}
