import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { MSG, type UtmLink, type UtmLinkCreate } from '@app/shared';

import { newId } from '../../core/ids.ts';
import {
  kodrCohorts,
  kodrRegistrations,
  users,
  utmLinks,
  utmVisits,
} from '../../db/schema/index.ts';
import {
  createUser,
  latestOtp,
  loginAs,
  logsOf,
  postStatusesAtRealLimits,
  sendOtp,
  signedIn,
  uniquePhone,
  useTestContext,
} from '../../test/harness.ts';
import { UTM_MSG } from './utm.service.ts';

const ctx = useTestContext();
let cookie: string;
let adminId: string;
beforeAll(async () => {
  const admin = await signedIn(ctx, 'sales_and_marketing', {
    firstName: 'Rohan',
    lastName: 'Kapoor',
  });
  [adminId, cookie] = [admin.user.id, admin.cookie];
});

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  session = cookie,
) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: session ? { cookie: session } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const createLink = async (body: UtmLinkCreate) => {
  const res = await call('POST', '/admin/utm/links', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.link as UtmLink;
};
const listLinks = async (query = '') => {
  const res = await call('GET', `/admin/utm/links${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { links: UtmLink[]; pagination: Record<string, number> };
};

describe('POST /utm/visits', () => {
  it('stores a visit with the link id', async () => {
    const linkId = newId();
    const res = await call(
      'POST',
      '/utm/visits',
      {
        utm: { source: 'instagram', medium: 'social', campaign: 'kodr-3', content: '', id: linkId },
        path: '/kodr',
      },
      '',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: UTM_MSG.visitRecorded });
    const [row] = await ctx.db.select().from(utmVisits).where(eq(utmVisits.linkId, linkId));
    expect(row).toMatchObject({
      source: 'instagram',
      medium: 'social',
      campaign: 'kodr-3',
      content: null,
      term: null,
      path: '/kodr',
    });
  });

  it.each([
    ['no source', { utm: { medium: 'social' }, path: '/' }, 'utm'],
    ['a blank source', { utm: { source: '  ' }, path: '/' }, 'utm'],
    ['a path without /', { utm: { source: 'x' }, path: 'kodr' }, 'path'],
    ['an unknown utm key', { utm: { source: 'x', gclid: 'y' }, path: '/' }, 'utm.gclid'],
    ['a long value', { utm: { source: 'x'.repeat(101) }, path: '/' }, 'utm.source'],
    ['no path', { utm: { source: 'x' } }, 'path'],
  ])('refuses %s with 400', async (_name, body, field) => {
    const res = await call('POST', '/utm/visits', body, '');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.validationError);
    expect(res.json().data.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('is rate limited per IP', async () => {
    const statuses = await postStatusesAtRealLimits(
      '/utm/visits',
      31,
      () => ({ utm: { source: 'google' }, path: '/' }),
      '203.0.113.11',
    );
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('UTM links', () => {
  it('creates a link, logs it, and refuses an exact duplicate with 409', async () => {
    const body = {
      path: '/kodr',
      source: 'newsletter',
      medium: 'email',
      campaign: 'oct-digest',
      term: '',
      content: 'header-button',
    };
    const link = await createLink(body);
    expect(link).toMatchObject({
      path: '/kodr',
      source: 'newsletter',
      medium: 'email',
      campaign: 'oct-digest',
      term: null,
      content: 'header-button',
      createdBy: { _id: adminId, name: 'Rohan Kapoor' },
      stats: { visits: 0, registrations: 0, callbacks: 0, signups: 0 },
    });
    expect(link._id).toMatch(/^[0-9a-f]{24}$/);
    const [log] = await logsOf(ctx, link._id, 'utm_link.create');
    expect(log).toMatchObject({ actorId: adminId, entity: 'utm_link' });
    expect(log!.changes).toMatchObject({ campaign: { before: null, after: 'oct-digest' } });

    const dup = await call('POST', '/admin/utm/links', { ...body, term: undefined });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ success: false, message: UTM_MSG.duplicateLink });
    // Any one value different is a different link.
    await createLink({ ...body, content: 'footer-button' });
    await createLink({ ...body, term: 'bootcamp' });
    await createLink({ ...body, path: '/' });
  });

  it('creates only one link when the same one is sent at once', async () => {
    const body = { path: '/', source: 'twitter', medium: 'social', campaign: 'race' };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/admin/utm/links', body)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await ctx.db.select().from(utmLinks).where(eq(utmLinks.campaign, 'race'));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['a missing campaign', { path: '/', source: 'a', medium: 'b' }, 'campaign'],
    [
      'a source with spaces',
      { path: '/', source: 'big sale', medium: 'b', campaign: 'c' },
      'source',
    ],
    [
      'an absolute URL path',
      { path: 'https://x.y/', source: 'a', medium: 'b', campaign: 'c' },
      'path',
    ],
    ['an unknown key', { path: '/', source: 'a', medium: 'b', campaign: 'c', id: 'x' }, 'id'],
    ['a numeric medium', { path: '/', source: 'a', medium: 5, campaign: 'c' }, 'medium'],
  ])('refuses %s with 400', async (_name, body, field) => {
    const res = await call('POST', '/admin/utm/links', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('counts visits, registrations, callbacks and sign-ups per link', async () => {
    const link = await createLink({
      path: '/kodr',
      source: 'google',
      medium: 'cpc',
      campaign: 'bootcamp-search',
    });
    const other = await createLink({
      path: '/',
      source: 'google',
      medium: 'cpc',
      campaign: 'brand',
    });
    const utm = { source: 'google', medium: 'cpc', campaign: 'bootcamp-search', id: link._id };
    for (let i = 0; i < 3; i++) {
      expect((await call('POST', '/utm/visits', { utm, path: '/kodr' }, '')).statusCode).toBe(200);
    }
    const otherVisit = { utm: { source: 'google', id: other._id }, path: '/' };
    expect((await call('POST', '/utm/visits', otherVisit, '')).statusCode).toBe(200);

    const callback = await call(
      'POST',
      '/request-callbacks',
      {
        name: 'Sanjay Gupta',
        contact: { code: '+91', number: '9812345678' },
        enquiryFor: 'offline',
        notes: 'Saw the ad',
        utm,
      },
      '',
    );
    expect(callback.statusCode).toBe(201);

    // A sign-up through POST /users/register with the link's attribution.
    const phone = uniquePhone();
    await sendOtp(ctx.app, phone);
    const reg = await call(
      'POST',
      '/users/register',
      {
        name: { firstName: 'Divya', lastName: 'Menon' },
        phone: { code: '+91', number: phone },
        otp: await latestOtp(ctx.app, phone),
        email: 'divya.menon@example.com',
        utm: { source: 'google', id: link._id },
      },
      '',
    );
    expect(reg.statusCode, reg.body).toBe(201);
    const [user] = await ctx.db.select().from(users).where(eq(users.phoneNumber, phone));
    expect(user!.utm).toEqual({ source: 'google', id: link._id });

    // Registrations are written by the kodr feature; the row is what it stores.
    const [cohort] = await ctx.db.select().from(kodrCohorts).where(eq(kodrCohorts.isCurrent, true));
    await ctx.db.insert(kodrRegistrations).values(
      [1, 2].map((n) => ({
        cohortId: cohort!.id,
        name: `Learner ${n}`,
        email: `learner${n}@example.com`,
        contact: `98000000${n}0`,
        contactDigits: `98000000${n}0`,
        dob: '2000-01-01',
        education: 'B.Tech / B.E.',
        utm: { source: 'google', id: link._id },
      })),
    );

    const { links } = await listLinks('?search=bootcamp-search');
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({
      _id: link._id,
      stats: { visits: 3, registrations: 2, callbacks: 1, signups: 1 },
      createdBy: { _id: adminId, name: 'Rohan Kapoor' },
    });
    const brand = (await listLinks('?search=brand')).links[0]!;
    expect(brand.stats).toEqual({ visits: 1, registrations: 0, callbacks: 0, signups: 0 });
  });

  it('lists newest first with pagination and searches campaign or source', async () => {
    const all = await listLinks('?limit=100');
    const times = all.links.map((l) => l.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.pagination.totalItems).toBe(all.links.length);

    const page = await listLinks('?limit=2&page=2');
    expect(page.links.map((l) => l._id)).toEqual(all.links.slice(2, 4).map((l) => l._id));
    expect(page.pagination).toEqual({
      currentPage: 2,
      totalPages: Math.ceil(all.links.length / 2),
      itemsPerPage: 2,
      totalItems: all.links.length,
    });
    const beyond = await listLinks('?limit=2&page=99');
    expect(beyond.links).toEqual([]);
    expect(beyond.pagination.totalItems).toBe(all.links.length);

    expect((await listLinks('?search=NEWSLETTER')).links).toHaveLength(4);
    expect((await listLinks('?search=GOOGLE')).links.map((l) => l.campaign).sort()).toEqual([
      'bootcamp-search',
      'brand',
    ]);
    expect((await listLinks('?search=%25')).links).toEqual([]);
  });

  it('deletes a link with an activity row, and answers 404 for a missing one', async () => {
    const link = await createLink({
      path: '/courses',
      source: 'fb',
      medium: 'social',
      campaign: 'gone',
    });
    const res = await call('DELETE', `/admin/utm/links/${link._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: UTM_MSG.linkDeleted });
    expect(await ctx.db.select().from(utmLinks).where(eq(utmLinks.id, link._id))).toEqual([]);
    const [log] = await logsOf(ctx, link._id, 'utm_link.delete');
    expect(log!.changes).toMatchObject({ campaign: { before: 'gone', after: null } });

    const again = await call('DELETE', `/admin/utm/links/${link._id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: UTM_MSG.linkNotFound });
    expect((await call('DELETE', '/admin/utm/links/nope')).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('answers 401 without a session and 403 for roles outside the UTM menu', async () => {
    expect((await call('GET', '/admin/utm/links', undefined, '')).statusCode).toBe(401);
    expect((await call('DELETE', `/admin/utm/links/${newId()}`, undefined, '')).statusCode).toBe(
      401,
    );
    for (const role of ['support', 'instructor', 'mentor', 'student'] as const) {
      const user = await createUser(ctx.db, { role });
      const session = await loginAs(ctx.app, user.phoneNumber!);
      const list = await call('GET', '/admin/utm/links', undefined, session);
      expect(list.statusCode, role).toBe(403);
      expect(list.json()).toEqual({ success: false, message: MSG.forbidden });
      const create = await call(
        'POST',
        '/admin/utm/links',
        { path: '/', source: 'a', medium: 'b', campaign: role },
        session,
      );
      expect(create.statusCode, role).toBe(403);
    }
    const admin = await createUser(ctx.db, { role: 'admin' });
    const adminSession = await loginAs(ctx.app, admin.phoneNumber!);
    expect((await call('GET', '/admin/utm/links', undefined, adminSession)).statusCode).toBe(200);
  });
});
