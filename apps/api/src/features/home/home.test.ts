import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  DEFAULT_HOME_CONTENT,
  HOME_MSG,
  MSG,
  type AdminHomeData,
  type Course,
  type HomeContent,
  type HomeData,
} from '@app/shared';

import { newId } from '../../core/ids.ts';
import { activityLogs, courses, siteContent } from '../../db/schema/index.ts';
import { EMPTY_COURSE_META } from '../../test/fixtures.ts';
import { callAs, createUser, loginAs, useSignedIn, useTestContext } from '../../test/harness.ts';

const ctx = useTestContext();
const admin = useSignedIn(ctx, 'admin', { firstName: 'Vikram', lastName: 'Mehta' });

const publicHome = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/home', headers });
const adminHome = (session = admin.cookie) => callAs(ctx, 'GET', '/admin/home', session);
const putHome = (payload: unknown, session = admin.cookie) =>
  callAs(ctx, 'PUT', '/admin/home', session, payload);

const edited = (): HomeContent => {
  const home = structuredClone(DEFAULT_HOME_CONTENT);
  home.hero.title = 'Learn to code with mentors in Bengaluru';
  home.faq.items = [{ question: 'Is there a demo class?', answer: 'Yes, every Saturday.' }];
  home.testimonials.items = [];
  return home;
};

describe('home content', () => {
  it('promises no EMI or instalments: checkout takes one payment (issue 15)', async () => {
    const home = (await publicHome()).json().data.home as HomeContent;
    const text = JSON.stringify(home);
    expect(text).not.toMatch(/\bEMIs?\b|instal(l)?ments?|pay in parts/i);
    expect(home.faq.items.some((f) => /one go|single payment/i.test(f.answer))).toBe(true);
  });

  it('serves the default content with nulls before anything is published', async () => {
    const res = await publicHome();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'OK',
      data: { home: DEFAULT_HOME_CONTENT, courses: [], updatedAt: null, updatedBy: null },
    });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^W\/".+"$/);

    const admin = await adminHome();
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data).toEqual({ ...res.json().data, courseChoices: [], hiddenCourses: [] });
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
      data: { home: edited(), updatedBy: { _id: admin.user.id, name: 'Vikram Mehta' } },
    });
    expect(Date.parse(body.data.updatedAt)).toBeGreaterThan(Date.now() - 60_000);

    const after = await publicHome();
    const { courseChoices: _c, hiddenCourses: _h, ...page } = body.data as AdminHomeData;
    expect(after.json().data).toEqual(page);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const stale = await publicHome({ 'if-none-match': String(before.headers.etag) });
    expect(stale.statusCode).toBe(200);

    const logs = await ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'home.update'), eq(activityLogs.entityId, 'home')));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      actorId: admin.user.id,
      actorRole: 'admin',
      entity: 'site_content',
    });
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
    expect((rows[0]!.content as HomeContent).cta.title).toBe('Talk to a counsellor today');
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
    ctx.app.publicCache.clear(); // the row changed under the API's few-second answer cache
    const res = await publicHome();
    expect(res.statusCode).toBe(200);
    expect(res.json().data.home).toEqual(DEFAULT_HOME_CONTENT);
    expect((await putHome(edited())).statusCode).toBe(200);
    expect((await publicHome()).json().data.home).toEqual(edited());
  });
});

