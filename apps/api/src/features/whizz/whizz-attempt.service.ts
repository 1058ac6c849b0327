import type { FastifyInstance } from 'fastify';

import {
  ASSESS_MSG,
  attemptDeadline,
  COURSES_MSG,
  ID_PATTERN,
  paginate,
  type Answer,
  type Attempt,
  type AttemptQuestion,
  type CodeLanguage,
  type RunCodeBody,
  type StudentWhizz,
  type Submission,
  type WhizzState,
} from '@app/shared';

import { findPlace } from '../../core/enrolment.repo.ts';
import { badRequest, conflict, forbidden, notFound, tooMany } from '../../core/errors.ts';
import { enqueueSubmission, toSubmission } from '../../core/judge/index.ts';
import { studentProblem } from '../../core/student-problem.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { WhizzAttemptRow, WhizzRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as repo from './whizz-attempt.repo.ts';
import { attemptMaterial, finalizeAttempt, submitExpiredAttempts } from './whizz-finalize.ts';
import { buildResult } from './whizz-result.ts';
import { whizzFacts, whizzId } from './whizz.service.ts';

export type AttemptDeps = { db: Db; app: FastifyInstance };
export type Student = { id: string; phoneNumber: string | null };

/** Our plain words for what the contract leaves unnamed. */
export const ATTEMPT_MSG = {
  noSampleTests: 'This problem has no sample tests to run; submit it instead',
  languageNotOffered: 'This problem cannot be solved in that language',
  tooManyPending: 'Wait for your earlier runs to finish',
} as const;
/** Runs and submits one attempt may have waiting for the judge at once. */
const MAX_PENDING = 4;

export function whizzState(w: Pick<WhizzRow, 'startDate' | 'endsAt'>, now: Date): WhizzState {
  if (now.getTime() < w.startDate.getTime()) return 'upcoming';
  if (now.getTime() < w.endsAt.getTime()) return 'live';
  return 'finished';
}

async function loadWhizz(db: Tx, id: string) {
  const row = await repo.findWhizzRow(db, whizzId(id));
  if (!row) throw notFound(ASSESS_MSG.whizzNotFound);
  return row;
}
type LoadedWhizz = Awaited<ReturnType<typeof loadWhizz>>;

/**
 * May this student take the whizz? A Kodex contest's whizz: their phone (or account) is
 * registered for the contest (`claim` links the registration to the account). Otherwise an
 * external whizz that is not Paused, or an internal one through an active whizz batch they are
 * actively enrolled in.
 */
async function accessOf(
  db: Tx,
  row: LoadedWhizz,
  user: Student,
  claim: boolean,
): Promise<'open' | 'closed' | 'unregistered'> {
  if (row.contestId) {
    const reg = await repo.findRegistration(db, row.contestId, user);
    if (!reg) return 'unregistered';
    if (claim && !reg.userId) await repo.claimRegistration(db, reg.id, user.id);
    return 'open';
  }
  if (row.w.isPublic && row.status === 'Active') return 'open';
  return (await repo.isEnrolledThroughActiveBatch(db, row.w.id, user.id)) ? 'open' : 'closed';
}

function refuse(access: 'closed' | 'unregistered'): never {
  throw forbidden(
    access === 'unregistered' ? ASSESS_MSG.kodexNotRegistered : ASSESS_MSG.whizzNotOpenToYou,
  );
}

/** The attempt, submitted first if its deadline has passed (the lazy half of the sweep). */
async function settled(db: Db, a: WhizzAttemptRow, now: Date): Promise<WhizzAttemptRow> {
  if (a.status === 'in_progress' && now.getTime() >= a.deadline.getTime()) {
    return (await finalizeAttempt(db, a.id, { now, auto: true })) ?? a;
  }
  return a;
}

async function myAttempt(db: Db, whizz: string, user: Student, now: Date) {
  const a = await repo.findAttempt(db, whizz, user.id);
  if (!a) throw notFound(ASSESS_MSG.attemptNotFound);
  return settled(db, a, now);
}

/**
 * Runs `work` on the student's attempt while it may still change: locked, in progress, before
 * its deadline. At or after the deadline the attempt is submitted and the call gets 409.
 */
