import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COURSES_MSG, type Course, type CourseModule } from '@app/shared';

import { seedDemoCourses } from '../../cli/seed/courses.ts';
import { courses } from '../../db/schema/index.ts';
import { createTestContext, createUser, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx.db, {
    role: 'instructor',
    phoneNumber: '9000000003',
    firstName: 'Priya',
    lastName: 'Iyer',
  });
  await createUser(ctx.db, {
    role: 'admin',
    phoneNumber: '9000000002',
    firstName: 'Vikram',
    lastName: 'Mehta',
  });
  await createUser(ctx.db, {
    role: 'mentor',
    phoneNumber: '9000000007',
    firstName: 'Kavya',
    lastName: 'Reddy',
  });
  await seedDemoCourses(ctx.db);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const list = async (query = '') => {
  const res = await get(`/courses${query}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { courses: Course[] } }).data.courses;
};
const titles = (cs: Course[]) => cs.map((c) => c.title).sort();
async function courseByTitle(title: string) {
  const [row] = await ctx.db.select().from(courses).where(eq(courses.title, title));
  return row!;
}

describe('seedDemoCourses', () => {
  it('is idempotent', async () => {
    const before = await ctx.db.select().from(courses);
    await seedDemoCourses(ctx.db);
    expect((await ctx.db.select().from(courses)).length).toBe(before.length);
    expect(before.length).toBe(7);
  });
});

describe('GET /courses', () => {
  it('lists published courses only, each with batchCount, finalPrice and full metaData', async () => {
    const cs = await list();
    expect(cs).toHaveLength(6);
    expect(cs.every((c) => c.state === 'published')).toBe(true);
    expect(cs.some((c) => c.title === 'Generative AI for Developers')).toBe(false);
    const fswd = cs.find((c) => c.title === 'Full Stack Web Development')!;
    expect(fswd).toMatchObject({
      price: 34999,
      discountPercentage: 12.5,
      finalPrice: 30624,
      type: 'hybrid',
      duration_weeks: 24,
      batchCount: 3,
      studentCount: 0,
      discord_access: true,
    });
    expect(fswd.instructors.map((i) => i.name)).toEqual(['Priya Iyer', 'Vikram Mehta']);
    expect(fswd.metaData).toMatchObject({
      language: 'English',
      difficulty: 'Beginner',
      certificate: true,
    });
    expect(fswd.metaData.faqs.length).toBeGreaterThan(0);
    expect(fswd.metaData.content[0]).toMatchObject({ title: 'Foundations' });
  });

  it.each<[string, string[]]>([
    ['?price=25000', ['DSA in C++ and Java', 'Python for Data Analysis']],
    ['?price=19999', ['DSA in C++ and Java']],
    ['?price=19998', []],
    ['?category=interview%20preparation', ['DSA in C++ and Java', 'System Design for Engineers']],
    ['?difficulty=Advanced', ['System Design for Engineers']],
    ['?language=hindi', ['Python for Data Analysis']],
    ['?type=offline', ['DevOps with AWS']],
    ['?search=%20react%20', ['React Native Mobile Development']],
    ['?search=100%25', []],
    ['?type=online&difficulty=Beginner', ['Python for Data Analysis']],
  ])('%s', async (query, expected) => {
    expect(titles(await list(query))).toEqual([...expected].sort());
  });

  it('refuses unknown filter values with field messages, never a 5xx', async () => {
    for (const q of ['?difficulty=Expert', '?type=remote', '?price=abc', '?price=-1']) {
      const res = await get(`/courses${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Validation Error' });
    }
  });

  it('is cacheable: Cache-Control, ETag and 304 on If-None-Match', async () => {
    const first = await get('/courses');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/courses', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/courses?type=online', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });

  it('serves repeat reads from memory, and a write through the API empties that cache', async () => {
    const row = await courseByTitle('DSA in C++ and Java');
    const before = await get(`/courses/${row.id}`);
    expect(before.headers['content-type']).toMatch(/^application\/json/);
    // A change made behind the API's back is not seen while the answer is cached (≤ 5 s) …
    await ctx.db.update(courses).set({ title: 'DSA (renamed)' }).where(eq(courses.id, row.id));
    const cached = await get(`/courses/${row.id}`);
    expect(cached.body).toBe(before.body);
    expect(cached.headers.etag).toBe(before.headers.etag);
    // … and any successful write through this instance (here a harmless one) drops it.
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/request-callbacks',
      payload: {
        name: 'Cache Tester',
        contact: { code: '+91', number: '9876512345' },
        enquiryFor: 'online',
        notes: 'Testing the catalogue cache',
      },
    });
    expect(write.statusCode).toBeLessThan(300);
    const fresh = await get(`/courses/${row.id}`);
    expect((fresh.json() as { data: { course: Course } }).data.course.title).toBe('DSA (renamed)');
    expect(fresh.headers.etag).not.toBe(before.headers.etag);
    await ctx.db.update(courses).set({ title: row.title }).where(eq(courses.id, row.id));
    await ctx.app.inject({ method: 'POST', url: '/api/v1/users/logout' });
  });
});

