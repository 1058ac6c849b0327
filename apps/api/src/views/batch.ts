/**
 * The batch as every answer shows it (ZBatch): one builder for the batches, checkout and
 * classroom features (ESLint keeps features from importing one another).
 */
import { and, count, inArray, ne } from 'drizzle-orm';

import { batchFinalPrice, batchStatus, durationWeeks, istToday, type Batch } from '@app/shared';

import { findPeople } from '../core/staff-lookup.ts';
import type { Tx } from '../db/client.ts';
import { enrolments, type BatchRow } from '../db/schema/index.ts';

export type BatchWithCourseTitle = { batch: BatchRow; courseTitle: string };

/** Students holding a place (enrolments not cancelled) in each batch. */
export async function seatCounts(db: Tx, batchIds: string[]): Promise<Map<string, number>> {
  if (!batchIds.length) return new Map();
  const rows = await db
    .select({ batchId: enrolments.batchId, n: count() })
    .from(enrolments)
    .where(and(inArray(enrolments.batchId, batchIds), ne(enrolments.status, 'cancelled')))
    .groupBy(enrolments.batchId);
  return new Map(rows.map((r) => [r.batchId, r.n]));
}

/** Pure: a batch row, its course title, its student count and staff names → ZBatch. */
export function toBatch(
  b: BatchRow,
  courseTitle: string,
  students: number,
  people: Map<string, string>,
  today = istToday(),
): Batch {
  const seatsLeft = Math.max(0, b.seats - students);
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
    studentCount: students,
    isEnrollmentOpen: b.isActive && today <= b.enrollmentEndDate && seatsLeft > 0,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

/** ZBatch for each row, with two queries in all (seat counts, mentor names). */
export async function batchViews(db: Tx, rows: BatchWithCourseTitle[]): Promise<Batch[]> {
  const [taken, people] = await Promise.all([
    seatCounts(
      db,
      rows.map((r) => r.batch.id),
    ),
    findPeople(
      db,
      rows.flatMap((r) => r.batch.mentorIds),
    ),
  ]);
  const today = istToday();
  return rows.map(({ batch, courseTitle }) =>
    toBatch(batch, courseTitle, taken.get(batch.id) ?? 0, people, today),
  );
}

export async function batchView(db: Tx, row: BatchWithCourseTitle): Promise<Batch> {
  const [view] = await batchViews(db, [row]);
  return view!;
}
