import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  COMMERCE_MSG,
  COURSES_MSG,
  MSG,
  type Coupon,
  type CouponBody,
  type CouponRedemption,
  type CouponScopeOption,
  type Pagination,
} from '@app/shared';

import { activityLogs, coupons } from '../../db/schema/index.ts';
import { adminCaller, createUser, errorsOf, logsOf, useTestContext } from '../../test/harness.ts';
import {
  insertBatch,
  insertCourse,
  insertPayment,
  minutesAgo,
  staffSessions,
} from './payments-admin.fixtures.ts';

const ctx = useTestContext();
let s: Awaited<ReturnType<typeof staffSessions>>;
let courseId: string;
let batch: Awaited<ReturnType<typeof insertBatch>>;
let otherBatch: Awaited<ReturnType<typeof insertBatch>>;
let archivedCourseId: string;
let buyerId: string;

const DAY = 86_400_000;
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

beforeAll(async () => {
  s = await staffSessions(ctx);
  courseId = await insertCourse(ctx.db, { title: 'Full Stack' });
  const other = await insertCourse(ctx.db, { title: 'DSA' });
  archivedCourseId = await insertCourse(ctx.db, { title: 'Old course', state: 'archived' });
  batch = await insertBatch(ctx.db, courseId, { name: 'FS Weekend' });
  otherBatch = await insertBatch(ctx.db, other, { name: 'DSA Evening', isActive: false });
  buyerId = (await createUser(ctx.db, { firstName: 'Meera', lastName: 'Iyer' })).id;
});

const req = adminCaller(
  () => ctx,
  () => s.admin.cookie,
);

let n = 0;
const valid = (over: Partial<CouponBody> = {}): CouponBody => ({
  code: `SAVE${++n}X`,
  type: 'percentage',
  value: 12.5,
  validFrom: iso(-DAY),
  validUntil: iso(30 * DAY),
  ...over,
});
async function create(over: Partial<CouponBody> = {}, cookie = s.admin.cookie) {
  const res = await req('POST', '/coupons', valid(over), cookie);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { coupon: Coupon } }).data.coupon;
}

/** Marks `count` paid uses of a coupon (what checkout leaves behind). */
async function paidUses(coupon: Coupon, count: number, status: 'paid' | 'created' = 'paid') {
  const rows = [];
  for (let i = 0; i < count; i++) {
    rows.push(
      await insertPayment(ctx.db, batch, buyerId, {
        couponId: coupon._id,
        couponCode: coupon.code,
        couponDiscountPaise: 100_000,
        status,
        paidAt: status === 'paid' ? minutesAgo(10 - i) : null,
        createdAt: minutesAgo(20 - i),
      }),
    );
  }
  return rows;
}