describe('GET /courses/{id}, modules, announcements', () => {
  it('detail → data.course', async () => {
    const row = await courseByTitle('DSA in C++ and Java');
    const res = await get(`/courses/${row.id}`);
    expect(res.statusCode).toBe(200);
    const course = (res.json() as { data: { course: Course } }).data.course;
    expect(course).toMatchObject({ _id: row.id, finalPrice: 15999, batchCount: 2 });
    const again = await get(`/courses/${row.id}`, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("draft, unknown → 404 'Course not found'; malformed → 400 'Invalid course ID'", async () => {
    const draft = await courseByTitle('Generative AI for Developers');
    for (const url of [
      `/courses/${draft.id}`,
      `/courses/${'f'.repeat(24)}`,
      `/courses/${draft.id}/modules`,
      `/courses/${draft.id}/announcements`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: COURSES_MSG.courseNotFound });
    }
    for (const bad of ['abc', 'x'.repeat(24), '%20', 'a'.repeat(64)]) {
      const res = await get(`/courses/${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: COURSES_MSG.invalidCourseId });
    }
    expect((await get(`/courses/${'a'.repeat(65)}`)).statusCode).toBe(400);
  });

  it('modules → data.data.modules, ordered, with lessons', async () => {
    const row = await courseByTitle('Full Stack Web Development');
    const res = await get(`/courses/${row.id}/modules`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: { data: { courseId: string; modules: CourseModule[] } } };
    const modules = body.data.data.modules;
    expect(body.data.data.courseId).toBe(row.id);
    expect(modules.map((m) => m.order)).toEqual([1, 2, 3, 4]);
    expect(modules[0]).toMatchObject({ title: 'Web foundations' });
    expect(modules[0]!.lessons[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'How the web works',
      durationMinutes: 35,
      isPreview: true,
      kind: expect.stringMatching(/^(video|article|resources|practice)$/),
    });
    // A lesson's content is for enrolled students: the public syllabus names lessons only.
    for (const lesson of modules.flatMap((m) => m.lessons)) {
      expect(Object.keys(lesson).sort()).toEqual([
        '_id',
        'durationMinutes',
        'isPreview',
        'kind',
        'title',
      ]);
    }
    expect(res.headers.etag).toBeDefined();
  });

  it('announcements → data.announcements, newest first', async () => {
    const row = await courseByTitle('Full Stack Web Development');
    const res = await get(`/courses/${row.id}/announcements`);
    expect(res.statusCode).toBe(200);
    const list = (
      res.json() as {
        data: { announcements: { title: string; createdBy: { name: string } | null }[] };
      }
    ).data.announcements;
    expect(list.map((a) => a.title)).toEqual([
      'Orientation this Saturday',
      'New capstone ideas published',
    ]);
    expect(list[0]!.createdBy?.name).toBe('Priya Iyer');
  });
});
