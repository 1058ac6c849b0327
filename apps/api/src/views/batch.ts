/**
 * The batch as every answer shows it (ZBatch): one builder for the batches, checkout and
 * classroom features (ESLint keeps features from importing one another).
 */
import { and, count, eq, gt, inArray, ne, or, type SQL } from 'drizzle-orm';

import { batchFinalPrice, batchStatus, durationWeeks, istToday, type Batch } from '@app/shared';

import { findPeople } from '../core/staff-lookup.ts';
import { concurrently, type Tx } from '../db/client.ts';
import { enrolments, payments, type BatchRow } from '../db/schema/index.ts';

export type BatchWithCourseTitle = { batch: BatchRow; courseTitle: string };

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

const NO_SEATS_USED: SeatUse = { enrolled: 0, held: 0 };

/** Pure: a batch row, its course title, its seat use and staff names → ZBatch. */
export function toBatch(
  b: BatchRow,
  courseTitle: string,
  used: SeatUse | undefined,
  people: Map<string, string>,
  today = istToday(),
): Batch {
  const { enrolled, held } = used ?? NO_SEATS_USED;
  const seatsLeft = Math.max(0, b.seats - enrolled - held);
  const discount = b.discountX100 / 100;
  return {
    _id: b.id,
    name: b.name,
    batchName: b.name,
    course: b.courseId,
    courseTitle,
    startDate: b.startDate,
    endDate: b.endDate,
    enrollmentEndDate: b.enrollmentEndDate,
    status: batchStatus(b.startDate, b.endDate, today),
    durationWeeks: durationWeeks(b.startDate, b.endDate),
    mentors: b.mentorIds
      .filter((id) => people.has(id))
      .map((id) => ({ _id: id, name: people.get(id)! })),
    price: b.price,
    discount,
    discountType: b.discountType,
    finalPrice: batchFinalPrice(b.price, discount, b.discountType),
    priceTitle: b.priceTitle,
    currency: 'INR',
    isActive: b.isActive,
    seats: b.seats,
    seatsLeft,
    studentCount: enrolled,
    isEnrollmentOpen: b.isActive && today <= b.enrollmentEndDate && seatsLeft > 0,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

/** ZBatch for each row, with two queries in all (seat counts, mentor names). */
export async function batchViews(db: Tx, rows: BatchWithCourseTitle[]): Promise<Batch[]> {
  const [taken, people] = await concurrently(
    db,
    () =>
      seatCounts(
        db,
        rows.map((r) => r.batch.id),
      ),
    () =>
      findPeople(
        db,
        rows.flatMap((r) => r.batch.mentorIds),
      ),
  );
  const today = istToday();
  return rows.map(({ batch, courseTitle }) =>
    toBatch(batch, courseTitle, taken.get(batch.id), people, today),
  );
}

export async function batchView(db: Tx, row: BatchWithCourseTitle): Promise<Batch> {
  const [view] = await batchViews(db, [row]);
  return view!;
}
