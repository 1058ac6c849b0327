import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  COURSES_MSG,
  istToday,
  type AdminBatchListData,
  type Batch,
  type BatchBody,
} from '@app/shared';

import { activityLogs, batches, courses, enrolments } from '../../db/schema/index.ts';
import { EMPTY_COURSE_META } from '../../test/fixtures.ts';
import { adminCaller, createUser, signedIn, useTestContext } from '../../test/harness.ts';

const ctx = useTestContext();
let adminCookie: string;
let instructorCookie: string;
let supportCookie: string;
let mentorId: string;
let studentId: string;
let courseId: string;
let otherCourseId: string;
let draftCourseId: string;

function addDays(days: number): string {
  const d = new Date(`${istToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  adminCookie = (await signedIn(ctx, 'super_admin')).cookie;
  instructorCookie = (await signedIn(ctx, 'instructor')).cookie;
  supportCookie = (await signedIn(ctx, 'support')).cookie;
  mentorId = (await createUser(ctx.db, { role: 'mentor', firstName: 'Kavya', lastName: 'Reddy' }))
    .id;
  studentId = (await createUser(ctx.db, { role: 'student' })).id;
  const meta = EMPTY_COURSE_META;
  const rows = await ctx.db
    .insert(courses)
    .values([
      { title: 'Full Stack', price: 34999, durationWeeks: 24, state: 'published', meta },
      { title: 'Other', price: 1000, durationWeeks: 4, state: 'published', meta },
      { title: 'Draft', price: 1000, durationWeeks: 4, state: 'draft', meta },
    ])
    .returning();
  [courseId, otherCourseId, draftCourseId] = rows.map((r) => r.id) as [string, string, string];
});

const req = adminCaller(
  () => ctx,
  () => adminCookie,
);
const pub = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

const valid = (over: Partial<BatchBody> = {}): BatchBody => ({
  name: 'Weekend Batch',
  course: courseId,
  startDate: addDays(14),
  endDate: addDays(14 + 24 * 7),
  enrollmentEndDate: addDays(12),
  price: 34999,
  discount: 12.5,
  discountType: 'percent',
  priceTitle: 'Early bird',
  seats: 2,
  mentors: [mentorId],
  ...over,
});
async function createBatch(over: Partial<BatchBody> = {}) {
  const res = await req('POST', '/batches', valid(over));
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: { createdBatch: Batch } }).data.createdBatch;
}

describe('POST /admin/batches', () => {
  it("→ 201 data.createdBatch, 'Batch created successfully', price in paise, activity row", async () => {
    const res = await req('POST', '/batches', valid());
    expect(res.statusCode).toBe(201);
    const json = res.json() as { message: string; data: { createdBatch: Batch } };
    expect(json.message).toBe(COURSES_MSG.batchCreated);
    expect(json.data.createdBatch).toMatchObject({
      name: 'Weekend Batch',
      batchName: 'Weekend Batch',
      course: courseId,
      courseTitle: 'Full Stack',
      status: 'upcoming',
      durationWeeks: 24,
      price: 34999,
      discount: 12.5,
      discountType: 'percent',
      finalPrice: 30624,
      currency: 'INR',
      isActive: true,
      seats: 2,
      seatsLeft: 2,
      isEnrollmentOpen: true,
      mentors: [{ _id: mentorId, name: 'Kavya Reddy' }],
    });
    const logs = await ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityId, json.data.createdBatch._id));
    expect(logs.map((l) => l.action)).toEqual(['batch.create']);
  });

  it('flat discounts come off in whole rupees (a half rupee to the buyer)', async () => {
    const b = await createBatch({ discount: 5000.5, discountType: 'flat' });
    expect(b.finalPrice).toBe(29998);
  });

  it.each<[string, Partial<BatchBody>, string, string]>([
    [
      'enrolment closing after the start',
      { enrollmentEndDate: addDays(15) },
      'enrollmentEndDate',
      COURSES_MSG.enrollmentAfterStart,
    ],
    ['an end on the start day', { endDate: addDays(14) }, 'endDate', COURSES_MSG.endNotAfterStart],
    ['a percent discount over 100', { discount: 101 }, 'discount', COURSES_MSG.percentOver100],
    [
      'a flat discount over the price',
      { discount: 35000, discountType: 'flat' },
      'discount',
      COURSES_MSG.flatOverPrice,
    ],
    ['an empty name', { name: ' ' }, 'name', COURSES_MSG.batchNameRequired],
    ['an impossible date', { startDate: '2026-02-30' }, 'startDate', 'Enter a valid date'],
    ['another currency', { currency: 'USD' as 'INR' }, 'currency', 'Only INR is supported'],
  ])('refuses %s', async (_l, over, field, message) => {
    const res = await req('POST', '/batches', valid(over));
    expect(res.statusCode).toBe(400);
    const json = res.json() as { message: string; data: { field: string; message: string }[] };
    expect(json.message).toBe('Validation Error');
    expect(json.data).toContainEqual({ field, message });
  });

  it('refuses an unknown course and a non-staff mentor', async () => {
    const noCourse = await req('POST', '/batches', valid({ course: 'f'.repeat(24) }));
    expect(noCourse.statusCode).toBe(400);
    expect(noCourse.json()).toMatchObject({ message: COURSES_MSG.courseNotFound });
    const badMentor = await req('POST', '/batches', valid({ mentors: [studentId] }));
    expect(badMentor.json()).toMatchObject({
      message: COURSES_MSG.unknownMentor,
      data: [{ field: 'mentors.0' }],
    });
    // Staff whose role does not mentor (the picker does not offer them either).
    const support = await createUser(ctx.db, { role: 'support' });
    const wrongRole = await req('POST', '/batches', valid({ mentors: [mentorId, support.id] }));
    expect(wrongRole.statusCode).toBe(400);
    expect(wrongRole.json()).toMatchObject({
      message: COURSES_MSG.mentorRole,
      data: [{ field: 'mentors.1', message: COURSES_MSG.mentorRole }],
    });
  });
});

describe('batch ids', () => {
  it.each([
    'abc',
    '0123456789abcdef0123456',
    '0123456789abcdef0123456z',
    'ZZZZZZZZZZZZZZZZZZZZZZZZ',
    '%20',
  ])("'%s' → 400 'Invalid batch ID' (public and admin)", async (bad) => {
    for (const res of [
      await pub(`/batches/${bad}`),
      await req('GET', `/batches/${bad}`),
      await req('PATCH', `/batches/${bad}`, { isActive: false }),
      await req('DELETE', `/batches/${bad}`),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: COURSES_MSG.invalidBatchId });
    }
  });

  it("unknown ids → 404 'Batch not found' (public) / 'Batch not found with ID' (admin)", async () => {
    const id = 'a'.repeat(24);
    expect((await pub(`/batches/${id}`)).json()).toEqual({
      success: false,
      message: COURSES_MSG.batchNotFound,
    });
    for (const res of [
      await req('GET', `/batches/${id}`),
      await req('PATCH', `/batches/${id}`, { name: 'x' }),
      await req('DELETE', `/batches/${id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: COURSES_MSG.batchNotFoundWithId });
    }
  });
});

