import { and, count, eq, inArray, isNull, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { COMMERCE_MSG, MSG } from '@app/shared';

import {
  enrolments,
  outbox,
  paymentEvents,
  payments,
  type BatchRow,
} from '../../db/schema/index.ts';
import { useTestContext } from '../../test/harness.ts';
import {
  bulkOpenOrders,
  capturedEvent,
  deliver,
  expectStatus,
  insertBatch,
  insertCourse,
} from './checkout.fixtures.ts';
import { hmacHex } from './razorpay.ts';

/**
 * Razorpay webhooks: signature over the raw bytes, one enrolment per payment however often an
 * event arrives, and nothing written for a tampered one. PGlite runs one query at a time, so the
 * big run uses fewer orders there; PostgreSQL gets the full 1,000 × 3 + 100.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const ORDERS = onPostgres ? 1_000 : 300;
const TAMPERED = 100;
const AMOUNT = 4_129_882;

const ctx = useTestContext();
let batch: BatchRow;

beforeAll(async () => {
  const courseId = await insertCourse(ctx.db);
  batch = await insertBatch(ctx.db, courseId, { seats: 100_000 });
});

describe(`POST /payments/webhook under load (${ORDERS} orders × 3 deliveries + ${TAMPERED} tampered)`, () => {
  it('enrols each paid order exactly once and rejects every tampered event', async () => {
    const orders = await bulkOpenOrders(ctx.db, batch, ORDERS, {
      totalPaise: AMOUNT,
      prefix: 'load',
    });
    const tamperedOrders = await bulkOpenOrders(ctx.db, batch, TAMPERED, {
      totalPaise: AMOUNT,
      prefix: 'evil',
    });
    type Shot = () => ReturnType<typeof deliver>;
    const shots: Shot[] = [];
    orders.forEach((o, i) => {
      const raw = JSON.stringify(capturedEvent(o.orderId, AMOUNT, `pay_load_${i}`));
      // the same event three times, once with Razorpay's event id header on all three
      const eventId = i % 2 ? `evt_load_${i}` : undefined;
      for (let k = 0; k < 3; k++) shots.push(() => deliver(ctx, raw, { eventId }));
    });
    tamperedOrders.forEach((o, i) => {
      const signedBytes = JSON.stringify(capturedEvent(o.orderId, 100, `pay_evil_${i}`));
      const raw = signedBytes.replace('"amount":100', `"amount":${AMOUNT}`);
      if (i % 3 === 0)
        shots.push(() => deliver(ctx, raw, { signedBytes })); // body changed after signing
      else if (i % 3 === 1) shots.push(() => deliver(ctx, raw, { secret: 'not-the-secret' }));
      else shots.push(() => deliver(ctx, raw, { signature: hmacHex('x', raw).slice(0, 63) + 'g' }));
    });
    // interleave so duplicates of one event race each other and the tampered ones
    shots.sort(() => Math.random() - 0.5);

    const started = Date.now();
    const statuses: number[] = [];
    const CHUNK = 300;
    for (let i = 0; i < shots.length; i += CHUNK) {
      const answers = await Promise.all(shots.slice(i, i + CHUNK).map((s) => s()));
      statuses.push(...answers.map((a) => a.statusCode));
    }
    const seconds = (Date.now() - started) / 1000;
    console.info(`webhook load: ${shots.length} deliveries in ${seconds.toFixed(1)} s`);

    expect(statuses.filter((s) => s === 200)).toHaveLength(ORDERS * 3);
    expect(statuses.filter((s) => s === 400)).toHaveLength(TAMPERED);
    expect(statuses.filter((s) => s >= 500)).toHaveLength(0);

    const goodIds = orders.map((o) => o.paymentId);
    const evilIds = tamperedOrders.map((o) => o.paymentId);
    const [enrolled] = await ctx.db
      .select({ n: count() })
      .from(enrolments)
      .where(inArray(enrolments.paymentId, goodIds));
    expect(enrolled!.n).toBe(ORDERS);
    const [perUser] = await ctx.db
      .select({ n: count() })
      .from(enrolments)
      .where(eq(enrolments.batchId, batch.id));
    expect(perUser!.n).toBe(ORDERS);
    const paid = await ctx.db
      .select({ id: payments.id, receiptNo: payments.receiptNo, gp: payments.gatewayPaymentId })
      .from(payments)
      .where(and(inArray(payments.id, goodIds), eq(payments.status, 'paid')));
    expect(paid).toHaveLength(ORDERS);
    expect(new Set(paid.map((p) => p.receiptNo)).size).toBe(ORDERS);
    expect(paid.every((p) => p.gp?.startsWith('pay_load_'))).toBe(true);
    // one recorded event per distinct event, none for tampered ones
    const [events] = await ctx.db
      .select({ n: count() })
      .from(paymentEvents)
      .where(inArray(paymentEvents.paymentId, goodIds));
    expect(events!.n).toBe(ORDERS);
    const evilEvents = await ctx.db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(inArray(paymentEvents.paymentId, evilIds));
    expect(evilEvents).toHaveLength(0);
    const evil = await ctx.db
      .select({ status: payments.status })
      .from(payments)
      .where(inArray(payments.id, evilIds));
    expect(evil.every((p) => p.status === 'created')).toBe(true);
    // one SMS per paid payment
    const [sms] = await ctx.db
      .select({ n: count() })
      .from(outbox)
      .where(and(eq(outbox.channel, 'sms'), like(outbox.dedupeKey, 'payment-paid:%')));
    expect(sms!.n).toBe(ORDERS);
  }, 180_000);
});

describe('POST /payments/webhook edge cases', () => {
  it('bad JSON, an empty body, a missing or malformed signature → 400, never 500', async () => {
    const bad = await deliver(ctx, '{"event": "payment.captured",');
    expectStatus(bad, 400);
    expect(bad.json()).toMatchObject({ success: false, message: MSG.malformedJson });

    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'ab' },
    });
    expectStatus(empty, 400);

    const raw = JSON.stringify(capturedEvent('order_nope', 100, 'pay_x'));
    const missing = await deliver(ctx, raw, { signature: null });
    expectStatus(missing, 400);
    expect(missing.json().message).toBe(COMMERCE_MSG.invalidSignature);
    const weird = await deliver(ctx, raw, { signature: 'zz'.repeat(32) });
    expectStatus(weird, 400);
    const upper = await deliver(ctx, raw, {
      signature: hmacHex(ctx.config.payments.webhookSecret, raw).toUpperCase(),
    });
    expectStatus(upper, 200);

    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'text/plain' },
      payload: raw,
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);

    const proto = '{"__proto__": {"x": 1}, "event": "payment.captured"}';
    expectStatus(await deliver(ctx, proto), 400);
  });

  it('signed events of unexpected shapes are acknowledged, recorded, and change nothing', async () => {
    for (const body of [
      '[]',
      '"hello"',
      '{"event": 5}',
      '{"event":"refund.created","payload":{}}',
    ]) {
      expectStatus(await deliver(ctx, body), 200);
    }
    const unknown = JSON.stringify(capturedEvent('order_unknown_1', 100, 'pay_unknown_1'));
    const res = await deliver(ctx, unknown);
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ success: true, message: COMMERCE_MSG.webhookAccepted });
    const rows = await ctx.db
      .select()
      .from(paymentEvents)
      .where(
        and(isNull(paymentEvents.paymentId), like(paymentEvents.eventKey, '%order_unknown_1%')),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.outcome).toMatch(/No matching order/);
  });

  it('a wrong amount is recorded and flagged, not enrolled; order.paid and payment.failed work', async () => {
    const [a, b, c] = await bulkOpenOrders(ctx.db, batch, 3, {
      totalPaise: 50_000,
      prefix: 'edge',
    });
    // amount mismatch
    const wrong = JSON.stringify(capturedEvent(a!.orderId, 49_999, 'pay_wrong'));
    expectStatus(await deliver(ctx, wrong), 200);
    const [pa] = await ctx.db.select().from(payments).where(eq(payments.id, a!.paymentId));
    expect(pa!.status).toBe('failed');
    expect(pa!.failureReason).toContain(COMMERCE_MSG.amountMismatch);
    const noEnrol = await ctx.db.select().from(enrolments).where(eq(enrolments.userId, a!.userId));
    expect(noEnrol).toHaveLength(0);

    // order.paid (order entity only, notes carry our id)
    const orderPaid = JSON.stringify({
      event: 'order.paid',
      payload: {
        order: {
          entity: { id: b!.orderId, amount_paid: 50_000, currency: 'INR', notes: {} },
        },
      },
    });
    expectStatus(await deliver(ctx, orderPaid, { eventId: 'evt_order_paid_b' }), 200);
    const [pb] = await ctx.db.select().from(payments).where(eq(payments.id, b!.paymentId));
    expect(pb!.status).toBe('paid');

    // payment.failed, then the same payment captured later (a retry at the gateway)
    const failed = JSON.stringify({
      event: 'payment.failed',
      payload: {
        payment: {
          entity: {
            id: 'pay_c1',
            order_id: c!.orderId,
            amount: 50_000,
            currency: 'INR',
            error_description: 'Card declined by the bank',
          },
        },
      },
    });
    expectStatus(await deliver(ctx, failed), 200);
    let [pc] = await ctx.db.select().from(payments).where(eq(payments.id, c!.paymentId));
    expect(pc).toMatchObject({ status: 'failed', failureReason: 'Card declined by the bank' });
    const retry = JSON.stringify(capturedEvent(c!.orderId, 50_000, 'pay_c2'));
    await Promise.all([deliver(ctx, retry), deliver(ctx, retry)]);
    [pc] = await ctx.db.select().from(payments).where(eq(payments.id, c!.paymentId));
    expect(pc).toMatchObject({ status: 'paid', gatewayPaymentId: 'pay_c2', failureReason: null });
    // a late failure for the paid payment changes nothing
    expectStatus(await deliver(ctx, failed.replace('pay_c1', 'pay_c3')), 200);
    [pc] = await ctx.db.select().from(payments).where(eq(payments.id, c!.paymentId));
    expect(pc!.status).toBe('paid');
    const enrolled = await ctx.db.select().from(enrolments).where(eq(enrolments.userId, c!.userId));
    expect(enrolled).toHaveLength(1);
  });
});
