/**
 * Read views several features share (ESLint keeps features from importing one another): the
 * payment as ZPayment with its joins, receipt numbers and the abandoned rule.
 */
import { and, eq, gt, isNull, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { OrderDisplayStatus, Payment } from '@app/shared';

import type { Tx } from '../db/client.ts';
import { batches, courses, payments, users, type PaymentRow } from '../db/schema/index.ts';

const reviewer = alias(users, 'reviewer');
const resolver = alias(users, 'resolver');
const nameOf = (t: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`trim(${t.firstName} || ' ' || ${t.lastName})`;

/** KS-000042: the receipt number students and staff see. */
export function receiptNumber(receiptNo: number | null): string | null {
  return receiptNo === null ? null : `KS-${String(receiptNo).padStart(6, '0')}`;
}

/**
 * The one abandoned rule: a `created` order is abandoned ("Expired") once it no longer holds its
 * seat: the hold ran out (seatHeldUntil passed) or went to the student's newer order (null). The
 * seat counts use the same column (views/batch.ts), so an order stops counting as a seat at the
 * moment the profile and the staff lists start calling it expired.
 */
export function isAbandoned(
  p: Pick<PaymentRow, 'status' | 'seatHeldUntil'>,
  now = new Date(),
): boolean {
  return p.status === 'created' && !(p.seatHeldUntil && p.seatHeldUntil > now);
}
/** isAbandoned in SQL. */
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
 * where/orderBy/limit with the returned dynamic query.
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

/** One payment with its joins, or null. */
export async function findPayment(db: Tx, id: string, extra?: SQL) {
  const [row] = await selectPayments(db)
    .where(extra ? and(eq(payments.id, id), extra) : eq(payments.id, id))
    .limit(1);
  return row ?? null;
}

export function displayStatus(p: PaymentRow, now = new Date()): OrderDisplayStatus {
  return isAbandoned(p, now) ? 'abandoned' : p.status;
}

export function toPayment(row: PaymentJoinRow, now = new Date()): Payment {
  const { p } = row;
  return {
    _id: p.id,
    user: {
      _id: row.user.id,
      name: `${row.user.firstName} ${row.user.lastName}`.trim(),
      phone: row.user.phone ?? '',
      email: row.user.email ?? '',
    },
    batch: { _id: row.batch.id, name: row.batch.name, startDate: row.batch.startDate },
    course: { _id: row.course.id, title: row.course.title },
    method: p.method,
    gateway: p.gateway,
    status: p.status,
    displayStatus: displayStatus(p, now),
    amounts: {
      basePaise: p.basePaise,
      batchDiscountPaise: p.batchDiscountPaise,
      couponDiscountPaise: p.couponDiscountPaise,
      taxablePaise: p.taxablePaise,
      gstPaise: p.gstPaise,
      totalPaise: p.totalPaise,
    },
    couponCode: p.couponCode,
    gatewayOrderId: p.gatewayOrderId,
    gatewayPaymentId: p.gatewayPaymentId,
    failureReason: p.failureReason,
    reference: p.reference,
    hasScreenshot: p.screenshotFileId !== null,
    reviewedBy: p.reviewedBy ? row.reviewerName || 'Staff' : null,
    reviewedAt: p.reviewedAt?.toISOString() ?? null,
    rejectionReason: p.rejectionReason,
    resolvedBy: p.resolvedBy ? row.resolverName || 'Staff' : null,
    resolvedAt: p.resolvedAt?.toISOString() ?? null,
    resolutionNote: p.resolutionNote,
    receiptNumber: receiptNumber(p.receiptNo),
    paidAt: p.paidAt?.toISOString() ?? null,
    seatHeldUntil: p.seatHeldUntil?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
