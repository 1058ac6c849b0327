import { eq } from 'drizzle-orm';

import type { Tx } from '../db/client.ts';
import { batches, courses, type BatchRow } from '../db/schema/index.ts';

/** A batch with its course's title and state: how staff screens, checkout and classes read one. */
export type BatchWithCourse = { batch: BatchRow; courseTitle: string; courseState: string };

/** The select of BatchWithCourse, on batches joined with their course. */
export const batchWithCourse = {
  batch: batches,
  courseTitle: courses.title,
  courseState: courses.state,
};

/** A batch with its course's title and state, or null; `forUpdate` locks the batch row. */
export async function findBatchWithCourse(
  db: Tx,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<BatchWithCourse | null> {
  const query = db
    .select(batchWithCourse)
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(eq(batches.id, id))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for('update', { of: batches }) : await query;
  return row ?? null;
}
