import { and, count, eq, gt, inArray, ne, or, type SQL } from 'drizzle-orm';

import type { Tx } from '../db/client.ts';
import { enrolments, payments } from '../db/schema/index.ts';

/**
 * Who holds a seat in a batch, in one place for the features that count seats: checkout (with
 * the batch row locked), the batch answers of courses, batches and the classroom.
 */

/**
 * Payments that hold a seat without an enrolment yet: online orders whose hold has not run out
 * and manual payments waiting for approval (the student has sent the money). Checkout counts
 * them with the batch row locked; course pages count them so "seats left" never promises more.
 */
export function seatHoldingPayment(now: Date): SQL {
  return or(openOrderHoldingSeat(now), eq(payments.status, 'pending_approval'))!;
}

/** An online order that still holds its seat at `now` (open, hold not over). */
export function openOrderHoldingSeat(now: Date): SQL {
  return and(
    eq(payments.method, 'online'),
    inArray(payments.status, ['created', 'failed']),
    gt(payments.seatHeldUntil, now),
  )!;
}

/** Seats in use in a batch: students enrolled (not cancelled) and places held by payments. */
export type SeatUse = { enrolled: number; held: number };

/** Seat use of each batch, in two grouped queries run one after the other (one connection in a tx). */
export async function seatCounts(
  db: Tx,
  batchIds: string[],
  now = new Date(),
): Promise<Map<string, SeatUse>> {
  const use = new Map<string, SeatUse>(batchIds.map((id) => [id, { enrolled: 0, held: 0 }]));
  if (!batchIds.length) return use;
  const enrolled = await db
    .select({ batchId: enrolments.batchId, n: count() })
    .from(enrolments)
    .where(and(inArray(enrolments.batchId, batchIds), ne(enrolments.status, 'cancelled')))
    .groupBy(enrolments.batchId);
  const held = await db
    .select({ batchId: payments.batchId, n: count() })
    .from(payments)
    .where(and(inArray(payments.batchId, batchIds), seatHoldingPayment(now)))
    .groupBy(payments.batchId);
  for (const r of enrolled) use.get(r.batchId)!.enrolled = r.n;
  for (const r of held) use.get(r.batchId)!.held = r.n;
  return use;
}
