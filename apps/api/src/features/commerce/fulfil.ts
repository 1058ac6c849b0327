import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';

import { formatPaise, type OrderStatus } from '@app/shared';

import { recordMessage } from '../../core/outbox.ts';
import type { Tx } from '../../db/client.ts';
import {
  batches,
  courses,
  enrolments,
  kodrCohorts,
  kodrRegistrations,
  paymentEvents,
  payments,
  users,
  type PaymentRow,
} from '../../db/schema/index.ts';
import { receiptNumber } from '../../views/payment.ts';

export type EventSource = 'webhook' | 'verify' | 'test-gateway' | 'staff' | 'system';

/**
 * Records what a gateway or staff said about a payment. With an `eventKey`, a second delivery of
 * the same event inserts nothing and returns false: the caller then does nothing more.
 */
export async function recordPaymentEvent(
  tx: Tx,
  e: {
    paymentId: string | null;
    source: EventSource;
    eventKey?: string | null;
    event: string;
    outcome: string;
    payload?: unknown;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ ...e, eventKey: e.eventKey ?? null, payload: e.payload ?? null })
    .onConflictDoNothing({ target: paymentEvents.eventKey })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** The states each way of paying may complete from. */
const PAYABLE_FROM: Record<'online' | 'manual' | 'free', OrderStatus[]> = {
  // a failed attempt may still be captured by the gateway's retry
  online: ['created', 'failed'],
  manual: ['pending_approval'],
  free: ['created'],
};

/**
 * Makes a payment paid and its student enrolled, exactly once. The status change is one
 * conditional UPDATE: of any number of concurrent or repeated calls for the same payment, only
 * the first changes a row; the rest return `changed: false` and touch nothing. Run it inside the
 * caller's transaction so the payment, the enrolment, the Kodr link and the messages land
 * together.
 */
export async function markPaymentPaid(
  tx: Tx,
  paymentId: string,
  by: {
    way: 'online' | 'manual' | 'free';
    gatewayPaymentId?: string | null;
    /** staff who approved a manual payment */
    reviewerId?: string | null;
  },
): Promise<{ changed: boolean; payment: PaymentRow | null }> {
  const now = new Date();
  const set: Partial<typeof payments.$inferInsert> = {
    status: 'paid',
    paidAt: now,
    failureReason: null,
    receiptNo: sql`nextval('payment_receipt_seq')` as unknown as number,
  };
  if (by.gatewayPaymentId) set.gatewayPaymentId = by.gatewayPaymentId;
  if (by.reviewerId) {
    set.reviewedBy = by.reviewerId;
    set.reviewedAt = now;
  }
  const [payment] = await tx
    .update(payments)
    .set(set)
    .where(and(eq(payments.id, paymentId), inArray(payments.status, PAYABLE_FROM[by.way])))
    .returning();
  if (!payment) {
    const [existing] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    return { changed: false, payment: existing ?? null };
  }

  const enrolled = await tx
    .insert(enrolments)
    .values({
      userId: payment.userId,
      batchId: payment.batchId,
      courseId: payment.courseId,
      status: 'active',
      source: payment.method,
      paymentId: payment.id,
    })
    .onConflictDoUpdate({
      target: [enrolments.userId, enrolments.batchId],
      set: { status: 'active', source: payment.method, paymentId: payment.id },
      // an active place is left as it was: a second payment for it is flagged, not re-enrolled
      setWhere: sql`${enrolments.status} <> 'active'`,
    })
    .returning({ id: enrolments.id });
  if (!enrolled.length) {
    await recordPaymentEvent(tx, {
      paymentId: payment.id,
      source: 'system',
      event: 'duplicate-payment',
      outcome: 'The student was already enrolled in this batch; refund this payment',
    });
  }

  const [user] = await tx.select().from(users).where(eq(users.id, payment.userId)).limit(1);
  if (user) {
    await markKodrRegistrationPaid(tx, payment, user);
    await notifyPaid(tx, payment, user);
  }
  return { changed: true, payment };
}

/**
 * A paid course that a Kodr cohort is sold through marks the payer's registration in that
 * cohort paid (linked by user id, e-mail or phone).
 */
async function markKodrRegistrationPaid(
  tx: Tx,
  payment: PaymentRow,
  user: typeof users.$inferSelect,
) {
  const links: SQL[] = [eq(kodrRegistrations.userId, user.id)];
  if (user.email) links.push(eq(kodrRegistrations.email, user.email.toLowerCase()));
  if (user.phoneNumber)
    links.push(sql`right(${kodrRegistrations.contactDigits}, 10) = ${user.phoneNumber}`);
  await tx
    .update(kodrRegistrations)
    .set({ paymentStatus: 'paid', userId: sql`coalesce(${kodrRegistrations.userId}, ${user.id})` })
    .where(
      and(
        sql`${kodrRegistrations.cohortId} in (select ${kodrCohorts.id} from ${kodrCohorts} where ${kodrCohorts.courseId} = ${payment.courseId})`,
        sql`${kodrRegistrations.paymentStatus} <> 'paid'`,
        or(...links),
      ),
    );
}

/** SMS (and e-mail when we have one) through the outbox, once per payment. */
async function notifyPaid(tx: Tx, payment: PaymentRow, user: typeof users.$inferSelect) {
  const [info] = await tx
    .select({ batch: batches.name, course: courses.title, startDate: batches.startDate })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(eq(batches.id, payment.batchId))
    .limit(1);
  const what = info ? `${info.course} (${info.batch})` : 'your batch';
  const receipt = receiptNumber(payment.receiptNo);
  const paid = payment.totalPaise > 0 ? `We received ${formatPaise(payment.totalPaise)}. ` : '';
  const text = `${paid}You are enrolled in ${what}${info ? `, starting ${info.startDate}` : ''}. ${receipt ? `Receipt ${receipt}. ` : ''}Open your classroom at /classroom.`;
  if (user.phoneNumber) {
    await recordMessage(
      tx,
      {
        channel: 'sms',
        to: user.phoneNumber,
        body: `KodeSchool: ${text}`,
        dedupeKey: `payment-paid:${payment.id}:sms`,
        refId: payment.id,
      },
      'logged',
    );
  }
  if (user.email) {
    await recordMessage(
      tx,
      {
        channel: 'email',
        to: user.email,
        subject: `You're enrolled: ${what}`,
        body: `Hi ${user.firstName},\n\n${text}\n\nTeam KodeSchool`,
        dedupeKey: `payment-paid:${payment.id}:email`,
        refId: payment.id,
      },
      'logged',
    );
  }
}

/**
 * An online attempt failed: `created` → `failed` with the gateway's reason. A payment already
 * paid stays paid (events can arrive out of order).
 */
export async function markPaymentFailed(tx: Tx, paymentId: string, reason: string) {
  const [row] = await tx
    .update(payments)
    .set({ status: 'failed', failureReason: reason.slice(0, 500) })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')))
    .returning();
  return { changed: Boolean(row), payment: row ?? null };
}
