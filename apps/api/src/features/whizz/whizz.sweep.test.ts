import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { whizzAttempts, whizzes } from '../../db/schema/index.ts';
import { createTestContext, createUser, type TestContext } from '../../test/harness.ts';
import { SWEEP_INTERVAL_MS, SWEEP_TASK } from './whizz.jobs.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { jobWorkers: true } });
});
afterAll(() => ctx.close());

const MINUTE = 60_000;

/** A 30-minute whizz that ended an hour ago, with an attempt left in progress. */
async function expiredAttempt() {
  const user = await createUser(ctx.db);
  const started = new Date(Date.now() - 90 * MINUTE);
  const [w] = await ctx.db
    .insert(whizzes)
    .values({
      title: 'Sweep',
      description: 'An attempt left open',
      isPublic: true,
      durationUnit: 'minutes',
      durationValue: 30,
      startDate: started,
      endsAt: new Date(started.getTime() + 30 * MINUTE),
      totalScore: 10,
      questions: [],
    })
    .returning();
  const [a] = await ctx.db
    .insert(whizzAttempts)
    .values({
      whizzId: w!.id,
      userId: user.id,
      startedAt: started,
      deadline: new Date(started.getTime() + 30 * MINUTE),
    })
    .returning();
  return a!;
}

describe('the attempt sweep (a scheduled task)', () => {
  it('is registered once by the app (features/index.ts), every 15 s', () => {
    expect(ctx.app.scheduler.names().filter((n) => n === SWEEP_TASK)).toHaveLength(1);
    expect(SWEEP_INTERVAL_MS).toBe(15_000);
  });

  it('a tick submits attempts whose time is up, at their deadline', async () => {
    const attempt = await expiredAttempt();
    expect(await ctx.app.scheduler.tick(SWEEP_TASK)).toBe(true);
    const [row] = await ctx.db.select().from(whizzAttempts).where(eq(whizzAttempts.id, attempt.id));
    expect(row).toMatchObject({ status: 'submitted', autoSubmitted: true });
    expect(row!.submittedAt).toEqual(attempt.deadline);
  });
});
