import { eq, sql } from 'drizzle-orm';

import type { WhizzBody } from '@app/shared';

import { newId } from '../../core/ids.ts';
import type { Db } from '../../db/client.ts';
import {
  batches,
  courses,
  enrolments,
  fillInTheBlanks,
  mcqs,
  whizzAttempts,
  whizzes,
  type BatchRow,
  type StoredTestCase,
} from '../../db/schema/index.ts';
import { EMPTY_COURSE_META } from '../../test/fixtures.ts';
import { ADD_PROBLEM_TEXT, ADD_TESTS, insertAddProblem } from '../../test/problems.ts';

/** Rows inserted straight into the tables, so these tests do not lean on other features. */
const META = EMPTY_COURSE_META;

export async function makeCourse(db: Db, title: string, batchNames: string[]) {
  const [course] = await db
    .insert(courses)
    .values({ title, price: 20000, durationWeeks: 12, state: 'published', meta: META })
    .returning();
  const rows = await db
    .insert(batches)
    .values(
      batchNames.map((name, i) => ({
        courseId: course!.id,
        name,
        startDate: `2025-0${1 + i}-10`,
        endDate: '2026-12-31',
        enrollmentEndDate: '2026-12-01',
        price: 20000,
        seats: 30,
      })),
    )
    .returning();
  return { courseId: course!.id, batches: rows };
}

export async function enrol(
  db: Db,
  userId: string,
  batch: BatchRow,
  status: 'active' | 'cancelled' = 'active',
) {
  await db.insert(enrolments).values({
    id: newId(),
    userId,
    batchId: batch.id,
    courseId: batch.courseId,
    status,
    source: 'staff',
  });
}

export async function makeMcq(
  db: Db,
  opts: {
    selectionType?: 'single' | 'multiple';
    correct?: number[];
    points?: number;
    text?: string;
  },
) {
  const correct = opts.correct ?? [1];
  const [row] = await db
    .insert(mcqs)
    .values({
      question: opts.text ?? 'Which keyword declares a block-scoped variable?',
      options: ['var', 'let', 'const', 'function'].map((text, i) => ({
        text,
        isCorrect: correct.includes(i),
      })),
      selectionType: opts.selectionType ?? 'single',
      points: opts.points ?? 2,
      difficulty: 'easy',
      tags: ['javascript'],
    })
    .returning();
  return row!;
}

export async function makeFib(
  db: Db,
  opts: { answer?: string; points?: number; text?: string; isActive?: boolean } = {},
) {
  const [row] = await db
    .insert(fillInTheBlanks)
    .values({
      question: opts.text ?? 'The ____ runs queued callbacks when the call stack is empty.',
      correctAnswer: opts.answer ?? 'Event Loop',
      points: opts.points ?? 3,
      difficulty: 'medium',
      tags: ['javascript'],
      isActive: opts.isActive ?? true,
    })
    .returning();
  return row!;
}

/** "Add two numbers" (test/problems.ts) in the math tag, with its title, tests or points. */
export function makeCoding(
  db: Db,
  opts: { points?: number; title?: string; tests?: StoredTestCase[] } = {},
) {
  return insertAddProblem(db, {
    tags: ['math'],
    title: opts.title ?? ADD_PROBLEM_TEXT.title,
    testCases: opts.tests ?? ADD_TESTS,
    points: opts.points ?? 10,
  });
}

export function whizzBody(overrides: Partial<WhizzBody> = {}): WhizzBody {
  return {
    title: 'JS Basics Quiz',
    description: 'Ten minutes on scope and the event loop.',
    isPublic: false,
    duration: { unit: 'minutes', value: 30 },
    startDate: new Date(Date.now() - 60_000).toISOString(),
    totalScore: 100,
    batches: [],
    questions: [],
    ...overrides,
  };
}

/** Moves a whizz and its attempts `ms` back in time (so time seems to have passed). */
export async function shiftBack(db: Db, whizzId: string, ms: number) {
  const by = sql`(${Math.round(ms)} * interval '1 millisecond')`;
  await db
    .update(whizzes)
    .set({ startDate: sql`${whizzes.startDate} - ${by}`, endsAt: sql`${whizzes.endsAt} - ${by}` })
    .where(eq(whizzes.id, whizzId));
  await db
    .update(whizzAttempts)
    .set({
      startedAt: sql`${whizzAttempts.startedAt} - ${by}`,
      deadline: sql`${whizzAttempts.deadline} - ${by}`,
    })
    .where(eq(whizzAttempts.whizzId, whizzId));
}

/** Shifts a whizz so that it ended `msAgo` ago. */
export async function endWhizz(db: Db, whizzId: string, msAgo = 1000) {
  const [w] = await db
    .select({ endsAt: whizzes.endsAt })
    .from(whizzes)
    .where(eq(whizzes.id, whizzId));
  await shiftBack(db, whizzId, w!.endsAt.getTime() - (Date.now() - msAgo));
}
