import { expect } from 'vitest';

import { istToday, type CouponType, type DiscountType } from '@app/shared';

import { newId } from '../../core/ids.ts';
import type { Db } from '../../db/client.ts';
import {
  batches,
  coupons,
  courses,
  payments,
  users,
  type BatchRow,
  type CouponRow,
} from '../../db/schema/index.ts';
import { EMPTY_COURSE_META } from '../../test/fixtures.ts';
import { signedIn, type TestContext } from '../../test/harness.ts';
import { hmacHex } from './razorpay.ts';

/** Test data for checkout, coupons and payments: plain inserts, many rows at a time. */

const META = EMPTY_COURSE_META;

export function addDays(days: number): string {
  const d = new Date(`${istToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function insertCourse(
  db: Db,
  over: Partial<typeof courses.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(courses)
    .values({
      title: 'Full Stack Web Development',
      price: 34999,
      durationWeeks: 24,
      state: 'published',
      meta: META,
      ...over,
    })
    .returning({ id: courses.id });
  return row!.id;
}

export async function insertBatch(
  db: Db,
  courseId: string,
  over: Partial<Omit<typeof batches.$inferInsert, 'discountType'>> & {
    discount?: number;
    discountType?: DiscountType;
  } = {},
): Promise<BatchRow> {
  const { discount = 0, ...rest } = over;
  const [row] = await db
    .insert(batches)
    .values({
      courseId,
      name: 'Weekend Batch',
      startDate: addDays(14),
      endDate: addDays(14 + 24 * 7),
      enrollmentEndDate: addDays(12),
      price: 34999,
      discountX100: Math.round(discount * 100),
      discountType: 'percent',
      seats: 60,
      ...rest,
    })
    .returning();
  return row!;
}

export async function insertCoupon(
  db: Db,
  over: Partial<Omit<typeof coupons.$inferInsert, 'type'>> & {
    value?: number;
    type?: CouponType;
  } = {},
): Promise<CouponRow> {
  const { value = 10, ...rest } = over;
  const [row] = await db
    .insert(coupons)
    .values({
      code: `C${newId().slice(-10).toUpperCase()}`,
      type: 'percentage',
      valueX100: Math.round(value * 100),
      validFrom: new Date(Date.now() - 86_400_000),
      validUntil: new Date(Date.now() + 86_400_000),
      ...rest,
    })
    .returning();
  return row!;
}

export type Student = { id: string; phone: string; cookie: string };

export async function signedInStudent(
  ctx: TestContext,
  over: Omit<Partial<typeof users.$inferInsert>, 'role'> = {},
): Promise<Student> {
  const { user, cookie } = await signedIn(ctx, 'student', over);
  return { id: user.id, phone: user.phoneNumber!, cookie };
}

/** POST/GET under /api/v1 as a student. */
export function call(ctx: TestContext, cookie: string) {
  return (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
}

/**
 * `n` students, each with one online order waiting for payment (gateway order `order_fx_<i>`),
 * written with a handful of bulk inserts.
 */
export async function bulkOpenOrders(
  db: Db,
  batch: BatchRow,
  n: number,
  opts: { totalPaise: number; prefix: string },
) {
  const chunk = 500;
  const rows: { userId: string; paymentId: string; orderId: string }[] = [];
  for (let i = 0; i < n; i++) {
    rows.push({ userId: newId(), paymentId: newId(), orderId: `order_${opts.prefix}_${i}` });
  }
  for (let i = 0; i < n; i += chunk) {
    const part = rows.slice(i, i + chunk);
    await db.insert(users).values(
      part.map((r, j) => ({
        id: r.userId,
        firstName: 'Bulk',
        lastName: `Student ${i + j}`,
        phoneCode: '+91',
        phoneNumber: `7${String(Math.abs(hashOf(opts.prefix)) % 100).padStart(2, '0')}${String(i + j).padStart(7, '0')}`,
        isActive: true,
      })),
    );
    await db.insert(payments).values(
      part.map((r) => ({
        id: r.paymentId,
        userId: r.userId,
        batchId: batch.id,
        courseId: batch.courseId,
        method: 'online' as const,
        gateway: 'razorpay' as const,
        status: 'created' as const,
        basePaise: opts.totalPaise,
        batchDiscountPaise: 0,
        couponDiscountPaise: 0,
        taxablePaise: opts.totalPaise,
        gstPaise: 0,
        totalPaise: opts.totalPaise,
        gatewayOrderId: r.orderId,
      })),
    );
  }
  return rows;
}

function hashOf(s: string): number {
  let h = 0;
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return h;
}

/** A Razorpay-format payment.captured event for one of our orders. */
export function capturedEvent(orderId: string, amountPaise: number, gatewayPaymentId: string) {
  return {
    entity: 'event',
    account_id: 'acc_fixture',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: gatewayPaymentId,
          entity: 'payment',
          amount: amountPaise,
          currency: 'INR',
          status: 'captured',
          order_id: orderId,
          notes: [],
        },
      },
    },
    created_at: 1_760_000_000,
  };
}

/** POST /payments/webhook with the exact bytes given and a signature over `signedBytes`. */
export function deliver(
  ctx: TestContext,
  raw: string,
  opts: { secret?: string; signature?: string | null; signedBytes?: string; eventId?: string } = {},
) {
  const secret = opts.secret ?? ctx.config.payments.webhookSecret;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature =
    opts.signature === undefined ? hmacHex(secret, opts.signedBytes ?? raw) : opts.signature;
  if (signature !== null) headers['x-razorpay-signature'] = signature;
  if (opts.eventId) headers['x-razorpay-event-id'] = opts.eventId;
  return ctx.app.inject({ method: 'POST', url: '/api/v1/payments/webhook', headers, payload: raw });
}

export function expectStatus(res: { statusCode: number; body: string }, status: number) {
  expect(res.statusCode, res.body).toBe(status);
}
