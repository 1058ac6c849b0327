import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_KODR_COHORT, KODR_MSG, MSG, plural, type KodrRegistration } from '@app/shared';

import { newId } from '../../core/ids.ts';
import { activityLogs, courses, kodrCohorts, kodrRegistrations } from '../../db/schema/index.ts';
import { EMPTY_COURSE_META } from '../../test/fixtures.ts';
import { createUser, loginAs, logsOf, signedIn, useTestContext } from '../../test/harness.ts';
import { currentCohort, insertRegistrations, type SeedRow } from './kodr.fixtures.ts';

const ctx = useTestContext();
let admin: string;
let cohortId: string;
let archiveId: string;
const ids: Record<string, string> = {};

const at = (iso: string) => new Date(iso);
/** Named rows the assertions refer to; times in UTC (IST is +05:30). */
const NAMED: SeedRow[] = [
  {
    name: 'Priya Sharma',
    email: 'priya.sharma@gmail.com',
    contact: '+91 98765 43210',
    createdAt: at('2025-10-20T18:29:59.000Z'), // 20 Oct, 23:59:59 IST
    utm: { source: 'instagram', medium: 'social', campaign: 'kodr-launch' },
  },
  {
    name: 'Priyanka Rao',
    email: 'priyanka.rao@outlook.com',
    contact: '9123456780',
    callStatus: 'picked',
    status: 'onhold',
    paymentStatus: 'paid',
    createdAt: at('2025-10-20T18:30:00.000Z'), // 21 Oct, 00:00 IST
  },
  {
    name: 'Rahul Verma',
    email: 'rahul_v@yahoo.co.in',
    contact: '9988776655',
    callStatus: 'picked',
    status: 'inactive',
    createdAt: at('2025-10-19T05:00:00.000Z'),
  },
  {
    name: 'Rahul Xavier',
    email: 'rahulxv@gmail.com',
    contact: '9988770000',
    status: 'onhold',
    createdAt: at('2025-10-18T05:00:00.000Z'),
  },
  {
    name: 'Kavya Nair',
    email: 'kavya.nair@gmail.com',
    contact: '+91 90000 12345',
    paymentStatus: 'paid',
    createdAt: at('2025-10-22T10:00:00.000Z'),
  },
  {
    name: '=HYPERLINK("http://x.test","Zed")',
    email: 'zed@example.com',
    contact: '9000000999',
    createdAt: at('2025-10-01T10:00:00.000Z'),
  },
];
/** 24 more, one every 7 hours back from 16 Oct, for pagination. */
const FILLER: SeedRow[] = Array.from({ length: 24 }, (_, i) => ({
  name: `Learner ${String(i + 1).padStart(2, '0')} Gupta`,
  createdAt: new Date(Date.parse('2025-10-16T12:00:00.000Z') - i * 7 * 3_600_000),
  callStatus: i % 3 === 0 ? 'picked' : 'notpicked',
  status: (['pending', 'onhold', 'inactive'] as const)[i % 3],
}));

beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).cookie;
  cohortId = (await currentCohort(ctx.db)).id;
  archiveId = newId(at('2025-06-01T00:00:00Z'));
  await ctx.db.insert(kodrCohorts).values({
    ...DEFAULT_KODR_COHORT,
    id: archiveId,
    title: 'Kodr 2.0',
    capacity: 60,
    registeredCount: 1,
  });
  for (const row of await insertRegistrations(ctx.db, [...NAMED, ...FILLER], cohortId)) {
    ids[row.name] = row.id;
  }
  // Rows inserted as they are: the seats they hold are counted here, as a sign-up would.
  await ctx.db
    .update(kodrCohorts)
    .set({ registeredCount: NAMED.length + FILLER.length })
    .where(eq(kodrCohorts.id, cohortId));
  const [zoya] = await insertRegistrations(
    ctx.db,
    [{ name: 'Zoya Sheikh', email: 'zoya@proton.me', createdAt: at('2025-06-10T09:00:00Z') }],
    archiveId,
  );
  ids['Zoya Sheikh'] = zoya!.id;
});

type ListAnswer = {
  kodrRegistrations: KodrRegistration[];
  pagination: { currentPage: number; totalPages: number; itemsPerPage: number; totalItems: number };
  isTotalCapped: boolean;
};

async function list(query: string, cookie = admin) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/admin/kodr${query ? `?${query}` : ''}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ListAnswer;
}
const names = (data: ListAnswer) => data.kodrRegistrations.map((r) => r.name);
const TOTAL = NAMED.length + FILLER.length + 1;

