import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COMMERCE_MSG, MSG, type OrderData, type Payment } from '@app/shared';

import { loadConfig } from '../../core/config.ts';
import { enrolments, paymentEvents, payments, type BatchRow } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import {
  call,
  capturedEvent,
  deliver,
  expectStatus,
  insertBatch,
  insertCourse,
  signedInStudent,
  type Student,
} from './checkout.fixtures.ts';
import { GATEWAY_UNAVAILABLE } from './checkout.service.ts';
import { checkoutSignature, RAZORPAY_ORDERS_URL, setGatewayFetch } from './razorpay.ts';

/** Razorpay mode: orders through a fake Orders API, Checkout's signature, and its webhook. */
const KEY_ID = 'rzp_test_key123';
const KEY_SECRET = 'rzp_secret_abc';
const WEBHOOK_SECRET = 'whsec_kodeschool_test';

let ctx: TestContext;
let batch: BatchRow;
let student: Student;
let restore: () => void;
type Seen = { url: string; auth: string; body: Record<string, unknown> };
const seen: Seen[] = [];
let gatewayDown = false;
let orderCounter = 0;

beforeAll(async () => {
  const base = loadConfig({ NODE_ENV: 'test' }, { jwtSecret: 'x'.repeat(48) }).payments;
  ctx = await createTestContext({
    config: {
      payments: {
        ...base,
        gateway: 'razorpay',
        razorpayKeyId: KEY_ID,
        razorpayKeySecret: KEY_SECRET,
        webhookSecret: WEBHOOK_SECRET,
      },
    },
  });
  restore = setGatewayFetch(async (url, init) => {
    if (gatewayDown) throw new TypeError('fetch failed');
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    seen.push({ url, auth: new Headers(init.headers).get('authorization') ?? '', body });
    if (body.amount === 11_800) {
      return new Response(JSON.stringify({ error: { description: 'Amount exceeds limit' } }), {
        status: 400,
      });
    }
    orderCounter += 1;
    return new Response(
      JSON.stringify({ id: `order_fake${orderCounter}`, amount: body.amount, status: 'created' }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  });
  const courseId = await insertCourse(ctx.db, { title: 'Backend with Node' });
  batch = await insertBatch(ctx.db, courseId, { name: 'Morning Batch', price: 10_000 });
  student = await signedInStudent(ctx, {
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera@example.com',
  });
});
afterAll(async () => {
  restore();
  await ctx.close();
});

const orderData = (res: { json(): unknown }) => (res.json() as { data: OrderData }).data;

async function newOrder(who: Student, batchId = batch.id) {
  const res = await call(ctx, who.cookie)('POST', '/checkout/orders', {
    batchId,
    method: 'online',
  });
  expectStatus(res, 201);
  return orderData(res);
}

describe('Razorpay orders', () => {
  it('quote says razorpay; an online order opens a Razorpay order and hands its details over', async () => {
    const q = await call(ctx, student.cookie)('POST', '/checkout/quote', { batchId: batch.id });
    expect(q.json().data.quote.gateway).toBe('razorpay');

    const data = await newOrder(student);
    const last = seen.at(-1)!;
    expect(last.url).toBe(RAZORPAY_ORDERS_URL);
    expect(last.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(last.body).toEqual({
      amount: 1_180_000,
      currency: 'INR',
      receipt: data.payment._id,
      notes: { paymentId: data.payment._id },
    });
    expect(data.gateway).toEqual({
      kind: 'razorpay',
      keyId: KEY_ID,
      orderId: `order_fake${orderCounter}`,
      amountPaise: 1_180_000,
      currency: 'INR',
      name: 'KodeSchool',
      description: 'Backend with Node — Morning Batch',
      prefill: { name: 'Meera Iyer', email: 'meera@example.com', contact: `+91${student.phone}` },
    });
    expect(data.payment).toMatchObject({
      status: 'created',
      gateway: 'razorpay',
      gatewayOrderId: `order_fake${orderCounter}`,
    });
  });

  it('asking again gives the open order back (no second Razorpay order); no test gateway', async () => {
    const calls = seen.length;
    const res = await call(ctx, student.cookie)('POST', '/checkout/orders', {
      batchId: batch.id,
      method: 'online',
    });
    expectStatus(res, 200);
    expect(res.json().message).toBe(COMMERCE_MSG.orderResumed);
    const data = orderData(res);
    expect(seen).toHaveLength(calls);
    expect(data.gateway).toMatchObject({ kind: 'razorpay', orderId: `order_fake${orderCounter}` });
    const rows = await ctx.db.select().from(payments).where(eq(payments.userId, student.id));
    expect(rows).toHaveLength(1);
    const tg = await call(ctx, student.cookie)(
      'POST',
      `/payments/test-gateway/${data.payment._id}`,
      { outcome: 'success' },
    );
    expectStatus(tg, 404);
    expect(tg.json().message).toBe(MSG.routeNotFound);
  });

  it('a gateway that is down or refuses → 503, the payment is marked failed, nothing enrolled', async () => {
    const s = await signedInStudent(ctx);
    gatewayDown = true;
    const res = await call(ctx, s.cookie)('POST', '/checkout/orders', {
      batchId: batch.id,
      method: 'online',
    });
    gatewayDown = false;
    expectStatus(res, 503);
    expect(res.json()).toEqual({ success: false, message: GATEWAY_UNAVAILABLE });
    const rows = await ctx.db.select().from(payments).where(eq(payments.userId, s.id));
    expect(rows).toMatchObject([
      { status: 'failed', failureReason: 'Razorpay could not be reached', gatewayOrderId: null },
    ]);

    // ₹100 + 18 % = 11,800 paise: the fake gateway refuses that amount
    const cheap = await insertBatch(ctx.db, batch.courseId, { price: 100 });
    const refused = await call(ctx, s.cookie)('POST', '/checkout/orders', {
      batchId: cheap.id,
      method: 'online',
    });
    expectStatus(refused, 503);
    const [row] = await ctx.db.select().from(payments).where(eq(payments.batchId, cheap.id));
    expect(row!.failureReason).toBe('Razorpay refused the order (HTTP 400): Amount exceeds limit');
    // a retry when the gateway is back works
    const ok = await call(ctx, s.cookie)('POST', '/checkout/orders', {
      batchId: batch.id,
      method: 'online',
    });
    expectStatus(ok, 201);
  });
});

describe('POST /payments/verify', () => {
  it('a valid Checkout signature pays and enrols once; a bad one is refused', async () => {
    const s = await signedInStudent(ctx);
    const data = await newOrder(s);
    const orderId = data.payment.gatewayOrderId!;
    const verify = (who: Student, body: Record<string, string>) =>
      call(ctx, who.cookie)('POST', '/payments/verify', body);

    const bad = await verify(s, {
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_abc',
      razorpay_signature: checkoutSignature('wrong', orderId, 'pay_abc'),
    });
    expectStatus(bad, 400);
    expect(bad.json().message).toBe(COMMERCE_MSG.invalidPaymentSignature);
    const garbage = await verify(s, {
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_abc',
      razorpay_signature: 'not-hex',
    });
    expectStatus(garbage, 400);

    const good = {
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_abc',
      razorpay_signature: checkoutSignature(KEY_SECRET, orderId, 'pay_abc'),
    };
    // someone else's order, even with a good signature
    expectStatus(await verify(student, good), 404);
    const [r1, r2] = await Promise.all([verify(s, good), verify(s, good)]);
    expectStatus(r1!, 200);
    expectStatus(r2!, 200);
    const payment = (r1!.json() as { data: { payment: Payment } }).data.payment;
    expect(payment).toMatchObject({ status: 'paid', gatewayPaymentId: 'pay_abc' });
    expect(r1!.json().message).toBe(COMMERCE_MSG.paymentSucceeded);

    // the webhook that follows changes nothing
    const raw = JSON.stringify(capturedEvent(orderId, 1_180_000, 'pay_abc'));
    expectStatus(await deliver(ctx, raw, { eventId: 'evt_after_verify' }), 200);
    expectStatus(await deliver(ctx, raw, { secret: KEY_SECRET }), 400);
    const rows = await ctx.db.select().from(enrolments).where(eq(enrolments.userId, s.id));
    expect(rows).toHaveLength(1);
    const events = await ctx.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, payment._id));
    expect(events.map((e) => e.source).sort()).toEqual(['verify', 'webhook']);
    expect(events.find((e) => e.source === 'webhook')!.outcome).toMatch(/No change/);
  });

  it('a webhook alone pays a Razorpay order', async () => {
    const s = await signedInStudent(ctx);
    const data = await newOrder(s);
    const raw = JSON.stringify(capturedEvent(data.payment.gatewayOrderId!, 1_180_000, 'pay_wh'));
    expectStatus(await deliver(ctx, raw), 200);
    const res = await call(ctx, s.cookie)('GET', `/payments/${data.payment._id}`);
    expect(res.json().data.payment).toMatchObject({ status: 'paid', gatewayPaymentId: 'pay_wh' });
  });

  it('verify after the batch filled up: refund due with its reason, not enrolled', async () => {
    const small = await insertBatch(ctx.db, batch.courseId, { seats: 1, price: 10_000 });
    const [s, t] = [await signedInStudent(ctx), await signedInStudent(ctx)];
    const data = await newOrder(s, small.id);
    // the hold runs out and someone else takes the seat
    await ctx.db
      .update(payments)
      .set({ seatHeldUntil: new Date(Date.now() - 1_000) })
      .where(eq(payments.id, data.payment._id));
    await newOrder(t, small.id);
    const orderId = data.payment.gatewayOrderId!;
    const res = await call(ctx, s.cookie)('POST', '/payments/verify', {
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_late',
      razorpay_signature: checkoutSignature(KEY_SECRET, orderId, 'pay_late'),
    });
    expectStatus(res, 200);
    expect(res.json().message).toBe(COMMERCE_MSG.paymentRefundDue);
    expect((res.json() as { data: { payment: Payment } }).data.payment).toMatchObject({
      status: 'refund_due',
      failureReason: COMMERCE_MSG.refundBatchFull,
      gatewayPaymentId: 'pay_late',
      receiptNumber: null,
    });
    expect(await ctx.db.select().from(enrolments).where(eq(enrolments.userId, s.id))).toEqual([]);
  });
});
