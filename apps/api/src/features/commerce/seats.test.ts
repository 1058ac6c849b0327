import { and, count, eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  COMMERCE_MSG,
  type OrderData,
  type Pagination,
  type Payment,
  type Quote,
} from '@app/shared';

import { batches, enrolments, outbox, paymentEvents, payments } from '../../db/schema/index.ts';
import { signedIn, useTestContext } from '../../test/harness.ts';
import {
  addDays,
  call,
  capturedEvent,
  deliver,
  expectStatus,
  insertBatch,
  insertCoupon,
  insertCourse,
  signedInStudent,
  type Student,
} from './checkout.fixtures.ts';

/**
 * Seats under load: an online order holds a seat for seatHoldMinutes; completing a payment
 * re-checks the batch with its row locked. On PostgreSQL the parallel requests below are real
 * races between connections; PGlite runs them one after another in arrival order.
 */

const ctx = useTestContext();
let courseId: string;
let adminCookie: string;

beforeAll(async () => {
  courseId = await insertCourse(ctx.db, { title: 'Data Structures' });
  adminCookie = (await signedIn(ctx, 'admin', { firstName: 'Vikram' })).cookie;
});

const students = (n: number) =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      signedInStudent(ctx, { firstName: `S${i}`, email: `s${i}.${Date.now()}@example.com` }),
    ),
  );
const order = (who: Student, batchId: string, extra: Record<string, unknown> = {}) =>
  call(ctx, who.cookie)('POST', '/checkout/orders', { batchId, method: 'online', ...extra });
const orderData = (res: { json(): unknown }) => (res.json() as { data: OrderData }).data;
const testPay = (who: Student, paymentId: string) =>
  call(ctx, who.cookie)('POST', `/payments/test-gateway/${paymentId}`, { outcome: 'success' });
const paymentOf = (res: { json(): unknown }) =>
  (res.json() as { data: { payment: Payment } }).data.payment;

async function rowsOf(batchId: string) {
  return ctx.db.select().from(payments).where(eq(payments.batchId, batchId));
}
async function enrolledIn(batchId: string) {
  return ctx.db.select().from(enrolments).where(eq(enrolments.batchId, batchId));
}
/** Moves every seat hold in the batch into the past, as if the students had walked away. */
async function lapseHolds(batchId: string) {
  await ctx.db
    .update(payments)
    .set({ seatHeldUntil: new Date(Date.now() - 60_000) })
    .where(eq(payments.batchId, batchId));
}

