import { afterAll, beforeAll } from 'vitest';

import type { CodeLanguage, CodingProblemBody, FibBody, McqBody, QuestionType } from '@app/shared';

import type { Db } from '../../db/client.ts';
import { whizzes } from '../../db/schema/index.ts';
import { adminCaller, createTestContext, signedIn, type TestContext } from '../../test/harness.ts';

/** Test data for the question bank tests: one signed-in user per role, bodies, a whizz row. */
export async function sessions(ctx: TestContext) {
  return {
    superAdmin: await signedIn(ctx, 'super_admin', { firstName: 'Asha', lastName: 'Rao' }),
    admin: await signedIn(ctx, 'admin', { firstName: 'Vikram', lastName: 'Mehta' }),
    instructor: await signedIn(ctx, 'instructor', { firstName: 'Priya', lastName: 'Iyer' }),
    mentor: await signedIn(ctx, 'mentor', { firstName: 'Kavya', lastName: 'Reddy' }),
    batchManager: await signedIn(ctx, 'batch_manager'),
    support: await signedIn(ctx, 'support'),
    sales: await signedIn(ctx, 'sales_and_marketing'),
    student: await signedIn(ctx, 'student'),
  };
}
export type Sessions = Awaited<ReturnType<typeof sessions>>;

export type Caller = ReturnType<typeof adminCaller>;

/**
 * The setup every question bank test file shares: a fresh app and database for the file
 * (closed after it), one signed-in user per role in `bank.s`, and `bank.req` calling as `as`
 * unless a call names another cookie. `req` may be taken out at once; ctx and s are there once
 * the file's beforeAll has run.
 */
export function useQuestionBank(as: keyof Sessions = 'instructor') {
  let call: Caller;
  const bank = {
    ctx: undefined as unknown as TestContext,
    s: undefined as unknown as Sessions,
    req: ((...args) => call(...args)) as Caller,
  };
  beforeAll(async () => {
    bank.ctx = await createTestContext();
    bank.s = await sessions(bank.ctx);
    call = adminCaller(
      () => bank.ctx,
      () => bank.s[as].cookie,
    );
  });
  afterAll(() => bank.ctx.close());
  return bank;
}

let n = 0;
export const mcqBody = (over: Partial<McqBody> = {}): McqBody => ({
  question: `Which keyword declares a block-scoped constant in JavaScript? (${++n})`,
  options: [
    { text: 'var', isCorrect: false },
    { text: 'const', isCorrect: true },
    { text: 'let', isCorrect: false },
  ],
  selectionType: 'single',
  points: 2,
  difficulty: 'easy',
  tags: ['javascript'],
  ...over,
});

export const fibBody = (over: Partial<FibBody> = {}): FibBody => ({
  question: `The HTTP status code for "Not Found" is ____. (${++n})`,
  correctAnswer: '404',
  points: 1,
  difficulty: 'easy',
  tags: ['http'],
  ...over,
});

/** A coding problem body with its code lists typed (the schema's input type leaves them open). */
export type CodingDraft = CodingProblemBody & {
  boilerplate: { language: CodeLanguage; code: string; mainCode?: string }[];
  solutions: { language: CodeLanguage; code: string }[];
};

export const codingBody = (over: Partial<CodingDraft> = {}): CodingDraft => ({
  problemId: `sum-two-${++n}`,
  title: 'Sum of two numbers',
  description: 'Read two integers and print their sum.',
  tags: ['math'],
  inputFormat: 'Two integers a and b on one line',
  outputFormat: 'Their sum',
  constraints: ['-10^9 <= a, b <= 10^9'],
  hints: [{ language: 'general', text: 'Use a 64-bit integer.' }],
  boilerplate: [
    {
      language: 'javascript',
      code: 'function sum(a, b) {\n  // your code\n}',
      mainCode:
        "{{USER_CODE}}\nconst [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(sum(a, b));",
    },
  ],
  solutions: [{ language: 'javascript', code: 'function sum(a, b) {\n  return a + b;\n}' }],
  testCases: [
    { input: '1 2', expectedOutput: '3', isHidden: false, points: 1 },
    { input: '-5 5', expectedOutput: '0', isHidden: true, points: 2 },
  ],
  points: 10,
  difficulty: 'easy',
  ...over,
});

/** A whizz that lists the given questions (inserted directly; the whizz feature is not used). */
export async function insertWhizz(db: Db, questions: { questionId: string; type: QuestionType }[]) {
  const start = new Date(Date.now() + 86_400_000);
  const [row] = await db
    .insert(whizzes)
    .values({
      title: 'Weekly quiz',
      description: 'Practice',
      durationUnit: 'minutes',
      durationValue: 30,
      startDate: start,
      endsAt: new Date(start.getTime() + 30 * 60_000),
      totalScore: 10,
      questions,
    })
    .returning();
  return row!;
}