describe('featured courses: picked from the catalogue, with its live prices', () => {
  const course = async (title: string, over: Partial<typeof courses.$inferInsert> = {}) => {
    const [row] = await ctx.db
      .insert(courses)
      .values({
        title,
        price: 34999,
        discountBasisPoints: 1250,
        durationWeeks: 24,
        state: 'published',
        difficulty: 'Beginner',
        category: ['Web Development'],
        meta: {
          ...EMPTY_COURSE_META,
          description: `${title}: ${'build real things. '.repeat(20)}`,
        },
        ...over,
      })
      .returning({ id: courses.id });
    return row!.id;
  };
  const withCourses = (courseIds: string[]): HomeContent => ({
    ...edited(),
    featuredCourses: { title: 'Popular programmes', courseIds },
  });
  const catalogue = async () =>
    (
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/courses' })).json() as {
        data: { courses: Course[] };
      }
    ).data.courses;

  let fullStack: string;
  let dsa: string;
  let draft: string;
  beforeAll(async () => {
    fullStack = await course('Full Stack Web Development');
    dsa = await course('DSA in C++ and Java', { price: 19999, discountBasisPoints: 2000 });
    draft = await course('Generative AI', { state: 'draft' });
  });

  it('GET /home joins the picks in order, published only, at the price /courses shows', async () => {
    const put = await putHome(withCourses([dsa, fullStack, draft]));
    expect(put.statusCode, put.body).toBe(200);
    const data = (await publicHome()).json().data as HomeData;
    expect(data.home.featuredCourses.courseIds).toEqual([dsa, fullStack, draft]);
    expect(data.courses.map((c) => c._id)).toEqual([dsa, fullStack]);
    expect(data.courses[1]).toMatchObject({
      title: 'Full Stack Web Development',
      difficulty: 'Beginner',
      durationWeeks: 24,
      tag: 'Web Development',
      price: 34999,
      discountPercentage: 12.5,
      finalPrice: 30624,
    });
    expect(data.courses[1]!.summary.length).toBeLessThanOrEqual(160);
    expect(data.courses[1]!.summary).toMatch(
      /^Full Stack Web Development: build real things\..*…$/,
    );
    const listed = new Map((await catalogue()).map((c) => [c._id, c.finalPrice]));
    for (const c of data.courses) expect(c.finalPrice).toBe(listed.get(c._id));

    // staff see the choices (published only, by title) and why a pick is not on the page
    const admin = (await adminHome()).json().data as AdminHomeData;
    expect(admin.courseChoices.map((c) => c.title)).toEqual(
      [...(await catalogue()).map((c) => c.title)].sort(),
    );
    expect(admin.hiddenCourses).toEqual([
      { _id: draft, title: 'Generative AI', reason: 'unpublished' },
    ]);
  });

  it('a price change or unpublishing shows on the next GET /home', async () => {
    expect((await putHome(withCourses([fullStack, dsa]))).statusCode).toBe(200);
    const before = await publicHome();
    await ctx.db.update(courses).set({ price: 39999 }).where(eq(courses.id, fullStack));
    await ctx.db.update(courses).set({ state: 'archived' }).where(eq(courses.id, dsa));
    // a write through the API empties the instance's answer cache; here the rows changed under it
    ctx.app.publicCache.clear();
    const after = (await publicHome({ 'if-none-match': String(before.headers.etag) })).json()
      .data as HomeData;
    expect(after.courses.map((c) => [c._id, c.finalPrice])).toEqual([[fullStack, 34999]]);
    await ctx.db.delete(courses).where(eq(courses.id, dsa));
    ctx.app.publicCache.clear();
    const admin = (await adminHome()).json().data as AdminHomeData;
    expect(admin.hiddenCourses).toEqual([{ _id: dsa, title: null, reason: 'deleted' }]);
    expect(((await publicHome()).json().data as HomeData).courses).toHaveLength(1);
  });

  it('refuses a course that does not exist, a repeat, or more than six, with the field', async () => {
    const gone = newId();
    const res = await putHome(withCourses([fullStack, gone]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: MSG.validationError,
      data: [{ field: 'featuredCourses.courseIds.1', message: HOME_MSG.courseGone }],
    });
    const twice = await putHome(withCourses([fullStack, fullStack]));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().data).toEqual([
      { field: 'featuredCourses.courseIds', message: 'Each course can be picked once' },
    ]);
    const many = await putHome(withCourses(Array.from({ length: 7 }, () => newId())));
    expect(many.json().data[0]).toMatchObject({ field: 'featuredCourses.courseIds' });
    const junk = await putHome(withCourses(['not-an-id']));
    expect(junk.json().data).toEqual([
      { field: 'featuredCourses.courseIds.0', message: 'Choose a course from the catalogue' },
    ]);
  });

  it('reads the first, hand-typed shape: cards become catalogue courses, other sections stay', async () => {
    const legacy = {
      ...edited(),
      cta: { ...edited().cta, title: 'Kept from before' },
      hero: { ...edited().hero, video: 'an old field' }, // no longer fits: this section is reset
      featuredCourses: {
        title: 'Our programmes',
        items: [
          { title: 'Kodr 3.0 Bootcamp', description: 'x', price: '₹82,599', href: '/kodr' },
          {
            title: 'full stack web  development',
            description: 'x',
            price: '₹34,999',
            href: '/courses',
          },
          { title: 'Renamed DSA', description: 'x', href: `/courses/${dsa}` },
          { title: 'Machine Learning', description: 'no such course', href: '/courses' },
        ],
      },
    };
    await ctx.db.update(courses).set({ state: 'published' }).where(eq(courses.id, draft));
    await ctx.db
      .insert(courses)
      .values({
        id: dsa,
        title: 'DSA in C++ and Java',
        price: 19999,
        durationWeeks: 12,
        state: 'published',
        meta: EMPTY_COURSE_META,
      })
      .onConflictDoNothing();
    await ctx.db
      .update(siteContent)
      .set({ content: legacy as never })
      .where(eq(siteContent.key, 'home'));
    ctx.app.publicCache.clear();
    const data = (await publicHome()).json().data as HomeData;
    expect(data.home.featuredCourses).toEqual({
      title: 'Our programmes',
      courseIds: [fullStack, dsa],
    });
    expect(data.courses.map((c) => c.title)).toEqual([
      'Full Stack Web Development',
      'DSA in C++ and Java',
    ]);
    expect(data.home.cta.title).toBe('Kept from before');
    expect(data.home.hero).toEqual(DEFAULT_HOME_CONTENT.hero);
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