describe('opening orders', () => {
  it('six students, two seats, all at once: two orders hold the seats, four are told it is full', async () => {
    const batch = await insertBatch(ctx.db, courseId, { seats: 2, price: 5_000 });
    const crowd = await students(6);
    const before = Date.now();
    const answers = await Promise.all(crowd.map((s) => order(s, batch.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json()).toEqual({ success: false, message: COMMERCE_MSG.batchFull });
    }
    const rows = await rowsOf(batch.id);
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      const held = r.seatHeldUntil!.getTime() - before;
      expect(held).toBeGreaterThanOrEqual(15 * 60_000 - 1_000);
      expect(held).toBeLessThanOrEqual(15 * 60_000 + 60_000);
    }
    const winners = crowd.filter((s) => rows.some((r) => r.userId === s.id));
    const losers = crowd.filter((s) => !winners.includes(s));

    // the quote shows the hold to its owner; nobody else sees a free seat
    const mine = (
      await call(ctx, winners[0]!.cookie)('POST', '/checkout/quote', { batchId: batch.id })
    ).json().data.quote as Quote;
    const theirs = (
      await call(ctx, losers[0]!.cookie)('POST', '/checkout/quote', { batchId: batch.id })
    ).json().data.quote as Quote;
    const heldRow = rows.find((r) => r.userId === winners[0]!.id)!;
    expect(mine).toMatchObject({
      seatHoldMinutes: 15,
      heldUntil: heldRow.seatHeldUntil!.toISOString(),
      seatsFree: 1,
    });
    expect(theirs).toMatchObject({ heldUntil: null, seatsFree: 0 });

    // each winner pays twice on the test gateway while the gateway's webhook arrives twice
    const shots = winners.flatMap((s) => {
      const p = rows.find((r) => r.userId === s.id)!;
      // the gateway's own webhook for the same capture the test gateway makes
      const raw = JSON.stringify(
        capturedEvent(p.gatewayOrderId!, p.totalPaise, `pay_test_${p.id}`),
      );
      return [testPay(s, p.id), testPay(s, p.id), deliver(ctx, raw), deliver(ctx, raw)];
    });
    const paid = await Promise.all(shots);
    expect(paid.every((r) => r.statusCode === 200)).toBe(true);

    const after = await rowsOf(batch.id);
    expect(after.map((r) => r.status)).toEqual(['paid', 'paid']);
    expect(new Set(after.map((r) => r.userId)).size).toBe(2);
    expect(
      after.every((r) => r.receiptNo !== null && r.gatewayPaymentId === `pay_test_${r.id}`),
    ).toBe(true);
    // one capture event per order: every other delivery was the same event again
    const events = await ctx.db
      .select()
      .from(paymentEvents)
      .where(
        inArray(
          paymentEvents.paymentId,
          after.map((r) => r.id),
        ),
      );
    expect(events.map((e) => e.event)).toEqual(['payment.captured', 'payment.captured']);
    const enrolled = await enrolledIn(batch.id);
    expect(enrolled.map((e) => e.userId).sort()).toEqual(winners.map((w) => w.id).sort());
    // one "you're enrolled" SMS each, no refund anywhere
    const [sms] = await ctx.db
      .select({ n: count() })
      .from(outbox)
      .where(
        and(
          eq(outbox.channel, 'sms'),
          inArray(
            outbox.refId,
            after.map((r) => r.id),
          ),
          like(outbox.dedupeKey, 'payment-paid:%'),
        ),
      );
    expect(sms!.n).toBe(2);
    const refunds = await ctx.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, 'payment-refund-due:%'));
    expect(refunds.filter((m) => after.some((r) => r.id === m.refId))).toHaveLength(0);
  });

  it('a double click makes one order: the open order comes back, not a second one', async () => {
    const batch = await insertBatch(ctx.db, courseId, { seats: 5 });
    const [s] = await students(1);
    const [a, b] = await Promise.all([order(s!, batch.id), order(s!, batch.id)]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 201]);
    const again = [a!, b!].find((r) => r.statusCode === 200)!;
    expect(again.json().message).toBe(COMMERCE_MSG.orderResumed);
    expect(orderData(a!).payment._id).toBe(orderData(b!).payment._id);
    expect(orderData(again).gateway).toEqual({
      kind: 'test',
      paymentId: orderData(a!).payment._id,
    });
    expect(await rowsOf(batch.id)).toHaveLength(1);

    // another coupon makes a new order; the old one gives its seat back
    await insertCoupon(ctx.db, { code: 'SEATS10', value: 10 });
    const other = await order(s!, batch.id, { couponCode: 'SEATS10' });
    expectStatus(other, 201);
    const rows = await rowsOf(batch.id);
    expect(rows).toHaveLength(2);
    const old = rows.find((r) => r.id === orderData(a!).payment._id)!;
    expect(old).toMatchObject({ status: 'created', seatHeldUntil: null });
  });
});

