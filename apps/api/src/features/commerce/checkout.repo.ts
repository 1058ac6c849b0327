import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';

import { openOrderHoldingSeat, seatHoldingPayment } from '../../core/seats.repo.ts';
import type { Tx } from '../../db/client.ts';
import { batches, enrolments, files, payments, type PaymentRow } from '../../db/schema/index.ts';

/** Orders of one student for one batch, one at a time: a lock held until the transaction ends. */
export async function lockCheckout(tx: Tx, userId: string, batchId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`checkout:${userId}:${batchId}`}, 0))`,
  );
}

/**
 * Seats taken in a batch: enrolments not cancelled, online orders whose seat hold has not run
 * out, and manual payments waiting for approval (the student has sent the money). `except`
 * leaves one payment out: the one being completed. Count it with the batch row locked.
 */
export async function seatsTaken(
  db: Tx,
  batchId: string,
  now = new Date(),
  except?: string,
): Promise<number> {
  // one after the other: inside a transaction both run on one connection
  const [enrolled] = await db
    .select({ n: count() })
    .from(enrolments)
    .where(and(eq(enrolments.batchId, batchId), ne(enrolments.status, 'cancelled')));
  const [held] = await db
    .select({ n: count() })
    .from(payments)
    .where(
      and(
        eq(payments.batchId, batchId),
        seatHoldingPayment(now),
        except ? ne(payments.id, except) : undefined,
      ),
    );
  return (enrolled?.n ?? 0) + (held?.n ?? 0);
}

/** The student's newest online order for the batch that still holds its seat, or null. */
export async function findOpenOrder(
  db: Tx,
  userId: string,
  batchId: string,
  now = new Date(),
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.userId, userId), eq(payments.batchId, batchId), openOrderHoldingSeat(now)),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** Gives an order's seat back (a newer order replaces it, or the gateway never took it). */
export async function releaseSeat(db: Tx, paymentId: string) {
  await db.update(payments).set({ seatHeldUntil: null }).where(eq(payments.id, paymentId));
}

/**
 * Records the gateway's order id unless another request already did (two requests for one
 * reused order); returns the id the payment ends up with.
 */
export async function setGatewayOrderId(db: Tx, paymentId: string, orderId: string) {
  const [row] = await db
    .update(payments)
    .set({ gatewayOrderId: orderId })
    .where(and(eq(payments.id, paymentId), isNull(payments.gatewayOrderId)))
    .returning({ orderId: payments.gatewayOrderId });
  if (row?.orderId) return row.orderId;
  const [existing] = await db
    .select({ orderId: payments.gatewayOrderId })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .limit(1);
  return existing?.orderId ?? orderId;
}

export async function hasActiveEnrolment(db: Tx, userId: string, batchId: string) {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.userId, userId),
        eq(enrolments.batchId, batchId),
        eq(enrolments.status, 'active'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Another batch of the course the student is enrolled in (not cancelled), newest first, or null:
 * checkout warns before a second one is bought.
 */
export async function findOtherEnrolledBatch(
  db: Tx,
  userId: string,
  courseId: string,
  exceptBatchId: string,
): Promise<{ _id: string; name: string } | null> {
  const [row] = await db
    .select({ _id: batches.id, name: batches.name })
    .from(enrolments)
    .innerJoin(batches, eq(batches.id, enrolments.batchId))
    .where(
      and(
        eq(enrolments.userId, userId),
        eq(enrolments.courseId, courseId),
        ne(enrolments.batchId, exceptBatchId),
        ne(enrolments.status, 'cancelled'),
      ),
    )
    .orderBy(desc(enrolments.createdAt))
    .limit(1);
  return row ?? null;
}

export async function hasPendingApproval(db: Tx, userId: string, batchId: string) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.batchId, batchId),
        eq(payments.status, 'pending_approval'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A payment screenshot this user uploaded, or null. */
export async function findOwnProofFile(db: Tx, fileId: string, userId: string) {
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ownerId, userId), eq(files.kind, 'payment-proof')))
    .limit(1);
  return row ?? null;
}

export async function insertPayment(db: Tx, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function updatePayment(
  db: Tx,
  id: string,
  values: Partial<typeof payments.$inferInsert>,
): Promise<PaymentRow | null> {
  const [row] = await db.update(payments).set(values).where(eq(payments.id, id)).returning();
  return row ?? null;
}

export async function findPaymentRow(db: Tx, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

/** The online payment a gateway order belongs to. */
export async function findPaymentByGatewayOrder(db: Tx, orderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.gatewayOrderId, orderId))
    .limit(1);
  return row ?? null;
}
