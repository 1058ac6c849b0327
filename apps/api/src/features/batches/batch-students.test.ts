import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  COMMERCE_MSG,
  COURSES_MSG,
  type BatchStudent,
  type BatchStudentDetail,
  type Pagination,
} from '@app/shared';

import { newId } from '../../core/ids.ts';
import {
  assignments,
  assignmentSubmissions,
  batches,
  courseModules,
  courses,
  enrolments,
  lessonProgress,
  payments,
} from '../../db/schema/index.ts';
import { EMPTY_COURSE_META } from '../../test/fixtures.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../test/harness.ts';
import { lessonAt, testLesson } from '../../test/lessons.ts';

let ctx: TestContext;
let adminCookie: string;
let instructorCookie: string;
let supportCookie: string;
let courseId: string;
let batchId: string;
let otherBatchId: string;
let reviewerId: string;
const student: Record<
  'asha' | 'ravi' | 'meera' | 'gone' | 'outsider',
  { id: string; phone: string }
> = {} as never;

const meta = EMPTY_COURSE_META;
const amounts = (totalPaise: number) => ({
  basePaise: totalPaise,
  batchDiscountPaise: 0,
  couponDiscountPaise: 0,
  taxablePaise: totalPaise,
  gstPaise: 0,
  totalPaise,
});

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await createUser(ctx.db, { role: 'super_admin' });
  const instructor = await createUser(ctx.db, { role: 'instructor' });
  const support = await createUser(ctx.db, { role: 'support' });
  const reviewer = await createUser(ctx.db, {
    role: 'sales_and_marketing',
    firstName: 'Neha',
    lastName: 'Kapoor',
  });
  reviewerId = reviewer.id;
  adminCookie = await loginAs(ctx.app, admin.phoneNumber!);
  instructorCookie = await loginAs(ctx.app, instructor.phoneNumber!);
  supportCookie = await loginAs(ctx.app, support.phoneNumber!);

  const [course] = await ctx.db
    .insert(courses)
    .values({ title: 'Full Stack', price: 30000, durationWeeks: 12, state: 'published', meta })
    .returning();
  courseId = course!.id;
  await ctx.db.insert(courseModules).values([
    {
      courseId,
      position: 0,
      title: 'Basics',
      lessons: ['HTML', 'CSS'].map((title, i) => testLesson(0, i, { title })),
    },
    {
      courseId,
      position: 1,
      title: 'JavaScript',
      lessons: ['Values', 'Functions', 'Async'].map((title, i) => testLesson(1, i, { title })),
    },
  ]);
  const batchRow = (name: string) => ({
    courseId,
    name,
    startDate: '2030-01-10',
    endDate: '2030-04-10',
    enrollmentEndDate: '2030-01-05',
    price: 30000,
    seats: 10,
  });
  const rows = await ctx.db
    .insert(batches)
    .values([batchRow('January'), batchRow('March')])
    .returning();
  [batchId, otherBatchId] = rows.map((r) => r.id) as [string, string];

  const make = async (
    key: keyof typeof student,
    firstName: string,
    lastName: string,
    email: string,
  ) => {
    const u = await createUser(ctx.db, { role: 'student', firstName, lastName, email });
    student[key] = { id: u.id, phone: u.phoneNumber! };
  };
  await make('asha', 'Asha', 'Verma', 'asha.verma@example.com');
  await make('ravi', 'Ravi', 'Kumar', 'ravi@example.com');
  await make('meera', 'Meera', 'Iyer', 'meera@example.com');
  await make('gone', 'Gone', 'Away', 'gone@example.com');
  await make('outsider', 'Out', 'Sider', 'out@example.com');

  const t = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 10, minutes));
  await ctx.db.insert(enrolments).values([
    { userId: student.asha.id, batchId, courseId, source: 'online', createdAt: t(1) },
    { userId: student.ravi.id, batchId, courseId, source: 'manual', createdAt: t(2) },
    { userId: student.meera.id, batchId, courseId, source: 'free', createdAt: t(3) },
    { userId: student.gone.id, batchId, courseId, status: 'cancelled', createdAt: t(4) },
    { userId: student.outsider.id, batchId: otherBatchId, courseId, source: 'online' },
  ]);

  // Two assignments in the batch (Asha handed in both, Ravi one), one in the other batch.
  const assignment = (inBatch: string, title: string) => ({
    batchId: inBatch,
    title,
    dueAt: new Date('2030-02-01T12:00:00Z'),
    maxScore: 10,
    passScore: 5,
    submissionKind: 'link' as const,
  });
  const [a1, a2, a3] = await ctx.db
    .insert(assignments)
    .values([
      assignment(batchId, 'Portfolio'),
      assignment(batchId, 'API'),
      assignment(otherBatchId, 'Elsewhere'),
    ])
    .returning();
  const handIn = (assignmentId: string, userId: string) => ({
    assignmentId,
    userId,
    link: 'https://github.com/example/repo',
  });
  await ctx.db
    .insert(assignmentSubmissions)
    .values([
      handIn(a1!.id, student.asha.id),
      handIn(a2!.id, student.asha.id),
      handIn(a1!.id, student.ravi.id),
      handIn(a3!.id, student.ravi.id),
    ]);

  const old = new Date(Date.now() - 2 * 60 * 60_000);
  await ctx.db.insert(payments).values([
    // Asha: a failed try, then a paid one; a paid one for another batch must not count.
    {
      userId: student.asha.id,
      batchId,
      courseId,
      method: 'online',
      gateway: 'test',
      status: 'failed',
      failureReason: 'Card declined',
      ...amounts(3_000_000),
      createdAt: old,
    },
    {
      userId: student.asha.id,
      batchId,
      courseId,
      method: 'online',
      gateway: 'test',
      status: 'paid',
      receiptNo: 42,
      paidAt: new Date(),
      ...amounts(3_540_000),
    },
    {
      userId: student.asha.id,
      batchId: otherBatchId,
      courseId,
      method: 'online',
      gateway: 'test',
      status: 'paid',
      receiptNo: 43,
      ...amounts(999_900),
    },
    // Ravi: an approved manual payment and an order left open for hours (abandoned).
    {
      userId: student.ravi.id,
      batchId,
      courseId,
      method: 'manual',
      status: 'paid',
      reference: 'UTR1234567',
      reviewedBy: reviewerId,
      reviewedAt: new Date(),
      receiptNo: 44,
      ...amounts(1_000_050),
    },
    {
      userId: student.ravi.id,
      batchId,
      courseId,
      method: 'online',
      gateway: 'test',
      status: 'created',
      ...amounts(1_000_050),
      createdAt: old,
    },
  ]);

  await ctx.db.insert(lessonProgress).values([
    { userId: student.asha.id, courseId, lessonKey: lessonAt('0.0') },
    { userId: student.asha.id, courseId, lessonKey: lessonAt('0.1') },
    { userId: student.asha.id, courseId, lessonKey: lessonAt('1.2') },
    // a lesson that no longer exists (the syllabus shrank) is not counted
    { userId: student.asha.id, courseId, lessonKey: lessonAt('7.7') },
    { userId: student.ravi.id, courseId, lessonKey: lessonAt('1.0') },
  ]);
});
afterAll(() => ctx.close());