describe('completing payments', () => {
  it('holds lapse: six orders over time, all six pay at once → two enrolled, four refund due and told once', async () => {
    const batch = await insertBatch(ctx.db, courseId, { seats: 2, price: 2_000 });
    const crowd = await students(6);
    for (let i = 0; i < 6; i += 2) {
      const pair = await Promise.all(crowd.slice(i, i + 2).map((s) => order(s, batch.id)));
      expect(pair.map((r) => r.statusCode)).toEqual([201, 201]);
      await lapseHolds(batch.id);
    }
    const rows = await rowsOf(batch.id);
    expect(rows).toHaveLength(6);
    const answers = await Promise.all(
      crowd.map((s) => testPay(s, rows.find((r) => r.userId === s.id)!.id)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const messages = answers.map((a) => a.json().message as string).sort();
    expect(messages).toEqual(
      [
        ...Array<string>(2).fill(COMMERCE_MSG.paymentSucceeded),
        ...Array<string>(4).fill(COMMERCE_MSG.paymentRefundDue),
      ].sort(),
    );

    const after = await rowsOf(batch.id);
    const paid = after.filter((r) => r.status === 'paid');
    const due = after.filter((r) => r.status === 'refund_due');
    expect(paid).toHaveLength(2);
    expect(due).toHaveLength(4);
    expect(due.every((r) => r.failureReason === COMMERCE_MSG.refundBatchFull)).toBe(true);
    expect(due.every((r) => r.receiptNo === null && r.gatewayPaymentId !== null)).toBe(true);
    expect((await enrolledIn(batch.id)).map((e) => e.paymentId).sort()).toEqual(
      paid.map((p) => p.id).sort(),
    );

    // a redelivered capture for a refund-due payment changes nothing and tells nobody again
    const p0 = due[0]!;
    const raw = JSON.stringify(capturedEvent(p0.gatewayOrderId!, p0.totalPaise, 'pay_again'));
    await Promise.all([deliver(ctx, raw), deliver(ctx, raw)]);
    const told = await ctx.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.refId,
          due.map((r) => r.id),
        ),
      );
    const refundMessages = told.filter((m) => m.dedupeKey?.startsWith('payment-refund-due:'));
    expect(refundMessages).toHaveLength(8);
    for (const r of due) {
      const mine = refundMessages.filter((m) => m.refId === r.id);
      expect(mine.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      expect(mine.find((m) => m.channel === 'sms')!.body).toContain(COMMERCE_MSG.refundBatchFull);
    }
    expect(told.some((m) => m.dedupeKey?.startsWith('payment-paid:'))).toBe(false);
    const [dueEvent] = await ctx.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, p0.id), eq(paymentEvents.event, 'refund-due')));
    expect(dueEvent!.outcome).toContain(COMMERCE_MSG.refundBatchFull);
    // a different capture for it would be a second charge: flagged for refund on the payment
    const [again] = await ctx.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, p0.id), like(paymentEvents.eventKey, '%pay_again')));
    expect(again!.outcome).toMatch(
      /^Second capture: pay_again \(order already refund_due by pay_test_\w+\); refund it$/,
    );

    // the student sees "Refund due" with the reason; no receipt
    const student = crowd.find((s) => s.id === p0.userId)!;
    const mineList = await call(ctx, student.cookie)('GET', '/payments');
    const listed = (mineList.json() as { data: { payments: Payment[] } }).data.payments;
    expect(listed.find((p) => p._id === p0.id)).toMatchObject({
      status: 'refund_due',
      displayStatus: 'refund_due',
      failureReason: COMMERCE_MSG.refundBatchFull,
      receiptNumber: null,
    });
    const receipt = await call(ctx, student.cookie)('GET', `/payments/${p0.id}/receipt`);
    expectStatus(receipt, 400);

    // staff find them in Failed Payments and mark one refunded; the student is told
    const admin = (url: string, payload?: unknown) =>
      ctx.app.inject({
        method: payload ? 'POST' : 'GET',
        url: `/api/v1/admin${url}`,
        headers: { cookie: adminCookie },
        ...(payload ? { payload: payload as object } : {}),
      });
    const list = await admin(`/payments?status=refund_due&search=${p0.id}`);
    expectStatus(list, 200);
    const data = list.json().data as { payments: Payment[]; pagination: Pagination };
    expect(data.payments.map((p) => p._id)).toEqual([p0.id]);
    const all = (await admin('/payments?limit=100')).json().data as { payments: Payment[] };
    expect(all.payments.filter((p) => p.batch._id === batch.id)).toHaveLength(4);
    const resolved = await admin(`/payments/${p0.id}/resolve`, { note: 'Refunded via Razorpay' });
    expectStatus(resolved, 200);
    expect(resolved.json()).toMatchObject({
      message: COMMERCE_MSG.paymentRefunded,
      data: { payment: { status: 'refunded', resolutionNote: 'Refunded via Razorpay' } },
    });
    expectStatus(await admin(`/payments/${p0.id}/resolve`, { note: 'again!' }), 409);
    const refundedMsgs = await ctx.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `payment-refunded:${p0.id}:%`));
    expect(refundedMsgs).toHaveLength(2);
    const open = (await admin('/payments?status=refund_due&limit=100')).json().data as {
      payments: Payment[];
    };
    expect(open.payments.some((p) => p._id === p0.id)).toBe(false);
    const done = (await admin('/payments?status=refund_due&resolved=yes&limit=100')).json()
      .data as { payments: Payment[] };
    expect(done.payments.map((p) => p._id)).toContain(p0.id);
  });

  it('a batch closed, or its enrolment ended, after the order: paid, not enrolled, refund due', async () => {
    const closing = await insertBatch(ctx.db, courseId, { seats: 10 });
    const ending = await insertBatch(ctx.db, courseId, { seats: 10 });
    const [a, b] = await students(2);
    const pa = orderData(await order(a!, closing.id)).payment;
    const pb = orderData(await order(b!, ending.id)).payment;
    await ctx.db.update(batches).set({ isActive: false }).where(eq(batches.id, closing.id));
    await ctx.db
      .update(batches)
      .set({ enrollmentEndDate: addDays(-1) })
      .where(eq(batches.id, ending.id));

    const ra = await testPay(a!, pa._id);
    expectStatus(ra, 200);
    expect(ra.json().message).toBe(COMMERCE_MSG.paymentRefundDue);
    expect(paymentOf(ra)).toMatchObject({
      status: 'refund_due',
      failureReason: COMMERCE_MSG.refundBatchClosed,
    });
    // the webhook path too
    const raw = JSON.stringify(capturedEvent(pb.gatewayOrderId!, pb.amounts.totalPaise, 'pay_b'));
    expectStatus(await deliver(ctx, raw), 200);
    const [rb] = await ctx.db.select().from(payments).where(eq(payments.id, pb._id));
    expect(rb).toMatchObject({
      status: 'refund_due',
      failureReason: COMMERCE_MSG.refundEnrolmentClosed,
      gatewayPaymentId: 'pay_b',
    });
    expect(await enrolledIn(closing.id)).toHaveLength(0);
    expect(await enrolledIn(ending.id)).toHaveLength(0);
  });

  it('a second payment for a batch the student already owns is refund due, not a second place', async () => {
    const batch = await insertBatch(ctx.db, courseId, { seats: 10 });
    const [s] = await students(1);
    const first = orderData(await order(s!, batch.id)).payment;
    await insertCoupon(ctx.db, { code: 'SECONDTRY', value: 5 });
    const second = orderData(await order(s!, batch.id, { couponCode: 'SECONDTRY' })).payment;
    expect(second._id).not.toBe(first._id);
    expectStatus(await testPay(s!, second._id), 200);
    // the first order (another tab) is paid too
    const late = await testPay(s!, first._id);
    expect(late.json().message).toBe(COMMERCE_MSG.paymentRefundDue);
    expect(paymentOf(late)).toMatchObject({
      status: 'refund_due',
      failureReason: COMMERCE_MSG.refundAlreadyEnrolled,
    });
    const places = await enrolledIn(batch.id);
    expect(places).toMatchObject([{ userId: s!.id, paymentId: second._id, status: 'active' }]);
  });

  it('staff approving a manual payment for a closed or full batch get a 409; nothing changes', async () => {
    const batch = await insertBatch(ctx.db, courseId, { seats: 1 });
    const [s, other] = await students(2);
    const res = await call(ctx, s!.cookie)('POST', '/checkout/orders', {
      batchId: batch.id,
      method: 'manual',
      reference: 'UTR998877665',
    });
    expectStatus(res, 201);
    const id = orderData(res).payment._id;
    // the waiting manual payment holds the only seat
    expectStatus(await order(other!, batch.id), 409);

    const approve = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/payment-approvals/${id}/approve`,
        headers: { cookie: adminCookie },
      });
    await ctx.db.update(batches).set({ isActive: false }).where(eq(batches.id, batch.id));
    const closed = await approve();
    expectStatus(closed, 409);
    expect(closed.json().message).toBe(COMMERCE_MSG.approveBatchClosed);

    await ctx.db.update(batches).set({ isActive: true }).where(eq(batches.id, batch.id));
    await ctx.db
      .insert(enrolments)
      .values({ userId: other!.id, batchId: batch.id, courseId, status: 'active' });
    const full = await approve();
    expectStatus(full, 409);
    expect(full.json().message).toBe(COMMERCE_MSG.approveBatchFull);
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, id));
    expect(row).toMatchObject({ status: 'pending_approval', receiptNo: null });
    expect((await enrolledIn(batch.id)).map((e) => e.userId)).toEqual([other!.id]);
  });
});