describe('role matrix (menu coupons)', () => {
  it('super_admin, admin and sales_and_marketing may; instructor, support, student 403; anonymous 401', async () => {
    for (const who of [s.superAdmin, s.admin, s.sales]) {
      expect((await req('GET', '/coupons', undefined, who.cookie)).statusCode).toBe(200);
    }
    for (const who of [s.instructor, s.support, s.student]) {
      const res = await req('GET', '/coupons', undefined, who.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: MSG.forbidden });
      // the role check comes before the body rules
      expect((await req('POST', '/coupons', {}, who.cookie)).statusCode).toBe(403);
    }
    expect((await req('GET', '/coupons', undefined, null)).statusCode).toBe(401);
    expect((await req('POST', '/coupons', valid(), null)).statusCode).toBe(401);
  });

  it('sales_and_marketing can create and edit coupons', async () => {
    const c = await create({ code: 'salesmade' }, s.sales.cookie);
    expect(c).toMatchObject({ code: 'SALESMADE', createdBy: 'Rohan Kapoor' });
    const res = await req('PATCH', `/coupons/${c._id}`, { isActive: false }, s.sales.cookie);
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /admin/coupons', () => {
  it('→ 201 data.coupon with the value as entered, stored ×100, and an activity row', async () => {
    const res = await req(
      'POST',
      '/coupons',
      valid({ code: ' welcome-10 ', description: 'Welcome', value: 12.5, maxRedemptions: 5 }),
    );
    expect(res.statusCode).toBe(201);
    const json = res.json() as { message: string; data: { coupon: Coupon } };
    expect(json.message).toBe(COMMERCE_MSG.couponCreated);
    expect(json.data.coupon).toMatchObject({
      code: 'WELCOME-10',
      description: 'Welcome',
      type: 'percentage',
      value: 12.5,
      scope: 'all',
      courseId: null,
      batchId: null,
      maxRedemptions: 5,
      perUserLimit: 1,
      isActive: true,
      redemptionCount: 0,
      status: 'active',
      createdBy: 'Vikram Mehta',
    });
    const [row] = await ctx.db.select().from(coupons).where(eq(coupons.code, 'WELCOME-10'));
    expect(row!.valueX100).toBe(1250);
    const logs = await ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityId, json.data.coupon._id));
    expect(logs.map((l) => l.action)).toEqual(['coupon.create']);
    expect(logs[0]!.actorId).toBe(s.admin.user.id);
  });

  it('flat values are rupees, stored in paise', async () => {
    const c = await create({ type: 'flat', value: 2000.5 });
    expect(c.value).toBe(2000.5);
    const [row] = await ctx.db.select().from(coupons).where(eq(coupons.id, c._id));
    expect(row!.valueX100).toBe(200_050);
  });

  it.each([
    [{ type: 'percentage', value: 100.01 }, 'value', COMMERCE_MSG.couponPercentOver100],
    [{ value: 0 }, 'value', COMMERCE_MSG.couponValuePositive],
    [{ value: -5 }, 'value', COMMERCE_MSG.couponValuePositive],
    [{ value: 10.555 }, 'value', 'Value can have at most 2 decimal places'],
    [
      { validFrom: iso(5 * DAY), validUntil: iso(DAY) },
      'validUntil',
      COMMERCE_MSG.couponDatesOrder,
    ],
    [{ validFrom: iso(DAY), validUntil: iso(DAY) }, 'validUntil', COMMERCE_MSG.couponDatesOrder],
    [{ validFrom: 'tomorrow' }, 'validFrom', COMMERCE_MSG.couponValidFromRequired],
    [{ scope: 'course' }, 'courseId', COMMERCE_MSG.couponScopeCourse],
    [{ scope: 'batch' }, 'batchId', COMMERCE_MSG.couponScopeBatch],
    [{ code: '' }, 'code', COMMERCE_MSG.couponCodeRequired],
    [{ code: 'A!' }, 'code', COMMERCE_MSG.couponCodeFormat],
    [{ perUserLimit: 0 }, 'perUserLimit', COMMERCE_MSG.couponLimitInvalid],
    [{ maxRedemptions: 1.5 }, 'maxRedemptions', COMMERCE_MSG.couponLimitInvalid],
  ] as [Partial<CouponBody>, string, string][])('%j → 400 %s: %s', async (over, field, message) => {
    const res = await req('POST', '/coupons', valid(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Validation Error' });
    expect(errorsOf(res)).toContainEqual({ field, message });
  });

  it('a percentage of exactly 100 is allowed (FREEACCESS)', async () => {
    const c = await create({ code: 'FREEACCESS', value: 100 });
    expect(c.value).toBe(100);
  });

  it('scope targets must exist; a batch coupon takes its course from the batch', async () => {
    const missing = '0123456789abcdef01234567';
    let res = await req('POST', '/coupons', valid({ scope: 'course', courseId: missing }));
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([{ field: 'courseId', message: COURSES_MSG.courseNotFound }]);
    res = await req('POST', '/coupons', valid({ scope: 'batch', batchId: missing }));
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([{ field: 'batchId', message: COURSES_MSG.batchNotFound }]);

    const forCourse = await create({ scope: 'course', courseId, batchId: batch.id });
    expect(forCourse).toMatchObject({
      scope: 'course',
      courseId,
      courseTitle: 'Full Stack',
      batchId: null,
      batchName: null,
    });
    const forBatch = await create({ scope: 'batch', batchId: batch.id, courseId: null });
    expect(forBatch).toMatchObject({
      scope: 'batch',
      courseId,
      courseTitle: 'Full Stack',
      batchId: batch.id,
      batchName: 'FS Weekend',
    });
    const forAll = await create({ scope: 'all', courseId, batchId: batch.id });
    expect(forAll).toMatchObject({ scope: 'all', courseId: null, batchId: null });
  });

  it('codes are unique whatever the case → 409 couponCodeTaken', async () => {
    await create({ code: 'UNIQUE1' });
    const res = await req('POST', '/coupons', valid({ code: 'unique1' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: COMMERCE_MSG.couponCodeTaken });
  });

  it('two staff creating the same code at once: one 201, one 409', async () => {
    const results = await Promise.all(
      [s.admin.cookie, s.sales.cookie, s.superAdmin.cookie].map((c) =>
        req('POST', '/coupons', valid({ code: 'RACE1' }), c),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('unknown fields are refused', async () => {
    const res = await req('POST', '/coupons', { ...valid(), valueX100: 5 });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /admin/coupons/{id} and PATCH', () => {
  it('reads one coupon; a malformed or unknown id → 404', async () => {
    const c = await create();
    const res = await req('GET', `/coupons/${c._id}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { coupon: Coupon } }).data.coupon).toEqual(c);
    for (const id of ['nope', '0123456789abcdef01234567']) {
      const miss = await req('GET', `/coupons/${id}`);
      expect(miss.statusCode).toBe(404);
      expect(miss.json()).toMatchObject({ message: COMMERCE_MSG.couponNotFound });
      expect((await req('PATCH', `/coupons/${id}`, { isActive: false })).statusCode).toBe(404);
    }
  });

  it('deactivate and activate: their own messages, status inactive, activity rows', async () => {
    const c = await create();
    let res = await req('PATCH', `/coupons/${c._id}`, { isActive: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: COMMERCE_MSG.couponDeactivated,
      data: { coupon: { isActive: false, status: 'inactive' } },
    });
    res = await req('PATCH', `/coupons/${c._id}`, { isActive: true });
    expect(res.json()).toMatchObject({
      message: COMMERCE_MSG.couponActivated,
      data: { coupon: { isActive: true, status: 'active' } },
    });
    // the whole form sent back with only the switch changed is a toggle too
    const { code, description, type, value, validFrom, validUntil, perUserLimit } = c;
    res = await req('PATCH', `/coupons/${c._id}`, {
      code,
      description,
      type,
      value,
      validFrom,
      validUntil,
      perUserLimit,
      isActive: false,
    });
    expect(res.json()).toMatchObject({ message: COMMERCE_MSG.couponDeactivated });
    const logs = await logsOf(ctx, c._id, 'coupon.status');
    expect(logs).toHaveLength(3);
    expect(logs[0]!.changes).toEqual({ isActive: { before: true, after: false } });
  });

  it('an edit → couponUpdated; the rules hold for the merged coupon', async () => {
    const c = await create({ type: 'flat', value: 2000 });
    let res = await req('PATCH', `/coupons/${c._id}`, { description: 'Diwali', value: 1500 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: COMMERCE_MSG.couponUpdated,
      data: { coupon: { description: 'Diwali', value: 1500, type: 'flat' } },
    });
    // flat 1500 turned into a percentage is over 100
    res = await req('PATCH', `/coupons/${c._id}`, { type: 'percentage' });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([{ field: 'value', message: COMMERCE_MSG.couponPercentOver100 }]);
    // a new end before the stored start
    res = await req('PATCH', `/coupons/${c._id}`, { validUntil: iso(-2 * DAY) });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([
      { field: 'validUntil', message: COMMERCE_MSG.couponDatesOrder },
    ]);
    // course scope with no course stored or sent
    res = await req('PATCH', `/coupons/${c._id}`, { scope: 'course' });
    expect(errorsOf(res)).toEqual([{ field: 'courseId', message: COMMERCE_MSG.couponScopeCourse }]);
    res = await req('PATCH', `/coupons/${c._id}`, { scope: 'batch', batchId: otherBatch.id });
    expect(res.json()).toMatchObject({
      data: { coupon: { scope: 'batch', batchId: otherBatch.id, courseId: otherBatch.courseId } },
    });
    res = await req('PATCH', `/coupons/${c._id}`, { scope: 'all' });
    expect(res.json()).toMatchObject({ data: { coupon: { courseId: null, batchId: null } } });
    expect((await req('PATCH', `/coupons/${c._id}`, {})).statusCode).toBe(400);
  });

  it('renaming to a taken code → 409', async () => {
    await create({ code: 'TAKEN1' });
    const c = await create();
    const res = await req('PATCH', `/coupons/${c._id}`, { code: 'taken1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: COMMERCE_MSG.couponCodeTaken });
    // its own code is not "taken"
    expect((await req('PATCH', `/coupons/${c._id}`, { code: c.code })).statusCode).toBe(200);
  });

  it('once used, code/type/value/scope are fixed (409) but dates, limits, text and isActive are not', async () => {
    const c = await create({ scope: 'course', courseId, maxRedemptions: 10 });
    await paidUses(c, 1);
    for (const patch of [
      { code: 'RENAMED' },
      { value: 20 },
      { type: 'flat' as const },
      { scope: 'all' as const },
      { scope: 'batch' as const, batchId: batch.id },
    ]) {
      const res = await req('PATCH', `/coupons/${c._id}`, patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(409);
      expect(res.json()).toMatchObject({ message: COMMERCE_MSG.couponScopeFixed });
    }
    const res = await req('PATCH', `/coupons/${c._id}`, {
      code: c.code,
      value: c.value,
      description: 'Extended',
      validUntil: iso(90 * DAY),
      maxRedemptions: 20,
      perUserLimit: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { coupon: { description: 'Extended', maxRedemptions: 20, perUserLimit: 2 } },
    });
    expect((await req('PATCH', `/coupons/${c._id}`, { isActive: false })).statusCode).toBe(200);
  });

  it('an unused coupon (open payments only) can still change everything', async () => {
    const c = await create();
    await paidUses(c, 1, 'created');
    const res = await req('PATCH', `/coupons/${c._id}`, { value: 30 });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /admin/coupons (list)', () => {
  // Every code here starts with LST, so `search=lst` sees only these six.
  const list = async (q: string) => {
    const res = await req('GET', `/coupons${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { coupons: Coupon[]; pagination: Pagination } }).data;
  };

  beforeAll(async () => {
    const rows: { code: string; from: number; until: number; active?: boolean; max?: number }[] = [
      { code: 'LSTACTIVE1', from: -DAY, until: DAY },
      { code: 'LSTOFF1', from: -DAY, until: DAY, active: false },
      { code: 'LSTSOON1', from: DAY, until: 2 * DAY },
      { code: 'LSTPAST1', from: -2 * DAY, until: -1 },
      { code: 'LSTFULL1', from: -DAY, until: DAY, max: 2 },
      { code: 'LSTALMOST1', from: -DAY, until: DAY, max: 3 },
    ];
    for (const [i, r] of rows.entries()) {
      const [row] = await ctx.db
        .insert(coupons)
        .values({
          code: r.code,
          type: 'percentage',
          valueX100: 1000,
          validFrom: new Date(Date.now() + r.from),
          validUntil: new Date(Date.now() + r.until),
          isActive: r.active ?? true,
          maxRedemptions: r.max ?? null,
          createdAt: new Date(Date.now() + (i + 1) * 60_000),
        })
        .returning();
      if (r.max) {
        for (let k = 0; k < 2; k++) {
          await insertPayment(ctx.db, batch, buyerId, {
            couponId: row!.id,
            status: 'paid',
            paidAt: new Date(),
          });
        }
      }
    }
    // an open (unpaid) payment does not count as a use
    const [almost] = await ctx.db.select().from(coupons).where(eq(coupons.code, 'LSTALMOST1'));
    await insertPayment(ctx.db, batch, buyerId, {
      couponId: almost!.id,
      status: 'pending_approval',
    });
  });

  it('newest first, with status and redemption counts', async () => {
    const data = await list('?search=lst');
    expect(data.coupons.map((c) => [c.code, c.status, c.redemptionCount])).toEqual([
      ['LSTALMOST1', 'active', 2],
      ['LSTFULL1', 'exhausted', 2],
      ['LSTPAST1', 'expired', 0],
      ['LSTSOON1', 'scheduled', 0],
      ['LSTOFF1', 'inactive', 0],
      ['LSTACTIVE1', 'active', 0],
    ]);
    expect(data.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      itemsPerPage: 10,
      totalItems: 6,
    });
    // without a search, the newest coupons lead the whole list
    expect((await list('')).coupons[0]!.code).toBe('LSTALMOST1');
  });

  it.each([
    ['active', ['LSTALMOST1', 'LSTACTIVE1']],
    ['inactive', ['LSTOFF1']],
    ['scheduled', ['LSTSOON1']],
    ['expired', ['LSTPAST1']],
    ['exhausted', ['LSTFULL1']],
  ])('status=%s', async (status, codes) => {
    const data = await list(`?search=lst&status=${status}`);
    expect(data.coupons.map((c) => c.code)).toEqual(codes);
    expect(data.pagination.totalItems).toBe(codes.length);
  });

  it('search is part of the code, any case; % and _ are literal', async () => {
    expect((await list('?search=stful')).coupons.map((c) => c.code)).toEqual(['LSTFULL1']);
    expect((await list('?search=%25')).coupons).toEqual([]);
    expect((await list('?search=_')).coupons).toEqual([]);
    expect((await list('?search=nothing-like-it')).pagination.totalItems).toBe(0);
  });

  it('pages', async () => {
    const data = await list('?search=lst&page=2&limit=4');
    expect(data.coupons.map((c) => c.code)).toEqual(['LSTOFF1', 'LSTACTIVE1']);
    expect(data.pagination).toEqual({
      currentPage: 2,
      totalPages: 2,
      itemsPerPage: 4,
      totalItems: 6,
    });
  });

  it('bad query values → 400, never 500', async () => {
    for (const q of ['?status=bogus', '?page=0', '?limit=101', '?page=abc']) {
      expect((await req('GET', `/coupons${q}`)).statusCode, q).toBe(400);
    }
  });
});

describe('GET /admin/coupons/{id}/redemptions and /options', () => {
  it('lists paid uses only, newest first, with the student, batch and amounts', async () => {
    const c = await create({ code: 'REDEEM1' });
    const [older, newer] = await paidUses(c, 2);
    await paidUses(c, 1, 'created');
    const res = await req('GET', `/coupons/${c._id}/redemptions?limit=1`);
    expect(res.statusCode).toBe(200);
    const data = (
      res.json() as { data: { redemptions: CouponRedemption[]; pagination: Pagination } }
    ).data;
    expect(data.pagination.totalItems).toBe(2);
    expect(data.redemptions).toEqual([
      {
        _id: newer!.id,
        paymentId: newer!.id,
        user: expect.objectContaining({ _id: buyerId, name: 'Meera Iyer' }),
        batch: { _id: batch.id, name: 'FS Weekend' },
        course: { _id: courseId, title: 'Full Stack' },
        discountPaise: 100_000,
        totalPaise: newer!.totalPaise,
        createdAt: newer!.paidAt!.toISOString(),
      },
    ]);
    const page2 = await req('GET', `/coupons/${c._id}/redemptions?limit=1&page=2`);
    expect(
      (page2.json() as { data: { redemptions: CouponRedemption[] } }).data.redemptions[0]!._id,
    ).toBe(older!.id);
    expect((await req('GET', '/coupons/0123456789abcdef01234567/redemptions')).statusCode).toBe(
      404,
    );
  });

  it('options: every course that is not archived, with its batches', async () => {
    const res = await req('GET', '/coupons/options', undefined, s.sales.cookie);
    expect(res.statusCode).toBe(200);
    const courses = (res.json() as { data: { courses: CouponScopeOption[] } }).data.courses;
    expect(courses.map((c) => c.title)).toEqual(['DSA', 'Full Stack']);
    expect(courses.find((c) => c._id === courseId)!.batches).toEqual([
      { _id: batch.id, name: 'FS Weekend', isActive: true },
    ]);
    expect(courses.find((c) => c.title === 'DSA')!.batches[0]!.isActive).toBe(false);
    expect(courses.some((c) => c._id === archivedCourseId)).toBe(false);
    expect((await req('GET', '/coupons/options', undefined, s.instructor.cookie)).statusCode).toBe(
      403,
    );
  });
});
