import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_KODR_COHORT, istToday, KODR_MSG, MSG } from '@app/shared';

import { activityLogs, kodrCohorts } from '../../db/schema/index.ts';
import { manyRequests, signedIn, useTestContext } from '../../test/harness.ts';
import { currentCohort, openSeats, registrationCount, validBody } from './kodr.fixtures.ts';

const ctx = useTestContext(manyRequests);
let admin: string;
beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).cookie;
});

/** A calendar day `days` from today in India (negative: in the past). */
function dayFromToday(days: number): string {
  const d = new Date(`${istToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const put = (payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/kodr/cohort',
    headers: { cookie: admin },
    payload,
  });
const publicCohort = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/kodr/cohort' })).json().data.cohort;
const register = (n?: number) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/kodr/registrations', payload: validBody(n) });

describe('a cohort start date (issue 15: /kodr took registrations a year after its start)', () => {
  it('a new install starts the cohort on a Monday at least three weeks ahead, open', async () => {
    const cohort = await publicCohort();
    expect(cohort.startDate >= dayFromToday(21)).toBe(true);
    expect(cohort.startDate <= dayFromToday(27)).toBe(true);
    expect(new Date(`${cohort.startDate}T00:00:00Z`).getUTCDay()).toBe(1);
    const [year, month, day] = cohort.startDate.split('-').map(Number);
    const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', {
      month: 'long',
      timeZone: 'UTC',
    });
    expect(cohort.startDateText).toBe(`Starts on: ${day} ${monthName} ${year}`);
    expect(cohort.hasStarted).toBe(false);
  });

  it('staff set the date; the start line follows it whatever text is sent, and is logged', async () => {
    const res = await put({
      ...DEFAULT_KODR_COHORT,
      startDate: '2031-11-03',
      startDateText: 'Starts whenever',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.cohort).toMatchObject({
      startDate: '2031-11-03',
      startDateText: 'Starts on: 3 November 2031',
      hasStarted: false,
    });
    const row = await currentCohort(ctx.db);
    expect(row).toMatchObject({
      startDate: '2031-11-03',
      startDateText: 'Starts on: 3 November 2031',
    });
    const [log] = await ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, 'kodr.cohort.update'))
      .orderBy(desc(activityLogs.createdAt))
      .limit(1);
    expect(log!.changes).toMatchObject({
      startDate: { before: DEFAULT_KODR_COHORT.startDate, after: '2031-11-03' },
      startDateText: { after: 'Starts on: 3 November 2031' },
    });

    // A client that sends no startDate (as before issue 15) keeps the saved one.
    const { startDate: _omitted, ...older } = DEFAULT_KODR_COHORT;
    const kept = await put({ ...older, title: 'Kodr 3.0 — Kept date' });
    expect(kept.json().data.cohort).toMatchObject({
      title: 'Kodr 3.0 — Kept date',
      startDate: '2031-11-03',
      startDateText: 'Starts on: 3 November 2031',
    });
  });

  it('a cohort without a date shows its text as written, and needs one or the other', async () => {
    const free = await put({
      ...DEFAULT_KODR_COHORT,
      startDate: null,
      startDateText: 'Starts soon',
    });
    expect(free.json().data.cohort).toMatchObject({
      startDate: null,
      startDateText: 'Starts soon',
      hasStarted: false,
    });
    const neither = await put({ ...DEFAULT_KODR_COHORT, startDate: null, startDateText: '' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toEqual({
      success: false,
      message: MSG.validationError,
      data: [{ field: 'startDate', message: KODR_MSG.startDateRequired }],
    });
    const bad = await put({ ...DEFAULT_KODR_COHORT, startDate: '2031-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data[0].field).toBe('startDate');
  });

  it('registration stays open on the start day and closes (409, nothing stored) after it', async () => {
    const today = await put({ ...DEFAULT_KODR_COHORT, startDate: dayFromToday(0) });
    expect(today.statusCode).toBe(200);
    await openSeats(ctx.db, 5);
    expect((await publicCohort()).hasStarted).toBe(false);
    expect((await register()).statusCode).toBe(201);

    await ctx.db
      .update(kodrCohorts)
      .set({ startDate: dayFromToday(-1) })
      .where(eq(kodrCohorts.isCurrent, true));
    const cohort = await publicCohort();
    expect(cohort).toMatchObject({ hasStarted: true, seatsLeft: 4 });
    const before = await currentCohort(ctx.db);
    const refused = await register();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: KODR_MSG.cohortStarted });
    const after = await currentCohort(ctx.db);
    expect(after.registeredCount).toBe(before.registeredCount);
    expect(await registrationCount(ctx.db, after.id)).toBe(before.registeredCount);

    // Staff moving the date to the next cohort opens it again.
    await put({ ...DEFAULT_KODR_COHORT, startDate: dayFromToday(30) });
    expect((await publicCohort()).hasStarted).toBe(false);
    expect((await register()).statusCode).toBe(201);
  });
});
