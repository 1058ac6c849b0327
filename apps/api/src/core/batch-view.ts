import { batchFinalPrice, batchStatus, durationWeeks, istToday, type Batch } from '@app/shared';

import type { Tx } from '../db/client.ts';
import type { BatchRow } from '../db/schema/index.ts';
import { concurrently } from '../db/transaction.ts';
import { seatCounts, type SeatUse } from './seats.repo.ts';
import { findPeople } from './staff-lookup.repo.ts';

/**
 * The batch as every answer shows it (ZBatch): the batches, checkout and classroom features all
 * answer with it, so it lives here rather than in one of them.
 */

export type BatchWithCourseTitle = { batch: BatchRow; courseTitle: string };

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