async function withLiveAttempt<T>(
  deps: AttemptDeps,
  whizz: string,
  user: Student,
  now: Date,
  work: (tx: Tx, a: WhizzAttemptRow) => Promise<T>,
): Promise<T> {
  const outcome = await inTransaction(
    deps.db,
    async (tx): Promise<{ expired: string } | { expired: null; value: T }> => {
      const a = await repo.lockAttempt(tx, { whizzId: whizz, userId: user.id });
      if (!a) throw notFound(ASSESS_MSG.attemptNotFound);
      if (a.status === 'submitted') throw conflict(ASSESS_MSG.attemptAlreadySubmitted);
      if (now.getTime() >= a.deadline.getTime()) return { expired: a.id };
      return { expired: null, value: await work(tx, a) };
    },
  );
  if (outcome.expired !== null) {
    await finalizeAttempt(deps.db, outcome.expired, { now, auto: true });
    throw conflict(ASSESS_MSG.timeUp);
  }
  return outcome.value;
}

async function attemptView(db: Tx, w: WhizzRow, a: WhizzAttemptRow, now: Date): Promise<Attempt> {
  const { questions, best } = await attemptMaterial(db, w, a.id);
  return {
    _id: a.id,
    whizzId: w.id,
    title: w.title,
    totalScore: w.totalScore,
    startedAt: a.startedAt.toISOString(),
    deadline: a.deadline.toISOString(),
    attemptMinutes: w.attemptMinutes,
    endsAt: w.endsAt.toISOString(),
    serverNow: now.toISOString(),
    status: a.status,
    tabSwitches: a.tabSwitches,
    questions: questions.map(({ ref, q }): AttemptQuestion => {
      if (q.type === 'MCQ') {
        return {
          type: 'MCQ',
          questionId: ref.questionId,
          question: q.row.question,
          options: q.row.options.map((o) => o.text),
          selectionType: q.row.selectionType,
          points: q.row.points,
        };
      }
      if (q.type === 'FillInTheBlank') {
        return {
          type: 'FillInTheBlank',
          questionId: ref.questionId,
          question: q.row.question,
          points: q.row.points,
        };
      }
      const p = q.row;
      const mine = best.get(p.id);
      return {
        type: 'codingProblem',
        questionId: ref.questionId,
        ...studentProblem(p),
        points: p.points,
        best: mine
          ? { pointsEarned: mine.pointsEarned, passed: mine.passed, total: mine.total }
          : null,
      };
    }),
    answers: a.answers,
  };
}

