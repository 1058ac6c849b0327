import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { MSG, WEBINAR_MSG, type PublicWebinar } from '@app/shared';

import { jobs, webinars, webinarUsers } from '../../db/schema/index.ts';
import {
  createTestContext,
  createUser,
  expectFieldError,
  manyRequests,
  refusals,
  useTestContext,
  withField,
} from '../../test/harness.ts';
import { confirmationKey } from './webinar-registration.ts';
import { insertRegistrant, insertWebinar } from './webinars.fixtures.ts';

const ctx = useTestContext(manyRequests);

let phoneCounter = 0;
const nextPhone = () =>
  `98${String(process.pid % 10_000).padStart(4, '0')}${String(++phoneCounter).padStart(4, '0')}`;
const person = (overrides: Record<string, unknown> = {}) => {
  const phone = nextPhone();
  return { name: 'Sneha Patil', email: `sneha.${phone}@gmail.com`, phone, ...overrides };
};
const register = (code: string, payload: unknown, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/webinars/${code}/register`,
    payload: payload as object,
    remoteAddress,
  });
const page = async (code: string) => {
  const res = await ctx.app.inject({ url: `/api/v1/webinars/${code}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.webinar as PublicWebinar;
};
const registrantsOf = (webinarId: string) =>
  ctx.db.select().from(webinarUsers).where(eq(webinarUsers.webinarId, webinarId));