describe('GET /admin/kodr', () => {
  it('lists newest first, 10 per page by default, with the pagination calls.md names', async () => {
    const data = await list('');
    expect(names(data).slice(0, 3)).toEqual(['Kavya Nair', 'Priyanka Rao', 'Priya Sharma']);
    expect(data.pagination).toEqual({
      currentPage: 1,
      totalPages: Math.ceil(TOTAL / 10),
      itemsPerPage: 10,
      totalItems: TOTAL,
    });
    expect(data.isTotalCapped).toBe(false);
    expect(data.kodrRegistrations[0]).toEqual({
      _id: ids['Kavya Nair'],
      cohortId,
      name: 'Kavya Nair',
      email: expect.stringContaining('kavya.nair'),
      contact: '+91 90000 12345',
      dob: '2000-01-01',
      education: 'B.Tech / B.E.',
      experience: 'beginner',
      callStatus: 'notpicked',
      status: 'pending',
      paymentStatus: 'paid',
      userId: null,
      utm: null,
      createdAt: '2025-10-22T10:00:00.000Z',
      updatedAt: '2025-10-22T10:00:00.000Z',
    });
  });

  it('pages: size, later pages, the last partial page and pages past the end', async () => {
    const all = names(await list('limit=100'));
    expect(all).toHaveLength(TOTAL);
    expect(names(await list('page=2&limit=5'))).toEqual(all.slice(5, 10));
    const last = await list(`page=${Math.ceil(TOTAL / 7)}&limit=7`);
    expect(names(last)).toEqual(all.slice(7 * (Math.ceil(TOTAL / 7) - 1)));
    const past = await list('page=40&limit=10');
    expect(past.kodrRegistrations).toEqual([]);
    expect(past.pagination).toMatchObject({ currentPage: 40, totalItems: TOTAL });
  });

  it('search follows the admin rule: @ → e-mail, 10+ digits → contact, else name', async () => {
    expect(names(await list('search=priya'))).toEqual(['Priyanka Rao', 'Priya Sharma']);
    expect(names(await list('search=PRIYA%20sh'))).toEqual(['Priya Sharma']);
    expect(names(await list('search=rao@outlook'))).toEqual(['Priyanka Rao']);
    // Written as typed on the form, with +91 and spaces: still the same number.
    expect(names(await list(`search=${encodeURIComponent('+91 98765 43210')}`))).toEqual([
      'Priya Sharma',
    ]);
    expect(names(await list('search=9876543210'))).toEqual(['Priya Sharma']);
    // Fewer than 10 digits is a name search, and no name holds digits.
    expect((await list('search=98765')).pagination.totalItems).toBe(0);
    const blank = await list('search=%20%20');
    expect(blank.pagination.totalItems).toBe(TOTAL);
  });

  it('explicit name, email and contact filters narrow together', async () => {
    expect(names(await list('name=rahul'))).toEqual(['Rahul Verma', 'Rahul Xavier']);
    expect(names(await list('name=rahul&email=yahoo'))).toEqual(['Rahul Verma']);
    expect(names(await list('contact=99887'))).toEqual(['Rahul Verma', 'Rahul Xavier']);
    expect(names(await list('contact=abc'))).toEqual([]);
  });

  it('takes LIKE wildcards in the search literally', async () => {
    expect(names(await list('search=rahul_v@'))).toEqual(['Rahul Verma']);
    expect((await list('search=%25')).pagination.totalItems).toBe(0);
    expect((await list('name=_')).pagination.totalItems).toBe(0);
  });

  it('filters by each status, with repeated values meaning any of them', async () => {
    const picked = await list('callStatus=picked&limit=100');
    expect(picked.kodrRegistrations.every((r) => r.callStatus === 'picked')).toBe(true);
    expect(picked.pagination.totalItems).toBe(
      2 + FILLER.filter((f) => f.callStatus === 'picked').length,
    );
    expect(names(await list('paymentStatus=paid'))).toEqual(['Kavya Nair', 'Priyanka Rao']);
    const held = await list('status=onhold&limit=100');
    expect(held.kodrRegistrations.every((r) => r.status === 'onhold')).toBe(true);
    const either = await list('status=onhold&status=inactive&limit=100');
    expect(either.pagination.totalItems).toBe(
      held.pagination.totalItems + (await list('status=inactive')).pagination.totalItems,
    );
    expect(names(await list('status=onhold&paymentStatus=paid&callStatus=picked'))).toEqual([
      'Priyanka Rao',
    ]);
  });

  it('refuses unknown statuses and other bad input with 400', async () => {
    for (const query of [
      'status=done',
      'page=0',
      'limit=101',
      'startDate=21-10-2025',
      'endDate=2025-02-30',
      'foo=1',
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/admin/kodr?${query}`,
        headers: { cookie: admin },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(MSG.validationError);
    }
  });

  it('dates are whole IST days, endDate included', async () => {
    expect(names(await list('startDate=2025-10-20&endDate=2025-10-20'))).toEqual(['Priya Sharma']);
    expect(names(await list('startDate=2025-10-21&endDate=2025-10-21'))).toEqual(['Priyanka Rao']);
    expect(names(await list('startDate=2025-10-21'))).toEqual(['Kavya Nair', 'Priyanka Rao']);
    expect(names(await list('endDate=2025-06-30'))).toEqual(['Zoya Sheikh']);
    expect((await list('startDate=2025-10-25&endDate=2025-10-01')).pagination.totalItems).toBe(0);
  });

  it('filters by cohort', async () => {
    expect(names(await list(`cohortId=${archiveId}`))).toEqual(['Zoya Sheikh']);
    expect((await list(`cohortId=${cohortId}`)).pagination.totalItems).toBe(TOTAL - 1);
  });
});

describe('PATCH /admin/kodr/:id', () => {
  const patch = (id: string, payload: unknown) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/kodr/${id}`,
      headers: { cookie: admin },
      payload: payload as object,
    });

  it('changes one field, answers the row and logs before/after in the activity log', async () => {
    const id = ids['Rahul Xavier']!;
    const res = await patch(id, { callStatus: 'picked' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: KODR_MSG.updated,
      data: { kodrRegistration: { _id: id, callStatus: 'picked', status: 'onhold' } },
    });
    const [log] = await logsOf(ctx, id, 'kodr.update');
    expect(log).toMatchObject({
      entity: 'kodr_registration',
      actorRole: 'admin',
      changes: { callStatus: { before: 'notpicked', after: 'picked' } },
    });
    expect(log!.requestId).toBeTruthy();
    // The totals follow at once (the per-day stats are kept by the database).
    expect(names(await list('callStatus=picked&name=rahul'))).toEqual([
      'Rahul Verma',
      'Rahul Xavier',
    ]);
    const picked = await list('callStatus=picked');
    expect(picked.pagination.totalItems).toBe(
      3 + FILLER.filter((f) => f.callStatus === 'picked').length,
    );
  });

  it('each of the three fields can be changed', async () => {
    const id = ids['Learner 05 Gupta']!;
    for (const body of [
      { status: 'inactive' },
      { paymentStatus: 'paid' },
      { callStatus: 'notpicked' },
    ]) {
      const res = await patch(id, body);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.kodrRegistration).toMatchObject(body);
    }
    const [row] = await ctx.db.select().from(kodrRegistrations).where(eq(kodrRegistrations.id, id));
    expect(row).toMatchObject({
      status: 'inactive',
      paymentStatus: 'paid',
      callStatus: 'notpicked',
    });
  });

  it('an unchanged value writes nothing', async () => {
    const id = ids['Kavya Nair']!;
    const res = await patch(id, { paymentStatus: 'paid' });
    expect(res.statusCode).toBe(200);
    const logs = await ctx.db.select().from(activityLogs).where(eq(activityLogs.entityId, id));
    expect(logs).toEqual([]);
  });

  it('refuses two fields, none, an unknown value or field (400), a bad id (400), an unknown id (404)', async () => {
    const id = ids['Kavya Nair']!;
    const two = await patch(id, { status: 'onhold', paymentStatus: 'paid' });
    expect(two.statusCode).toBe(400);
    expect(two.json().data).toEqual([{ field: 'body', message: KODR_MSG.onePatchField }]);
    expect((await patch(id, {})).statusCode).toBe(400);
    expect((await patch(id, { status: 'done' })).statusCode).toBe(400);
    expect((await patch(id, { name: 'X' })).statusCode).toBe(400);
    expect((await patch('not-an-id', { status: 'onhold' })).statusCode).toBe(400);
    const missing = await patch('0123456789abcdef01234567', { status: 'onhold' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: KODR_MSG.notFound });
  });
});

describe('GET /admin/kodr/export', () => {
  const exportCsv = (query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/kodr/export${query ? `?${query}` : ''}`,
      headers: { cookie: admin },
    });
  const lines = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');

  it('downloads the current filter as CSV: ten columns plus UTM, newest first', async () => {
    const res = await exportCsv('search=priya');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="kodr-registrations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.headers['x-export-truncated']).toBe('false');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(lines(res.body)).toEqual([
      'S. No.,Name,Email,Contact,Education,Experience,Call Status,Status,Payment Status,Registration Date (IST),UTM Source,UTM Medium,UTM Campaign',
      expect.stringMatching(
        /^1,Priyanka Rao,priyanka\.rao@outlook\.com,9123456780,B\.Tech \/ B\.E\.,Beginner,Picked,On hold,Paid,2025-10-21 00:00,,,$/,
      ),
      "2,Priya Sharma,priya.sharma@gmail.com,'+91 98765 43210,B.Tech / B.E.,Beginner,Not picked,Pending,Pending,2025-10-20 23:59,instagram,social,kodr-launch",
    ]);
  });

  it('exports everything without a filter, and a formula typed as a name stays text', async () => {
    const res = await exportCsv('page=3&limit=5');
    const rows = lines(res.body);
    expect(rows).toHaveLength(TOTAL + 1);
    expect(res.headers['x-total-count']).toBe(String(TOTAL));
    expect(rows.find((r) => r.includes('HYPERLINK'))).toContain(
      `"'=HYPERLINK(""http://x.test"",""Zed"")"`,
    );
  });

  it('applies status and date filters like the list', async () => {
    const res = await exportCsv('paymentStatus=paid&startDate=2025-10-22');
    expect(
      lines(res.body)
        .slice(1)
        .map((r) => r.split(',')[1]),
    ).toEqual(['Kavya Nair']);
  });
});

describe('cohort (landing page data)', () => {
  const put = (payload: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/kodr/cohort',
      headers: { cookie: admin },
      payload: payload as object,
    });

  it('GET answers the current cohort', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/kodr/cohort',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.cohort).toMatchObject({ _id: cohortId, fee: 82_599 });
  });

  it('PUT saves the content, recomputes the fee and logs the change', async () => {
    const res = await put({
      ...DEFAULT_KODR_COHORT,
      title: 'Kodr 3.0 — Winter Batch',
      baseFee: 50_000,
      capacity: 80,
    });
    expect(res.statusCode).toBe(200);
    const cohort = res.json().data.cohort;
    expect(res.json().message).toBe(KODR_MSG.cohortSaved);
    expect(cohort).toMatchObject({ title: 'Kodr 3.0 — Winter Batch', fee: 59_000, capacity: 80 });
    expect(cohort.seatsLeft).toBe(80 - cohort.registeredCount);
    const pub = await ctx.app.inject({ method: 'GET', url: '/api/v1/kodr/cohort' });
    expect(pub.json().data.cohort.title).toBe('Kodr 3.0 — Winter Batch');
    const [log] = await ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, 'kodr.cohort.update'));
    expect(log).toMatchObject({
      entity: 'kodr_cohort',
      entityId: cohortId,
      changes: {
        title: { before: DEFAULT_KODR_COHORT.title, after: 'Kodr 3.0 — Winter Batch' },
        baseFee: { before: 69_999, after: 50_000 },
        capacity: { before: 60, after: 80 },
      },
    });
  });

  it('links the cohort to the catalogue course it is sold through (or to none)', async () => {
    const [course] = await ctx.db
      .insert(courses)
      .values({
        title: 'Kodr Bootcamp (catalogue)',
        price: 69_999,
        durationWeeks: 15,
        meta: EMPTY_COURSE_META,
      })
      .returning();
    const unknown = await put({ ...DEFAULT_KODR_COHORT, courseId: newId() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data).toEqual([
      { field: 'courseId', message: 'Choose a course from the list' },
    ]);
    expect((await put({ ...DEFAULT_KODR_COHORT, courseId: 'nope' })).statusCode).toBe(400);
    const linked = await put({ ...DEFAULT_KODR_COHORT, courseId: course!.id });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data.cohort.courseId).toBe(course!.id);
    expect((await currentCohort(ctx.db)).courseId).toBe(course!.id);
    const unlinked = await put({ ...DEFAULT_KODR_COHORT, courseId: null });
    expect(unlinked.json().data.cohort.courseId).toBeNull();
  });

  it('refuses a capacity below the seats already taken (409) and bad content (400)', async () => {
    const { registeredCount } = await currentCohort(ctx.db);
    const res = await put({ ...DEFAULT_KODR_COHORT, capacity: registeredCount - 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: `Capacity cannot be less than the ${plural(registeredCount, 'seat')} already taken.`,
    });
    expect((await put({ ...DEFAULT_KODR_COHORT, capacity: registeredCount })).statusCode).toBe(200);
    const bad = await put({ ...DEFAULT_KODR_COHORT, title: '', syllabus: [] });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .data.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['syllabus', 'title']);
  });
});

describe('roles', () => {
  it('kodr registrations are for admins only: a mentor or support member gets 403, nobody 401', async () => {
    for (const role of ['mentor', 'support'] as const) {
      const user = await createUser(ctx.db, { role });
      const cookie = await loginAs(ctx.app, user.phoneNumber!);
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/admin/kodr',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: MSG.forbidden });
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/kodr/export' });
    expect(anonymous.statusCode).toBe(401);
  });
});
