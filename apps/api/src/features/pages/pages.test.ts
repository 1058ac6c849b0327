import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { MSG, SITE_PAGE_MSG, SITE_PAGE_SLUGS, DEFAULT_HOME_CONTENT } from '@app/shared';

import { activityLogs, siteContent } from '../../db/schema/index.ts';
import { callAs, createUser, loginAs, useSignedIn, useTestContext } from '../../test/harness.ts';
import { DEFAULT_SITE_PAGES } from './pages.defaults.ts';

const ctx = useTestContext();
const admin = useSignedIn(ctx, 'admin', { firstName: 'Vikram', lastName: 'Mehta' });

const publicPage = (slug: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/pages/${slug}`, headers });
const adminPage = (slug: string, session = admin.cookie) =>
  callAs(ctx, 'GET', `/admin/pages/${slug}`, session);
const putPage = (slug: string, payload: unknown, session = admin.cookie) =>
  callAs(ctx, 'PUT', `/admin/pages/${slug}`, session, payload);

describe('site pages: privacy, terms, refunds, contact', () => {
  it('serve their default text before staff publish anything', async () => {
    for (const slug of SITE_PAGE_SLUGS) {
      const res = await publicPage(slug);
      expect(res.statusCode, slug).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: 'OK',
        data: { page: { slug, ...DEFAULT_SITE_PAGES[slug], updatedAt: null } },
      });
    }
    const privacy = DEFAULT_SITE_PAGES.privacy.body;
    for (const held of ['phone number', 'e-mail', 'Razorpay', 'UTM']) {
      expect(privacy).toContain(held);
    }
    expect(DEFAULT_SITE_PAGES.refunds.body).toContain('we refund the full amount');
    const admin = await adminPage('refunds');
    expect(admin.json().data.page).toMatchObject({ isDefault: true, updatedBy: null });
  });

  it('staff publish a page: visitors see it, the row is keyed page:<slug>, the log says who', async () => {
    const body = '## Refunds\n\nA full refund within **14 days**.';
    const res = await putPage('refunds', { title: '  Refunds  ', body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: SITE_PAGE_MSG.saved,
      data: {
        page: {
          slug: 'refunds',
          title: 'Refunds',
          body,
          isDefault: false,
          updatedBy: { _id: admin.user.id, name: 'Vikram Mehta' },
        },
      },
    });

    const pub = await publicPage('refunds');
    const page = pub.json().data.page;
    expect(page).toEqual({ slug: 'refunds', title: 'Refunds', body, updatedAt: page.updatedAt });
    expect(Date.parse(page.updatedAt)).not.toBeNaN();
    // An unchanged page costs a 304 with no body.
    const again = await publicPage('refunds', { 'if-none-match': pub.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(pub.headers['cache-control']).toBe('no-cache');

    const [row] = await ctx.db
      .select()
      .from(siteContent)
      .where(eq(siteContent.key, 'page:refunds'));
    expect(row).toMatchObject({ content: { title: 'Refunds', body }, updatedBy: admin.user.id });
    const [log] = await ctx.db
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.action, 'page.update'), eq(activityLogs.entityId, 'page:refunds')),
      );
    expect(log).toMatchObject({ actorId: admin.user.id, entity: 'site_content' });
    expect(log!.changes).toEqual({
      title: { before: DEFAULT_SITE_PAGES.refunds.title, after: 'Refunds' },
      body: { before: DEFAULT_SITE_PAGES.refunds.body, after: body },
    });

    // Other pages and the home page are untouched.
    expect((await publicPage('terms')).json().data.page.updatedAt).toBeNull();
    const home = await ctx.app.inject({ method: 'GET', url: '/api/v1/home' });
    expect(home.json().data.home.hero.title).toBe(DEFAULT_HOME_CONTENT.hero.title);
  });

  it('refuses an empty or oversized page (400) and an unknown page (404)', async () => {
    const empty = await putPage('terms', { title: ' ', body: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      success: false,
      message: MSG.validationError,
      data: [
        { field: 'title', message: SITE_PAGE_MSG.titleRequired },
        { field: 'body', message: SITE_PAGE_MSG.bodyRequired },
      ],
    });
    const long = await putPage('terms', { title: 'Terms', body: 'x'.repeat(20_001) });
    expect(long.json().data).toEqual([{ field: 'body', message: SITE_PAGE_MSG.bodyTooLong }]);
    const extra = await putPage('terms', { title: 'Terms', body: 'x', html: '<b>' });
    expect(extra.statusCode).toBe(400);

    for (const res of [
      await publicPage('home'),
      await publicPage('nope'),
      await adminPage('..%2Fhome'),
      await putPage('home', { title: 'Home', body: 'x' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: SITE_PAGE_MSG.notFound });
    }
    const [home] = await ctx.db.select().from(siteContent).where(eq(siteContent.key, 'home'));
    expect(home).toBeUndefined();
  });

  it('only staff who may edit the home page may edit these pages', async () => {
    expect((await putPage('privacy', { title: 'P', body: 'x' }, '')).statusCode).toBe(401);
    for (const role of ['instructor', 'support', 'sales_and_marketing'] as const) {
      const user = await createUser(ctx.db, { role });
      const session = await loginAs(ctx.app, user.phoneNumber!);
      expect((await adminPage('privacy', session)).statusCode, role).toBe(403);
      const put = await putPage('privacy', { title: 'P', body: 'x' }, session);
      expect(put.statusCode, role).toBe(403);
      expect(put.json()).toEqual({ success: false, message: MSG.forbidden });
    }
    const superAdmin = await createUser(ctx.db, { role: 'super_admin' });
    const session = await loginAs(ctx.app, superAdmin.phoneNumber!);
    expect(
      (await putPage('contact', { title: 'Contact', body: 'Call us' }, session)).statusCode,
    ).toBe(200);
    expect((await publicPage('privacy')).json().data.page.updatedAt).toBeNull();
  });
});
