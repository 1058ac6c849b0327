import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

import { holdsPlace } from '../../core/enrolment.repo.ts';
import type { Tx } from '../../db/client.ts';
import {
  batches,
  codeSubmissions,
  codingProblems,
  courseModules,
  courses,
  enrolments,
  lessonProgress,
} from '../../db/schema/index.ts';

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

// ---- practice (issue 17) ----

export async function findProblem(db: Tx, problemId: string) {
  const [row] = await db
    .select()
    .from(codingProblems)
    .where(eq(codingProblems.id, problemId))
    .limit(1);
  return row ?? null;
}

/** Practice submissions: the student's runs and submits outside any whizz attempt. */
const practiceOf = (userId: string, problemId: string) =>
  and(
    eq(codeSubmissions.userId, userId),
    eq(codeSubmissions.problemId, problemId),
    inArray(codeSubmissions.kind, ['run', 'submit']),
    isNull(codeSubmissions.attemptId),
    isNull(codeSubmissions.whizzId),
  );

const attemptColumns = {
  id: codeSubmissions.id,
  kind: codeSubmissions.kind,
  status: codeSubmissions.status,
  language: codeSubmissions.language,
  verdict: codeSubmissions.verdict,
  passed: codeSubmissions.passed,
  total: codeSubmissions.total,
  pointsEarned: codeSubmissions.pointsEarned,
  maxPoints: codeSubmissions.maxPoints,
  createdAt: codeSubmissions.createdAt,
};
export type PracticeAttemptRow = Awaited<ReturnType<typeof findRecentPractice>>[number];

/** The student's last practice runs and submits of a problem, newest first. */
export async function findRecentPractice(db: Tx, userId: string, problemId: string, limit: number) {
  return db
    .select(attemptColumns)
    .from(codeSubmissions)
    .where(practiceOf(userId, problemId))
    .orderBy(desc(codeSubmissions.createdAt), desc(codeSubmissions.id))
    .limit(limit);
}

/** The student's best judged practice submit of a problem: most points, then most tests, first. */
export async function findBestPractice(db: Tx, userId: string, problemId: string) {
  const [row] = await db
    .select(attemptColumns)
    .from(codeSubmissions)
    .where(
      and(
        practiceOf(userId, problemId),
        eq(codeSubmissions.kind, 'submit'),
        eq(codeSubmissions.status, 'done'),
      ),
    )
    .orderBy(
      desc(codeSubmissions.pointsEarned),
      desc(codeSubmissions.passed),
      asc(codeSubmissions.createdAt),
    )
    .limit(1);
  return row ?? null;
}

/** One of the student's practice submissions of a problem, or null. */
export async function findOwnPractice(db: Tx, id: string, userId: string, problemId: string) {
  const [row] = await db
    .select()
    .from(codeSubmissions)
    .where(and(eq(codeSubmissions.id, id), practiceOf(userId, problemId)))
    .limit(1);
  return row ?? null;
}

/** The student's practice runs and submits (any problem) still waiting for the judge. */
export async function countPendingPractice(db: Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(codeSubmissions)
    .where(
      and(
        eq(codeSubmissions.userId, userId),
        inArray(codeSubmissions.kind, ['run', 'submit']),
        isNull(codeSubmissions.attemptId),
        isNull(codeSubmissions.whizzId),
        inArray(codeSubmissions.status, ['queued', 'running']),
      ),
    );
  return row?.n ?? 0;
}
