import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { WEBINAR_MSG, type PublicWebinar, type Webinar } from '@app/shared';

import { seedDemoWebinars } from '../../cli/seed/webinars.ts';
import { webinars, webinarUsers } from '../../db/schema/index.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('seedDemoWebinars', () => {
  it('creates past, live, upcoming and full webinars with registrants, once', async () => {
    const student = await createUser(ctx.db, { phoneNumber: '9876500001' });
    const started = Date.now();
    await seedDemoWebinars(ctx.db, { createdBy: null });
    expect(Date.now() - started).toBeLessThan(5_000);

    const admin = await loginAs(
      ctx.app,
      (await createUser(ctx.db, { role: 'admin' })).phoneNumber!,
    );
    const res = await ctx.app.inject({
      url: '/api/v1/admin/webinars?limit=10',
      headers: { cookie: admin },
    });
    const list = res.json().data.webinars as Webinar[];
    expect(list).toHaveLength(5);
    expect(list.map((w) => w.status)).toEqual(['live', 'upcoming', 'upcoming', 'upcoming', 'past']);
    for (const w of list) {
      expect(w.counts.registered).toBeGreaterThanOrEqual(20);
      expect(w.counts.registered).toBeLessThanOrEqual(60);
      expect(w.speakers.length).toBeGreaterThan(0);
      const [row] = await ctx.db.select().from(webinars).where(eq(webinars.id, w._id));
      expect(row!.registeredCount).toBe(w.counts.registered);
    }
    const past = list.at(-1)!;
    expect(past.counts.attended / past.counts.registered).toBeGreaterThan(0.5);
    const attendees = await ctx.db
      .select()
      .from(webinarUsers)
      .where(eq(webinarUsers.webinarId, past._id));
    for (const a of attendees.filter((x) => x.attended)) {
      expect(a.attendedMinutes).toBeGreaterThan(0);
      expect(a.attendedMinutes).toBeLessThanOrEqual(past.durationMinutes);
    }
    expect(attendees.every((a) => /^[6-9]\d{9}$/.test(a.phone) && a.email.includes('@'))).toBe(
      true,
    );
    expect(attendees.some((a) => a.utm?.source)).toBe(true);
    const linked = await ctx.db
      .select()
      .from(webinarUsers)
      .where(eq(webinarUsers.phone, '9876500001'));
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.every((l) => l.userId === student.id)).toBe(true);

    const full = await ctx.app.inject({ url: '/api/v1/webinars/resume-linkedin-clinic' });
    expect((full.json().data.webinar as PublicWebinar).closedReason).toBe(WEBINAR_MSG.webinarFull);

    const count = async () =>
      (await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(webinarUsers))[0]!.n;
    const registrants = await count();
    await seedDemoWebinars(ctx.db, { createdBy: null });
    expect(await count()).toBe(registrants);
    expect(await ctx.db.select().from(webinars)).toHaveLength(5);
  });
});