describe('GET /webinars and /webinars/{webinarCode}', () => {
  it('shows the page without the join link, with seats and status', async () => {
    const w = await insertWebinar(ctx.db, { capacity: 100, registeredCount: 0 });
    await insertRegistrant(ctx.db, w.id, { phone: '9400000001' });
    const webinar = await page(w.webinarCode.toUpperCase());
    expect(webinar).toEqual({
      webinarCode: w.webinarCode,
      title: w.title,
      description: w.description,
      speakers: [{ name: 'Rahul Deshpande', title: 'SDE II, Amazon' }],
      startTime: w.startTime.toISOString(),
      durationMinutes: 120,
      endTime: new Date(w.startTime.getTime() + 120 * 60_000).toISOString(),
      coverImage: null,
      status: 'upcoming',
      acceptingRegistrations: true,
      closedReason: null,
      seatsLeft: 99,
      registeredCount: 1,
      certificateEnabled: true,
    });
    expect(JSON.stringify(webinar)).not.toContain('meet.google.com');
  });

  it('says why registration is closed: over, closed, full', async () => {
    const past = await insertWebinar(ctx.db, { startInHours: -5, durationMinutes: 60 });
    expect(await page(past.webinarCode)).toMatchObject({
      status: 'past',
      acceptingRegistrations: false,
      closedReason: WEBINAR_MSG.webinarOver,
    });
    const closed = await insertWebinar(ctx.db, { registrationOpen: false });
    expect((await page(closed.webinarCode)).closedReason).toBe(WEBINAR_MSG.registrationClosed);
    const full = await insertWebinar(ctx.db, { capacity: 2, registeredCount: 2 });
    expect(await page(full.webinarCode)).toMatchObject({
      closedReason: WEBINAR_MSG.webinarFull,
      seatsLeft: 0,
      acceptingRegistrations: false,
    });
    const live = await insertWebinar(ctx.db, { startInHours: -0.5, durationMinutes: 90 });
    expect(await page(live.webinarCode)).toMatchObject({
      status: 'live',
      acceptingRegistrations: true,
      seatsLeft: null,
    });
  });

  it('answers 404 in words for an unknown code', async () => {
    for (const code of ['no-such-webinar', 'x'.repeat(100), '%27%3B--']) {
      const res = await ctx.app.inject({ url: `/api/v1/webinars/${code}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: WEBINAR_MSG.notFound });
    }
    expect((await ctx.app.inject({ url: `/api/v1/webinars/${'x'.repeat(101)}` })).statusCode).toBe(
      400,
    );
  });

  it('lists upcoming and live webinars soonest first, never past ones', async () => {
    const later = await insertWebinar(ctx.db, { startInHours: 24 * 20 });
    const live = await insertWebinar(ctx.db, { startInHours: -1, durationMinutes: 120 });
    const past = await insertWebinar(ctx.db, { startInHours: -30, durationMinutes: 60 });
    const res = await ctx.app.inject({ url: '/api/v1/webinars' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const list = res.json().data.webinars as PublicWebinar[];
    const codes = list.map((w) => w.webinarCode);
    expect(codes).toContain(later.webinarCode);
    expect(codes.indexOf(live.webinarCode)).toBeLessThan(codes.indexOf(later.webinarCode));
    expect(codes).not.toContain(past.webinarCode);
    const starts = list.map((w) => Date.parse(w.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(list.every((w) => w.status !== 'past' && !('joinLink' in w))).toBe(true);
    expect(list.length).toBeLessThanOrEqual(50);
  });
});

describe('POST /webinars/{webinarCode}/register', () => {
  it('registers (201), links the account with this phone, stores utm, counts the seat', async () => {
    const student = await createUser(ctx.db, { role: 'student' });
    const w = await insertWebinar(ctx.db, { capacity: 10 });
    const body = {
      name: '  Aditya Verma ',
      email: 'Aditya.Verma@Example.com',
      phone: student.phoneNumber!,
      utm: { source: 'instagram', medium: 'reel', campaign: 'react-2026', term: '' },
    };
    const res = await register(w.webinarCode, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: WEBINAR_MSG.registered,
      data: {
        registration: {
          webinarCode: w.webinarCode,
          name: 'Aditya Verma',
          email: 'aditya.verma@example.com',
          phone: student.phoneNumber,
        },
      },
    });
    const [row] = await registrantsOf(w.id);
    expect(row).toMatchObject({
      userId: student.id,
      utm: { source: 'instagram', medium: 'reel', campaign: 'react-2026' },
      attended: false,
      certificateStatus: 'not_sent',
    });
    expect((await page(w.webinarCode)).seatsLeft).toBe(9);
    const [job] = await ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, confirmationKey(row!.id)));
    expect(job).toMatchObject({
      queue: 'webinar.confirmation',
      payload: { webinarUserId: row!.id },
    });
  });

  it('tells a registered phone kindly (409), before closed, full or over', async () => {
    const w = await insertWebinar(ctx.db, { capacity: 1 });
    const first = person();
    expect((await register(w.webinarCode, first)).statusCode).toBe(201);
    // Now full, then closed, then over: the same phone still hears "already registered".
    const again = await register(w.webinarCode, { ...first, email: 'other@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: WEBINAR_MSG.alreadyRegistered });
    await ctx.db
      .update(webinars)
      .set({ registrationOpen: false, startTime: new Date(Date.now() - 86_400_000) })
      .where(eq(webinars.id, w.id));
    expect((await register(w.webinarCode, first)).json().message).toBe(
      WEBINAR_MSG.alreadyRegistered,
    );
    expect(await registrantsOf(w.id)).toHaveLength(1);
  });

  it('allows the same e-mail with another phone (phone identifies a registrant)', async () => {
    const w = await insertWebinar(ctx.db);
    const a = person({ email: 'family@gmail.com' });
    const b = person({ email: 'family@gmail.com', name: 'Kiran Patil' });
    expect((await register(w.webinarCode, a)).statusCode).toBe(201);
    expect((await register(w.webinarCode, b)).statusCode).toBe(201);
    expect(await registrantsOf(w.id)).toHaveLength(2);
  });

  it('refuses closed, full and past webinars (409 in words), and unknown codes (404)', async () => {
    const closed = await insertWebinar(ctx.db, { registrationOpen: false });
    const full = await insertWebinar(ctx.db, { capacity: 3, registeredCount: 3 });
    const past = await insertWebinar(ctx.db, { startInHours: -3, durationMinutes: 60 });
    const cases = [
      [closed.webinarCode, 409, WEBINAR_MSG.registrationClosed],
      [full.webinarCode, 409, WEBINAR_MSG.webinarFull],
      [past.webinarCode, 409, WEBINAR_MSG.webinarOver],
      ['no-such-webinar', 404, WEBINAR_MSG.notFound],
    ] as const;
    for (const [code, status, message] of cases) {
      const res = await register(code, person());
      expect(res.statusCode, code).toBe(status);
      expect(res.json().message).toBe(message);
    }
    for (const w of [closed, full, past]) expect(await registrantsOf(w.id)).toHaveLength(0);
    const [row] = await ctx.db.select().from(webinars).where(eq(webinars.id, full.id));
    expect(row!.registeredCount).toBe(3);
  });

  it('accepts registrations while the webinar is live', async () => {
    const live = await insertWebinar(ctx.db, { startInHours: -0.25, durationMinutes: 60 });
    expect((await register(live.webinarCode, person())).statusCode).toBe(201);
  });

  it('never oversells: 20 concurrent sign-ups for 5 seats', async () => {
    const w = await insertWebinar(ctx.db, { capacity: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => register(w.webinarCode, person(), `10.0.0.${i + 1}`)),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(
      results
        .filter((r) => r.statusCode === 409)
        .every((r) => r.json().message === WEBINAR_MSG.webinarFull),
    ).toBe(true);
    expect(await registrantsOf(w.id)).toHaveLength(5);
    const [row] = await ctx.db.select().from(webinars).where(eq(webinars.id, w.id));
    expect(row!.registeredCount).toBe(5);
  });

  it.each([
    ...refusals('name', WEBINAR_MSG.nameRequired, undefined, '  '),
    ...refusals('name', WEBINAR_MSG.nameTooLong, 'n'.repeat(101)),
    ...refusals('email', WEBINAR_MSG.emailRequired, undefined, ''),
    ...refusals('email', WEBINAR_MSG.emailInvalid, 'sneha.gmail.com', `${'e'.repeat(250)}@x.in`),
    ...refusals('phone', WEBINAR_MSG.phoneRequired, undefined, ''),
    ...refusals('phone', WEBINAR_MSG.phoneInvalid, '98765', '+919876543210'),
    ...refusals('phone', WEBINAR_MSG.phoneRequired, 9876543210),
  ])('validation: %s = %j → %s', async (field, value, message) => {
    const w = await webinarOnce();
    const res = await register(w.webinarCode, withField(person(), field, value));
    expectFieldError(res, field, message);
  });

  it('refuses unknown fields, a bad utm and junk bodies with 400', async () => {
    const w = await webinarOnce();
    for (const body of [
      { ...person(), role: 'admin' },
      { ...person(), utm: { source: 'x'.repeat(101) } },
      { ...person(), utm: { evil: 'x' } },
      { ...person(), utm: 'google' },
      [person()],
      { ...person(), name: { first: 'A' } },
    ]) {
      const res = await register(w.webinarCode, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect(await registrantsOf(w.id)).toHaveLength(0);
  });
});

let shared: Awaited<ReturnType<typeof insertWebinar>> | null = null;
async function webinarOnce() {
  shared ??= await insertWebinar(ctx.db);
  return shared;
}

describe('rate limits (multiplier 1)', () => {
  it('limits registrations per phone across addresses, and per address', async () => {
    const limited = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
    try {
      const send = (code: string, payload: unknown, remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/v1/webinars/${code}/register`,
          payload: payload as object,
          remoteAddress,
        });
      const codes: string[] = [];
      for (let i = 0; i < 7; i++) codes.push((await insertWebinar(limited.db)).webinarCode);
      const same = person();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await send(codes[i]!, same, `10.1.0.${i + 1}`)).statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const blocked = await send(codes[6]!, same, '10.1.0.99');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(MSG.tooManyRequests);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

      const perIp: number[] = [];
      for (let i = 0; i < 11; i++) {
        perIp.push((await send(codes[6]!, person(), '10.2.0.1')).statusCode);
      }
      expect(perIp.slice(0, 10).every((s) => s === 201)).toBe(true);
      expect(perIp[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
