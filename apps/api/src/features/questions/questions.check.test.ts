import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ASSESS_MSG, QB_MSG, type CheckSolutionsBody, type Submission } from '@app/shared';

import { codeSubmissions } from '../../db/schema/index.ts';
import { expectFieldError } from '../../test/harness.ts';
import { CHECK_MSG } from './questions.check.ts';
import { codingBody, useQuestionBank } from './questions.fixtures.ts';

const bank = useQuestionBank();
const { req } = bank;

/** The fixture's draft: a JS sum(a, b) with a driver, one visible and one hidden test. */
function draft(over: Partial<CheckSolutionsBody> = {}): CheckSolutionsBody {
  const { boilerplate, solutions, testCases } = codingBody();
  return {
    boilerplate: [
      ...boilerplate,
      {
        language: 'python',
        code: 'def add(a, b):\n    pass\n',
        mainCode: 'import sys\na, b = map(int, sys.stdin.read().split())\nprint(add(a, b))\n',
      },
    ],
    solutions,
    testCases,
    ...over,
  };
}

/** POST /coding-problems/check-solutions with the fixture's draft changed by `over`. */
const check = (over: Partial<CheckSolutionsBody> = {}, cookie?: string) =>
  req('POST', '/coding-problems/check-solutions', draft(over), cookie);

async function submission(id: string, cookie = bank.s.instructor.cookie) {
  const res = await req('GET', `/submissions/${id}`, undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { submission: Submission } }).data.submission;
}

describe('POST /admin/coding-problems/check-solutions', () => {
  it('202: one check submission per solution, judged on every test (correct → Accepted, wrong → Wrong Answer)', async () => {
    const res = await check({
      solutions: [
        { language: 'javascript', code: 'function sum(a, b) {\n  return a + b;\n}' },
        { language: 'python', code: 'def add(a, b):\n    return a * b\n' },
        { language: 'python', code: '' },
      ],
    });
    expect(res.statusCode, res.body).toBe(202);
    const queued = (res.json() as { message: string; data: { submissions: Submission[] } }).data
      .submissions;
    expect(queued).toHaveLength(2);
    expect(queued.map((q) => [q.kind, q.status, q.language, q.total, q.maxPoints])).toEqual([
      ['check', 'queued', 'javascript', 2, 3],
      ['check', 'queued', 'python', 2, 3],
    ]);
    const rows = await bank.ctx.db
      .select()
      .from(codeSubmissions)
      .where(eq(codeSubmissions.id, queued[0]!._id));
    expect(rows[0]).toMatchObject({ userId: bank.s.instructor.user.id, problemId: null });

    await bank.ctx.app.jobs.drain();

    const good = await submission(queued[0]!._id);
    expect(good).toMatchObject({
      status: 'done',
      verdict: 'Accepted',
      passed: 2,
      total: 2,
      pointsEarned: 3,
      maxPoints: 3,
    });
    expect(good.tests.map((t) => t.verdict)).toEqual(['Accepted', 'Accepted']);
    // staff see hidden tests in full
    expect(good.tests[1]).toMatchObject({ isHidden: true, input: '-5 5', expectedOutput: '0' });
    expect(good.tests[1]!.stdout?.trim()).toBe('0');

    const bad = await submission(queued[1]!._id);
    expect(bad).toMatchObject({
      status: 'done',
      verdict: 'Wrong Answer',
      passed: 0,
      pointsEarned: 0,
    });
    expect(bad.tests.map((t) => t.verdict)).toEqual(['Wrong Answer', 'Wrong Answer']);
  });

  it('a solution in a language without a boilerplate → 400 on that solution', async () => {
    const res = await check({
      solutions: [
        { language: 'javascript', code: 'x' },
        { language: 'java', code: 'class A {}' },
      ],
    });
    expectFieldError(res, 'solutions.1.language', CHECK_MSG.noBoilerplate);
  });

  it('the draft is validated with the coding problem rules', async () => {
    expectFieldError(await check({ testCases: [] }), 'testCases', QB_MSG.testCasesMin);
    expectFieldError(
      await check({ solutions: [{ language: 'python', code: ' ' }] }),
      'solutions',
      QB_MSG.solutionsMin,
    );
  });

  it('roles: mentor may check; batch_manager may read a submission (whizz menu) but not check', async () => {
    const res = await check({}, bank.s.mentor.cookie);
    expect(res.statusCode).toBe(202);
    const id = (res.json() as { data: { submissions: Submission[] } }).data.submissions[0]!._id;
    expect((await check({}, bank.s.batchManager.cookie)).statusCode).toBe(403);
    expect((await submission(id, bank.s.batchManager.cookie))._id).toBe(id);
    expect(
      (await req('GET', `/submissions/${id}`, undefined, bank.s.support.cookie)).statusCode,
    ).toBe(403);
    expect((await req('GET', `/submissions/${id}`, undefined, null)).statusCode).toBe(401);
    await bank.ctx.app.jobs.drain();
  });

  it('GET /admin/submissions/{unknown} → 404 Submission not found', async () => {
    for (const id of ['0123456789abcdef01234567', 'nope']) {
      const res = await req('GET', `/submissions/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: ASSESS_MSG.submissionNotFound });
    }
  });
});
