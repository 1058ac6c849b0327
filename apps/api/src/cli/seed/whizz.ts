import { and, asc, count, desc, eq, sql } from 'drizzle-orm';

import { durationMs, type Answer, type DurationUnit, type QuestionType } from '@app/shared';

import type { Db } from '../../db/client.ts';
import {
  batches,
  codingProblems,
  enrolments,
  fillInTheBlanks,
  mcqs,
  whizzAttempts,
  whizzBatches,
  whizzes,
} from '../../db/schema/index.ts';
import { finalizeAttempt } from '../../features/whizz/whizz-finalize.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Ref = { questionId: string; type: QuestionType };

/**
 * The batch the demo quizzes are for: the one with the most active students (the running Full
 * Stack batch in the demo data), else the newest batch.
 */
async function demoBatch(db: Db) {
  const [row] = await db
    .select({ id: batches.id })
    .from(batches)
    .orderBy(
      desc(
        sql`(select count(*) from enrolments e where e.batch_id = "batches"."id" and e.status = 'active')`,
      ),
      desc(batches.isActive),
      asc(batches.startDate),
      asc(batches.id),
    )
    .limit(1);
  return row ?? null;
}

/** Active questions of each bank, oldest first (the demo bank's order). */
async function bank(db: Db) {
  const [mcqRows, fibRows, codingRows] = await Promise.all([
    db
      .select({ id: mcqs.id, options: mcqs.options })
      .from(mcqs)
      .where(eq(mcqs.isActive, true))
      .orderBy(asc(mcqs.createdAt), asc(mcqs.id))
      .limit(20),
    db
      .select({ id: fillInTheBlanks.id, answer: fillInTheBlanks.correctAnswer })
      .from(fillInTheBlanks)
      .where(eq(fillInTheBlanks.isActive, true))
      .orderBy(asc(fillInTheBlanks.createdAt), asc(fillInTheBlanks.id))
      .limit(20),
    db
      .select({ id: codingProblems.id })
      .from(codingProblems)
      .where(eq(codingProblems.isActive, true))
      .orderBy(asc(codingProblems.createdAt), asc(codingProblems.id))
      .limit(10),
  ]);
  return { mcqRows, fibRows, codingRows };
}

type Quiz = {
  title: string;
  description: string;
  isPublic: boolean;
  unit: DurationUnit;
  value: number;
  startDate: Date;
  /** minutes one attempt may last; null: until the quiz closes */
  attemptMinutes: number | null;
  totalScore: number;
  questions: Ref[];
  batchIds: string[];
};

/**
 * Demo whizzes, once (nothing is added while any whizz other than a Kodex contest's exists), from
 * the demo batch and whatever questions the banks hold (none: nothing to do): a live quiz for the
 * batch mixing MCQ, fill in the blank and coding; an upcoming one; a finished one the batch's
 * students have taken (their results and leaderboard); and an external one open to everyone.
 */
