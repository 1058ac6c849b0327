import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import type { CourseBody } from '@app/shared';

import { webinars } from '../../db/schema/index.ts';
import { callAs, useSignedIn, useTestContext } from '../../test/harness.ts';

// index.html as `vite build` writes it: the generic title and description the page's own replace.
const INDEX = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The build's generic description."
    />
    <title>KodeSchool</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const webDist = mkdtempSync(path.join(tmpdir(), 'kodeschool-seo-dist-'));
writeFileSync(path.join(webDist, 'index.html'), INDEX);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const ctx = useTestContext({ config: { webDist, publicUrl: 'https://kodeschool.example' } });
const admin = useSignedIn(ctx, 'admin');

// JSON-LD blocks as parsed: read field by field in the assertions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Page = { status: number; html: string; title: string; description: string; ld: any[] };

async function page(url: string): Promise<Page> {
  const res = await ctx.app.inject({ url });
  const html = res.body;
  const attr = (re: RegExp) => re.exec(html)?.[1] ?? '';
  return {
    status: res.statusCode,
    html,
    title: attr(/<title[^>]*>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    // Every JSON-LD block must parse: a broken one is a test failure here.
    ld: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!),
    ),
  };
}

const types = (p: Page) => p.ld.map((l) => l['@type']);

const courseBody = (over: Partial<CourseBody> = {}): CourseBody => ({
  title: 'Full Stack Web Development',
  price: 29_999,
  duration_weeks: 24,
  state: 'published',
  metaData: {
    description:
      '## Build real apps\n\nReact, **Node.js** and PostgreSQL, taught live by engineers.',
    thumbnail: 'https://img.example/full-stack.png',
    faqs: [{ question: 'Is it live?', answer: 'Yes, every class is live.' }],
  },
  ...over,
});

