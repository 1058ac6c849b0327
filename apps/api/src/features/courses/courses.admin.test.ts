import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { COURSES_MSG, type Course, type CourseBody } from '@app/shared';

import { activityLogs, batches, courses, enrolments } from '../../db/schema/index.ts';
import { adminCaller, createUser, logsOf, signedIn, useTestContext } from '../../test/harness.ts';

const ctx = useTestContext();
let adminCookie: string;
let instructorCookie: string;
let supportCookie: string;
let instructorId: string;
let studentId: string;
beforeAll(async () => {
  adminCookie = (await signedIn(ctx, 'admin', { firstName: 'Vikram', lastName: 'Mehta' })).cookie;
  const instructor = await signedIn(ctx, 'instructor', { firstName: 'Priya', lastName: 'Iyer' });
  [instructorId, instructorCookie] = [instructor.user.id, instructor.cookie];
  supportCookie = (await signedIn(ctx, 'support')).cookie;
  studentId = (await createUser(ctx.db, { role: 'student' })).id;
});

const admin = adminCaller(
  () => ctx,
  () => adminCookie,
);

const body = (over: Partial<CourseBody> = {}): CourseBody => ({
  title: 'Cloud Native Java',
  price: 45999,
  discountPercentage: 12.5,
  type: 'online',
  duration_weeks: 20,
  state: 'published',
  instructors: [],
  discord_access: true,
  metaData: {
    description: 'Spring Boot microservices on Kubernetes.',
    category: ['Backend'],
    difficulty: 'Advanced',
    faqs: [{ question: 'Is Java needed?', answer: 'Yes, core Java.' }],
    content: [{ title: 'Spring', content: ['Boot', 'Data JPA'] }],
  },
  ...over,
});
const create = async (over: Partial<CourseBody> = {}) => {
  const res = await admin('POST', '/courses', body(over));
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: { course: Course } }).data.course;
};
const activity = (entityId: string) =>
  ctx.db.select().from(activityLogs).where(eq(activityLogs.entityId, entityId));

