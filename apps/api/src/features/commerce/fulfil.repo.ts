import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';

import type { OrderStatus } from '@app/shared';

import type { Tx } from '../../db/client.ts';
import {
  enrolments,
  kodrCohorts,
  kodrRegistrations,
  paymentEvents,
  payments,
  users,
  type PaymentRow,
  type UserRow,
} from '../../db/schema/index.ts';

/** The writes that complete, fail or flag a payment, and its event trail (fulfil.ts, webhook.ts). */

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

/** What came of an event recorded as 'received' (the key is unique). */
export async function setEventOutcome(tx: Tx, eventKey: string, outcome: string) {
  await tx
    .update(paymentEvents)
    .set({ outcome: outcome.slice(0, 200) })
    .where(eq(paymentEvents.eventKey, eventKey));
}

/**
 * Changes a payment only while its status is one of `from` (one conditional UPDATE: of any
 * number of concurrent calls, one changes the row); the row after, or null when none changed.
 */
export async function updatePaymentFrom(
  tx: Tx,
  id: string,
  from: OrderStatus[],
  values: Partial<typeof payments.$inferInsert>,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set(values)
    .where(and(eq(payments.id, id), inArray(payments.status, from)))
    .returning();
  return row ?? null;
}

/** `paid` with the next receipt number, only from `from` (updatePaymentFrom's rule). */
export function payPaymentFrom(
  tx: Tx,
  id: string,
  from: OrderStatus[],
  values: Partial<typeof payments.$inferInsert>,
): Promise<PaymentRow | null> {
  return updatePaymentFrom(tx, id, from, {
    ...values,
    status: 'paid',
    receiptNo: sql`nextval('payment_receipt_seq')` as unknown as number,
  });
}

/** An online payment by its id (a gateway's notes name it), or null. */
export async function findOnlinePayment(tx: Tx, id: string): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.method, 'online')))
    .limit(1);
  return row ?? null;
}

export async function findPayer(tx: Tx, userId: string): Promise<UserRow | null> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  return user ?? null;
}

/**
 * The payment's student takes their place in its batch: a new enrolment, or a cancelled one made
 * active again. False when they hold an active place already (left as it was).
 */
export async function enrolPayer(tx: Tx, payment: PaymentRow): Promise<boolean> {
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
      setWhere: sql`${enrolments.status} <> 'active'`,
    })
    .returning({ id: enrolments.id });
  return enrolled.length > 0;
}

/**
 * A paid course that a Kodr cohort is sold through marks the payer's registration in that
 * cohort paid (linked by user id, e-mail or phone).
 */
export async function markKodrRegistrationPaid(tx: Tx, payment: PaymentRow, user: UserRow) {
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