async function createCourse(over: Partial<CourseBody> = {}) {
  const res = await callAs(ctx, 'POST', '/admin/courses', admin.cookie, courseBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.course as { _id: string };
}

describe('public pages carry their own head before any script runs', () => {
  it('home: its hero as title and description, Organization and FAQPage JSON-LD', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.title).toMatch(/ \| KodeSchool$/);
    expect(home.title).not.toBe('KodeSchool');
    expect(home.description.length).toBeGreaterThan(20);
    expect(home.html).not.toContain("The build's generic description.");
    expect(home.html.match(/<title/g)).toHaveLength(1);
    expect(home.html).toContain('<link rel="canonical" href="https://kodeschool.example/"');
    expect(home.html).toContain(
      '<meta property="og:image" content="https://kodeschool.example/images/og-default.png"',
    );
    expect(types(home)).toEqual(['Organization', 'FAQPage']);
    expect(home.html).toContain('<div id="root"></div>');
  });

  it('a staff edit of the home page shows on the next request', async () => {
    const current = (await callAs(ctx, 'GET', '/admin/home', admin.cookie)).json().data.home;
    const edited = { ...current, hero: { ...current.hero, title: 'Code every day with mentors' } };
    const res = await callAs(ctx, 'PUT', '/admin/home', admin.cookie, edited);
    expect(res.statusCode, res.body).toBe(200);
    expect((await page('/')).title).toBe('Code every day with mentors | KodeSchool');
  });

  it('kodr: the cohort as a Course with its fee in rupees', async () => {
    const kodr = await page('/kodr');
    expect(kodr.title).toMatch(/Kodr.* \| KodeSchool$/);
    const [course] = kodr.ld;
    expect(course['@type']).toBe('Course');
    expect(course.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'INR' });
    expect(course.offers.price).toBeGreaterThan(0);
  });

  it('a course page: title, plain-text description, thumbnail, Course and FAQPage', async () => {
    const course = await createCourse();
    const p = await page(`/courses/${course._id}`);
    expect(p.status).toBe(200);
    expect(p.title).toBe('Full Stack Web Development | KodeSchool');
    expect(p.description).toBe(
      'Build real apps React, Node.js and PostgreSQL, taught live by engineers.',
    );
    expect(p.html).toContain(
      '<meta property="og:image" content="https://img.example/full-stack.png"',
    );
    expect(types(p)).toEqual(['Course', 'FAQPage']);
    expect(p.ld[0]).toMatchObject({
      name: 'Full Stack Web Development',
      url: `https://kodeschool.example/courses/${course._id}`,
      offers: { price: 29_999, priceCurrency: 'INR' },
    });
    expect(p.ld[1].mainEntity[0]).toMatchObject({ name: 'Is it live?' });

    const list = await page('/courses');
    expect(list.title).toBe('Courses | KodeSchool');
    expect(list.description).toContain('Full Stack Web Development');
    expect(list.ld[0].itemListElement.map((i: { url: string }) => i.url)).toContain(
      `https://kodeschool.example/courses/${course._id}`,
    );
  });

  it('a course or webinar that does not exist (or is a draft) is a 404 kept out of search', async () => {
    const draft = await createCourse({ title: 'Unreleased course', state: 'draft' });
    for (const url of [
      `/courses/${draft._id}`,
      '/courses/0123456789abcdef01234567',
      '/webinars/nope',
    ]) {
      const p = await page(url);
      expect(p.status, url).toBe(404);
      expect(p.html).toContain('<meta name="robots" content="noindex"');
      expect(p.html).not.toContain('rel="canonical"');
      expect(p.html).toContain('<div id="root"></div>'); // the app still shows its not-found page
    }
  });

  it('webinars: an Event per upcoming webinar, and the webinar page as one Event', async () => {
    const start = new Date(Date.now() + 48 * 3600_000);
    await ctx.db.insert(webinars).values({
      webinarCode: 'seo-react-2026',
      title: 'React in 2026',
      description: 'Hooks, server components and the interview questions that follow.',
      speakers: [{ name: 'Rahul Deshpande', title: 'SDE II, Amazon' }],
      startTime: start,
      durationMinutes: 90,
      joinLink: 'https://meet.google.com/abc-defg-hij',
    });
    const list = await page('/webinars');
    expect(list.title).toBe('Live webinars | KodeSchool');
    expect(types(list)).toContain('Event');

    const one = await page('/webinars/seo-react-2026');
    expect(one.title).toBe('React in 2026 · Live webinar | KodeSchool');
    expect(one.ld).toEqual([
      expect.objectContaining({
        '@type': 'Event',
        name: 'React in 2026',
        startDate: start.toISOString(),
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      }),
    ]);
    expect(one.html).not.toContain('meet.google.com'); // the join link stays private
  });

  it('kodex and the policy pages have their own titles', async () => {
    expect((await page('/kodex')).title).toMatch(/Kodex.* \| KodeSchool$/);
    expect((await page('/privacy')).title).toMatch(/Privacy.* \| KodeSchool$/i);
  });

  it('student and staff areas are noindex; other paths keep the generic head', async () => {
    for (const url of [
      '/admin/users',
      '/classroom',
      '/profile',
      '/checkout?batch=1',
      '/auth/signin',
    ]) {
      const p = await page(url);
      expect(p.status, url).toBe(200);
      expect(p.html, url).toContain('<meta name="robots" content="noindex"');
    }
    const other = await page('/certificates');
    expect(other.title).toBe('KodeSchool');
    expect(other.html).not.toContain('noindex');
  });

  it('text staff write cannot break out of the head', async () => {
    const course = await createCourse({
      title: 'Evil </script><script>alert(1)</script> "course"',
      metaData: {
        description: '<img src=x onerror=alert(1)> & more',
        faqs: [{ question: '</script><b>', answer: '<!-- x -->' }],
      },
    });
    const p = await page(`/courses/${course._id}`);
    expect(p.html).not.toContain('<script>alert(1)');
    expect(p.html).not.toContain('<img src=x');
    expect(p.title).toBe(
      'Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;course&quot; | KodeSchool',
    );
    expect(p.ld[0].name).toBe('Evil </script><script>alert(1)</script> "course"');
    expect(p.ld[1].mainEntity[0].name).toBe('</script><b>');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps the student and staff areas out and names the sitemap', async () => {
    const res = await ctx.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    for (const line of ['Disallow: /admin', 'Disallow: /classroom', 'Disallow: /profile']) {
      expect(res.body).toContain(line);
    }
    expect(res.body).toContain('Sitemap: https://kodeschool.example/sitemap.xml');
  });

  it('sitemap.xml lists a new course once it is published, and the public pages', async () => {
    const draft = await createCourse({ title: 'Data Science with Python', state: 'draft' });
    const loc = `<loc>https://kodeschool.example/courses/${draft._id}</loc>`;
    const before = await ctx.app.inject({ url: '/sitemap.xml' });
    expect(before.headers['content-type']).toMatch(/^application\/xml/);
    expect(before.body).not.toContain(loc);

    const res = await callAs(ctx, 'PUT', `/admin/courses/${draft._id}`, admin.cookie, {
      ...courseBody({ title: 'Data Science with Python' }),
      state: 'published',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await ctx.app.inject({ url: '/sitemap.xml' })).body;
    expect(after).toContain(loc);
    for (const p of ['/', '/kodr', '/courses', '/webinars', '/kodex', '/privacy']) {
      expect(after).toContain(`<loc>https://kodeschool.example${p}</loc>`);
    }
    expect(after).toContain('<loc>https://kodeschool.example/webinars/seo-react-2026</loc>');
    expect(after).not.toContain('/admin');
  });
});
