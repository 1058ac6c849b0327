import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  COMMERCE_MSG,
  COURSES_MSG,
  FREE_ACCESS_COUPON,
  MSG,
  ORDER_STATUS_LABELS,
  type OrderData,
  type Payment,
  type Quote,
} from '@app/shared';

import { newId } from '../../core/ids.ts';
import {
  enrolments,
  outbox,
  paymentEvents,
  payments,
  type BatchRow,
} from '../../db/schema/index.ts';
import { createUser, loginAs, useTestContext } from '../../test/harness.ts';
import {
  addDays,
  call,
  expectStatus,
  insertBatch,
  insertCoupon,
  insertCourse,
  signedInStudent,
  type Student,
} from './checkout.fixtures.ts';

const ctx = useTestContext();
let courseId: string;
let otherCourseId: string;
/** ₹34,999 at 12.5 % off */
let batch: BatchRow;
let otherBatch: BatchRow;
let student: Student;
let other: Student;

beforeAll(async () => {
  courseId = await insertCourse(ctx.db);
  otherCourseId = await insertCourse(ctx.db, { title: 'Data Science' });
  batch = await insertBatch(ctx.db, courseId, { discount: 12.5 });
  otherBatch = await insertBatch(ctx.db, courseId, { name: 'Evening Batch', price: 1000 });
  student = await signedInStudent(ctx, {
    firstName: 'Asha',
    lastName: 'Menon',
    email: 'asha@example.com',
  });
  other = await signedInStudent(ctx);
});
afterEach(() => {
  vi.useRealTimers();
});

async function quote(who: Student, batchId: string, couponCode?: string) {
  const res = await call(ctx, who.cookie)('POST', '/checkout/quote', { batchId, couponCode });
  return res;
}
async function quoteOk(who: Student, batchId: string, couponCode?: string): Promise<Quote> {
  const res = await quote(who, batchId, couponCode);
  expectStatus(res, 200);
  return (res.json() as { data: { quote: Quote } }).data.quote;
}
async function order(who: Student, body: Record<string, unknown>) {
  return call(ctx, who.cookie)('POST', '/checkout/orders', body);
}
const orderData = (res: { json(): unknown }) => (res.json() as { data: OrderData }).data;
const paymentOf = (res: { json(): unknown }) =>
  (res.json() as { data: { payment: Payment } }).data.payment;