const get = (url: string, cookie = adminCookie) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/admin${url}`, headers: { cookie } });
type ListBody = { message: string; data: { students: BatchStudent[]; pagination: Pagination } };
const list = async (query = '') => {
  const res = await get(`/batches/${batchId}/students${query}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as ListBody).data;
};

describe('GET /admin/batches/{id}/students', () => {
  it('lists students holding a place, newest first, with paid paise and lesson progress', async () => {
    const data = await list();
    expect(data.students.map((s) => s.name)).toEqual(['Meera Iyer', 'Ravi Kumar', 'Asha Verma']);
    expect(data.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      itemsPerPage: 10,
      totalItems: 3,
    });
    const [meera, ravi, asha] = data.students;
    expect(asha).toEqual({
      _id: student.asha.id,
      name: 'Asha Verma',
      phone: student.asha.phone,
      email: 'asha.verma@example.com',
      enrolmentId: expect.stringMatching(/^[0-9a-f]{24}$/),
      enrolledAt: '2030-01-01T10:01:00.000Z',
      source: 'online',
      paidPaise: 3_540_000,
      progress: {
        completedLessons: 3,
        totalLessons: 5,
        submittedAssignments: 2,
        totalAssignments: 2,
      },
    });
    expect(ravi).toMatchObject({
      source: 'manual',
      paidPaise: 1_000_050,
      progress: {
        completedLessons: 1,
        totalLessons: 5,
        submittedAssignments: 1,
        totalAssignments: 2,
      },
    });
    expect(meera).toMatchObject({
      source: 'free',
      paidPaise: 0,
      progress: {
        completedLessons: 0,
        totalLessons: 5,
        submittedAssignments: 0,
        totalAssignments: 2,
      },
    });
  });

  it('pages, and answers a page past the end with the real total', async () => {
    const first = await list('?limit=2');
    expect(first.students).toHaveLength(2);
    expect(first.pagination).toMatchObject({ totalItems: 3, totalPages: 2 });
    const second = await list('?limit=2&page=2');
    expect(second.students.map((s) => s.name)).toEqual(['Asha Verma']);
    const past = await list('?limit=2&page=9');
    expect(past.students).toEqual([]);
    expect(past.pagination).toMatchObject({ totalItems: 3, currentPage: 9 });
  });

  it.each([
    ['a name part', 'verma', ['Asha Verma']],
    ['a full name, any case', '  RAVI kumar ', ['Ravi Kumar']],
    ['an e-mail (has @)', 'MEERA@', ['Meera Iyer']],
    ['a 10-digit phone', () => student.ravi.phone, ['Ravi Kumar']],
    ['a phone with +91', () => `+91 ${student.asha.phone}`, ['Asha Verma']],
    ['short digits as a name', '98', []],
    ['LIKE wildcards literally', '%', []],
    ['a cancelled student', 'Gone', []],
    ['a student of another batch', 'Sider', []],
  ] as const)('search by %s', async (_label, text, names) => {
    const value = typeof text === 'function' ? text() : text;
    const data = await list(`?search=${encodeURIComponent(value)}`);
    expect(data.students.map((s) => s.name)).toEqual(names);
  });

  it("'Invalid batch ID' for a malformed id, 'Batch not found with ID' for an unknown one", async () => {
    const bad = await get('/batches/xyz/students');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: COURSES_MSG.invalidBatchId });
    const unknown = await get(`/batches/${'a'.repeat(24)}/students`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: COURSES_MSG.batchNotFoundWithId });
  });

  it('refuses odd queries with 400, never 5xx', async () => {
    for (const q of ['?page=0', '?limit=1000', '?page=x', `?search=${'a'.repeat(101)}`]) {
      const res = await get(`/batches/${batchId}/students${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('roles: instructor allowed, support 403, signed out 401', async () => {
    expect((await get(`/batches/${batchId}/students`, instructorCookie)).statusCode).toBe(200);
    expect((await get(`/batches/${batchId}/students`, supportCookie)).statusCode).toBe(403);
    expect((await get(`/batches/${batchId}/students`, '')).statusCode).toBe(401);
    const detail = `/batches/${batchId}/students/${student.asha.id}`;
    expect((await get(detail, supportCookie)).statusCode).toBe(403);
  });
});

describe('GET /admin/batches/{id}/students/export.csv', () => {
  it('downloads every student the search matches with paid amount and lesson progress', async () => {
    const res = await get(`/batches/${batchId}/students/export.csv?limit=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="batch-january-progress-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['x-total-count']).toBe('3');
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'S. No.',
      'Name',
      'Phone',
      'E-mail',
      'Enrolled on',
      'Source',
      'Paid (₹)',
      'Lessons done',
      'Lessons in all',
      'Progress (%)',
      'Assignments submitted',
      'Assignments in all',
    ]);
    // newest first, like the list; page and limit are ignored
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Meera Iyer', 'Ravi Kumar', 'Asha Verma']);
    expect(rows[3]).toEqual([
      '3',
      'Asha Verma',
      student.asha.phone,
      'asha.verma@example.com',
      '2030-01-01 15:31',
      'online',
      '35400.00',
      '3',
      '5',
      '60',
      '2',
      '2',
    ]);
    const searched = await get(`/batches/${batchId}/students/export.csv?search=verma`);
    expect((parse(searched.body, { bom: true }) as string[][]).length).toBe(2);
  });

  it('the list page roles: instructor yes, support 403; odd ids 400/404', async () => {
    const url = `/batches/${batchId}/students/export.csv`;
    expect((await get(url, instructorCookie)).statusCode).toBe(200);
    expect((await get(url, supportCookie)).statusCode).toBe(403);
    expect((await get(url, '')).statusCode).toBe(401);
    expect((await get('/batches/garbage/students/export.csv')).statusCode).toBe(400);
    expect((await get(`/batches/${newId()}/students/export.csv`)).statusCode).toBe(404);
  });
});

