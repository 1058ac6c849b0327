import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { WEBINAR_MSG, type Role, type Webinar } from '@app/shared';

import {
  activityLogs,
  webinarCampaigns,
  webinarCertificates,
  webinarDeliveries,
  webinars,
  webinarUsers,
} from '../../db/schema/index.ts';
import {
  adminCaller,
  createUser,
  expectFieldError,
  loginAs,
  manyRequests,
  refusals,
  signedIn,
  useTestContext,
  withField,
} from '../../test/harness.ts';
import { insertRegistrant, insertWebinar, webinarBody } from './webinars.fixtures.ts';

const ctx = useTestContext(manyRequests);
let admin: string;
let adminId: string;
beforeAll(async () => {
  const signed = await signedIn(ctx, 'admin');
  [adminId, admin] = [signed.user.id, signed.cookie];
});

const send = adminCaller(
  () => ctx,
  () => admin,
);
const get = (url: string, cookie = admin) => send('GET', url, undefined, cookie);

async function create(overrides = {}) {
  const res = await send('POST', '/webinars', webinarBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.webinar as Webinar;
}

async function activity(entityId: string) {
  return ctx.db.select().from(activityLogs).where(eq(activityLogs.entityId, entityId));
}

describe('role matrix (menu webinars)', () => {
  const sessions = new Map<Role, string>();
  beforeAll(async () => {
    for (const role of [
      'super_admin',
      'instructor',
      'mentor',
      'batch_manager',
      'support',
      'sales_and_marketing',
      'student',
    ] as const) {
      const user = await createUser(ctx.db, { role });
      sessions.set(role, await loginAs(ctx.app, user.phoneNumber!));
    }
  });

  it('lets super_admin, admin, instructor and mentor in, and creates as them', async () => {
    for (const role of ['super_admin', 'instructor', 'mentor'] as const) {
      const cookie = sessions.get(role)!;
      expect((await get('/webinars', cookie)).statusCode).toBe(200);
      const created = await send('POST', '/webinars', webinarBody(), cookie);
      expect(created.statusCode).toBe(201);
    }
    expect((await get('/webinars')).statusCode).toBe(200);
  });

  it('refuses batch_manager, support, sales_and_marketing and students (403), anonymous (401)', async () => {
    const webinar = await insertWebinar(ctx.db);
    const user = await insertRegistrant(ctx.db, webinar.id, { phone: '9300000001' });
    const calls = [
      ['GET', '/webinars'],
      ['POST', '/webinars'],
      ['GET', `/webinars/${webinar.id}`],
      ['PUT', `/webinars/${webinar.id}`],
      ['DELETE', `/webinars/${webinar.id}`],
      ['GET', `/webinars/${webinar.id}/students`],
      ['GET', `/webinars/${webinar.id}/students/export.csv`],
      ['PUT', `/webinars/users/${user.id}`],
      ['GET', '/webinars/users/search?search=test'],
      ['POST', `/webinars/${webinar.id}/attendance/import`],
    ] as const;
    for (const role of ['batch_manager', 'support', 'sales_and_marketing', 'student'] as const) {
      for (const [method, url] of calls) {
        const res = await ctx.app.inject({
          method,
          url: `/api/v1/admin${url}`,
          headers: { cookie: sessions.get(role)! },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url] of calls) {
      const res = await ctx.app.inject({ method, url: `/api/v1/admin${url}` });
      expect(res.statusCode, `anonymous ${method} ${url}`).toBe(401);
    }
    const [still] = await ctx.db.select().from(webinars).where(eq(webinars.id, webinar.id));
    expect(still).toBeDefined();
  });
});

describe('create, read, update, delete', () => {
  it('creates a webinar (201 data.webinar), reads it back and logs the write', async () => {
    const body = webinarBody({ webinarCode: '  React-Hooks-2026 ', capacity: 200 });
    const res = await send('POST', '/webinars', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(WEBINAR_MSG.created);
    const webinar = res.json().data.webinar as Webinar;
    expect(webinar).toMatchObject({
      webinarCode: 'react-hooks-2026',
      title: body.title,
      durationMinutes: 90,
      capacity: 200,
      status: 'upcoming',
      certificateStatus: 'not_sent',
      registrationOpen: true,
      counts: { registered: 0, attended: 0, certificatesSent: 0, certificatesFailed: 0 },
    });
    expect(webinar._id).toMatch(/^[0-9a-f]{24}$/);
    expect(Date.parse(webinar.endTime) - Date.parse(webinar.startTime)).toBe(90 * 60_000);

    const read = await get(`/webinars/${webinar._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.webinar).toEqual(webinar);

    const [log] = await activity(webinar._id);
    expect(log).toMatchObject({ action: 'webinar.create', entity: 'webinar', actorId: adminId });
    expect(log!.changes.title).toEqual({ before: null, after: body.title });
  });

  it('answers 409 on the code field when the code is taken (create and update)', async () => {
    const first = await create();
    const dup = await send('POST', '/webinars', webinarBody({ webinarCode: first.webinarCode }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      success: false,
      message: WEBINAR_MSG.codeTaken,
      data: [{ field: 'webinarCode', message: WEBINAR_MSG.codeTaken }],
    });
    const other = await create();
    const upd = await send('PUT', `/webinars/${other._id}`, { webinarCode: first.webinarCode });
    expect(upd.statusCode).toBe(409);
    expect(upd.json().message).toBe(WEBINAR_MSG.codeTaken);
  });

  it.each([
    ...refusals('webinarCode', WEBINAR_MSG.codeRequired, undefined, '  '),
    ...refusals('webinarCode', WEBINAR_MSG.codeFormat, 'ab', 'react hooks!', '-react'),
    ...refusals('title', WEBINAR_MSG.titleRequired, undefined, '   '),
    ...refusals('title', WEBINAR_MSG.titleTooLong, 't'.repeat(151)),
    ...refusals('startTime', WEBINAR_MSG.startRequired, undefined, 'next friday'),
    ...refusals('durationMinutes', WEBINAR_MSG.durationRange, 10, 601, 'ninety', 45.5),
    ...refusals('joinLink', WEBINAR_MSG.joinLinkInvalid, 'zoom.us/j/123', 'javascript:alert(1)'),
    ...refusals('coverImage', WEBINAR_MSG.coverInvalid, 'file:///etc/passwd'),
    ...refusals('capacity', WEBINAR_MSG.capacityRange, 0, 100_001, '50'),
  ])('create: %s = %j → %s', async (field, value, message) => {
    const res = await send('POST', '/webinars', withField(webinarBody(), field, value));
    expectFieldError(res, field, message);
  });

  it('refuses unknown fields, a speaker without a name and junk types with 400', async () => {
    for (const body of [
      { ...webinarBody(), registeredCount: 5 },
      { ...webinarBody(), speakers: [{ name: ' ', title: 'x' }] },
      { ...webinarBody(), speakers: 'Rahul' },
      { ...webinarBody(), registrationOpen: 'yes' },
      { ...webinarBody(), description: 'd'.repeat(5001) },
      [webinarBody()],
    ]) {
      const res = await send('POST', '/webinars', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    // Not JSON at all: the content type is refused before any schema.
    const text = await send('POST', '/webinars', 'just a string');
    expect(text.statusCode).toBe(415);
    const speaker = await send('POST', '/webinars', {
      ...webinarBody(),
      speakers: [{ name: ' ', title: 'x' }],
    });
    expect(speaker.json().data).toContainEqual({
      field: 'speakers.0.name',
      message: WEBINAR_MSG.speakerNameRequired,
    });
  });

  it('updates only the fields sent and logs what changed', async () => {
    const webinar = await create({ capacity: 100 });
    const res = await send('PUT', `/webinars/${webinar._id}`, {
      title: 'DSA in Java: Arrays to Graphs',
      registrationOpen: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(WEBINAR_MSG.updated);
    expect(res.json().data.webinar).toMatchObject({
      title: 'DSA in Java: Arrays to Graphs',
      registrationOpen: false,
      capacity: 100,
      webinarCode: webinar.webinarCode,
      joinLink: webinar.joinLink,
    });
    const logs = await activity(webinar._id);
    const update = logs.find((l) => l.action === 'webinar.update')!;
    expect(Object.keys(update.changes).sort()).toEqual(['registrationOpen', 'title']);

    // Clearing the capacity and the cover image: null is a value, not "leave as is".
    const cleared = await send('PUT', `/webinars/${webinar._id}`, {
      capacity: null,
      coverImage: '',
    });
    expect(cleared.json().data.webinar).toMatchObject({ capacity: null, coverImage: null });
    // An empty update changes nothing and logs nothing.
    const before = (await activity(webinar._id)).length;
    const empty = await send('PUT', `/webinars/${webinar._id}`, {});
    expect(empty.statusCode).toBe(200);
    expect((await activity(webinar._id)).length).toBe(before);
  });

  it('refuses a capacity below the people already registered (400 on capacity)', async () => {
    const webinar = await create({ capacity: 10 });
    for (const phone of ['9310000001', '9310000002', '9310000003']) {
      await insertRegistrant(ctx.db, webinar._id, { phone });
    }
    const res = await send('PUT', `/webinars/${webinar._id}`, { capacity: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: WEBINAR_MSG.capacityBelowRegistered,
      data: [{ field: 'capacity', message: WEBINAR_MSG.capacityBelowRegistered }],
    });
    const ok = await send('PUT', `/webinars/${webinar._id}`, { capacity: 3 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.webinar.counts.registered).toBe(3);
  });

  it('answers 404 for unknown and malformed ids, 400 for junk bodies', async () => {
    for (const id of ['ffffffffffffffffffffffff', 'not-an-id', "1'; drop table webinars;--"]) {
      const url = `/webinars/${encodeURIComponent(id)}`;
      expect((await get(url)).statusCode).toBe(404);
      expect((await send('PUT', url, { title: 'x' })).statusCode).toBe(404);
      expect((await send('DELETE', url)).statusCode).toBe(404);
      expect((await get(`${url}/students`)).statusCode).toBe(404);
    }
    expect((await get(`/webinars/${'a'.repeat(65)}`)).statusCode).toBe(400);
    const webinar = await create();
    expect((await send('PUT', `/webinars/${webinar._id}`, { title: 42 })).statusCode).toBe(400);
    expect((await send('PUT', `/webinars/${webinar._id}`, { nope: 1 })).statusCode).toBe(400);
    expect((await get(`/webinars?limit=1000`)).statusCode).toBe(400);
    expect((await get(`/webinars?page=0`)).statusCode).toBe(400);
    expect((await get(`/webinars?status=soon`)).statusCode).toBe(400);
    expect((await get(`/webinars?search=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('deletes with its registrants and runs; issued certificates stay verifiable', async () => {
    const webinar = await create();
    const user = await insertRegistrant(ctx.db, webinar._id, {
      phone: '9320000001',
      name: 'Meera Pillai',
      attended: true,
      certificateStatus: 'sent',
      certificateCode: 'ABCD-EFGH-JKLM',
    });
    await ctx.db.insert(webinarCertificates).values({
      code: 'ABCD-EFGH-JKLM',
      webinarId: webinar._id,
      webinarUserId: user.id,
      name: 'Meera Pillai',
      email: user.email,
      webinarTitle: webinar.title,
      webinarDate: new Date(webinar.startTime),
    });
    const [campaign] = await ctx.db
      .insert(webinarCampaigns)
      .values({ webinarId: webinar._id, kind: 'email', subject: 'Hi', audience: 'all', total: 1 })
      .returning();
    await ctx.db.insert(webinarDeliveries).values({
      campaignId: campaign!.id,
      webinarUserId: user.id,
      chunk: 0,
      to: user.email,
      messageId: '<x@y>',
    });

    const res = await send('DELETE', `/webinars/${webinar._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: WEBINAR_MSG.deleted,
      data: { webinar: { _id: webinar._id, counts: { registered: 1, certificatesSent: 1 } } },
    });
    expect((await get(`/webinars/${webinar._id}`)).statusCode).toBe(404);
    expect(
      await ctx.db.select().from(webinarUsers).where(eq(webinarUsers.webinarId, webinar._id)),
    ).toHaveLength(0);
    expect(
      await ctx.db.select().from(webinarCampaigns).where(eq(webinarCampaigns.id, campaign!.id)),
    ).toHaveLength(0);
    const [cert] = await ctx.db
      .select()
      .from(webinarCertificates)
      .where(eq(webinarCertificates.code, 'ABCD-EFGH-JKLM'));
    expect(cert).toMatchObject({
      webinarId: null,
      webinarUserId: null,
      name: 'Meera Pillai',
      webinarTitle: webinar.title,
    });
    const [log] = await ctx.db
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.entityId, webinar._id), eq(activityLogs.action, 'webinar.delete')),
      );
    expect(log!.changes.webinarCode).toEqual({ before: webinar.webinarCode, after: null });
  });
});