describe('POST /checkout/quote', () => {
  it('needs a login', async () => {
    const res = await call(ctx, '')('POST', '/checkout/quote', { batchId: batch.id });
    expectStatus(res, 401);
    expect(res.json().message).toBe(MSG.notLoggedIn);
  });

  it("400 'Invalid batch ID' for an id that is not 24 hex; 404 'Batch not found' otherwise", async () => {
    for (const bad of ['123', 'zzzzzzzzzzzzzzzzzzzzzzzz', `${batch.id}0`]) {
      const res = await quote(student, bad);
      expectStatus(res, 400);
      expect(res.json()).toMatchObject({
        success: false,
        message: COURSES_MSG.invalidBatchId,
        data: [{ field: 'batchId', message: COURSES_MSG.invalidBatchId }],
      });
    }
    const missing = await quote(student, newId());
    expectStatus(missing, 404);
    expect(missing.json().message).toBe(COURSES_MSG.batchNotFound);
    const inactive = await insertBatch(ctx.db, courseId, { isActive: false });
    expect((await quote(student, inactive.id)).json().message).toBe(COURSES_MSG.batchNotFound);
    const draft = await insertBatch(ctx.db, await insertCourse(ctx.db, { state: 'draft' }));
    const res = await quote(student, draft.id);
    expectStatus(res, 404);
    expect(res.json().message).toBe(COURSES_MSG.batchNotFound);
  });

  it('prices in whole rupees: ₹34,999 − 12.5 % = ₹30,624, + 18 % GST = ₹36,136', async () => {
    const q = await quoteOk(student, batch.id);
    expect(q.amounts).toEqual({
      basePaise: 3_499_900,
      batchDiscountPaise: 437_500,
      couponDiscountPaise: 0,
      taxablePaise: 3_062_400,
      gstPaise: 551_200,
      totalPaise: 3_613_600,
    });
    expect(q).toMatchObject({
      coupon: null,
      couponError: null,
      isFree: false,
      gateway: 'test',
      manual: { upiId: ctx.config.payments.upiId, payeeName: ctx.config.payments.upiPayeeName },
    });
    expect(q.batch).toMatchObject({ _id: batch.id, finalPrice: 30624, isEnrollmentOpen: true });
    expect(q.ownedBatch).toBeNull();
  });

  it('a 12.5 % coupon on top, and a flat ₹500.50 one, in whole rupees', async () => {
    const pct = await insertCoupon(ctx.db, { code: 'TWELVEHALF', value: 12.5 });
    const q = await quoteOk(student, batch.id, ' twelveHalf ');
    expect(q.coupon).toEqual({ code: pct.code, type: 'percentage', value: 12.5, description: '' });
    // ₹30,624 × 12.5 % = ₹3,828
    expect(q.amounts).toMatchObject({
      couponDiscountPaise: 382_800,
      taxablePaise: 2_679_600,
      gstPaise: 482_300,
      totalPaise: 3_161_900,
    });
    await insertCoupon(ctx.db, { code: 'FLAT500', type: 'flat', value: 500.5 });
    const flat = await quoteOk(student, batch.id, 'flat500');
    // ₹500.50 off rounds to ₹501 (a half rupee goes to the buyer)
    expect(flat.amounts).toMatchObject({
      couponDiscountPaise: 50_100,
      taxablePaise: 3_012_300,
      gstPaise: 542_200,
      totalPaise: 3_554_500,
    });
    // a flat coupon bigger than the price makes it free, never negative
    await insertCoupon(ctx.db, { code: 'HUGEFLAT', type: 'flat', value: 99_999 });
    const huge = await quoteOk(student, otherBatch.id, 'HUGEFLAT');
    expect(huge.amounts).toMatchObject({ couponDiscountPaise: 100_000, totalPaise: 0 });
    expect(huge.isFree).toBe(true);
  });

  it('each unusable coupon says why and keeps the full price', async () => {
    const now = Date.now();
    const cases: [string, Parameters<typeof insertCoupon>[1], string][] = [
      ['GONE', { isActive: false }, COMMERCE_MSG.couponInactive],
      ['LATER', { validFrom: new Date(now + 60_000) }, COMMERCE_MSG.couponNotYetValid],
      [
        'OVER',
        { validFrom: new Date(now - 120_000), validUntil: new Date(now - 60_000) },
        COMMERCE_MSG.couponExpired,
      ],
      ['OTHERCOURSE', { scope: 'course', courseId: otherCourseId }, COMMERCE_MSG.couponWrongCourse],
      ['OTHERBATCH', { scope: 'batch', batchId: otherBatch.id }, COMMERCE_MSG.couponWrongBatch],
    ];
    for (const [code, over, message] of cases) {
      await insertCoupon(ctx.db, { code, ...over });
      const q = await quoteOk(student, batch.id, code.toLowerCase());
      expect(q, code).toMatchObject({ coupon: null, couponError: message });
      expect(q.amounts.totalPaise).toBe(3_613_600);
    }
    expect((await quoteOk(student, batch.id, 'NOPE-NOPE')).couponError).toBe(
      COMMERCE_MSG.couponUnknown,
    );
    expect((await quoteOk(student, batch.id, '!!')).couponError).toBe(COMMERCE_MSG.couponUnknown);
    // the right scope works
    await insertCoupon(ctx.db, { code: 'THISCOURSE', scope: 'course', courseId });
    await insertCoupon(ctx.db, { code: 'THISBATCH', scope: 'batch', batchId: batch.id });
    expect((await quoteOk(student, batch.id, 'thiscourse')).couponError).toBeNull();
    expect((await quoteOk(student, batch.id, 'thisbatch')).couponError).toBeNull();
  });

  it('validFrom exactly now is valid; validUntil exactly now is expired', async () => {
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 1000);
    await insertCoupon(ctx.db, { code: 'STARTSNOW', validFrom: at });
    await insertCoupon(ctx.db, {
      code: 'ENDSNOW',
      validFrom: new Date(at.getTime() - 1),
      validUntil: at,
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
    expect((await quoteOk(student, batch.id, 'STARTSNOW')).couponError).toBeNull();
    expect((await quoteOk(student, batch.id, 'ENDSNOW')).couponError).toBe(
      COMMERCE_MSG.couponExpired,
    );
    vi.setSystemTime(at.getTime() - 1);
    expect((await quoteOk(student, batch.id, 'STARTSNOW')).couponError).toBe(
      COMMERCE_MSG.couponNotYetValid,
    );
    expect((await quoteOk(student, batch.id, 'ENDSNOW')).couponError).toBeNull();
  });

  it('limits count paid uses and open holds, not abandoned or failed ones', async () => {
    const c = await insertCoupon(ctx.db, { code: 'TWOONLY', maxRedemptions: 2, perUserLimit: 5 });
    const third = await signedInStudent(ctx);
    const base = {
      batchId: otherBatch.id,
      courseId,
      couponId: c.id,
      couponCode: c.code,
      method: 'online' as const,
      basePaise: 100_000,
      batchDiscountPaise: 0,
      couponDiscountPaise: 10_000,
      taxablePaise: 90_000,
      gstPaise: 16_200,
      totalPaise: 106_200,
    };
    const lapsed = new Date(Date.now() - 60_000);
    await ctx.db.insert(payments).values([
      { ...base, userId: third.id, status: 'paid' },
      { ...base, userId: third.id, status: 'created', seatHeldUntil: lapsed }, // expired
      { ...base, userId: third.id, status: 'created', seatHeldUntil: null }, // replaced
      { ...base, userId: third.id, status: 'failed' },
      { ...base, userId: third.id, status: 'rejected', method: 'manual' },
    ]);
    expect((await quoteOk(student, batch.id, 'TWOONLY')).couponError).toBeNull();
    // an order being paid right now (its seat still held) holds the last place
    await ctx.db.insert(payments).values({
      ...base,
      userId: third.id,
      status: 'created',
      seatHeldUntil: new Date(Date.now() + 60_000),
    });
    expect((await quoteOk(student, batch.id, 'TWOONLY')).couponError).toBe(
      COMMERCE_MSG.couponExhausted,
    );

    const d = await insertCoupon(ctx.db, { code: 'ONEEACH', perUserLimit: 1 });
    await ctx.db.insert(payments).values({
      ...base,
      couponId: d.id,
      couponCode: d.code,
      userId: third.id,
      status: 'pending_approval',
      method: 'manual',
    });
    expect((await quoteOk(third, batch.id, 'ONEEACH')).couponError).toBe(
      COMMERCE_MSG.couponUsedByYou,
    );
    expect((await quoteOk(student, batch.id, 'ONEEACH')).couponError).toBeNull();
  });
});

describe('POST /checkout/orders', () => {
  it(`a 100 % ${FREE_ACCESS_COUPON} coupon enrols at once, without paying`, async () => {
    await insertCoupon(ctx.db, { code: FREE_ACCESS_COUPON, value: 100 });
    const s = await signedInStudent(ctx);
    const q = await quoteOk(s, batch.id, 'freeaccess');
    expect(q).toMatchObject({
      isFree: true,
      amounts: { totalPaise: 0, taxablePaise: 0, gstPaise: 0 },
    });
    const res = await order(s, { batchId: batch.id, couponCode: 'freeaccess', method: 'online' });
    expectStatus(res, 201);
    expect(res.json().message).toBe(COMMERCE_MSG.enrolledFree);
    const data = orderData(res);
    expect(data).toMatchObject({ enrolled: true, gateway: null });
    expect(data.payment).toMatchObject({
      method: 'free',
      status: 'paid',
      gateway: null,
      couponCode: FREE_ACCESS_COUPON,
      amounts: { couponDiscountPaise: 3_062_400, totalPaise: 0 },
    });
    expect(data.payment.receiptNumber).toMatch(/^KS-\d{6}$/);
    const rows = await ctx.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, s.id), eq(enrolments.batchId, batch.id)));
    expect(rows).toMatchObject([{ status: 'active', source: 'free', paymentId: data.payment._id }]);

    const again = await order(s, { batchId: batch.id, method: 'online' });
    expectStatus(again, 409);
    expect(again.json().message).toBe(COMMERCE_MSG.alreadyEnrolled);
  });

  it('checks the batch: invalid id, closed enrolment, full, unusable coupon', async () => {
    const bad = await order(student, { batchId: 'abc', method: 'online' });
    expectStatus(bad, 400);
    expect(bad.json().message).toBe(COURSES_MSG.invalidBatchId);
    expectStatus(await order(student, { batchId: newId(), method: 'online' }), 404);

    const closed = await insertBatch(ctx.db, courseId, { enrollmentEndDate: addDays(-1) });
    const res = await order(student, { batchId: closed.id, method: 'online' });
    expectStatus(res, 400);
    expect(res.json().message).toBe(COMMERCE_MSG.enrolmentClosed);

    const tiny = await insertBatch(ctx.db, courseId, { seats: 1 });
    await ctx.db
      .insert(enrolments)
      .values({ userId: other.id, batchId: tiny.id, courseId, status: 'active' });
    const full = await order(student, { batchId: tiny.id, method: 'online' });
    expectStatus(full, 409);
    expect(full.json().message).toBe(COMMERCE_MSG.batchFull);

    const coupon = await order(student, {
      batchId: batch.id,
      method: 'online',
      couponCode: 'gone',
    });
    expectStatus(coupon, 400);
    expect(coupon.json()).toMatchObject({
      message: COMMERCE_MSG.couponInactive,
      data: [{ field: 'couponCode', message: COMMERCE_MSG.couponInactive }],
    });
    const format = await order(student, { batchId: batch.id, method: 'online', couponCode: 'a b' });
    expectStatus(format, 400);
    expect(format.json().message).toBe('Validation Error');
  });

  it('test gateway: failure fails the payment; a later success enrols once', async () => {
    const s = await signedInStudent(ctx);
    const res = await order(s, { batchId: batch.id, method: 'online', couponCode: 'TWELVEHALF' });
    expectStatus(res, 201);
    expect(res.json().message).toBe(COMMERCE_MSG.orderCreated);
    const data = orderData(res);
    const id = data.payment._id;
    expect(data).toMatchObject({ enrolled: false, gateway: { kind: 'test', paymentId: id } });
    expect(data.payment).toMatchObject({
      method: 'online',
      gateway: 'test',
      status: 'created',
      displayStatus: 'created',
      gatewayOrderId: `test_order_${id}`,
      couponCode: 'TWELVEHALF',
      amounts: { totalPaise: 3_161_900 },
    });

    const pay = (who: Student, outcome: 'success' | 'failure', pid = id) =>
      call(ctx, who.cookie)('POST', `/payments/test-gateway/${pid}`, { outcome });
    expectStatus(await pay(other, 'success'), 404);
    expectStatus(await pay(s, 'success', 'nope'), 404);

    const failed = await pay(s, 'failure');
    expectStatus(failed, 200);
    expect(failed.json().message).toBe(COMMERCE_MSG.paymentFailed);
    expect(paymentOf(failed)).toMatchObject({
      status: 'failed',
      failureReason: 'Payment declined by the test gateway',
      receiptNumber: null,
    });
    expect(await ctx.db.select().from(enrolments).where(eq(enrolments.userId, s.id))).toHaveLength(
      0,
    );

    const [ok1, ok2] = await Promise.all([pay(s, 'success'), pay(s, 'success')]);
    expect([ok1!.statusCode, ok2!.statusCode]).toEqual([200, 200]);
    const paid = paymentOf(ok1!);
    expect(paid.status).toBe('paid');
    expect(paid.gatewayPaymentId).toMatch(/^pay_test_/);
    const enrolled = await ctx.db.select().from(enrolments).where(eq(enrolments.userId, s.id));
    expect(enrolled).toMatchObject([{ status: 'active', source: 'online', paymentId: id }]);
    const again = await pay(s, 'success');
    expect(again.json().message).toBe(COMMERCE_MSG.paymentAlreadyDone);
    const events = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, id));
    expect(events.map((e) => e.source)).toEqual(
      expect.arrayContaining(['test-gateway', 'test-gateway', 'test-gateway']),
    );
    const sms = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `payment-paid:${id}:sms`));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain('₹31,619.');

    // the coupon's use is now a paid one; the student's per-user limit (1) is reached
    const second = await quoteOk(s, otherBatch.id, 'TWELVEHALF');
    expect(second.couponError).toBe(COMMERCE_MSG.couponUsedByYou);
    // another batch of the course they now own: the quote says which, so checkout warns first
    expect(second.ownedBatch).toEqual({ _id: batch.id, name: 'Weekend Batch' });
    expect((await quoteOk(await signedInStudent(ctx), otherBatch.id)).ownedBatch).toBeNull();
    const elsewhere = await insertBatch(ctx.db, otherCourseId);
    expect((await quoteOk(s, elsewhere.id)).ownedBatch).toBeNull();
    // a warning, not a refusal: the second batch can still be bought
    expectStatus(await order(s, { batchId: otherBatch.id, method: 'online' }), 201);
    // and they are enrolled
    const dup = await order(s, { batchId: batch.id, method: 'online' });
    expectStatus(dup, 409);
  });

  it('retrying checkout gives the open order back and does not use the coupon up', async () => {
    const s = await signedInStudent(ctx);
    await insertCoupon(ctx.db, { code: 'RETRYME', perUserLimit: 1, maxRedemptions: 1 });
    const first = await order(s, { batchId: batch.id, method: 'online', couponCode: 'RETRYME' });
    expectStatus(first, 201);
    const held = orderData(first).payment;
    const holdMs = Date.parse(held.seatHeldUntil!) - Date.parse(held.createdAt);
    expect(Math.abs(holdMs - 15 * 60_000)).toBeLessThan(5_000);
    const second = await order(s, { batchId: batch.id, method: 'online', couponCode: 'RETRYME' });
    expectStatus(second, 200);
    expect(second.json().message).toBe(COMMERCE_MSG.orderResumed);
    expect(orderData(second).payment).toMatchObject({
      _id: held._id,
      seatHeldUntil: held.seatHeldUntil,
    });
    // but another student cannot take the held place
    const third = await order(other, {
      batchId: batch.id,
      method: 'online',
      couponCode: 'RETRYME',
    });
    expectStatus(third, 400);
    expect(third.json().message).toBe(COMMERCE_MSG.couponExhausted);
  });

  it('concurrent orders cannot exceed a coupon limit', async () => {
    await insertCoupon(ctx.db, { code: 'FIRSTTHREE', maxRedemptions: 3 });
    const crowd = await Promise.all(Array.from({ length: 8 }, () => signedInStudent(ctx)));
    const answers = await Promise.all(
      crowd.map((s) => order(s, { batchId: batch.id, method: 'online', couponCode: 'FIRSTTHREE' })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 400, 400, 400, 400, 400]);
    for (const a of answers.filter((x) => x.statusCode === 400)) {
      expect(a.json().message).toBe(COMMERCE_MSG.couponExhausted);
    }
  });

  it('manual payment: reference normalised, optional own screenshot, waits for approval', async () => {
    const s = await signedInStudent(ctx, { email: 'manual@example.com' });
    const noRef = await order(s, { batchId: batch.id, method: 'manual' });
    expectStatus(noRef, 400);
    expect(noRef.json().data).toEqual([
      { field: 'reference', message: COMMERCE_MSG.referenceRequired },
    ]);
    const shortRef = await order(s, { batchId: batch.id, method: 'manual', reference: '12-3' });
    expect(shortRef.json().data).toEqual([
      { field: 'reference', message: COMMERCE_MSG.referenceFormat },
    ]);

    const png = Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      Buffer.alloc(32, 1),
    ]);
    const upload = (who: Student) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/uploads/payment-proof',
        headers: { cookie: who.cookie, 'content-type': 'image/png' },
        payload: png,
      });
    const theirs = (await upload(other)).json().data.file._id as string;
    const foreign = await order(s, {
      batchId: batch.id,
      method: 'manual',
      reference: 'utr 4455 6677 88',
      screenshotFileId: theirs,
    });
    expectStatus(foreign, 400);
    expect(foreign.json().data).toEqual([
      { field: 'screenshotFileId', message: COMMERCE_MSG.fileNotFound },
    ]);

    const mine = (await upload(s)).json().data.file._id as string;
    const res = await order(s, {
      batchId: batch.id,
      method: 'manual',
      reference: 'utr 4455-6677 88',
      screenshotFileId: mine,
    });
    expectStatus(res, 201);
    expect(res.json().message).toBe(COMMERCE_MSG.manualSubmitted);
    const data = orderData(res);
    expect(data).toMatchObject({ enrolled: false, gateway: null });
    expect(data.payment).toMatchObject({
      method: 'manual',
      gateway: null,
      status: 'pending_approval',
      reference: 'UTR4455667788',
      hasScreenshot: true,
      gatewayOrderId: null,
    });
    const acks = await ctx.db.select().from(outbox).where(eq(outbox.refId, data.payment._id));
    expect(acks.map((a) => a.channel).sort()).toEqual(['email', 'sms']);

    const again = await order(s, { batchId: batch.id, method: 'online' });
    expectStatus(again, 409);
    expect(again.json().message).toBe(COMMERCE_MSG.pendingApprovalExists);
    // the test gateway does not pay manual payments
    const tg = await call(ctx, s.cookie)('POST', `/payments/test-gateway/${data.payment._id}`, {
      outcome: 'success',
    });
    expectStatus(tg, 409);
  });
});

