import { and, asc, eq, sql } from 'drizzle-orm';

import { holdsPlace } from '../../core/enrolment.repo.ts';
import type { Tx } from '../../db/client.ts';
import {
  assignments,
  assignmentSubmissions,
  batches,
  courses,
  enrolments,
  users,
  webinarCertificates as c,
  type WebinarCertificateRow,
} from '../../db/schema/index.ts';

/** What a student's completion of a batch's course is judged on (issue 17). */

/** The student's place in the batch (not cancelled), with what a certificate names; null without one. */
export async function findCompletionSubject(db: Tx, userId: string, batchId: string) {
  const [row] = await db
    .select({
      courseId: courses.id,
      courseTitle: courses.title,
      batchName: batches.name,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(enrolments)
    .innerJoin(batches, eq(batches.id, enrolments.batchId))
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(and(eq(enrolments.userId, userId), eq(enrolments.batchId, batchId), holdsPlace))
    .limit(1);
  return row ?? null;
}

/** Each assignment of the batch with the student's graded score (null until graded). */
export async function findAssignmentMarks(db: Tx, userId: string, batchId: string) {
  return db
    .select({
      id: assignments.id,
      passScore: assignments.passScore,
      submitted: sql<boolean>`${assignmentSubmissions.id} is not null`.mapWith(Boolean),
      score: sql<
        number | null
      >`case when ${assignmentSubmissions.status} = 'graded' then ${assignmentSubmissions.score} end`,
    })
    .from(assignments)
    .leftJoin(
      assignmentSubmissions,
      and(
        eq(assignmentSubmissions.assignmentId, assignments.id),
        eq(assignmentSubmissions.userId, userId),
      ),
    )
    .where(eq(assignments.batchId, batchId))
    .orderBy(asc(assignments.dueAt), asc(assignments.id));
}

export async function findCourseCertificate(
  db: Tx,
  userId: string,
  batchId: string,
): Promise<WebinarCertificateRow | null> {
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.kind, 'course'), eq(c.userId, userId), eq(c.batchId, batchId)))
    .limit(1);
  return row ?? null;
}

/**
 * A new course certificate; null when nothing was inserted (the student got one meanwhile, or —
 * one chance in 32¹² — the code was taken: the caller reads again and draws a new code).
 */
export async function insertCourseCertificate(
  db: Tx,
  values: Pick<
    typeof c.$inferInsert,
    'code' | 'userId' | 'batchId' | 'name' | 'email' | 'webinarTitle' | 'webinarDate'
  >,
): Promise<WebinarCertificateRow | null> {
  const [row] = await db
    .insert(c)
    .values({ ...values, kind: 'course' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}
