import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COMMERCE_MSG, FREE_ACCESS_COUPON, MSG, type OrderData, type Quote } from '@app/shared';

import { loadConfig } from '../../core/config.ts';
import { enrolments, payments, type BatchRow } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import {
  call,
  expectStatus,
  insertBatch,
  insertCoupon,
  insertCourse,
  signedInStudent,
  type Student,
} from './checkout.fixtures.ts';

/**
 * Which online gateway a site offers: Razorpay with its keys; the test gateway outside
 * production, or in production only with PAYMENTS_TEST_GATEWAY=true (a staging site); otherwise
 * none, and checkout offers the manual (UPI/bank) and free paths only.
 */

/** A production environment that starts: every setting it insists on is set. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'p'.repeat(48),
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
  UPI_ID: 'school@okaxis',
  UPI_PAYEE_NAME: 'Real School Pvt Ltd',
  BANK_DETAILS: 'HDFC 0000111122223333 IFSC HDFC0000001',
  GSTIN: '27AAACR5055K1Z7',
  SMTP_URL: 'smtp://127.0.0.1:2525',
};

describe('config.payments.gateway', () => {
  it('production: none without keys, test only with PAYMENTS_TEST_GATEWAY=true, razorpay with keys', () => {
    expect(loadConfig(PRODUCTION).payments.gateway).toBe('none');
    expect(loadConfig({ ...PRODUCTION, PAYMENTS_TEST_GATEWAY: 'true' }).payments.gateway).toBe(
      'test',
    );
    expect(loadConfig({ ...PRODUCTION, PAYMENTS_TEST_GATEWAY: 'false' }).payments.gateway).toBe(
      'none',
    );
    const keys = {
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'whsec',
    };
    expect(loadConfig({ ...PRODUCTION, ...keys }).payments.gateway).toBe('razorpay');
    expect(loadConfig({ ...PRODUCTION, ...keys }).payments.seatHoldMinutes).toBe(15);
  });

  it('outside production: the test gateway unless switched off', () => {
    const dev = { NODE_ENV: 'development', JWT_SECRET: 'd'.repeat(48) };
    expect(loadConfig(dev).payments.gateway).toBe('test');
    expect(loadConfig({ ...dev, PAYMENTS_TEST_GATEWAY: 'false' }).payments.gateway).toBe('none');
  });
});

describe("gateway 'none': manual and free paths only", () => {
  let ctx: TestContext;
  let batch: BatchRow;
  let student: Student;

  beforeAll(async () => {
    ctx = await createTestContext({ env: { PAYMENTS_TEST_GATEWAY: 'false' } });
    expect(ctx.config.payments.gateway).toBe('none');
    const courseId = await insertCourse(ctx.db);
    batch = await insertBatch(ctx.db, courseId, { price: 10_000 });
    student = await signedInStudent(ctx);
  });
  afterAll(() => ctx.close());

  it('the quote says none; an online order is a 400 in plain words, nothing written', async () => {
    const q = await call(ctx, student.cookie)('POST', '/checkout/quote', { batchId: batch.id });
    expectStatus(q, 200);
    expect((q.json().data.quote as Quote).gateway).toBe('none');
    const res = await call(ctx, student.cookie)('POST', '/checkout/orders', {
      batchId: batch.id,
      method: 'online',
    });
    expectStatus(res, 400);
    expect(res.json()).toEqual({
      success: false,
      message: COMMERCE_MSG.onlinePaymentOff,
      data: [{ field: 'method', message: COMMERCE_MSG.onlinePaymentOff }],
    });
    expect(await ctx.db.select().from(payments).where(eq(payments.userId, student.id))).toEqual([]);
  });

  it('the test gateway does not exist (404); Razorpay verify neither', async () => {
    const manual = await call(ctx, student.cookie)('POST', '/checkout/orders', {
      batchId: batch.id,
      method: 'manual',
      reference: 'UTR123456789',
    });
    expectStatus(manual, 201);
    const id = (manual.json().data as OrderData).payment._id;
    const tg = await call(ctx, student.cookie)('POST', `/payments/test-gateway/${id}`, {
      outcome: 'success',
    });
    expectStatus(tg, 404);
    expect(tg.json()).toEqual({ success: false, message: MSG.routeNotFound });
    const verify = await call(ctx, student.cookie)('POST', '/payments/verify', {
      razorpay_order_id: 'order_x',
      razorpay_payment_id: 'pay_x',
      razorpay_signature: 'sig',
    });
    expectStatus(verify, 404);
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, id));
    expect(row!.status).toBe('pending_approval');
  });

  it('a 100 % coupon still enrols for free', async () => {
    await insertCoupon(ctx.db, { code: FREE_ACCESS_COUPON, value: 100 });
    const s = await signedInStudent(ctx);
    const res = await call(ctx, s.cookie)('POST', '/checkout/orders', {
      batchId: batch.id,
      method: 'online',
      couponCode: FREE_ACCESS_COUPON,
    });
    expectStatus(res, 201);
    expect((res.json().data as OrderData).payment).toMatchObject({ method: 'free', gateway: null });
    const rows = await ctx.db.select().from(enrolments).where(eq(enrolments.userId, s.id));
    expect(rows).toHaveLength(1);
  });
});