describe('GET /payments, /payments/{id}, /payments/{id}/receipt', () => {
  let paidId: string;
  let openId: string;
  let s: Student;

  beforeAll(async () => {
    s = await signedInStudent(ctx, {
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ravi@example.com',
    });
    const open = await order(s, { batchId: otherBatch.id, method: 'online' });
    openId = orderData(open).payment._id;
    const res = await order(s, { batchId: batch.id, method: 'online', couponCode: 'FLAT500' });
    paidId = orderData(res).payment._id;
    await call(ctx, s.cookie)('POST', `/payments/test-gateway/${paidId}`, { outcome: 'success' });
  });

  it('lists only mine, newest first', async () => {
    const res = await call(ctx, s.cookie)('GET', '/payments');
    expectStatus(res, 200);
    const list = (res.json() as { data: { payments: Payment[] } }).data.payments;
    expect(list.map((p) => p._id)).toEqual([paidId, openId]);
    expect(list[0]).toMatchObject({
      status: 'paid',
      user: { name: 'Ravi Kumar', email: 'ravi@example.com' },
      course: { _id: courseId },
      batch: { _id: batch.id, name: 'Weekend Batch' },
    });
    const others = await call(ctx, other.cookie)('GET', '/payments');
    expect(
      (others.json() as { data: { payments: Payment[] } }).data.payments.map((p) => p._id),
    ).not.toContain(paidId);
    expectStatus(await call(ctx, '')('GET', '/payments'), 401);
  });

  it('one payment: mine, else 404', async () => {
    const res = await call(ctx, s.cookie)('GET', `/payments/${paidId}`);
    expectStatus(res, 200);
    expect(paymentOf(res)._id).toBe(paidId);
    const theirs = await call(ctx, other.cookie)('GET', `/payments/${paidId}`);
    expectStatus(theirs, 404);
    expect(theirs.json().message).toBe(COMMERCE_MSG.paymentNotFound);
    expectStatus(await call(ctx, s.cookie)('GET', '/payments/not-an-id'), 404);
  });

  it('a receipt PDF for a paid payment; 400 before it is paid; 404 for others', async () => {
    const res = await call(ctx, s.cookie)('GET', `/payments/${paidId}/receipt`);
    expectStatus(res, 200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const number = paymentOf(await call(ctx, s.cookie)('GET', `/payments/${paidId}`)).receiptNumber;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1_500);

    const open = await call(ctx, s.cookie)('GET', `/payments/${openId}/receipt`);
    expectStatus(open, 400);
    expect(open.json().message).toBe(COMMERCE_MSG.receiptNotAvailable);
    expectStatus(await call(ctx, other.cookie)('GET', `/payments/${paidId}/receipt`), 404);
  });

  it('a lapsed seat hold makes the order Expired in the profile and staff list as its seat frees', async () => {
    const seatsFree = async () => (await quoteOk(other, otherBatch.id)).seatsFree;
    const mine = async () =>
      (
        (await call(ctx, s.cookie)('GET', '/payments')).json() as {
          data: { payments: Payment[] };
        }
      ).data.payments.find((p) => p._id === openId)!;
    const admin = await createUser(ctx.db, { role: 'admin' });
    const staff = call(ctx, await loginAs(ctx.app, admin.phoneNumber!));
    const listedExpired = async () =>
      (
        (await staff('GET', '/admin/payments?status=abandoned&limit=100')).json() as {
          data: { payments: Payment[] };
        }
      ).data.payments.some((p) => p._id === openId);

    expect(await mine()).toMatchObject({ status: 'created', displayStatus: 'created' });
    expect(await listedExpired()).toBe(false);
    const held = await seatsFree();

    await ctx.db
      .update(payments)
      .set({ seatHeldUntil: new Date(Date.now() - 1_000) })
      .where(eq(payments.id, openId));
    expect(await mine()).toMatchObject({ status: 'created', displayStatus: 'abandoned' });
    expect(ORDER_STATUS_LABELS.abandoned).toBe('Expired');
    expect(await listedExpired()).toBe(true);
    expect(await seatsFree()).toBe(held + 1);
  });

  it('a free enrolment has its receipt number and a ₹0 receipt PDF, like a paid one', async () => {
    const f = await signedInStudent(ctx);
    const res = await order(f, {
      batchId: batch.id,
      couponCode: FREE_ACCESS_COUPON,
      method: 'online',
    });
    const free = orderData(res).payment;
    expect(free).toMatchObject({ method: 'free', status: 'paid', amounts: { totalPaise: 0 } });
    const pdf = await call(ctx, f.cookie)('GET', `/payments/${free._id}/receipt`);
    expectStatus(pdf, 200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${free.receiptNumber}.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a receipt survives names the PDF font cannot draw', async () => {
    const t = await signedInStudent(ctx, { firstName: 'प्रिया', lastName: 'Şahin 😀' });
    const res = await order(t, {
      batchId: batch.id,
      couponCode: FREE_ACCESS_COUPON,
      method: 'online',
    });
    const pid = orderData(res).payment._id;
    const pdf = await call(ctx, t.cookie)('GET', `/payments/${pid}/receipt`);
    expectStatus(pdf, 200);
  });
});
