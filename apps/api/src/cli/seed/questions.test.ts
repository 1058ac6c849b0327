import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  CODE_LANGUAGES,
  ZCodingProblemBody,
  ZFibBody,
  ZMcqBody,
  type Submission,
} from '@app/shared';

import { enqueueSubmission, toSubmission } from '../../core/judge/index.ts';
import { codeSubmissions, codingProblems, fillInTheBlanks, mcqs } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { DEMO_CODING_PROBLEMS, DEMO_FIBS, DEMO_MCQS, seedDemoQuestions } from './questions.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('seedDemoQuestions', () => {
  it('every demo question passes the staff form schema; both selection types are present', () => {
    for (const m of DEMO_MCQS) expect(ZMcqBody.safeParse(m).error).toBeUndefined();
    for (const f of DEMO_FIBS) expect(ZFibBody.safeParse(f).error).toBeUndefined();
    for (const p of DEMO_CODING_PROBLEMS) {
      expect(ZCodingProblemBody.safeParse(p).error).toBeUndefined();
      expect(p.boilerplate.map((b) => b.language).sort()).toEqual([...CODE_LANGUAGES].sort());
      expect(p.solutions.map((b) => b.language).sort()).toEqual([...CODE_LANGUAGES].sort());
      expect(p.testCases.some((t) => t.isHidden)).toBe(true);
      expect(p.testCases.some((t) => !t.isHidden)).toBe(true);
    }
    expect(new Set(DEMO_MCQS.map((m) => m.selectionType))).toEqual(new Set(['single', 'multiple']));
  });

  it('fills empty banks once; a second run leaves them and returns the same ids', async () => {
    const first = await seedDemoQuestions(ctx.db, { createdBy: null });
    expect(first.mcqIds).toHaveLength(DEMO_MCQS.length);
    expect(first.fibIds).toHaveLength(DEMO_FIBS.length);
    expect(first.codingIds).toHaveLength(3);
    const second = await seedDemoQuestions(ctx.db, { createdBy: null });
    expect(second).toEqual(first);
    expect(await ctx.db.$count(mcqs)).toBe(DEMO_MCQS.length);
    expect(await ctx.db.$count(fillInTheBlanks)).toBe(DEMO_FIBS.length);
    expect(await ctx.db.$count(codingProblems)).toBe(3);
  });

  it('in the real sandbox every seeded solution is Accepted on every test, and every starter compiles', async () => {
    const problems = await ctx.db.select().from(codingProblems);
    expect(problems).toHaveLength(3);
    const solutions: { label: string; id: string }[] = [];
    const starters: { label: string; id: string }[] = [];
    for (const p of problems) {
      const maxPoints = p.testCases.reduce((sum, t) => sum + t.points, 0);
      for (const b of p.boilerplate) {
        const solution = p.solutions.find((s) => s.language === b.language)!;
        const base = {
          kind: 'check' as const,
          userId: null,
          problemId: p.id,
          language: b.language,
          mainCode: b.mainCode,
          tests: p.testCases,
          maxPoints,
        };
        solutions.push({
          label: `${p.problemId}/${b.language}`,
          id: (await enqueueSubmission(ctx.app, ctx.db, { ...base, code: solution.code })).id,
        });
        starters.push({
          label: `${p.problemId}/${b.language} starter`,
          id: (await enqueueSubmission(ctx.app, ctx.db, { ...base, code: b.code })).id,
        });
      }
    }
    await ctx.app.jobs.drain({ timeoutMs: 280_000 });
    const rows = await ctx.db
      .select()
      .from(codeSubmissions)
      .where(
        inArray(
          codeSubmissions.id,
          [...solutions, ...starters].map((x) => x.id),
        ),
      );
    const byId = new Map<string, Submission>(
      rows.map((r) => [r.id, toSubmission(r, { redactHidden: false })]),
    );
    for (const { label, id } of solutions) {
      const sub = byId.get(id)!;
      expect(
        [sub.status, sub.verdict, sub.passed === sub.total, sub.pointsEarned === sub.maxPoints],
        `${label}: ${sub.error} ${sub.compileOutput} ${JSON.stringify(sub.tests.map((t) => [t.verdict, t.stdout, t.stderr]))}`,
      ).toEqual(['done', 'Accepted', true, true]);
    }
    // The starters run (they return nothing useful yet) but never fail to compile.
    for (const { label, id } of starters) {
      const sub = byId.get(id)!;
      expect(sub.status, label).toBe('done');
      expect(sub.verdict, `${label}: ${sub.compileOutput}`).not.toBe('Compilation Error');
      expect(sub.verdict, label).not.toBe('Accepted');
    }
  }, 300_000);
});
