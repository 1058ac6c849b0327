import type { Db } from '../db/client.ts';
import { batches, courses, type CourseMetaRest } from '../db/schema/index.ts';

/** A course's metaData with every list empty: tests that insert course rows directly use it. */
export const EMPTY_COURSE_META: CourseMetaRest = {
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
