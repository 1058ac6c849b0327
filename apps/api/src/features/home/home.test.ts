import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_HOME_CONTENT, HOME_MSG, MSG, type HomeContent } from '@app/shared';

import { activityLogs, siteContent } from '../../db/schema/index.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let cookie: string;
let adminId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await createUser(ctx.db, { role: 'admin', firstName: 'Vikram', lastName: 'Mehta' });
  adminId = admin.id;
  cookie = await loginAs(ctx.app, admin.phoneNumber!);
});
afterAll(() => ctx.close());

const publicHome = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/home', headers });
const adminHome = (session = cookie) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/v1/admin/home',
    headers: session ? { cookie: session } : {},
  });
const putHome = (payload: unknown, session = cookie) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/home',
    headers: session ? { cookie: session } : {},
    payload: payload as object,
  });

const edited = (): HomeContent => {
  const home = structuredClone(DEFAULT_HOME_CONTENT);
  home.hero.title = 'Learn to code with mentors in Bengaluru';
  home.faq.items = [{ question: 'Is there a demo class?', answer: 'Yes, every Saturday.' }];
  home.testimonials.items = [];
  return home;
};

describe('home content', () => {
  it('serves the default content with nulls before anything is published', async () => {
    const res = await publicHome();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'OK',
      data: { home: DEFAULT_HOME_CONTENT, updatedAt: null, updatedBy: null },
    });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^W\/".+"$/);

    const admin = await adminHome();
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data).toEqual(res.json().data);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await publicHome();
    const again = await publicHome({ 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await publicHome({ 'if-none-match': 'W/"stale"' })).statusCode).toBe(200);
  });

  it('publishes an edit that the public page then shows, with an activity row', async () => {
    const before = await publicHome();
    const res = await putHome({
      ...edited(),
      hero: { ...edited().hero, title: '  Learn to code with mentors in Bengaluru  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: HOME_MSG.saved,
      data: { home: edited(), updatedBy: { _id: adminId, name: 'Vikram Mehta' } },
    });
    expect(Date.parse(body.data.updatedAt)).toBeGreaterThan(Date.now() - 60_000);

    const after = await publicHome();
    expect(after.json().data).toEqual(body.data);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const stale = await publicHome({ 'if-none-match': String(before.headers.etag) });
    expect(stale.statusCode).toBe(200);

    const logs = await ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'home.update'), eq(activityLogs.entityId, 'home')));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ actorId: adminId, actorRole: 'admin', entity: 'site_content' });
    // The first publish has nothing before it: every section is new.
    expect(Object.keys(logs[0]!.changes as object).sort()).toEqual(
      Object.keys(DEFAULT_HOME_CONTENT).sort(),
    );
  });

  it('logs only the sections a later edit changed, with before and after', async () => {
    const next = edited();
    next.cta.title = 'Talk to a counsellor today';
    expect((await putHome(next)).statusCode).toBe(200);
    const logs = await ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, 'home.update'));
    const last = logs.find((l) => Object.keys(l.changes as object).length === 1)!;
    expect(last.changes).toEqual({
      cta: { before: edited().cta, after: next.cta },
    });
    const rows = await ctx.db.select().from(siteContent);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.content.cta.title).toBe('Talk to a counsellor today');
  });

  it.each<[string, (h: HomeContent) => unknown, string]>([
    ['an unknown top-level key', (h) => ({ ...h, footer: {} }), 'footer'],
    ['an unknown nested key', (h) => ({ ...h, hero: { ...h.hero, video: 'x' } }), 'hero.video'],
    ['a missing section', ({ faq: _faq, ...h }) => h, 'faq'],
    ['an empty hero title', (h) => ({ ...h, hero: { ...h.hero, title: '   ' } }), 'hero.title'],
    [
      'a javascript: link',
      (h) => ({ ...h, cta: { ...h.cta, button: { label: 'Go', href: 'javascript:alert(1)' } } }),
      'cta.button.href',
    ],
    [
      'an http:// link',
      (h) => ({ ...h, hero: { ...h.hero, primaryCta: { label: 'Go', href: 'http://x.y' } } }),
      'hero.primaryCta.href',
    ],
    [
      'an unknown icon',
      (h) => ({
        ...h,
        highlights: { ...h.highlights, items: [{ icon: 'skull', title: 'a', text: 'b' }] },
      }),
      'highlights.items.0.icon',
    ],
    [
      'too many stats',
      (h) => ({ ...h, hero: { ...h.hero, stats: Array(5).fill({ value: '1', label: 'x' }) } }),
      'hero.stats',
    ],
    [
      'a string where a list belongs',
      (h) => ({ ...h, faq: { ...h.faq, items: 'none' } }),
      'faq.items',
    ],
  ])('refuses %s with 400 and keeps the published content', async (_name, change, field) => {
    const before = (await publicHome()).json().data;
    const res = await putHome(change(structuredClone(DEFAULT_HOME_CONTENT)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.validationError);
    expect(res.json().data.map((e: { field: string }) => e.field)).toContain(field);
    expect((await publicHome()).json().data).toEqual(before);
  });

  it('falls back to the default when the stored content no longer fits the schema', async () => {
    await ctx.db
      .update(siteContent)
      .set({ content: { hero: 'old shape' } as never })
      .where(eq(siteContent.key, 'home'));
    const res = await publicHome();
    expect(res.statusCode).toBe(200);
    expect(res.json().data.home).toEqual(DEFAULT_HOME_CONTENT);
    expect((await putHome(edited())).statusCode).toBe(200);
    expect((await publicHome()).json().data.home).toEqual(edited());
  });
});

describe('access', () => {
  it('answers 401 without a session and 403 for every role but admins', async () => {
    expect((await adminHome('')).statusCode).toBe(401);
    expect((await putHome(edited(), '')).statusCode).toBe(401);
    for (const role of ['sales_and_marketing', 'support', 'instructor', 'student'] as const) {
      const user = await createUser(ctx.db, { role });
      const session = await loginAs(ctx.app, user.phoneNumber!);
      expect((await adminHome(session)).statusCode, role).toBe(403);
      const put = await putHome(edited(), session);
      expect(put.statusCode, role).toBe(403);
      expect(put.json()).toEqual({ success: false, message: MSG.forbidden });
    }
    const superAdmin = await createUser(ctx.db, { role: 'super_admin' });
    expect((await adminHome(await loginAs(ctx.app, superAdmin.phoneNumber!))).statusCode).toBe(200);
  });
});
