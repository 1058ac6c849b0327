import { quoteAmounts } from '@app/shared';

import { newId } from '../../core/ids.ts';
import type { Db } from '../../db/client.ts';
import { payments, type batches, type BatchRow } from '../../db/schema/index.ts';
import { signedIn, type TestContext } from '../../test/harness.ts';
import {
  addDays,
  insertBatch as insertCheckoutBatch,
  insertCourse as insertCheckoutCourse,
} from './checkout.fixtures.ts';

/**
 * Test data for the staff commerce tests: courses, batches and payments inserted as checkout
 * would leave them (the checkout code itself is not used here).
 */
export { addDays };

/** The checkout fixtures' course, with this file's defaults (₹30,000, 12 weeks). */
export function insertCourse(db: Db, over: Parameters<typeof insertCheckoutCourse>[1] = {}) {
  return insertCheckoutCourse(db, {
    title: 'Full Stack',
    price: 30000,
    durationWeeks: 12,
    ...over,
  });
}

/** The checkout fixtures' batch, with this file's defaults (₹30,000, 30 seats, 12 weeks). */
export function insertBatch(
  db: Db,
  courseId: string,
  over: Partial<typeof batches.$inferInsert> = {},
): Promise<BatchRow> {
  const { discountX100, ...rest } = over;
  return insertCheckoutBatch(db, courseId, {
    endDate: addDays(14 + 84),
    price: 30000,
    seats: 30,
    ...(discountX100 !== undefined && { discount: discountX100 / 100 }),
    ...rest,
  });
}

/**
 * A payment as checkout creates it; amounts from the batch's price, online and `created`, its
 * seat held 15 minutes from `createdAt` (so an old one has expired, a fresh one has not).
 */
export async function insertPayment(
  db: Db,
  batch: BatchRow,
  userId: string,
  over: Partial<typeof payments.$inferInsert> = {},
) {
  const amounts = quoteAmounts({
    price: batch.price,
    discount: batch.discountX100 / 100,
    discountType: batch.discountType,
  });
  const createdAt = over.createdAt ?? new Date();
  const [row] = await db
    .insert(payments)
    .values({
      id: newId(createdAt),
      userId,
      batchId: batch.id,
      courseId: batch.courseId,
      method: 'online',
      gateway: 'test',
      status: 'created',
      ...amounts,
      seatHeldUntil: new Date(createdAt.getTime() + 15 * 60_000),
      createdAt,
      updatedAt: createdAt,
      ...over,
    })
    .returning();
  return row!;
}

export const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** One signed-in user per role the matrix tests need. */
export async function staffSessions(ctx: TestContext) {
  return {
    superAdmin: await signedIn(ctx, 'super_admin', { firstName: 'Asha', lastName: 'Rao' }),
    admin: await signedIn(ctx, 'admin', { firstName: 'Vikram', lastName: 'Mehta' }),
    sales: await signedIn(ctx, 'sales_and_marketing', { firstName: 'Rohan', lastName: 'Kapoor' }),
    instructor: await signedIn(ctx, 'instructor'),
    support: await signedIn(ctx, 'support'),
    student: await signedIn(ctx, 'student'),
  };
}
