import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ASSESS_MSG } from '@app/shared';

import { kodexRegistrations } from '../../db/schema/index.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../test/harness.ts';
import {
  insertAttempt,
  insertContest,
  insertProblem,
  insertSubmission,
  validBody,
} from './kodex.fixtures.ts';
import { clearRankingCache } from './kodex.ranking.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => clearRankingCache());

type Row = {
  rank: number;
  name: string;
  score: number;
  problemsSolved: number;
  timeTakenSeconds: number;
  isYou: boolean;
};

async function ranking(contestId: string, query = '', cookie = '') {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/kodex/${contestId}/ranking${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    ranking: Row[];
    pagination: { totalItems: number; totalPages: number; currentPage: number };
    contest: { _id: string; state: string };
    updatedAt: string;
  };
}

async function live(points: number[], totalScore = 100) {
  const problems = [];
  for (const p of points) problems.push(await insertProblem(ctx.db, p));
  const { contest, whizz } = await insertContest(ctx.db, {
    problemIds: problems.map((p) => p.id),
    startInHours: -1,
    hours: 3,
    opensInHours: -48,
    closesInHours: -2,
    totalScore,
  });
  return { contest, whizz, problems };
}

async function participant(
  whizz: { id: string; endsAt: Date; startDate: Date },
  firstName: string,
  startOffsetSeconds = 0,
) {
  const user = await createUser(ctx.db, { firstName, lastName: 'K' });
  const attempt = await insertAttempt(
    ctx.db,
    whizz,
    user.id,
    new Date(whizz.startDate.getTime() + startOffsetSeconds * 1000),
  );
  return { user, attempt };
}

describe('GET /kodex/{contestId}/ranking', () => {
  it('scores by the best judged submit per problem, then time to the last raise', async () => {
    const { contest, whizz, problems } = await live([10, 30]);
    const [p1, p2] = problems as [(typeof problems)[0], (typeof problems)[0]];
    const asha = await participant(whizz, 'Asha');
    const ben = await participant(whizz, 'Ben');
    const chitra = await participant(whizz, 'Chitra');
    const dev = await participant(whizz, 'Dev');
    const esha = await participant(whizz, 'Esha');

    // Asha: full on both (40/40) → 100, last raise at 900 s; a later equal submit does not count.
    await insertSubmission(ctx.db, asha.attempt, p1, 10, 300);
    await insertSubmission(ctx.db, asha.attempt, p2, 15, 600);
    await insertSubmission(ctx.db, asha.attempt, p2, 30, 900);
    await insertSubmission(ctx.db, asha.attempt, p2, 30, 1500);
    await insertSubmission(ctx.db, asha.attempt, p1, 5, 1600);
    // Ben: also 40/40 but faster (800 s) → ranks above Asha.
    await insertSubmission(ctx.db, ben.attempt, p2, 30, 400);
    await insertSubmission(ctx.db, ben.attempt, p1, 10, 800);
    // Chitra: 10 + 15 = 25/40 → 62.5; runs and queued submits never count.
    await insertSubmission(ctx.db, chitra.attempt, p1, 10, 100);
    await insertSubmission(ctx.db, chitra.attempt, p2, 15, 200);
    await insertSubmission(ctx.db, chitra.attempt, p2, 30, 250, { kind: 'run' });
    await insertSubmission(ctx.db, chitra.attempt, p2, 30, 260, { status: 'queued' });
    // Dev: judged but nothing earned → 0, ranked with the ones who have nothing judged.
    await insertSubmission(ctx.db, dev.attempt, p1, 0, 50);
    void esha;

    const data = await ranking(contest.id);
    expect(
      data.ranking.map((r) => [r.rank, r.name, r.score, r.problemsSolved, r.timeTakenSeconds]),
    ).toEqual([
      [1, 'Ben K', 100, 2, 800],
      [2, 'Asha K', 100, 2, 900],
      [3, 'Chitra K', 62.5, 1, 200],
      [4, 'Dev K', 0, 0, 0],
      [4, 'Esha K', 0, 0, 0],
    ]);
    expect(data.pagination.totalItems).toBe(5);
    expect(data.contest).toMatchObject({ _id: contest.id, state: 'live' });
    expect(Date.parse(data.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(data.ranking.every((r) => !r.isYou)).toBe(true);
  });

  it('scales to the whizz total score with 2 decimals and times from each attempt start', async () => {
    const { contest, whizz, problems } = await live([10, 10, 10], 50);
    const [p1] = problems;
    const late = await participant(whizz, 'Late', 600);
    // 10/30 of 50 = 16.67; 120 s after the attempt's own start.
    await insertSubmission(ctx.db, late.attempt, p1!, 10, 120);
    const [row] = (await ranking(contest.id)).ranking;
    expect(row).toMatchObject({ score: 16.67, problemsSolved: 1, timeTakenSeconds: 120 });
  });

  it('submitted attempts follow the same rule; pagination and isYou', async () => {
    const { contest, whizz, problems } = await live([10]);
    const [p1] = problems;
    const people = [];
    for (let i = 0; i < 7; i++) {
      const who = await participant(whizz, `P${i}`);
      await insertSubmission(ctx.db, who.attempt, p1!, 10, 100 + i * 10);
      people.push(who);
    }
    const page2 = await ranking(contest.id, '?page=2&limit=3');
    expect(page2.ranking.map((r) => r.rank)).toEqual([4, 5, 6]);
    expect(page2.ranking.map((r) => r.name)).toEqual(['P3 K', 'P4 K', 'P5 K']);
    expect(page2.pagination).toMatchObject({ totalItems: 7, totalPages: 3, currentPage: 2 });
    const past = await ranking(contest.id, '?page=9&limit=3');
    expect(past.ranking).toEqual([]);
    expect(past.pagination.totalItems).toBe(7);

    const me = people[4]!.user;
    const cookie = await loginAs(ctx.app, me.phoneNumber!);
    const mine = await ranking(contest.id, '?page=2&limit=3', cookie);
    expect(mine.ranking.map((r) => r.isYou)).toEqual([false, true, false]);
  });

  it('is kept ~5 s per contest and page, then recomputed', async () => {
    const { contest, whizz, problems } = await live([10]);
    const a = await participant(whizz, 'Cached');
    expect((await ranking(contest.id)).ranking[0]!.score).toBe(0);
    await insertSubmission(ctx.db, a.attempt, problems[0]!, 10, 60);
    expect((await ranking(contest.id)).ranking[0]!.score).toBe(0);
    clearRankingCache();
    expect((await ranking(contest.id)).ranking[0]!.score).toBe(100);
  });

  it('an upcoming contest has an empty ranking; unknown contests are 404', async () => {
    const problem = await insertProblem(ctx.db, 10);
    const { contest } = await insertContest(ctx.db, { problemIds: [problem.id], startInHours: 5 });
    const data = await ranking(contest.id);
    expect(data.ranking).toEqual([]);
    expect(data.contest.state).toBe('upcoming');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/kodex/${'f'.repeat(24)}/ranking`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ASSESS_MSG.contestNotFound);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/kodex/${contest.id}/ranking?page=0&limit=1000`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('marks the viewer registered in the contest answer', async () => {
    const { contest } = await live([10]);
    const user = await createUser(ctx.db);
    await ctx.db.insert(kodexRegistrations).values({
      contestId: contest.id,
      ...validBody(undefined, { phone: user.phoneNumber! }),
      year: '2nd year',
      experience: 'beginner',
    });
    const cookie = await loginAs(ctx.app, user.phoneNumber!);
    expect((await ranking(contest.id, '', cookie)).contest).toMatchObject({ isRegistered: true });
  });
});
