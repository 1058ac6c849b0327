import type { FastifyInstance } from 'fastify';

import {
  ASSESS_MSG,
  ID_PATTERN,
  LESSON_MSG,
  type Practice,
  type PracticeCodeBody,
  type Submission,
} from '@app/shared';

import { queueCompletionCheck } from '../../core/course-completion-queue.ts';
import { badRequest, forbidden, notFound, tooMany } from '../../core/errors.ts';
import type { JobQueue } from '../../core/jobs/index.ts';
import { enqueueSubmission, submissionScore, toSubmission } from '../../core/judge/index.ts';
import { storedLesson } from '../../core/lessons.ts';
import { studentProblem } from '../../core/student-problem.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { CodeSubmissionRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as repo from './classroom.repo.ts';
import { enrolledLesson, opensOn } from './classroom.service.ts';

/**
 * Practice lessons (issue 17): a coding problem of the question bank solved with the judge.
 * Practice submissions are the judge's ordinary 'run' (visible tests) and 'submit' (every test)
 * kinds with no whizz attempt: a run or submit is the same thing here as in a whizz, and rows
 * without an attempt are nobody else's. The best result is the best judged submit; a submit that
 * passes every test marks the lesson done.
 */
export type PracticeDeps = { db: Db; app: FastifyInstance };

/** Runs and submits one student may have waiting for the judge at once (as in a whizz). */
export const MAX_PENDING_PRACTICE = 4;
/** How many of the latest submissions GET …/practice lists. */
export const RECENT_PRACTICE = 5;

/** The practice lesson of an enrolled student's batch, open, with its problem; 404 / 403 otherwise. */
async function practiceLesson(db: Tx, userId: string, batchId: string, lessonId: string) {
  const { batch, found } = await enrolledLesson(db, userId, batchId, lessonId);
  const { lesson, module } = found;
  if (lesson.kind !== 'practice' || !lesson.problemId) throw notFound(LESSON_MSG.practiceNotFound);
  if (opensOn(batch, module)) throw forbidden(LESSON_MSG.lessonLocked);
  const problem = await repo.findProblem(db, lesson.problemId);
  if (!problem) throw notFound(LESSON_MSG.practiceNotFound);
  return { batch, lesson, problem };
}

/** A judged submit that passed every test: the problem is solved. */
export function isFullPass(row: CodeSubmissionRow): boolean {
  return (
    row.kind === 'submit' &&
    row.status === 'done' &&
    row.total > 0 &&
    row.passed === row.total &&
    !row.attemptId &&
    !row.whizzId
  );
}

/** GET …/practice: the problem as a student sees it, my best result and my latest tries. */
export async function getPractice(
  deps: PracticeDeps,
  userId: string,
  batchId: string,
  lessonId: string,
): Promise<Practice> {
  const { problem } = await practiceLesson(deps.db, userId, batchId, lessonId);
  const [best, recent] = await Promise.all([
    repo.findBestPractice(deps.db, userId, problem.id),
    repo.findRecentPractice(deps.db, userId, problem.id, RECENT_PRACTICE),
  ]);
  return {
    problem: { _id: problem.id, ...studentProblem(problem), points: problem.points },
    best: best ? submissionScore(best) : null,
    recent: recent.map(submissionScore),
  };
}

/** POST …/practice/run (visible tests) and …/practice/submit (every test): queued for the judge. */
export async function sendPractice(
  deps: PracticeDeps,
  userId: string,
  batchId: string,
  lessonId: string,
  kind: 'run' | 'submit',
  body: PracticeCodeBody,
): Promise<Submission> {
  return inTransaction(deps.db, async (tx) => {
    const { problem } = await practiceLesson(tx, userId, batchId, lessonId);
    const driver = problem.boilerplate.find((b) => b.language === body.language);
    if (!driver) throw badRequest(LESSON_MSG.languageNotOffered);
    const tests = kind === 'run' ? problem.testCases.filter((t) => !t.isHidden) : problem.testCases;
    if (!tests.length) throw badRequest(LESSON_MSG.noSampleTests);
    if ((await repo.countPendingPractice(tx, userId)) >= MAX_PENDING_PRACTICE) {
      throw tooMany(LESSON_MSG.tooManyPending);
    }
    const row = await enqueueSubmission(deps.app, tx, {
      kind,
      userId,
      problemId: problem.id,
      language: body.language,
      code: body.code,
      mainCode: driver.mainCode,
      tests,
      maxPoints: problem.points,
    });
    return toSubmission(row, { redactHidden: true });
  });
}

/**
 * GET …/practice/submissions/{id}: one of my practice submissions of this lesson's problem. The
 * poll that first reads a full pass ticks the lesson too (the judge's listener does it as well;
 * ticking twice changes nothing), so the page that shows the verdict shows the lesson done.
 */
export async function getPracticeSubmission(
  deps: PracticeDeps,
  userId: string,
  batchId: string,
  lessonId: string,
  submissionId: string,
): Promise<Submission> {
  const { batch, lesson, problem } = await practiceLesson(deps.db, userId, batchId, lessonId);
  const row = ID_PATTERN.test(submissionId)
    ? await repo.findOwnPractice(deps.db, submissionId, userId, problem.id)
    : null;
  if (!row) throw notFound(ASSESS_MSG.submissionNotFound);
  if (isFullPass(row)) await repo.tick(deps.db, userId, batch.courseId, lesson._id);
  return toSubmission(row, { redactHidden: true });
}

/**
 * The judge's listener: a practice submit that passed every test marks done each open practice
 * lesson of that problem in the student's courses (the submission names the problem, not the
 * lesson; solving it is what the lesson asks).
 */
export async function tickSolvedPractice(
  db: Db,
  jobs: JobQueue,
  row: CodeSubmissionRow,
): Promise<void> {
  if (!isFullPass(row) || !row.userId || !row.problemId) return;
  const modulesOf = new Map<string, Awaited<ReturnType<typeof repo.findCourseModules>>>();
  for (const { batch, course } of await repo.findEnrolments(db, row.userId)) {
    if (!modulesOf.has(course.id))
      modulesOf.set(course.id, await repo.findCourseModules(db, course.id));
    let ticked = false;
    for (const module of modulesOf.get(course.id)!) {
      if (opensOn(batch, module)) continue;
      for (const stored of module.lessons) {
        const lesson = storedLesson(stored);
        if (lesson.kind === 'practice' && lesson.problemId === row.problemId) {
          await repo.tick(db, row.userId, course.id, lesson._id);
          ticked = true;
        }
      }
    }
    if (ticked) await queueCompletionCheck(jobs, db, { userId: row.userId, batchId: batch.id });
  }
}
