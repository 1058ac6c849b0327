import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import {
  batches,
  codingProblems,
  courseModules,
  courses,
  enrolments,
  lessonProgress,
} from '../../db/schema/index.ts';

/** Places that count: cancelled enrolments give no classroom. */
const holdsPlace = ne(enrolments.status, 'cancelled');

/** The student's batches, newest enrolment first, with their course. */
export async function findEnrolments(db: Tx, userId: string) {
  return db
    .select({
      enrolmentId: enrolments.id,
      enrolledAt: enrolments.createdAt,
      batch: batches,
      course: {
        id: courses.id,
        title: courses.title,
        meta: courses.meta,
        discordAccess: courses.discordAccess,
        instructorIds: courses.instructorIds,
      },
    })
    .from(enrolments)
    .innerJoin(batches, eq(batches.id, enrolments.batchId))
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(enrolments.userId, userId), holdsPlace))
    .orderBy(desc(enrolments.createdAt), desc(enrolments.id))
    .limit(200);
}

/** The course and start day of a batch the student holds a place in, or null. */
export async function findEnrolledBatch(db: Tx, userId: string, batchId: string) {
  const [row] = await db
    .select({ courseId: enrolments.courseId, startDate: batches.startDate })
    .from(enrolments)
    .innerJoin(batches, eq(batches.id, enrolments.batchId))
    .where(and(eq(enrolments.userId, userId), eq(enrolments.batchId, batchId), holdsPlace))
    .limit(1);
  return row ?? null;
}

/** Each module's lesson ids in order, per course (every lesson a student can tick). */
export async function findModuleShapes(db: Tx, courseIds: string[]) {
  if (!courseIds.length) return [];
  return db
    .select({
      courseId: courseModules.courseId,
      position: courseModules.position,
      lessonIds: sql<string[]>`jsonb_path_query_array(${courseModules.lessons}, '$[*]._id')`,
    })
    .from(courseModules)
    .where(inArray(courseModules.courseId, courseIds))
    .orderBy(asc(courseModules.courseId), asc(courseModules.position));
}

export async function findProgress(db: Tx, userId: string, courseIds: string[]) {
  if (!courseIds.length) return [];
  return db
    .select({ courseId: lessonProgress.courseId, lessonKey: lessonProgress.lessonKey })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.courseId, courseIds)));
}

/** Ticks a lesson; ticking it again changes nothing. */
export async function tick(db: Tx, userId: string, courseId: string, lessonKey: string) {
  await db
    .insert(lessonProgress)
    .values({ userId, courseId, lessonKey })
    .onConflictDoNothing({
      target: [lessonProgress.userId, lessonProgress.courseId, lessonProgress.lessonKey],
    });
}

export async function untick(db: Tx, userId: string, courseId: string, lessonKey: string) {
  await db
    .delete(lessonProgress)
    .where(
      and(
        eq(lessonProgress.userId, userId),
        eq(lessonProgress.courseId, courseId),
        eq(lessonProgress.lessonKey, lessonKey),
      ),
    );
}

/** A course's modules with their lessons' content, in order. */
export async function findCourseModules(db: Tx, courseId: string) {
  return db
    .select({
      id: courseModules.id,
      title: courseModules.title,
      position: courseModules.position,
      unlockDay: courseModules.unlockDay,
      lessons: courseModules.lessons,
    })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.position));
}

export async function findProblemTitle(db: Tx, problemId: string) {
  const [row] = await db
    .select({ id: codingProblems.id, title: codingProblems.title })
    .from(codingProblems)
    .where(eq(codingProblems.id, problemId))
    .limit(1);
  return row ?? null;
}
