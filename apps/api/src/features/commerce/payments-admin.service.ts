import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import {
  COMMERCE_MSG,
  ID_PATTERN,
  paginate,
  type Payment,
  type PaymentEvent,
  type ZFailedPaymentsQuery,
} from '@app/shared';

import { recordActivity } from '../../core/activity-log.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { findPayment } from '../../core/payment-view.repo.ts';
import { toPayment } from '../../core/payment-view.ts';
import type { Db, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordPaymentEvent } from './fulfil.repo.ts';
import { notifyRefunded } from './notices.ts';
import * as repo from './payments-admin.repo.ts';

type Deps = { db: Db };

/** A payment id from a path: anything that is not 24 hex characters is simply not found. */
export function paymentId(raw: string): string {
  if (!ID_PATTERN.test(raw)) throw notFound(COMMERCE_MSG.paymentNotFound);
  return raw;
}

/** One payment as staff see it, or 404. */
export async function loadPayment(db: Tx, id: string): Promise<Payment> {
  const row = await findPayment(db, id);
  if (!row) throw notFound(COMMERCE_MSG.paymentNotFound);
  return toPayment(row);
}

export async function listFailedPayments(deps: Deps, q: z.output<typeof ZFailedPaymentsQuery>) {
  const now = new Date();
  const { rows, total } = await repo.findFailedPayments(
    deps.db,
    q,
    { limit: q.limit, offset: (q.page - 1) * q.limit },
    now,
  );
  return {
    payments: rows.map((r) => toPayment(r, now)),
    pagination: paginate(total, q.page, q.limit),
  };
}

export async function getPaymentDetail(deps: Deps, raw: string) {
  const id = paymentId(raw);
  const payment = await loadPayment(deps.db, id);
  const events: PaymentEvent[] = (await repo.findEvents(deps.db, id)).map((e) => ({
    _id: e.id,
    source: e.source,
    event: e.event,
    outcome: e.outcome,
    createdAt: e.createdAt.toISOString(),
  }));
  return { payment, events };
}

/**
 * Staff note how a failed or abandoned payment was dealt with (called back, refunded…). A
 * refund-due payment becomes `refunded` and the student is told the money is on its way back.
 */
export async function resolvePayment(
  deps: Deps,
  req: FastifyRequest,
  raw: string,
  note: string,
): Promise<{ payment: Payment; isRefund: boolean }> {
  const id = paymentId(raw);
  return inTransaction(deps.db, async (tx) => {
    const done = await repo.resolvePayment(tx, id, {
      resolvedBy: req.sessionUser?.id ?? null,
      note,
    });
    if (!done) {
      if (!(await repo.paymentExists(tx, id))) throw notFound(COMMERCE_MSG.paymentNotFound);
      throw conflict(COMMERCE_MSG.paymentNotFailed);
    }
    const isRefund = done.status === 'refunded';
    await recordPaymentEvent(tx, {
      paymentId: id,
      source: 'staff',
      event: isRefund ? 'refunded' : 'resolved',
      outcome: note.slice(0, 200),
    });
    await recordActivity(tx, req, {
      action: isRefund ? 'payment.refund' : 'payment.resolve',
      entity: 'payment',
      entityId: id,
      before: isRefund ? { status: 'refund_due', resolved: false } : { resolved: false },
      after: isRefund
        ? { status: 'refunded', resolved: true, resolutionNote: note }
        : { resolved: true, resolutionNote: note },
    });
    if (isRefund) await notifyRefunded(tx, done);
    return { payment: await loadPayment(tx, id), isRefund };
  });
}
