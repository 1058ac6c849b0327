import type { KodexRegistrationBody } from '@app/shared';

import type { Db } from '../../db/client.ts';
import {
  codeSubmissions,
  codingProblems,
  kodexContests,
  whizzAttempts,
  whizzes,
} from '../../db/schema/index.ts';

const HOUR = 3_600_000;
let counter = 0;

/** A valid registration body; `n` makes its e-mail and phone unique. */
export function validBody(n = ++counter, extra: Partial<KodexRegistrationBody> = {}) {
  return {
    name: 'Meera Pillai',
    email: `meera.pillai${n}@example.com`,
    phone: `8${String(700_000_000 + n).padStart(9, '0')}`,
    organisation: 'NIT Calicut',
    year: '3rd year',
    experience: 'intermediate',
    ...extra,
  } satisfies KodexRegistrationBody;
}

export async function insertProblem(db: Db, points = 10, isActive = true) {
  const n = ++counter;
  const [row] = await db
    .insert(codingProblems)
    .values({
      problemId: `KX-${process.pid}-${n}-${Math.random().toString(36).slice(2, 8)}`,
      title: `Sum of two numbers ${n}`,
      description: 'Read two integers and print their sum.',
      inputFormat: 'Two integers a and b',
      outputFormat: 'Their sum',
      constraints: ['1 <= a, b <= 10^9'],
      hints: [],
      boilerplate: [{ language: 'javascript', code: 'function solve(a, b) {}', mainCode: '' }],
      solutions: [],
      testCases: [{ input: '1 2', expectedOutput: '3', isHidden: false, points }],
      points,
      difficulty: 'easy',
      isActive,
    })
    .returning();
  return row!;
}

/** An external whizz of the given coding problems, starting at `start` for `hours`. */
export async function insertWhizz(
  db: Db,
  opts: {
    problemIds: string[];
    start: Date;
    hours?: number;
    isPublic?: boolean;
    totalScore?: number;
    extraQuestions?: { questionId: string; type: 'MCQ' | 'FillInTheBlank' }[];
  },
) {
  const hours = opts.hours ?? 2;
  const [row] = await db
    .insert(whizzes)
    .values({
      title: `Kodex round ${++counter}`,
      description: 'A coding contest',
      isPublic: opts.isPublic ?? true,
      durationUnit: 'hours',
      durationValue: hours,
      startDate: opts.start,
      endsAt: new Date(opts.start.getTime() + hours * HOUR),
      totalScore: opts.totalScore ?? 100,
      questions: [
        ...opts.problemIds.map((questionId) => ({ questionId, type: 'codingProblem' as const })),
        ...(opts.extraQuestions ?? []),
      ],
    })
    .returning();
  return row!;
}

/**
 * A published contest whose whizz starts `startInHours` from now (negative: started already),
 * registration open from `opensInHours` until `closesInHours` (relative to now).
 */
export async function insertContest(
  db: Db,
  opts: {
    problemIds: string[];
    startInHours: number;
    hours?: number;
    opensInHours?: number;
    closesInHours?: number;
    isPublished?: boolean;
    totalScore?: number;
    title?: string;
  },
) {
  const now = Date.now();
  const whizz = await insertWhizz(db, {
    problemIds: opts.problemIds,
    start: new Date(now + opts.startInHours * HOUR),
    hours: opts.hours,
    totalScore: opts.totalScore,
  });
  const [contest] = await db
    .insert(kodexContests)
    .values({
      whizzId: whizz.id,
      title: opts.title ?? `Kodex Challenge ${counter}`,
      tagline: 'Solve, climb, win',
      rules: ['Solve alone'],
      prizes: [{ place: '1st', reward: '₹10,000' }],
      registrationOpensAt: new Date(now + (opts.opensInHours ?? -24) * HOUR),
      registrationClosesAt: new Date(now + (opts.closesInHours ?? opts.startInHours) * HOUR),
      isPublished: opts.isPublished ?? true,
    })
    .returning();
  return { contest: contest!, whizz };
}

export async function insertAttempt(
  db: Db,
  whizz: { id: string; endsAt: Date },
  userId: string,
  startedAt: Date,
) {
  const [row] = await db
    .insert(whizzAttempts)
    .values({ whizzId: whizz.id, userId, startedAt, deadline: whizz.endsAt })
    .returning();
  return row!;
}

/** A judged (or still queued) 'submit' submission made `afterSeconds` after `startedAt`. */
export async function insertSubmission(
  db: Db,
  attempt: { id: string; whizzId: string; userId: string; startedAt: Date },
  problem: { id: string; points: number },
  pointsEarned: number,
  afterSeconds: number,
  extra: { kind?: 'run' | 'submit'; status?: 'queued' | 'done' } = {},
) {
  const at = new Date(attempt.startedAt.getTime() + afterSeconds * 1000);
  await db.insert(codeSubmissions).values({
    userId: attempt.userId,
    kind: extra.kind ?? 'submit',
    status: extra.status ?? 'done',
    problemId: problem.id,
    attemptId: attempt.id,
    whizzId: attempt.whizzId,
    language: 'javascript',
    code: 'console.log(1)',
    verdict: pointsEarned >= problem.points ? 'Accepted' : 'Wrong Answer',
    passed: pointsEarned >= problem.points ? 1 : 0,
    total: 1,
    pointsEarned,
    maxPoints: problem.points,
    finishedAt: at,
    createdAt: at,
  });
}
