import { beforeAll, describe, expect, it } from 'vitest';

import { istToday, STAFF_MSG, type Dashboard, type Role } from '@app/shared';

import {
  createTestContext,
  createUser,
  loginAs,
  manyRequests,
  signedIn,
  useTestContext,
} from '../../test/harness.ts';
import {
  insertAttempt,
  insertBatch,
  insertCallback,
  insertEnrolment,
  insertKodex,
  insertKodr,
  insertParents,
  insertPayer,
  insertPayment,
  insertWebinar,
  insertWebinarUser,
} from './dashboard.fixtures.ts';
import { getDashboard } from './dashboard.service.ts';

const ctx = useTestContext(manyRequests);
let admin: string;
beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).cookie;
});

const get = (query: string, cookie: string | null = admin) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/admin/dashboard${query}`,
    headers: cookie ? { cookie } : {},
  });

async function dashboard(query: string): Promise<Dashboard> {
  const res = await get(query);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return (res.json() as { data: { dashboard: Dashboard } }).data.dashboard;
}

describe('GET /admin/dashboard on a known data set (IST days 2025-06-02 … 2025-06-15)', () => {
  beforeAll(async () => {
    const db = ctx.db;
    const p = await insertParents(db); // an active batch ending in 2999, a past webinar
    // kodr: two on 2 June (google), one on 3 June (no UTM), one at 23:59 IST on the last day
    await insertKodr(db, p, { at: '2025-06-02T04:00:00Z', source: 'google' });
    await insertKodr(db, p, { at: '2025-06-02T12:00:00Z', source: 'google' });
    await insertKodr(db, p, { at: '2025-06-03T04:00:00Z' });
    await insertKodr(db, p, { at: '2025-06-15T18:29:00Z', source: 'instagram' });
    // …and two just outside: 23:59 IST the day before, 00:01 IST the day after
    await insertKodr(db, p, { at: '2025-06-01T18:29:00Z', source: 'google' });
    await insertKodr(db, p, { at: '2025-06-15T18:31:00Z', source: 'google' });
    await insertKodex(db, p, { at: '2025-06-05T06:00:00Z', source: 'google' });
    await insertWebinarUser(db, p, { at: '2025-06-09T06:00:00Z', source: 'instagram' });
    await insertWebinarUser(db, p, { at: '2025-06-09T07:00:00Z', source: 'instagram' });
    await insertCallback(db, { at: '2025-06-10T06:00:00Z', status: 'new' });
    await insertCallback(db, { at: '2025-06-10T07:00:00Z', status: 'closed' });
    await insertCallback(db, { at: '2025-06-11T07:00:00Z', status: 'converted' });
    await insertCallback(db, { at: '2025-05-01T07:00:00Z', status: 'contacted' });
    const google = await insertPayer(db, 'google');
    const direct = await insertPayer(db, null);
    const paid = { status: 'paid' as const };
    await insertPayment(db, p, {
      ...paid,
      userId: google,
      at: '2025-06-03T05:00:00Z',
      paidAt: '2025-06-03T05:10:00Z',
      totalPaise: 100_000,
    });
    await insertPayment(db, p, {
      ...paid,
      userId: direct,
      at: '2025-06-09T05:00:00Z',
      paidAt: '2025-06-10T05:00:00Z',
      totalPaise: 250_000,
    });
    await insertPayment(db, p, {
      ...paid,
      userId: direct,
      at: '2025-06-20T05:00:00Z',
      paidAt: '2025-06-20T05:00:00Z',
      totalPaise: 999_900,
    });
    await insertPayment(db, p, {
      userId: google,
      at: '2025-06-04T05:00:00Z',
      status: 'created',
      totalPaise: 70_000,
    });
    await insertEnrolment(db, p, '2025-06-04T05:00:00Z');
    await insertEnrolment(db, p, '2025-06-12T05:00:00Z');
    await insertAttempt(db, p, '2025-06-14T05:00:00Z');
    // now: batches (active ending today counts; ended yesterday or inactive do not), webinars
    const today = istToday();
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    await insertBatch(db, p.courseId, { endDate: today });
    await insertBatch(db, p.courseId, { endDate: yesterday });
    await insertBatch(db, p.courseId, { endDate: '2999-01-01', isActive: false });
    await insertWebinar(db, new Date(Date.now() + 3_600_000));
    await insertWebinar(db, new Date(Date.now() - 60_000));
  });

  it('answers the figures for the range and the present', async () => {
    const d = await dashboard('?from=2025-06-02&to=2025-06-15');
    expect(d.range).toEqual({ from: '2025-06-02', to: '2025-06-15' });
    expect(d.figures).toEqual({
      registrations: { kodr: 4, kodex: 1, webinars: 2, callbacks: 3, total: 10 },
      conversions: 2,
      revenuePaise: 350_000,
      newEnrolments: 2,
      quizAttempts: 1,
      openCallbacks: 2, // 'new' and 'contacted', whenever they came in
      activeBatches: 2,
      upcomingWebinars: 1,
    });
  });

  it('answers every day of the range, zero-filled, and Monday-start weeks', async () => {
    const d = await dashboard('?from=2025-06-02&to=2025-06-15');
    expect(d.registrationsPerDay).toHaveLength(14);
    expect(d.registrationsPerDay[0]).toEqual({
      day: '2025-06-02',
      kodr: 2,
      kodex: 0,
      webinars: 0,
      callbacks: 0,
    });
    expect(d.registrationsPerDay.find((r) => r.day === '2025-06-10')).toEqual({
      day: '2025-06-10',
      kodr: 0,
      kodex: 0,
      webinars: 0,
      callbacks: 2,
    });
    expect(d.registrationsPerDay.at(-1)).toEqual({
      day: '2025-06-15',
      kodr: 1,
      kodex: 0,
      webinars: 0,
      callbacks: 0,
    });
    expect(d.revenuePerWeek).toEqual([
      { weekStart: '2025-06-02', revenuePaise: 100_000 },
      { weekStart: '2025-06-09', revenuePaise: 250_000 },
    ]);
  });

  it('answers leads and conversions per UTM source, most leads first', async () => {
    const d = await dashboard('?from=2025-06-02&to=2025-06-15');
    expect(d.bySource).toEqual([
      { source: '', leads: 4, conversions: 1 },
      { source: 'google', leads: 3, conversions: 1 },
      { source: 'instagram', leads: 3, conversions: 0 },
    ]);
  });

  it('counts a day by IST: the range ending 2025-06-01 holds the 23:59 IST row only', async () => {
    const d = await dashboard('?from=2025-06-01&to=2025-06-01');
    expect(d.figures.registrations.kodr).toBe(1);
    expect(d.registrationsPerDay).toEqual([
      { day: '2025-06-01', kodr: 1, kodex: 0, webinars: 0, callbacks: 0 },
    ]);
    // a week that starts before the range still shows, with the range's days only
    expect(d.revenuePerWeek).toEqual([{ weekStart: '2025-05-26', revenuePaise: 0 }]);
    const next = await dashboard('?from=2025-06-16&to=2025-06-16');
    expect(next.figures.registrations.kodr).toBe(1);
  });

  it('defaults to the last 30 days ending today (IST)', async () => {
    const d = await dashboard('');
    const today = istToday();
    expect(d.range.to).toBe(today);
    expect(d.registrationsPerDay).toHaveLength(30);
    expect(d.registrationsPerDay.at(-1)!.day).toBe(today);
    expect(d.range.from).toBe(d.registrationsPerDay[0]!.day);
    const onlyTo = await dashboard('?to=2025-06-15');
    expect(onlyTo.range).toEqual({ from: '2025-05-17', to: '2025-06-15' });
  });
});

describe('range validation', () => {
  it.each([
    ['?from=2025-06-10&to=2025-06-01', 'from', STAFF_MSG.rangeOrder],
    ['?from=2024-01-01&to=2025-01-01', 'to', STAFF_MSG.rangeTooLong],
    ['?from=2020-01-01', 'to', STAFF_MSG.rangeTooLong],
    ['?from=2999-01-01', 'from', STAFF_MSG.rangeOrder],
    ['?from=10-06-2025', 'from', 'Use a date in the form YYYY-MM-DD'],
    ['?to=2025-02-30', 'to', 'Enter a valid date'],
    ['?days=30', 'days', ''],
  ])('%s → 400 on %s', async (query, field, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    const json = res.json() as { message: string; data: { field: string; message: string }[] };
    expect(json.message).toBe('Validation Error');
    const issue = json.data.find((i) => i.field === field);
    expect(issue).toBeDefined();
    if (message) expect(issue!.message).toBe(message);
  });

  it('takes a range of 366 days (a year, both ends included)', async () => {
    const d = await dashboard('?from=2024-01-01&to=2024-12-31');
    expect(d.registrationsPerDay).toHaveLength(366);
    expect(d.revenuePerWeek[0]!.weekStart).toBe('2024-01-01');
  });
});

describe('who may see it', () => {
  it.each<[Role, number]>([
    ['super_admin', 200],
    ['admin', 200],
    ['instructor', 403],
    ['sales_and_marketing', 403],
    ['support', 403],
    ['batch_manager', 403],
    ['mentor', 403],
    ['student', 403],
  ])('%s → %i', async (role, status) => {
    const cookie = await loginAs(ctx.app, (await createUser(ctx.db, { role })).phoneNumber!);
    const res = await get('', cookie);
    expect(res.statusCode).toBe(status);
    expect((res.json() as { success: boolean }).success).toBe(status === 200);
  });

  it('anonymous → 401', async () => {
    expect((await get('', null)).statusCode).toBe(401);
  });
});

describe('operator warnings (issue 14)', () => {
  const SMTP_WARNING =
    /^SMTP_URL is not set: e-mails .* are not sent, only kept in the outbox table$/;
  const warningsOf = async (cookie: string) => {
    const res = await get('?from=2025-06-01&to=2025-06-01', cookie);
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { dashboard: Dashboard } }).data.dashboard.warnings;
  };

  it('without SMTP_URL admins and super admins are told e-mails stay in the outbox', async () => {
    expect(ctx.config.warnings).toEqual([expect.stringMatching(SMTP_WARNING)]);
    const superAdmin = (await signedIn(ctx, 'super_admin')).cookie;
    for (const cookie of [admin, superAdmin]) {
      expect(await warningsOf(cookie)).toEqual([expect.stringMatching(SMTP_WARNING)]);
    }
  });

  it('with SMTP_URL set there is nothing to warn about', async () => {
    const withSmtp = await createTestContext({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      expect(withSmtp.config.warnings).toEqual([]);
      const cookie = await loginAs(
        withSmtp.app,
        (await createUser(withSmtp.db, { role: 'super_admin' })).phoneNumber!,
      );
      const res = await withSmtp.app.inject({
        method: 'GET',
        url: '/api/v1/admin/dashboard?from=2025-06-01&to=2025-06-01',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      expect((res.json() as { data: { dashboard: Dashboard } }).data.dashboard.warnings).toEqual(
        [],
      );
    } finally {
      await withSmtp.close();
    }
  });

  it('every warning is passed on, and only to admin roles (others get none)', async () => {
    const deps = { db: ctx.db, warnings: ['one', 'two'] };
    const range = { from: '2025-06-01', to: '2025-06-01' };
    expect((await getDashboard(deps, range, 'admin')).warnings).toEqual(['one', 'two']);
    expect((await getDashboard(deps, range, 'super_admin')).warnings).toEqual(['one', 'two']);
    for (const role of ['instructor', 'sales_and_marketing', 'support', 'student'] as const) {
      expect((await getDashboard(deps, range, role)).warnings).toEqual([]);
    }
  });
});
