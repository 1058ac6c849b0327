import type { OrderDisplayStatus, Payment } from '@app/shared';

import type { PaymentRow } from '../db/schema/index.ts';
import type { PaymentJoinRow } from './payment-view.repo.ts';

/**
 * The payment as every answer shows it (ZPayment), with receipt numbers and the abandoned rule:
 * checkout, the staff payment screens, a user's page and a batch's students all show payments.
 */

/** KS-000042: the receipt number students and staff see. */
export function receiptNumber(receiptNo: number | null): string | null {
  return receiptNo === null ? null : `KS-${String(receiptNo).padStart(6, '0')}`;
}

/**
 * The one abandoned rule: a `created` order is abandoned ("Expired") once it no longer holds its
 * seat: the hold ran out (seatHeldUntil passed) or went to the student's newer order (null). The
 * seat counts use the same column (core/seats.repo.ts), so an order stops counting as a seat at
 * the moment the profile and the staff lists start calling it expired. isAbandonedSql
 * (core/payment-view.repo.ts) is the same rule in SQL.
 */
function isAbandoned(p: Pick<PaymentRow, 'status' | 'seatHeldUntil'>, now = new Date()): boolean {
  return p.status === 'created' && !(p.seatHeldUntil && p.seatHeldUntil > now);
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
