import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { batches, liveClassAttendance, liveClasses, users } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { seedIfEmpty } from './demo.ts';
import { DEMO_RECORDINGS, DEMO_STUDENT_EMAIL, seedDemoLiveClasses } from './live-classes.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedIfEmpty(ctx.db);
});
afterAll(() => ctx.close());

describe('seedDemoLiveClasses', () => {
  it('every demo batch: past classes with recordings, weekly ones to come; the demo student attended some', async () => {
    const now = Date.now();
    const all = await ctx.db.select().from(liveClasses);
    const batchIds = (await ctx.db.select({ id: batches.id }).from(batches)).map((b) => b.id);
    expect(batchIds.length).toBeGreaterThan(0);
    for (const id of batchIds) {
      const mine = all.filter((c) => c.batchId === id);
      const past = mine.filter((c) => c.startsAt.getTime() < now);
      const next = mine.filter((c) => c.startsAt.getTime() > now);
      expect(past.length).toBeGreaterThanOrEqual(2);
      expect(past.every((c) => DEMO_RECORDINGS.includes(c.recordingUrl!))).toBe(true);
      expect(next.length).toBeGreaterThanOrEqual(3);
      expect(
        next.every(
          (c) =>
            c.recordingUrl === null &&
            /^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/.test(c.joinLink),
        ),
      ).toBe(true);
      expect(new Set(next.map((c) => c.seriesId)).size).toBe(1);
    }
    const [student] = await ctx.db.select().from(users).where(eq(users.email, DEMO_STUDENT_EMAIL));
    const attended = await ctx.db
      .select()
      .from(liveClassAttendance)
      .where(eq(liveClassAttendance.userId, student!.id));
    expect(attended.length).toBeGreaterThan(0);

    // idempotent
    await seedDemoLiveClasses(ctx.db, { createdBy: null, now: new Date() });
    expect(await ctx.db.select().from(liveClasses)).toHaveLength(all.length);
  });
});