export async function seedDemoWhizz(
  db: Db,
  opts: { createdBy: string | null; now?: Date },
): Promise<number> {
  const [existing] = await db
    .select({ n: count() })
    .from(whizzes)
    .where(sql`not exists (select 1 from kodex_contests k where k.whizz_id = "whizzes"."id")`);
  if ((existing?.n ?? 0) > 0) return 0;
  const now = opts.now ?? new Date();
  const { mcqRows, fibRows, codingRows } = await bank(db);
  if (!mcqRows.length && !fibRows.length && !codingRows.length) return 0;
  const batch = await demoBatch(db);

  const m = mcqRows.map((r) => ({ questionId: r.id, type: 'MCQ' as const }));
  const f = fibRows.map((r) => ({ questionId: r.id, type: 'FillInTheBlank' as const }));
  const c = codingRows.map((r) => ({ questionId: r.id, type: 'codingProblem' as const }));
  const pick = (...lists: Ref[][]) => {
    const out = lists.flat();
    return out.length ? out : [...m, ...f, ...c].slice(0, 3);
  };
  const internal = batch ? [batch.id] : [];
  const quizzes: (Quiz & { key: 'live' | 'upcoming' | 'finished' | 'external' })[] = [
    {
      key: 'live',
      title: 'Weekly Whizz: Web Fundamentals',
      description:
        'Twenty-five minutes on HTTP, JavaScript and the terminal, with one coding problem. Your answers save as you go.',
      isPublic: !batch,
      unit: 'hours',
      value: 2,
      startDate: new Date(now.getTime() - 20 * MINUTE),
      attemptMinutes: 25,
      totalScore: 100,
      questions: pick(m.slice(0, 3), f.slice(0, 2), c.slice(0, 1)),
      batchIds: internal,
    },
    {
      key: 'upcoming',
      title: 'Data Structures Checkpoint',
      description: 'Queues, recursion and complexity before next week’s DSA module.',
      isPublic: !batch,
      unit: 'minutes',
      value: 45,
      startDate: new Date(now.getTime() + 2 * DAY + 90 * MINUTE),
      attemptMinutes: null,
      totalScore: 50,
      questions: pick(m.slice(1, 5), f.slice(3, 5), c.slice(1, 2)),
      batchIds: internal,
    },
    {
      key: 'finished',
      title: 'Module 1 Recap Quiz',
      description: 'A short recap of the first module: HTTP basics, Python syntax and git.',
      isPublic: !batch,
      unit: 'minutes',
      value: 30,
      startDate: new Date(now.getTime() - 6 * DAY - 3 * 60 * MINUTE),
      attemptMinutes: null,
      totalScore: 20,
      questions: pick(m.slice(3, 7), f.slice(0, 4)),
      batchIds: internal,
    },
    {
      key: 'external',
      title: 'Open Coding Warm-up',
      description:
        'Open to every signed-in learner for two days: a few quick questions and a coding problem to try the judge, 20 minutes once you start.',
      isPublic: true,
      unit: 'hours',
      value: 48,
      startDate: new Date(now.getTime() - 3 * 60 * MINUTE),
      attemptMinutes: 20,
      totalScore: 30,
      questions: pick(m.slice(0, 2), f.slice(5, 6), c.slice(0, 2)),
      batchIds: [],
    },
  ];

  const ids = new Map<string, string>();
  await db.transaction(async (tx) => {
    for (const [i, q] of quizzes.entries()) {
      const createdAt = new Date(Math.min(now.getTime(), q.startDate.getTime()) - DAY + i * MINUTE);
      const [row] = await tx
        .insert(whizzes)
        .values({
          title: q.title,
          description: q.description,
          isPublic: q.isPublic,
          durationUnit: q.unit,
          durationValue: q.value,
          startDate: q.startDate,
          endsAt: new Date(q.startDate.getTime() + durationMs({ unit: q.unit, value: q.value })),
          attemptMinutes: q.attemptMinutes,
          totalScore: q.totalScore,
          questions: q.questions,
          createdBy: opts.createdBy,
          updatedBy: opts.createdBy,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: whizzes.id });
      ids.set(q.key, row!.id);
      if (q.batchIds.length) {
        await tx
          .insert(whizzBatches)
          .values(q.batchIds.map((batchId) => ({ whizzId: row!.id, batchId, isActive: true })));
      }
    }
  });

  // The finished quiz, taken by the demo batch's students: mostly right, one slip each.
  const finished = quizzes.find((q) => q.key === 'finished')!;
  const finishedId = ids.get('finished')!;
  const students = batch
    ? await db
        .select({ userId: enrolments.userId })
        .from(enrolments)
        .where(and(eq(enrolments.batchId, batch.id), eq(enrolments.status, 'active')))
        .orderBy(asc(enrolments.createdAt))
        .limit(30)
    : [];
  const correctOf = new Map<string, Answer>([
    ...mcqRows.map(
      (r) =>
        [
          r.id,
          {
            type: 'MCQ' as const,
            selected: r.options.flatMap((o, i) => (o.isCorrect ? [i] : [])),
          },
        ] as const,
    ),
    ...fibRows.map((r) => [r.id, { type: 'FillInTheBlank' as const, text: r.answer }] as const),
  ]);
  const endsAt =
    finished.startDate.getTime() + durationMs({ unit: finished.unit, value: finished.value });
  for (const [n, s] of students.entries()) {
    const answers: Record<string, Answer> = {};
    finished.questions.forEach((q, i) => {
      const right = correctOf.get(q.questionId);
      if (!right) return;
      // each student misses a different question
      answers[q.questionId] =
        i === n % finished.questions.length
          ? right.type === 'MCQ'
            ? { type: 'MCQ', selected: [] }
            : { type: 'FillInTheBlank', text: 'not sure' }
          : right;
    });
    const startedAt = new Date(finished.startDate.getTime() + (2 + n) * MINUTE);
    const [attempt] = await db
      .insert(whizzAttempts)
      .values({
        whizzId: finishedId,
        userId: s.userId,
        startedAt,
        deadline: new Date(endsAt),
        answers,
        tabSwitches: n % 3,
        createdAt: startedAt,
      })
      .onConflictDoNothing()
      .returning({ id: whizzAttempts.id });
    if (attempt) {
      await finalizeAttempt(db, attempt.id, {
        now: new Date(startedAt.getTime() + (11 + 3 * n) * MINUTE),
      });
    }
  }
  return quizzes.length;
}
