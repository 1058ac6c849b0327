import type { Db } from '../db/client.ts';
import { batches, courses, EMPTY_COURSE_META } from '../db/schema/index.ts';

// Tests that insert course rows directly take the empty meta from here, with the helpers below.
export { EMPTY_COURSE_META };

/** A course and one past batch of it at the same price (October 2025, 30 seats). */
export async function insertCourseWithBatch(db: Db, course: { title: string; price: number }) {
  const [courseRow] = await db
    .insert(courses)
    .values({ ...course, durationWeeks: 12, meta: EMPTY_COURSE_META })
    .returning();
  const [batchRow] = await db
    .insert(batches)
    .values({
      courseId: courseRow!.id,
      name: 'October 2025',
      startDate: '2025-10-01',
      endDate: '2026-01-01',
      enrollmentEndDate: '2025-09-30',
      price: course.price,
      seats: 30,
    })
    .returning();
  return { course: courseRow!, batch: batchRow! };
}
