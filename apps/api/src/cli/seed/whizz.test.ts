import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { StudentWhizz, Whizz, WhizzResult } from '@app/shared';

import { users, whizzAttempts, whizzes } from '../../db/schema/index.ts';
import { makeCoding, makeFib, makeMcq } from '../../features/whizz/whizz.fixtures.ts';
import { createTestContext, loginAs, type TestContext } from '../../test/harness.ts';
import { seedDemo } from './demo.ts';
import { seedDemoWhizz } from './whizz.ts';

let ctx: TestContext;
let instructorId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.db);
  // Whatever demo.ts seeds of the assessments (banks, Kodex), these tests start from none.
  for (const table of [
    'code_submissions',
    'kodex_registrations',
    'kodex_contests',
    'whizz_attempts',
    'whizzes',
    'mcqs',
    'fill_in_the_blanks',
    'coding_problems',
  ]) {
    await ctx.db.execute(sql.raw(`delete from ${table}`));
  }
  const [instructor] = await ctx.db.select().from(users).where(eq(users.phoneNumber, '9000000003'));
  instructorId = instructor!.id;
});
afterAll(() => ctx.close());

const count = async () =>
  (await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(whizzes))[0]!.n;

describe('seedDemoWhizz', () => {
  it('does nothing while the question banks are empty', async () => {
    expect(await seedDemoWhizz(ctx.db, { createdBy: instructorId })).toBe(0);
    expect(await count()).toBe(0);
  });

  it('seeds a live, an upcoming and a finished quiz for the demo batch and an external one, once', async () => {
    for (let i = 0; i < 7; i++) await makeMcq(ctx.db, { correct: [i % 4], points: 2 });
    for (let i = 0; i < 6; i++) await makeFib(ctx.db, { answer: `answer ${i}`, points: 1 });
    await makeCoding(ctx.db, { points: 10 });
    await makeCoding(ctx.db, { points: 5, title: 'Reverse a string' });
    expect(await seedDemoWhizz(ctx.db, { createdBy: instructorId })).toBe(4);
    expect(await count()).toBe(4);

    const staff = await loginAs(ctx.app, '9000000003');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/whizz?limit=10',
      headers: { cookie: staff },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.whizz as Whizz[];
    expect(list.map((w) => w.status)).toEqual(['Active', 'Active', 'Active', 'Active']);
    expect(list.every((w) => w.createdBy.name.firstName === 'Priya')).toBe(true);
    const live = list.find((w) => w.title.startsWith('Weekly Whizz'))!;
    expect(new Set(live.questions.map((q) => q.type))).toEqual(
      new Set(['MCQ', 'FillInTheBlank', 'codingProblem']),
    );
    expect(live.batches).toEqual([
      { batchId: expect.any(String), isActive: true, batchName: 'FSWD Weekend Batch' },
    ]);
    expect(list.filter((w) => w.isPublic).map((w) => w.title)).toEqual(['Open Coding Warm-up']);
    // the two-day external quiz and the live one give each attempt its own clock
    expect(list.map((w) => [w.title, w.attemptMinutes])).toEqual(
      expect.arrayContaining([
        ['Open Coding Warm-up', 20],
        ['Weekly Whizz: Web Fundamentals', 25],
      ]),
    );

    // Aditya, the demo student of that batch, sees all four and his result of the finished one
    const aditya = await loginAs(ctx.app, '9876500001');
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/whizz',
      headers: { cookie: aditya },
    });
    const open = mine.json().data.whizz as StudentWhizz[];
    expect(open.map((w) => w.state)).toEqual(['live', 'live', 'upcoming', 'finished']);
    const finished = open.find((w) => w.state === 'finished')!;
    expect(finished.attempt).toMatchObject({ status: 'submitted' });
    expect(finished.attempt!.score).toBeGreaterThan(0);
    const result = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/whizz/${finished._id}/result`,
      headers: { cookie: aditya },
    });
    expect(result.statusCode, result.body).toBe(200);
    const r = result.json().data.result as WhizzResult;
    expect(r.questions.filter((q) => q.outcome === 'correct').length).toBe(r.questions.length - 1);
    expect(r.rank).toBe(1);

    // another student sees the external one only
    const sneha = await loginAs(ctx.app, '9876500002');
    const hers = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/whizz',
      headers: { cookie: sneha },
    });
    expect(hers.json().data.whizz.map((w: StudentWhizz) => w.title)).toEqual([
      'Open Coding Warm-up',
    ]);

    const attempts = await ctx.db.select().from(whizzAttempts);
    expect(attempts.every((a) => a.status === 'submitted')).toBe(true);
    expect(await seedDemoWhizz(ctx.db, { createdBy: instructorId })).toBe(0);
    expect(await count()).toBe(4);
  });
});
