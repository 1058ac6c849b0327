import { and, eq, ne } from 'drizzle-orm';

import type { Tx } from '../db/client.ts';
import { batches, enrolments } from '../db/schema/index.ts';

/**
 * A student's place in a batch, as the classroom sees it (lessons, live classes, assignments,
 * quizzes, the certificate): any enrolment but a cancelled one, so a completed course stays open.
 */
export const holdsPlace = ne(enrolments.status, 'cancelled');

/** The course and start day of a batch the student holds a place in, or null. */
export async function findPlace(db: Tx, userId: string, batchId: string) {
  const [row] = await db
    .select({ courseId: enrolments.courseId, startDate: batches.startDate })
    .from(enrolments)
    .innerJoin(batches, eq(batches.id, enrolments.batchId))
    .where(and(eq(enrolments.userId, userId), eq(enrolments.batchId, batchId), holdsPlace))
    .limit(1);
  return row ?? null;
}