function studentWhizz(w: WhizzRow, a: WhizzAttemptRow | null, now: Date): StudentWhizz {
  return {
    ...whizzFacts(w),
    questionCount: w.questions.length,
    state: whizzState(w, now),
    attempt: a
      ? {
          status: a.status,
          score: a.status === 'submitted' ? a.score : null,
          startedAt: a.startedAt.toISOString(),
          deadline: a.deadline.toISOString(),
          submittedAt: a.submittedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** GET /whizz: the whizzes open to me, live first, then upcoming (soonest first), then finished. */
export async function listMyWhizzes(deps: AttemptDeps, user: Student, now = new Date()) {
  await submitExpiredAttempts(deps.db, now, { userId: user.id });
  return studentList(await repo.findStudentWhizzes(deps.db, user.id), now);
}

/** Live first, then upcoming (soonest first), then finished (latest first). */
function studentList(rows: { w: WhizzRow; a: WhizzAttemptRow | null }[], now: Date) {
  const order: Record<WhizzState, number> = { live: 0, upcoming: 1, finished: 2 };
  const list: StudentWhizz[] = rows.map(({ w, a }) => studentWhizz(w, a, now));
  list.sort(
    (x, y) =>
      order[x.state] - order[y.state] ||
      (x.state === 'upcoming'
        ? Date.parse(x.startDate) - Date.parse(y.startDate)
        : Date.parse(y.startDate) - Date.parse(x.startDate)),
  );
  return { whizz: list, serverNow: now.toISOString() };
}

/**
 * GET /classroom/{batchId}/whizz: the batch's quizzes in the classroom (issue 17), with the
 * student's attempt and score; 404 unless the student holds an active place in the batch.
 */
export async function listBatchWhizzes(
  deps: AttemptDeps,
  user: Student,
  batchId: string,
  now = new Date(),
) {
  const enrolled =
    ID_PATTERN.test(batchId) && (await findPlace(deps.db, user.id, batchId)) !== null;
  if (!enrolled) throw notFound(COURSES_MSG.batchNotFound);
  await submitExpiredAttempts(deps.db, now, { userId: user.id });
  return studentList(await repo.findBatchWhizzes(deps.db, user.id, batchId), now);
}

/**
 * GET /whizz/{id}: one whizz as the list shows it, for the start screen: to those who may take
 * it or have an attempt of it (a Kodex contest's whizz: registered participants).
 */
export async function getMyWhizz(deps: AttemptDeps, user: Student, id: string, now = new Date()) {
  const row = await loadWhizz(deps.db, id);
  const found = await repo.findAttempt(deps.db, row.w.id, user.id);
  if (!found) {
    const access = await accessOf(deps.db, row, user, false);
    if (access !== 'open') refuse(access);
  }
  const a = found ? await settled(deps.db, found, now) : null;
  return { whizz: studentWhizz(row.w, a, now), serverNow: now.toISOString() };
}

/**
 * POST /whizz/{id}/attempt: resumes the running attempt, or starts one while the whizz is live.
 * One attempt per student: a concurrent start loses on the unique index and resumes instead.
 */
export async function startAttempt(
  deps: AttemptDeps,
  user: Student,
  id: string,
  now = new Date(),
): Promise<{ attempt: Attempt; created: boolean }> {
  const row = await loadWhizz(deps.db, id);
  const resume = async (a: WhizzAttemptRow) => {
    const current = await settled(deps.db, a, now);
    if (current.status === 'submitted') {
      // submitted just now because its time was up, or earlier
      throw conflict(
        a.status === 'in_progress' ? ASSESS_MSG.timeUp : ASSESS_MSG.attemptAlreadySubmitted,
      );
    }
    return { attempt: await attemptView(deps.db, row.w, current, now), created: false };
  };
  const existing = await repo.findAttempt(deps.db, row.w.id, user.id);
  if (existing) return resume(existing);

  const created = await inTransaction(deps.db, async (tx) => {
    const access = await accessOf(tx, row, user, true);
    if (access !== 'open') refuse(access);
    const state = whizzState(row.w, now);
    if (state === 'upcoming') throw conflict(ASSESS_MSG.whizzNotStarted);
    if (state === 'finished') throw conflict(ASSESS_MSG.whizzEnded);
    return repo.insertAttempt(tx, {
      whizzId: row.w.id,
      userId: user.id,
      startedAt: now,
      deadline: new Date(
        attemptDeadline(now.getTime(), row.w.endsAt.getTime(), row.w.attemptMinutes),
      ),
    });
  });
  if (!created) {
    const winner = await repo.findAttempt(deps.db, row.w.id, user.id);
    if (!winner) throw conflict(ASSESS_MSG.attemptAlreadySubmitted);
    return resume(winner);
  }
  return { attempt: await attemptView(deps.db, row.w, created, now), created: true };
}

export async function getAttempt(deps: AttemptDeps, user: Student, id: string, now = new Date()) {
  const row = await loadWhizz(deps.db, id);
  const a = await myAttempt(deps.db, row.w.id, user, now);
  return attemptView(deps.db, row.w, a, now);
}

/** The whizz question an answer or a run names, or 400. */
function questionOf(w: WhizzRow, questionId: string) {
  const ref = w.questions.find((q) => q.questionId === questionId);
  if (!ref) throw badRequest(ASSESS_MSG.questionNotInWhizz);
  return ref;
}

/** PUT …/answers/{questionId}: saved as given, once it fits the question. */
export async function saveAnswer(
  deps: AttemptDeps,
  user: Student,
  id: string,
  questionId: string,
  answer: Answer,
  now = new Date(),
): Promise<Answer> {
  const row = await loadWhizz(deps.db, id);
  return withLiveAttempt(deps, row.w.id, user, now, async (tx, a) => {
    const ref = questionOf(row.w, questionId);
    if (ref.type !== answer.type) throw badRequest(ASSESS_MSG.answerTypeMismatch);
    if (answer.type === 'MCQ') {
      const { questions } = await attemptMaterial(tx, row.w, a.id);
      const q = questions.find((x) => x.ref.questionId === questionId)?.q;
      if (!q || q.type !== 'MCQ') throw badRequest(ASSESS_MSG.questionNotInWhizz);
      const outOfRange = answer.selected.some((i) => i >= q.row.options.length);
      const tooMany = q.row.selectionType === 'single' && new Set(answer.selected).size > 1;
      if (outOfRange || tooMany) throw badRequest(ASSESS_MSG.answerTypeMismatch);
    }
    await repo.putAnswer(tx, a.id, questionId, answer);
    return answer;
  });
}

export async function recordTabSwitch(
  deps: AttemptDeps,
  user: Student,
  id: string,
  now = new Date(),
): Promise<number> {
  const row = await loadWhizz(deps.db, id);
  return withLiveAttempt(deps, row.w.id, user, now, (tx, a) => repo.addTabSwitch(tx, a.id));
}

/**
 * POST …/run (visible tests) and …/submit-code (every test): the code is kept as the question's
 * answer and queued for the judge with the problem's driver for that language.
 */
export async function sendCode(
  deps: AttemptDeps,
  user: Student,
  id: string,
  kind: 'run' | 'submit',
  body: RunCodeBody,
  now = new Date(),
): Promise<Submission> {
  const row = await loadWhizz(deps.db, id);
  return withLiveAttempt(deps, row.w.id, user, now, async (tx, a) => {
    const ref = questionOf(row.w, body.questionId);
    if (ref.type !== 'codingProblem') throw badRequest(ASSESS_MSG.answerTypeMismatch);
    const { questions } = await attemptMaterial(tx, row.w, a.id);
    const q = questions.find((x) => x.ref.questionId === body.questionId)?.q;
    if (!q || q.type !== 'codingProblem') throw notFound(ASSESS_MSG.codingNotFound);
    const problem = q.row;
    const driver = problem.boilerplate.find((b) => b.language === body.language);
    if (!driver) throw badRequest(ATTEMPT_MSG.languageNotOffered);
    const tests = kind === 'run' ? problem.testCases.filter((t) => !t.isHidden) : problem.testCases;
    if (!tests.length) throw badRequest(ATTEMPT_MSG.noSampleTests);
    if ((await repo.countPendingSubmissions(tx, a.id)) >= MAX_PENDING) {
      throw tooMany(ATTEMPT_MSG.tooManyPending);
    }
    await repo.putAnswer(tx, a.id, body.questionId, {
      type: 'codingProblem',
      language: body.language as CodeLanguage,
      code: body.code,
    });
    const submission = await enqueueSubmission(deps.app, tx, {
      kind,
      userId: user.id,
      problemId: problem.id,
      attemptId: a.id,
      whizzId: row.w.id,
      language: body.language,
      code: body.code,
      mainCode: driver.mainCode,
      tests,
      maxPoints: problem.points,
    });
    return toSubmission(submission, { redactHidden: true });
  });
}

export async function getSubmission(
  deps: AttemptDeps,
  user: Student,
  id: string,
  submissionId: string,
): Promise<Submission> {
  const w = whizzId(id);
  const row = /^[0-9a-f]{24}$/.test(submissionId)
    ? await repo.findOwnSubmission(deps.db, { id: submissionId, userId: user.id, whizzId: w })
    : null;
  if (!row) throw notFound(ASSESS_MSG.submissionNotFound);
  return toSubmission(row, { redactHidden: true });
}

/** POST …/attempt/submit: scored now (automatically at the deadline when it has passed). */
export async function submitAttempt(
  deps: AttemptDeps,
  user: Student,
  id: string,
  now = new Date(),
) {
  const row = await loadWhizz(deps.db, id);
  const a = await repo.findAttempt(deps.db, row.w.id, user.id);
  if (!a) throw notFound(ASSESS_MSG.attemptNotFound);
  if (a.status === 'submitted') throw conflict(ASSESS_MSG.attemptAlreadySubmitted);
  const done = await finalizeAttempt(deps.db, a.id, { now });
  return buildResult(deps.db, row.w, done ?? a, now);
}

export async function getResult(deps: AttemptDeps, user: Student, id: string, now = new Date()) {
  const row = await loadWhizz(deps.db, id);
  const a = await myAttempt(deps.db, row.w.id, user, now);
  if (a.status !== 'submitted') throw conflict(ASSESS_MSG.resultNotReady);
  return buildResult(deps.db, row.w, a, now);
}

/** GET /whizz/{id}/leaderboard: for those who may take the whizz or have taken it. */
export async function getLeaderboard(
  deps: AttemptDeps,
  user: Student,
  id: string,
  q: { page: number; limit: number },
  now = new Date(),
) {
  const row = await loadWhizz(deps.db, id);
  const mine = await repo.findAttempt(deps.db, row.w.id, user.id);
  if (!mine) {
    const access = await accessOf(deps.db, row, user, false);
    if (access !== 'open') refuse(access);
  }
  await submitExpiredAttempts(deps.db, now, { whizzId: row.w.id });
  const { rows, total } = await repo.findLeaderboard(deps.db, row.w.id, {
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return {
    leaderboard: rows.map((r) => ({
      rank: r.rank,
      name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || 'Student',
      score: r.score ?? 0,
      timeTakenSeconds: r.timeTakenSeconds ?? 0,
      submittedAt: (r.submittedAt ?? now).toISOString(),
      isYou: r.userId === user.id,
    })),
    pagination: paginate(total, q.page, q.limit),
  };
}
