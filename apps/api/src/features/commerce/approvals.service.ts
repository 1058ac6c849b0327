import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import { COMMERCE_MSG, paginate, type Payment, type ZApprovalsQuery } from '@app/shared';

import { recordActivity } from '../../core/activity-log.ts';
import { conflict, notFound } from '../../core/errors.ts';
import type { FileStore } from '../../core/file-store.ts';
import { toPayment } from '../../core/payment-view.ts';
import type { Db, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordPaymentEvent } from './fulfil.repo.ts';
import { markPaymentPaid } from './fulfil.ts';
import { notifyRejected } from './notices.ts';
import * as repo from './payments-admin.repo.ts';
import { loadPayment, paymentId } from './payments-admin.service.ts';
import { APPROVAL_REFUSED } from './refusal.ts';

type Deps = { db: Db };

export async function listApprovals(deps: Deps, q: z.output<typeof ZApprovalsQuery>) {
  const now = new Date();
  const { rows, total } = await repo.findApprovals(deps.db, q, {
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return {
    payments: rows.map((r) => toPayment(r, now)),
    pagination: paginate(total, q.page, q.limit),
  };
}

/** The screenshot a student uploaded with a manual payment (private: staff only). */
export async function readScreenshot(deps: Deps & { files: FileStore }, raw: string) {
  const id = paymentId(raw);
  const file = await repo.findScreenshot(deps.db, id);
  const bytes = file ? await deps.files.get(file.storageKey) : null;
  if (!file || !bytes) throw notFound(COMMERCE_MSG.noScreenshot);
  return { mime: file.mime, bytes };
}

/** Why a payment cannot be reviewed: it does not exist (404) or is no longer waiting (409). */
async function notReviewable(tx: Tx, id: string): Promise<never> {
  if (!(await repo.paymentExists(tx, id))) throw notFound(COMMERCE_MSG.paymentNotFound);
  throw conflict(COMMERCE_MSG.approvalNotPending);
}

/**
 * Approves a manual payment: it becomes paid and the student is enrolled, a linked Kodr
 * registration marked paid and the student told (fulfil.ts). markPaymentPaid's conditional
 * UPDATE lets only one of an approve and a reject racing for the same payment through. When
 * the student can no longer be enrolled (batch closed or full, already enrolled) staff get a
 * 409 saying so and the payment stays waiting, to be rejected (and refunded) or approved later.
 */
export async function approvePayment(deps: Deps, req: FastifyRequest, raw: string) {
  const id = paymentId(raw);
  return inTransaction(deps.db, async (tx) => {
    const reviewerId = req.sessionUser?.id ?? null;
    const done = await markPaymentPaid(tx, id, { way: 'manual', reviewerId });
    if (done.refusal) throw conflict(APPROVAL_REFUSED[done.refusal]);
    const { changed, payment } = done;
    if (!changed || !payment) return notReviewable(tx, id);
    await recordPaymentEvent(tx, {
      paymentId: id,
      source: 'staff',
      event: 'approved',
      outcome: 'Manual payment approved',
    });
    await recordActivity(tx, req, {
      action: 'payment.approve',
      entity: 'payment',
      entityId: id,
      before: { status: 'pending_approval' },
      after: { status: 'paid', receiptNo: payment.receiptNo },
    });
    return loadPayment(tx, id);
  });
}

/** Rejects a manual payment with a reason and tells the student by SMS and e-mail. */
export async function rejectPayment(
  deps: Deps,
  req: FastifyRequest,
  raw: string,
  reason: string,
): Promise<Payment> {
  const id = paymentId(raw);
  return inTransaction(deps.db, async (tx) => {
    const done = await repo.rejectPayment(tx, id, {
      reviewedBy: req.sessionUser?.id ?? null,
      reason,
    });
    if (!done) return notReviewable(tx, id);
    const payment = await loadPayment(tx, id);
    await recordPaymentEvent(tx, {
      paymentId: id,
      source: 'staff',
      event: 'rejected',
      outcome: reason.slice(0, 200),
    });
    await recordActivity(tx, req, {
      action: 'payment.reject',
      entity: 'payment',
      entityId: id,
      before: { status: 'pending_approval' },
      after: { status: 'rejected', rejectionReason: reason },
    });
    await notifyRejected(tx, payment, reason);
    return payment;
  });
}
