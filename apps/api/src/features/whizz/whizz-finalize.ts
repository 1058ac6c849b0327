import { durationMs } from '@app/shared';

import type { Db, Tx } from '../../db/client.ts';
import type { WhizzAttemptRow, WhizzRow } from '../../db/schema/index.ts';
import { concurrently, inTransaction } from '../../db/transaction.ts';
import * as attempts from './whizz-attempt.repo.ts';
import {
  bestSubmissions,
  loadQuestions,
  refKey,
  type BankQuestion,
} from './whizz-questions.repo.ts';
import { scoreAttempt, timeTakenSeconds, type ScoredQuestion } from './whizz.scoring.ts';

/** A bank question as the scoring rules see it. */
export function toScored(questionId: string, q: BankQuestion): ScoredQuestion {
  if (q.type === 'MCQ') {
    return {
      type: 'MCQ',
      questionId,
      points: q.row.points,
      selectionType: q.row.selectionType,
      options: q.row.options,
    };
  }
  if (q.type === 'FillInTheBlank') {
    return {
      type: 'FillInTheBlank',
      questionId,
      points: q.row.points,
      correctAnswer: q.row.correctAnswer,
    };
  }
  return { type: 'codingProblem', questionId, points: q.row.points };
}

/** The whizz's questions that still exist, in order, with the attempt's best coding results. */
export async function attemptMaterial(db: Tx, whizz: WhizzRow, attemptId: string) {
  const [bank, best] = await concurrently(
    db,
    () => loadQuestions(db, whizz.questions),
    () => bestSubmissions(db, attemptId),
  );
  const questions = whizz.questions.flatMap((ref) => {
    const q = bank.get(refKey(ref.type, ref.questionId));
    return q ? [{ ref, q, scored: toScored(ref.questionId, q) }] : [];
  });
  return { questions, best };
}

async function scoreOf(db: Tx, whizz: WhizzRow, a: WhizzAttemptRow) {
  const { questions, best } = await attemptMaterial(db, whizz, a.id);
  return scoreAttempt({
    questions: questions.map((x) => x.scored),
    answers: a.answers,
    best,
    totalScore: whizz.totalScore,
  });
}

async function whizzOf(db: Tx, id: string) {
  const row = await attempts.findWhizzRow(db, id);
  return row?.w ?? null;
}

/**
 * Submits an in-progress attempt and stores its score. `auto`, or a deadline already reached,
 * makes it an automatic submission at the deadline. Returns the attempt as it now stands (an
 * attempt submitted meanwhile by another call is returned unchanged).
 */
export async function finalizeAttempt(
  db: Db | Tx,
  attemptId: string,
  opts: { now: Date; auto?: boolean },
): Promise<WhizzAttemptRow | null> {
  return inTransaction(db, async (tx) => {
    const a = await attempts.lockAttempt(tx, { id: attemptId });
    if (!a || a.status !== 'in_progress') return a;
    const whizz = await whizzOf(tx, a.whizzId);
    if (!whizz) return a;
    const auto = Boolean(opts.auto) || opts.now.getTime() >= a.deadline.getTime();
    const submittedAt = auto
      ? new Date(Math.min(opts.now.getTime(), a.deadline.getTime()))
      : opts.now;
    const s = await scoreOf(tx, whizz, a);
    return attempts.updateAttempt(tx, a.id, {
      status: 'submitted',
      submittedAt,
      autoSubmitted: auto,
      score: s.score,
      rawPoints: s.rawPoints,
      maxPoints: s.maxPoints,
      breakdown: s.breakdown,
      problemsSolved: s.problemsSolved,
      timeTakenSeconds: timeTakenSeconds(
        a.startedAt,
        submittedAt,
        durationMs({ unit: whizz.durationUnit, value: whizz.durationValue }),
      ),
    });
  });
}

/** Works a submitted attempt's score out again (a coding submission judged after it ended). */
export async function rescoreAttempt(db: Db | Tx, attemptId: string) {
  await inTransaction(db, async (tx) => {
    const a = await attempts.lockAttempt(tx, { id: attemptId });
    if (!a || a.status !== 'submitted') return;
    const whizz = await whizzOf(tx, a.whizzId);
    if (!whizz) return;
    const s = await scoreOf(tx, whizz, a);
    await attempts.updateAttempt(tx, a.id, {
      score: s.score,
      rawPoints: s.rawPoints,
      maxPoints: s.maxPoints,
      breakdown: s.breakdown,
      problemsSolved: s.problemsSolved,
    });
  });
}

export async function rescoreLateJudgements(
  db: Db,
  scope: { whizzId?: string; attemptId?: string; endedAfter?: Date } = {},
) {
  const ids = await attempts.findLateJudgedAttemptIds(db, scope);
  for (const id of ids) await rescoreAttempt(db, id);
  return ids.length;
}

/**
 * The sweep: submits every in-progress attempt whose deadline has passed (automatically, at the
 * deadline) and re-scores attempts whose last coding submissions were judged after they ended.
 * Runs every 15 s as a scheduled task (whizz.jobs.ts); calls touching an attempt also do it for
 * that attempt.
 */
export async function submitExpiredAttempts(
  db: Db,
  now: Date = new Date(),
  scope: { whizzId?: string; userId?: string } = {},
): Promise<number> {
  let submitted = 0;
  for (;;) {
    const ids = await attempts.findExpiredAttemptIds(db, now, scope);
    let round = 0;
    for (const id of ids) {
      const row = await finalizeAttempt(db, id, { now, auto: true });
      if (row?.status === 'submitted') round += 1;
    }
    submitted += round;
    if (ids.length < 200 || round === 0) break;
  }
  // Late judgements are re-scored as the judge finishes them (onSubmissionJudged); the timer
  // is the backstop after a crash, for whizzes running or ended within the hour.
  if (!scope.userId && !scope.whizzId) {
    await rescoreLateJudgements(db, { endedAfter: new Date(now.getTime() - 3_600_000) });
  }
  return submitted;
}
