import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { KodexContest, KodexRankingRow } from '@app/shared';

import { codeSubmissions, kodexContests, kodexRegistrations } from '../../db/schema/index.ts';
import { insertProblem } from '../../features/kodex/kodex.fixtures.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { seedDemoKodex } from './kodex.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const countOf = async (
  table: typeof kodexContests | typeof kodexRegistrations | typeof codeSubmissions,
) => (await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table))[0]!.n;

describe('seedDemoKodex', () => {
  it('does nothing while no coding problem exists', async () => {
    await seedDemoKodex(ctx.db, { createdBy: null });
    expect(await countOf(kodexContests)).toBe(0);
  });

  it('creates an open upcoming contest and a finished one with a ranking, once', async () => {
    for (const points of [10, 20, 30]) await insertProblem(ctx.db, points);
    const now = new Date();
    await seedDemoKodex(ctx.db, { createdBy: null, now });
    expect(await countOf(kodexContests)).toBe(2);

    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/kodex' });
    const { contest, past } = res.json().data as { contest: KodexContest; past: KodexContest[] };
    expect(contest).toMatchObject({
      state: 'upcoming',
      registrationOpen: true,
      durationMinutes: 120,
      problemCount: 3,
      registeredCount: 6,
    });
    const startsIn = Date.parse(contest.startDate) - now.getTime();
    expect(startsIn).toBeGreaterThan(2 * 24 * 3600_000);
    expect(startsIn).toBeLessThan(4 * 24 * 3600_000);
    expect(contest.rules.length).toBeGreaterThan(2);
    expect(contest.prizes.some((p) => p.reward.includes('₹'))).toBe(true);
    expect(Date.parse(contest.registrationClosesAt)).toBeLessThan(Date.parse(contest.endsAt));
    expect(past).toHaveLength(1);
    expect(past[0]!.state).toBe('finished');

    const ranking = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/kodex/${past[0]!._id}/ranking?limit=20`,
    });
    const rows = ranking.json().data.ranking as KodexRankingRow[];
    expect(rows.length).toBe(8);
    expect(rows[0]!.score).toBe(100);
    expect(rows[0]!.problemsSolved).toBe(3);
    // Scores never rise down the table; equal scores are ordered by time.
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(
        a.score > b.score ||
          (a.score === b.score && a.timeTakenSeconds <= b.timeTakenSeconds) ||
          b.score === 0,
      ).toBe(true);
    }
    expect(rows.at(-1)!.score).toBe(0);

    const submissions = await countOf(codeSubmissions);
    await seedDemoKodex(ctx.db, { createdBy: null });
    expect(await countOf(kodexContests)).toBe(2);
    expect(await countOf(codeSubmissions)).toBe(submissions);
    expect(await countOf(kodexRegistrations)).toBe(14);
  });
});
