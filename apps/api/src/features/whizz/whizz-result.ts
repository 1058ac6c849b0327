import type { ResultQuestion, WhizzResult } from '@app/shared';

import type { Tx } from '../../db/client.ts';
import type { WhizzAttemptRow, WhizzRow } from '../../db/schema/index.ts';
import { rankOf } from './whizz-attempt.repo.ts';
import { attemptMaterial } from './whizz-finalize.ts';
import { questionTitle } from './whizz-questions.repo.ts';
import { correctOptionIndexes, scoreQuestion } from './whizz.scoring.ts';

/**
 * A submitted attempt's result: the stored score and per-question points, each question's
 * outcome, and the correct answers once the whizz has ended (not while others still take it).
 */
export async function buildResult(
  db: Tx,
  w: WhizzRow,
  a: WhizzAttemptRow,
  now: Date,
): Promise<WhizzResult> {
  const { questions, best } = await attemptMaterial(db, w, a.id);
  const ended = now.getTime() >= w.endsAt.getTime();
  const score = a.score ?? 0;
  const time = a.timeTakenSeconds ?? 0;
  const { rank, participants } = await rankOf(db, w.id, score, time);
  const rows: ResultQuestion[] = questions.map(({ ref, q, scored }) => {
    const answer = a.answers[ref.questionId] ?? null;
    const mine = q.type === 'codingProblem' ? best.get(q.row.id) : undefined;
    const outcome = scoreQuestion(scored, answer ?? undefined, mine);
    return {
      questionId: ref.questionId,
      type: ref.type,
      title: questionTitle(q),
      points: q.row.points,
      earned: a.breakdown?.[ref.questionId] ?? outcome.earned,
      outcome: outcome.outcome,
      answer,
      options: q.type === 'MCQ' ? q.row.options.map((o) => o.text) : null,
      correctAnswer: !ended
        ? null
        : q.type === 'MCQ'
          ? correctOptionIndexes(q.row.options)
          : q.type === 'FillInTheBlank'
            ? q.row.correctAnswer
            : null,
      passed: q.type === 'codingProblem' ? (mine?.passed ?? 0) : null,
      total: q.type === 'codingProblem' ? (mine?.total ?? q.row.testCases.length) : null,
    };
  });
  return {
    whizzId: w.id,
    title: w.title,
    score,
    totalScore: w.totalScore,
    rawPoints: a.rawPoints ?? 0,
    maxPoints: a.maxPoints ?? 0,
    startedAt: a.startedAt.toISOString(),
    submittedAt: (a.submittedAt ?? now).toISOString(),
    timeTakenSeconds: time,
    autoSubmitted: a.autoSubmitted,
    rank: a.status === 'submitted' ? rank : null,
    participants,
    whizzEnded: ended,
    questions: rows,
  };
}