describe('public batches', () => {
  it('GET /batches/course/{courseId}: active, not-over batches with seatsLeft; cacheable', async () => {
    const open = await createBatch({ name: 'Open', course: otherCourseId, price: 1000, seats: 3 });
    await createBatch({ name: 'Inactive', course: otherCourseId, price: 1000, isActive: false });
    await ctx.db
      .insert(batches)
      .values({
        courseId: otherCourseId,
        name: 'Done',
        startDate: addDays(-100),
        endDate: addDays(-1),
        enrollmentEndDate: addDays(-101),
        price: 1000,
        seats: 5,
      })
      .returning();
    await ctx.db.insert(batches).values({
      courseId: otherCourseId,
      name: 'Running',
      startDate: addDays(-10),
      endDate: addDays(20),
      enrollmentEndDate: addDays(-12),
      price: 1000,
      seats: 5,
    });
    await ctx.db.insert(enrolments).values({
      userId: studentId,
      batchId: open._id,
      courseId: otherCourseId,
    });

    const res = await pub(`/batches/course/${otherCourseId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const list = (res.json() as { data: { batches: Batch[] } }).data.batches;
    expect(list.map((b) => b.name)).toEqual(['Running', 'Open']);
    expect(list[0]).toMatchObject({ status: 'ongoing', isEnrollmentOpen: false });
    expect(list[1]).toMatchObject({
      status: 'upcoming',
      seats: 3,
      seatsLeft: 2,
      studentCount: 1,
      isEnrollmentOpen: true,
    });
    const again = await pub(`/batches/course/${otherCourseId}`, {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);

    const one = await pub(`/batches/${open._id}`);
    expect(one.statusCode).toBe(200);
    expect((one.json() as { data: { batch: Batch } }).data.batch).toMatchObject({
      _id: open._id,
      seatsLeft: 2,
    });
    expect(
      (await pub(`/batches/${open._id}`, { 'if-none-match': String(one.headers.etag) })).statusCode,
    ).toBe(304);
  });

  it('hides draft courses and inactive batches', async () => {
    expect((await pub(`/batches/course/${draftCourseId}`)).json()).toEqual({
      success: false,
      message: COURSES_MSG.courseNotFound,
    });
    expect((await pub('/batches/course/nope')).json()).toMatchObject({
      message: COURSES_MSG.invalidCourseId,
    });
    const draftBatch = await createBatch({ course: draftCourseId, price: 1000 });
    expect((await pub(`/batches/${draftBatch._id}`)).json()).toEqual({
      success: false,
      message: COURSES_MSG.courseNotFoundForBatch,
    });
    const inactive = await createBatch({ isActive: false });
    expect((await pub(`/batches/${inactive._id}`)).json()).toEqual({
      success: false,
      message: COURSES_MSG.batchNotFound,
    });
  });
});

describe('admin list, update, toggle, delete', () => {
  it("GET /admin/batches: one course or 'all', newest first, default limit 10", async () => {
    const res = await req('GET', `/batches?course=${otherCourseId}`);
    const data = (res.json() as { data: AdminBatchListData }).data;
    expect(data.course).toBe(otherCourseId);
    expect(data.batches.every((b) => b.course === otherCourseId)).toBe(true);
    expect(data.studentCount).toBe(1);
    expect(data.pagination).toMatchObject({ currentPage: 1, itemsPerPage: 10, totalItems: 4 });
    const all = (await req('GET', '/batches')).json() as { data: AdminBatchListData };
    expect(all.data.course).toBe('all');
    expect(all.data.pagination.totalItems).toBeGreaterThan(data.pagination.totalItems);
    const times = all.data.batches.map((b) => b.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await req('GET', '/batches?course=all&limit=2&page=2')).json()).toMatchObject({
      data: { pagination: { currentPage: 2, itemsPerPage: 2 } },
    });
    expect((await req('GET', `/batches?course=${'f'.repeat(24)}`)).statusCode).toBe(404);
    expect((await req('GET', '/batches?course=bad')).statusCode).toBe(400);
  });

  it("PATCH fields → 'Batch updated successfully'; rules checked against the stored batch", async () => {
    const b = await createBatch();
    const res = await req('PATCH', `/batches/${b._id}`, {
      name: 'Renamed',
      discount: 5000,
      discountType: 'flat',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: COURSES_MSG.batchUpdated,
      data: { batch: { name: 'Renamed', finalPrice: 29999 } },
    });
    // endDate alone before the stored startDate
    const bad = await req('PATCH', `/batches/${b._id}`, { endDate: addDays(1) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      success: false,
      message: 'Validation Error',
      data: [{ field: 'endDate', message: COURSES_MSG.endNotAfterStart }],
    });
    // flat discount now above a lowered price
    const price = await req('PATCH', `/batches/${b._id}`, { price: 4000 });
    expect(price.json()).toMatchObject({
      data: [{ field: 'discount', message: COURSES_MSG.flatOverPrice }],
    });
    const empty = await req('PATCH', `/batches/${b._id}`, {});
    expect(empty.json()).toMatchObject({ data: [{ message: COURSES_MSG.nothingToUpdate }] });
    const course = await req('PATCH', `/batches/${b._id}`, { course: otherCourseId });
    expect(course.statusCode).toBe(400);
  });

  it("PATCH only {isActive} → 'Batch status updated' and a batch.status activity row", async () => {
    const b = await createBatch();
    const res = await req('PATCH', `/batches/${b._id}`, { isActive: false });
    expect(res.json()).toMatchObject({
      success: true,
      message: COURSES_MSG.batchStatusUpdated,
      data: { batch: { isActive: false, isEnrollmentOpen: false } },
    });
    const logs = await ctx.db.select().from(activityLogs).where(eq(activityLogs.entityId, b._id));
    const status = logs.find((l) => l.action === 'batch.status')!;
    expect(status.changes).toEqual({ isActive: { before: true, after: false } });
  });

  it('seats cannot drop below enrolled students', async () => {
    const b = await createBatch({ seats: 5 });
    await ctx.db.insert(enrolments).values([
      { userId: studentId, batchId: b._id, courseId },
      { userId: mentorId, batchId: b._id, courseId },
    ]);
    const res = await req('PATCH', `/batches/${b._id}`, { seats: 1 });
    expect(res.json()).toMatchObject({ message: COURSES_MSG.seatsBelowEnrolled });
    expect((await req('PATCH', `/batches/${b._id}`, { seats: 2 })).json()).toMatchObject({
      data: { batch: { seatsLeft: 0, isEnrollmentOpen: false } },
    });
    const del = await req('DELETE', `/batches/${b._id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({ success: false, message: COURSES_MSG.batchHasEnrolments });
  });

  it("DELETE → 'Batch deleted successfully' and an activity row", async () => {
    const b = await createBatch();
    const res = await req('DELETE', `/batches/${b._id}`);
    expect(res.json()).toEqual({ success: true, message: COURSES_MSG.batchDeleted });
    expect(await ctx.db.select().from(batches).where(eq(batches.id, b._id))).toHaveLength(0);
    const logs = await ctx.db.select().from(activityLogs).where(eq(activityLogs.entityId, b._id));
    expect(logs.map((l) => l.action).sort()).toEqual(['batch.create', 'batch.delete']);
    expect((await req('GET', `/batches/${b._id}`)).statusCode).toBe(404);
  });

  it('roles: instructor allowed, support 403', async () => {
    expect((await req('GET', '/batches', undefined, instructorCookie)).statusCode).toBe(200);
    expect((await req('POST', '/batches', valid(), instructorCookie)).statusCode).toBe(201);
    expect((await req('GET', '/batches', undefined, supportCookie)).statusCode).toBe(403);
    expect((await req('POST', '/batches', valid(), supportCookie)).statusCode).toBe(403);
  });

  it('never answers 5xx to odd input', async () => {
    const odd: unknown[] = [
      null,
      [],
      'x',
      { price: 'a' },
      { name: 'x'.repeat(10_000) },
      { discount: 1e308 },
      { startDate: '9999-99-99' },
      { mentors: ['x'] },
    ];
    for (const body of odd) {
      const res = await req('POST', '/batches', body);
      expect(res.statusCode).toBeLessThan(500);
      const patch = await req('PATCH', `/batches/${'b'.repeat(24)}`, body);
      expect(patch.statusCode).toBeLessThan(500);
    }
  });
});
