import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COMMERCE_MSG, istToday, MSG, type Batch, type ClassroomBatch } from '@app/shared';

import { newId } from '../../core/ids.ts';
import {
  batches,
  courseModules,
  courses,
  enrolments,
  lessonProgress,
  type BatchRow,
} from '../../db/schema/index.ts';
import { EMPTY_COURSE_META } from '../../test/fixtures.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../test/harness.ts';
import { lessonAt, testLessons } from '../../test/lessons.ts';
import { listClassroom } from './classroom.service.ts';

let ctx: TestContext;
let studentId: string;
let student: string;
let classmate: string;
let instructorId: string;
let mentorId: string;
let discordCourse: string;
let plainCourse: string;
let running: BatchRow;
let sameCourseLater: BatchRow;
let plainBatch: BatchRow;
let cancelledBatch: BatchRow;
let notMine: BatchRow;

const META = { ...EMPTY_COURSE_META, thumbnail: 'https://img.example.com/fs.png' };
function addDays(days: number): string {
  const d = new Date(`${istToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  ctx = await createTestContext({ config: { discordInviteUrl: 'https://discord.gg/test-invite' } });
  const me = await createUser(ctx.db, { firstName: 'Aditya', lastName: 'Verma' });
  studentId = me.id;
  student = await loginAs(ctx.app, me.phoneNumber!);
  classmate = await loginAs(ctx.app, (await createUser(ctx.db)).phoneNumber!);
  instructorId = (
    await createUser(ctx.db, { role: 'instructor', firstName: 'Priya', lastName: 'Iyer' })
  ).id;
  mentorId = (await createUser(ctx.db, { role: 'mentor', firstName: 'Kavya', lastName: 'Reddy' }))
    .id;
  const [a, b] = await ctx.db
    .insert(courses)
    .values([
      {
        title: 'Full Stack',
        price: 30000,
        durationWeeks: 12,
        state: 'published',
        discordAccess: true,
        instructorIds: [instructorId],
        meta: META,
      },
      {
        title: 'Python',
        price: 10000,
        durationWeeks: 8,
        state: 'published',
        discordAccess: false,
        meta: { ...META, thumbnail: '' },
      },
    ])
    .returning();
  discordCourse = a!.id;
  plainCourse = b!.id;
  // Full Stack: 3 + 2 lessons; Python: 4 lessons.
  await ctx.db.insert(courseModules).values([
    { courseId: discordCourse, position: 0, title: 'Basics', lessons: testLessons(0, 3) },
    { courseId: discordCourse, position: 1, title: 'React', lessons: testLessons(1, 2) },
    { courseId: plainCourse, position: 0, title: 'Python', lessons: testLessons(0, 4) },
  ]);
  const batch = (courseId: string, name: string, start: number) => ({
    courseId,
    name,
    startDate: addDays(start),
    endDate: addDays(start + 84),
    enrollmentEndDate: addDays(start - 2),
    price: 30000,
    discountX100: 1250,
    seats: 10,
    mentorIds: [mentorId],
  });
  [running, sameCourseLater, plainBatch, cancelledBatch, notMine] = (await ctx.db
    .insert(batches)
    .values([
      batch(discordCourse, 'FS Weekend', -10),
      batch(discordCourse, 'FS Evening', 20),
      batch(plainCourse, 'Py Morning', 5),
      batch(plainCourse, 'Py Cancelled', 5),
      batch(plainCourse, 'Py Other', 5),
    ])
    .returning()) as [BatchRow, BatchRow, BatchRow, BatchRow, BatchRow];
  const enrol = (b: BatchRow, daysAgo: number, status: 'active' | 'cancelled' = 'active') => ({
    id: newId(),
    userId: studentId,
    batchId: b.id,
    courseId: b.courseId,
    status,
    source: 'online' as const,
    createdAt: new Date(Date.now() - daysAgo * 86_400_000),
  });
  await ctx.db
    .insert(enrolments)
    .values([enrol(running, 30), enrol(plainBatch, 2), enrol(cancelledBatch, 1, 'cancelled')]);
  // someone else in the running batch: a seat taken
  await ctx.db.insert(enrolments).values({
    userId: (await createUser(ctx.db)).id,
    batchId: running.id,
    courseId: discordCourse,
    source: 'staff',
  });
});
afterAll(() => ctx.close());

const call = (
  method: 'GET' | 'PUT',
  url: string,
  cookie: string | null = student,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
/** Ticks the lesson at a place ("0.3") or with a raw key. */
const tick = (batchId: string, place: string, completed = true, cookie = student) =>
  call('PUT', `/classroom/${batchId}/progress`, cookie, {
    lessonKey: /^\d\.\d$/.test(place) ? lessonAt(place) : place,
    completed,
  });
const completedOf = (res: { json(): unknown }) =>
  (res.json() as { data: { progress: { completed: string[] } } }).data.progress.completed;
const at = (...places: string[]) => places.map(lessonAt);

describe('GET /classroom', () => {
  it('needs a signed-in user', async () => {
    for (const url of ['/classroom', `/classroom/${running.id}/progress`]) {
      const res = await call('GET', url, null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: MSG.notLoggedIn });
    }
    expect((await call('PUT', `/classroom/${running.id}/progress`, null, {})).statusCode).toBe(401);
  });

  it('empty for someone with no batches', async () => {
    const res = await call('GET', '/classroom', classmate);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { batches: [] } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("the student's batches, newest first, without cancelled ones, with course and progress", async () => {
    await ctx.db.insert(lessonProgress).values([
      { userId: studentId, courseId: discordCourse, lessonKey: lessonAt('0.0') },
      { userId: studentId, courseId: discordCourse, lessonKey: lessonAt('1.1') },
      // a lesson since removed from the syllabus does not count
      { userId: studentId, courseId: discordCourse, lessonKey: lessonAt('7.0') },
    ]);
    const res = await call('GET', '/classroom');
    expect(res.statusCode).toBe(200);
    const list = (res.json() as { data: { batches: ClassroomBatch[] } }).data.batches;
    expect(list.map((b) => b.batch.name)).toEqual(['Py Morning', 'FS Weekend']);
    const [py, fs] = list as [ClassroomBatch, ClassroomBatch];
    expect(fs).toMatchObject({
      course: {
        _id: discordCourse,
        title: 'Full Stack',
        thumbnail: 'https://img.example.com/fs.png',
        discordAccess: true,
        instructors: [{ _id: instructorId, name: 'Priya Iyer' }],
      },
      discordInvite: 'https://discord.gg/test-invite',
      progress: { completedLessons: 2, totalLessons: 5 },
    });
    expect(py).toMatchObject({
      course: { title: 'Python', discordAccess: false, instructors: [], thumbnail: '' },
      discordInvite: null,
      progress: { completedLessons: 0, totalLessons: 4 },
    });
    expect(fs.batch).toMatchObject({
      _id: running.id,
      status: 'ongoing',
      mentors: [{ _id: mentorId, name: 'Kavya Reddy' }],
      studentCount: 2,
      seatsLeft: 8,
      finalPrice: 26250,
      isEnrollmentOpen: false,
    });
    // the same batch the public batch page shows
    for (const b of [fs, py]) {
      const pub = await call('GET', `/batches/${b.batch._id}`, null);
      expect(pub.statusCode).toBe(200);
      expect(b.batch).toEqual((pub.json() as { data: { batch: Batch } }).data.batch);
    }
    expect(Date.parse(fs.enrolledAt)).toBeLessThan(Date.parse(py.enrolledAt));
  });

  it('no invite link when the server has none configured', async () => {
    const list = await listClassroom({ db: ctx.db, discordInviteUrl: '' }, studentId);
    expect(list.map((b) => b.discordInvite)).toEqual([null, null]);
  });
});

describe('/classroom/{batchId}/progress', () => {
  it('ticks and unticks, idempotently, in syllabus order', async () => {
    let res = await call('GET', `/classroom/${plainBatch.id}/progress`);
    expect(res.statusCode).toBe(200);
    expect(completedOf(res)).toEqual([]);
    res = await tick(plainBatch.id, '0.3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: COMMERCE_MSG.progressSaved });
    expect(completedOf(res)).toEqual(at('0.3'));
    expect(completedOf(await tick(plainBatch.id, '0.3'))).toEqual(at('0.3'));
    expect(completedOf(await tick(plainBatch.id, '0.0'))).toEqual(at('0.0', '0.3'));
    expect(completedOf(await tick(plainBatch.id, '0.3', false))).toEqual(at('0.0'));
    expect(completedOf(await tick(plainBatch.id, '0.3', false))).toEqual(at('0.0'));
    expect(completedOf(await call('GET', `/classroom/${plainBatch.id}/progress`))).toEqual(
      at('0.0'),
    );
    const list = (
      (await call('GET', '/classroom')).json() as { data: { batches: ClassroomBatch[] } }
    ).data.batches;
    expect(list.find((b) => b.batch._id === plainBatch.id)!.progress.completedLessons).toBe(1);
  });

  it('ticks at the same moment do not clash', async () => {
    const results = await Promise.all(
      ['0.1', '0.1', '0.2', '0.2'].map((k) => tick(plainBatch.id, k)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(completedOf(await call('GET', `/classroom/${plainBatch.id}/progress`))).toEqual(
      at('0.0', '0.1', '0.2'),
    );
  });

  it('progress belongs to the course; removed lessons are left out', async () => {
    // 0.0 and 1.1 were ticked above; 7.0 names no lesson
    const res = await call('GET', `/classroom/${running.id}/progress`);
    expect(completedOf(res)).toEqual(at('0.0', '1.1'));
  });

  it('a lesson key must name a lesson of the course → 400 Invalid lesson', async () => {
    for (const key of ['0.4', '1.0', lessonAt('0.4'), newId(), '1.0.1', 'abc', '', '01.0x']) {
      const res = await tick(plainBatch.id, key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Validation Error',
        data: [{ field: 'lessonKey', message: 'Invalid lesson' }],
      });
    }
    const res = await call('PUT', `/classroom/${plainBatch.id}/progress`, student, {
      lessonKey: lessonAt('0.0'),
    });
    expect(res.statusCode).toBe(400);
    expect(
      (
        await call('PUT', `/classroom/${plainBatch.id}/progress`, student, {
          lessonKey: lessonAt('0.0'),
          completed: true,
          extra: 1,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('only in batches the student holds a place in → 403 notEnrolled', async () => {
    for (const id of [notMine.id, cancelledBatch.id, sameCourseLater.id, newId(), 'garbage']) {
      for (const res of [await call('GET', `/classroom/${id}/progress`), await tick(id, '0.0')]) {
        expect(res.statusCode, id).toBe(403);
        expect(res.json()).toMatchObject({ success: false, message: COMMERCE_MSG.notEnrolled });
      }
    }
    // a classmate cannot read or change the student's ticks
    expect((await call('GET', `/classroom/${plainBatch.id}/progress`, classmate)).statusCode).toBe(
      403,
    );
  });
});