describe('GET /admin/batches/{id}/students/{studentId}', () => {
  const detail = async (id: string) => {
    const res = await get(`/batches/${batchId}/students/${id}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: BatchStudentDetail }).data;
  };

  it('gives the profile, the enrolment, the batch and progress per module', async () => {
    const data = await detail(student.asha.id);
    expect(data.student).toMatchObject({
      _id: student.asha.id,
      name: 'Asha Verma',
      email: 'asha.verma@example.com',
      phone: student.asha.phone,
      isActive: true,
    });
    expect(data.enrolment).toMatchObject({ source: 'online', status: 'active' });
    expect(data.batch).toMatchObject({ _id: batchId, name: 'January', studentCount: 3 });
    expect(data.progress).toEqual({
      completedLessons: 3,
      totalLessons: 5,
      submittedAssignments: 2,
      totalAssignments: 2,
      modules: [
        {
          title: 'Basics',
          lessons: [
            { key: lessonAt('0.0'), title: 'HTML', completed: true },
            { key: lessonAt('0.1'), title: 'CSS', completed: true },
          ],
        },
        {
          title: 'JavaScript',
          lessons: [
            { key: lessonAt('1.0'), title: 'Values', completed: false },
            { key: lessonAt('1.1'), title: 'Functions', completed: false },
            { key: lessonAt('1.2'), title: 'Async', completed: true },
          ],
        },
      ],
    });
  });

  it("lists only this batch's payments, newest first, as ZPayment", async () => {
    const asha = await detail(student.asha.id);
    expect(asha.payments.map((p) => [p.status, p.amounts.totalPaise])).toEqual([
      ['paid', 3_540_000],
      ['failed', 3_000_000],
    ]);
    expect(asha.payments[0]).toMatchObject({
      receiptNumber: 'KS-000042',
      method: 'online',
      gateway: 'test',
      batch: { _id: batchId, name: 'January', startDate: '2030-01-10' },
      course: { _id: courseId, title: 'Full Stack' },
      user: { _id: student.asha.id, name: 'Asha Verma' },
    });
    expect(asha.payments[1]).toMatchObject({
      failureReason: 'Card declined',
      receiptNumber: null,
    });

    const ravi = await detail(student.ravi.id);
    const manual = ravi.payments.find((p) => p.method === 'manual')!;
    expect(manual).toMatchObject({
      reference: 'UTR1234567',
      reviewedBy: 'Neha Kapoor',
      receiptNumber: 'KS-000044',
    });
    const open = ravi.payments.find((p) => p.status === 'created')!;
    expect(open.displayStatus).toBe('abandoned');
  });

  it('a student with no payments and no progress', async () => {
    const meera = await detail(student.meera.id);
    expect(meera.payments).toEqual([]);
    expect(meera.progress).toMatchObject({ completedLessons: 0, totalLessons: 5 });
  });

  it.each([
    ['a student of another batch', () => student.outsider.id],
    ['an unknown id', () => 'c'.repeat(24)],
    ['a malformed id', () => 'not-an-id'],
  ])(`404 '${COMMERCE_MSG.studentNotInBatch}' for %s`, async (_l, id) => {
    const res = await get(`/batches/${batchId}/students/${id()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: COMMERCE_MSG.studentNotInBatch });
  });

  it('checks the batch id first', async () => {
    const bad = await get(`/batches/nope/students/${student.asha.id}`);
    expect(bad.json()).toMatchObject({ message: COURSES_MSG.invalidBatchId });
    const unknown = await get(`/batches/${'d'.repeat(24)}/students/${student.asha.id}`);
    expect(unknown.json()).toMatchObject({ message: COURSES_MSG.batchNotFoundWithId });
  });
});
