import { istToday, quoteAmounts } from '@app/shared';

import { newId } from '../../core/ids.ts';
import type { Db } from '../../db/client.ts';
import { batches, courses, payments, type BatchRow } from '../../db/schema/index.ts';
import { createUser, loginAs } from '../../test/harness.ts';

/**
 * Test data for the staff commerce tests: courses, batches and payments inserted as checkout
 * would leave them (the checkout code itself is not used here).
 */
const META = {
  thumbnail: '',
  certificate: false,
  description: '',
  requirements: [],
  outcomes: [],
  content: [],
  displayVideo: '',
  techStack: [],
  features: [],
  faqs: [],
  displayTags: [],
};

export function addDays(days: number, from = istToday()): string {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function insertCourse(
  db: Db,
  over: Partial<typeof courses.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(courses)
    .values({
      title: 'Full Stack',
      price: 30000,
      durationWeeks: 12,
      state: 'published',
      meta: META,
      ...over,
    })
    .returning({ id: courses.id });
  return row!.id;
}

export async function insertBatch(
  db: Db,
  courseId: string,
  over: Partial<typeof batches.$inferInsert> = {},
): Promise<BatchRow> {
  const [row] = await db
    .insert(batches)
    .values({
      courseId,
      name: 'Weekend Batch',
      startDate: addDays(14),
      endDate: addDays(14 + 84),
      enrollmentEndDate: addDays(12),
      price: 30000,
      seats: 30,
      ...over,
    })
    .returning();
  return row!;
}

/** A payment as checkout creates it; amounts from the batch's price, online and `created`. */
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
      createdAt,
      updatedAt: createdAt,
      ...over,
    })
    .returning();
  return row!;
}

export const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** One signed-in user per role the matrix tests need. */
export async function staffSessions(db: Db, app: Parameters<typeof loginAs>[0]) {
  const make = async (values: NonNullable<Parameters<typeof createUser>[1]>) => {
    const user = await createUser(db, values);
    return { user, cookie: await loginAs(app, user.phoneNumber!) };
  };
  return {
    superAdmin: await make({ role: 'super_admin', firstName: 'Asha', lastName: 'Rao' }),
    admin: await make({ role: 'admin', firstName: 'Vikram', lastName: 'Mehta' }),
    sales: await make({ role: 'sales_and_marketing', firstName: 'Rohan', lastName: 'Kapoor' }),
    instructor: await make({ role: 'instructor' }),
    support: await make({ role: 'support' }),
    student: await make({ role: 'student' }),
  };
}