describe('admin course CRUD', () => {
  it('POST → 201 data.course with defaults and an activity row', async () => {
    const res = await admin('POST', '/courses', body({ instructors: [instructorId] }));
    expect(res.statusCode).toBe(201);
    const json = res.json() as { message: string; data: { course: Course } };
    expect(json.message).toBe(COURSES_MSG.courseCreated);
    expect(json.data.course).toMatchObject({
      title: 'Cloud Native Java',
      finalPrice: 40249,
      batchCount: 0,
      studentCount: 0,
      instructors: [{ _id: instructorId, name: 'Priya Iyer' }],
    });
    expect(json.data.course.metaData).toMatchObject({
      language: 'English',
      difficulty: 'Advanced',
      thumbnail: '',
    });
    const logs = await activity(json.data.course._id);
    expect(logs.map((l) => l.action)).toEqual(['course.create']);
  });

  it("takes an uploaded file's path on this site as the thumbnail", async () => {
    const thumbnail = `/api/v1/files/${'a'.repeat(24)}`;
    const res = await admin('POST', '/courses', body({ metaData: { thumbnail } }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ data: { course: { metaData: { thumbnail } } } });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['empty title', { title: '  ' }, 'title', COURSES_MSG.titleRequired],
    ['fractional price', { price: 99.5 }, 'price', COURSES_MSG.priceInvalid],
    [
      'discount over 100',
      { discountPercentage: 120 },
      'discountPercentage',
      COURSES_MSG.discountPercentRange,
    ],
    ['zero weeks', { duration_weeks: 0 }, 'duration_weeks', COURSES_MSG.durationInvalid],
    [
      'bad difficulty',
      { metaData: { difficulty: 'Expert' } },
      'metaData.difficulty',
      'Choose Beginner, Intermediate or Advanced',
    ],
    [
      'bad thumbnail',
      { metaData: { thumbnail: 'javascript:alert(1)' } },
      'metaData.thumbnail',
      'Enter a full http(s) link or upload an image',
    ],
    [
      'thumbnail path that is not an upload',
      { metaData: { thumbnail: '/api/v1/files/../../etc/passwd' } },
      'metaData.thumbnail',
      'Enter a full http(s) link or upload an image',
    ],
    ['unknown key', { extra: 1 }, 'extra', ''],
  ])('refuses %s', async (_l, over, field, message) => {
    const res = await admin('POST', '/courses', { ...body(), ...over });
    expect(res.statusCode).toBe(400);
    const json = res.json() as { message: string; data: { field: string; message: string }[] };
    expect(json.message).toBe('Validation Error');
    const issue = json.data.find((d) => d.field === field);
    expect(issue).toBeDefined();
    if (message) expect(issue!.message).toBe(message);
  });

  it('refuses instructors who are not active staff', async () => {
    const res = await admin('POST', '/courses', body({ instructors: [studentId] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: COURSES_MSG.unknownInstructor,
      data: [{ field: 'instructors.0' }],
    });
  });

  it('GET list: search, state, type filters and pagination', async () => {
    await create({ title: 'Alpha Draft', state: 'draft', type: 'offline' });
    await create({ title: 'Beta Archived', state: 'archived' });
    const res = await admin('GET', '/courses?state=draft');
    const data = (res.json() as { data: { courses: Course[]; pagination: { totalItems: number } } })
      .data;
    expect(data.courses.map((c) => c.title)).toEqual(['Alpha Draft']);
    const byType = await admin('GET', '/courses?type=offline&search=alpha');
    expect((byType.json() as { data: { courses: Course[] } }).data.courses).toHaveLength(1);
    const paged = await admin('GET', '/courses?limit=1&page=2');
    const pd = (paged.json() as { data: { courses: Course[]; pagination: Record<string, number> } })
      .data;
    expect(pd.courses).toHaveLength(1);
    expect(pd.pagination).toMatchObject({ currentPage: 2, itemsPerPage: 1 });
    expect(pd.pagination.totalItems).toBeGreaterThanOrEqual(3);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await admin('GET', '/courses?limit=1000')).statusCode).toBe(400);
  });

  it('GET /courses/{id} shows drafts to staff; PUT replaces; activity has the diff', async () => {
    const c = await create({ title: 'Gamma', state: 'draft' });
    const got = await admin('GET', `/courses/${c._id}`);
    expect(got.statusCode).toBe(200);
    const res = await admin(
      'PUT',
      `/courses/${c._id}`,
      body({ title: 'Gamma 2', price: 1000, discountPercentage: 0 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: COURSES_MSG.courseUpdated,
      data: { course: { title: 'Gamma 2', finalPrice: 1000 } },
    });
    const logs = await activity(c._id);
    const update = logs.find((l) => l.action === 'course.update')!;
    expect(update.changes).toMatchObject({ title: { before: 'Gamma', after: 'Gamma 2' } });
    expect((await admin('PUT', `/courses/${'f'.repeat(24)}`, body())).statusCode).toBe(404);
    expect((await admin('PUT', '/courses/nope', body())).json()).toMatchObject({
      message: COURSES_MSG.invalidCourseId,
    });
  });

  it('modules: PUT the full ordered list, GET it back', async () => {
    const c = await create({ title: 'Modules course' });
    const res = await admin('PUT', `/courses/${c._id}/modules`, {
      modules: [
        { title: 'One', lessons: [{ title: 'L1', durationMinutes: 10 }] },
        { title: 'Two', description: 'second', lessons: [] },
      ],
    });
    expect(res.statusCode).toBe(200);
    const modules = (
      res.json() as { data: { data: { modules: { title: string; order: number }[] } } }
    ).data.data.modules;
    expect(modules.map((m) => [m.title, m.order])).toEqual([
      ['One', 1],
      ['Two', 2],
    ]);
    const again = await admin('PUT', `/courses/${c._id}/modules`, {
      modules: [{ title: 'Two' }, { title: 'One' }],
    });
    expect(
      (again.json() as { data: { data: { modules: { title: string }[] } } }).data.data.modules.map(
        (m) => m.title,
      ),
    ).toEqual(['Two', 'One']);
    const bad = await admin('PUT', `/courses/${c._id}/modules`, { modules: [{ title: '' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      data: [{ field: 'modules.0.title', message: COURSES_MSG.moduleTitleRequired }],
    });
    expect(
      (await activity(c._id)).filter((l) => l.action === 'course.modules.update'),
    ).toHaveLength(2);
  });

  it('announcements: POST → 201, GET, DELETE', async () => {
    const c = await create({ title: 'Announce course' });
    const res = await admin('POST', `/courses/${c._id}/announcements`, {
      title: 'Hello',
      body: 'Welcome aboard',
    });
    expect(res.statusCode).toBe(201);
    const a = (
      res.json() as { data: { announcement: { _id: string; createdBy: { name: string } } } }
    ).data.announcement;
    expect(a.createdBy.name).toBe('Vikram Mehta');
    const pub = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/courses/${c._id}/announcements`,
    });
    expect((pub.json() as { data: { announcements: unknown[] } }).data.announcements).toHaveLength(
      1,
    );
    const empty = await admin('POST', `/courses/${c._id}/announcements`, { title: '', body: '' });
    expect(empty.json()).toMatchObject({ message: 'Validation Error' });
    const del = await admin('DELETE', `/courses/${c._id}/announcements/${a._id}`);
    expect(del.json()).toEqual({ success: true, message: COURSES_MSG.announcementDeleted });
    const again = await admin('DELETE', `/courses/${c._id}/announcements/${a._id}`);
    expect(again.statusCode).toBe(404);
    expect((await admin('DELETE', `/courses/${c._id}/announcements/zzz`)).statusCode).toBe(404);
    const actions = (await activity(a._id)).map((l) => l.action).sort();
    expect(actions).toEqual(['course.announcement.create', 'course.announcement.delete']);
  });

  /** A batch of the course in 2030 (₹100, 10 seats). */
  const insertBatch = async (courseId: string, name: string) => {
    const [row] = await ctx.db
      .insert(batches)
      .values({
        courseId,
        name,
        startDate: '2030-01-10',
        endDate: '2030-03-10',
        enrollmentEndDate: '2030-01-05',
        price: 100,
        seats: 10,
      })
      .returning();
    return row!;
  };

  it('DELETE removes a course with its batches; 409 once it has enrolments', async () => {
    const c = await create({ title: 'Delete me' });
    const b = await insertBatch(c._id, 'B');
    const kept = await create({ title: 'Keep me' });
    const kb = await insertBatch(kept._id, 'K');
    await ctx.db
      .insert(enrolments)
      .values({ userId: studentId, batchId: kb.id, courseId: kept._id });

    const refused = await admin('DELETE', `/courses/${kept._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: COURSES_MSG.courseHasEnrolments });
    const listed = await admin('GET', `/courses?search=keep`);
    expect((listed.json() as { data: { courses: Course[] } }).data.courses[0]).toMatchObject({
      studentCount: 1,
      batchCount: 1,
    });

    const res = await admin('DELETE', `/courses/${c._id}`);
    expect(res.json()).toEqual({ success: true, message: COURSES_MSG.courseDeleted });
    expect(await ctx.db.select().from(courses).where(eq(courses.id, c._id))).toHaveLength(0);
    expect(await ctx.db.select().from(batches).where(eq(batches.id, b.id))).toHaveLength(0);
    const logs = await logsOf(ctx, c._id, 'course.delete');
    expect(logs).toHaveLength(1);
    expect((await admin('DELETE', `/courses/${c._id}`)).statusCode).toBe(404);
  });
});

describe('roles', () => {
  it('an instructor may manage courses; support gets 403; anonymous 401', async () => {
    const ok = await admin('GET', '/courses', undefined, instructorCookie);
    expect(ok.statusCode).toBe(200);
    const created = await admin(
      'POST',
      '/courses',
      body({ title: 'By instructor' }),
      instructorCookie,
    );
    expect(created.statusCode).toBe(201);
    expect((await admin('GET', '/courses', undefined, supportCookie)).statusCode).toBe(403);
    expect((await admin('POST', '/courses', body(), supportCookie)).statusCode).toBe(403);
    expect((await admin('GET', '/courses/staff', undefined, supportCookie)).statusCode).toBe(403);
    const anon = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/courses' });
    expect(anon.statusCode).toBe(401);
  });

  it('GET /courses/staff offers only who may teach (or mentor, ?for=mentors)', async () => {
    for (const role of ['mentor', 'super_admin', 'sales_and_marketing', 'batch_manager'] as const) {
      await createUser(ctx.db, { role });
    }
    const roles = async (query = '') => {
      const res = await admin('GET', `/courses/staff${query}`);
      expect(res.statusCode).toBe(200);
      const { staff } = (
        res.json() as { data: { staff: { _id: string; name: string; role: string }[] } }
      ).data;
      expect(staff.some((s) => s._id === studentId)).toBe(false);
      return { staff, roles: [...new Set(staff.map((s) => s.role))].sort() };
    };
    const teachers = await roles();
    expect(teachers.staff.find((s) => s._id === instructorId)).toMatchObject({
      name: 'Priya Iyer',
      role: 'instructor',
    });
    // Support, sales, batch managers, mentors and super admins do not teach (issue 15).
    expect(teachers.roles).toEqual(['admin', 'instructor']);
    expect((await roles('?for=instructors')).roles).toEqual(['admin', 'instructor']);
    expect((await roles('?for=mentors')).roles).toEqual(['admin', 'instructor', 'mentor']);
    expect((await admin('GET', '/courses/staff?for=everyone')).statusCode).toBe(400);
  });

  it('refuses an instructor whose role does not teach, naming the rule and the entry', async () => {
    const superAdmin = await createUser(ctx.db, { role: 'super_admin' });
    const support = await createUser(ctx.db, { role: 'support' });
    const res = await admin(
      'POST',
      '/courses',
      body({ instructors: [instructorId, support.id, superAdmin.id] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: COURSES_MSG.instructorRole,
      data: [
        { field: 'instructors.1', message: COURSES_MSG.instructorRole },
        { field: 'instructors.2', message: COURSES_MSG.instructorRole },
      ],
    });
    const c = await create({ instructors: [instructorId] });
    const put = await admin('PUT', `/courses/${c._id}`, body({ instructors: [support.id] }));
    expect(put.statusCode).toBe(400);
    const [row] = await ctx.db.select().from(courses).where(eq(courses.id, c._id));
    expect(row!.instructorIds).toEqual([instructorId]);
  });
});

describe('string lists', () => {
  it('drop blank entries (an empty row left in the form) instead of refusing them', async () => {
    const c = await create({
      metaData: {
        category: ['Backend', '', '  '],
        outcomes: ['', 'Ship a service'],
        content: [{ title: 'Spring', content: ['Boot', ''] }],
      },
    });
    expect(c.metaData.category).toEqual(['Backend']);
    expect(c.metaData.outcomes).toEqual(['Ship a service']);
    expect(c.metaData.content).toEqual([{ title: 'Spring', content: ['Boot'] }]);
    const tooLong = await admin(
      'POST',
      '/courses',
      body({ metaData: { category: ['', 'x'.repeat(61)] } }),
    );
    // The message lands on the row the person sees (the second), not a shifted one.
    expect(tooLong.json()).toMatchObject({
      data: [{ field: 'metaData.category.1', message: 'At most 60 characters' }],
    });
  });
});
