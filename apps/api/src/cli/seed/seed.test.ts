import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ClassroomBatch, Coupon, Payment } from '@app/shared';

import { sniffImage } from '../../core/file-store.ts';
import { coupons, enrolments, paymentEvents, payments, users } from '../../db/schema/index.ts';
import { createTestContext, loginAs, type TestContext } from '../../test/harness.ts';
import { receiptPng, seedDemoCommerce } from './commerce.ts';
import { DEMO_STAFF, seedIfEmpty, seedScale } from './demo.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const count = async () =>
  (await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users))[0]!.n;

describe('seed', () => {
  it('seeds demo data once: one staff user per role and a few students', async () => {
    // pg warns (and pg 9 throws) when one client is asked a second query before the first ends:
    // seeding never does that, on either database.
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      expect(await seedIfEmpty(ctx.db)).toBe(true);
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((w) => /already executing a query/i.test(w))).toEqual([]);
    const roles = await ctx.db.select({ role: users.role }).from(users);
    expect(new Set(roles.map((r) => r.role))).toEqual(
      new Set(['student', ...DEMO_STAFF.map((s) => s.role)]),
    );
    const before = await count();
    expect(await seedIfEmpty(ctx.db)).toBe(false);
    expect(await count()).toBe(before);
  });

  it('commerce: coupons in every state, a paid enrolment with ticks, failed, abandoned and pending payments', async () => {
    const get = async (phone: string, url: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1${url}`,
        headers: { cookie: await loginAs(ctx.app, phone) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: Record<string, unknown> };
    };
    const list = (await get('9000000004', '/admin/coupons?limit=100')).data.coupons as Coupon[];
    const byCode = new Map(list.map((c) => [c.code, c]));
    expect(byCode.get('FREEACCESS')).toMatchObject({
      type: 'percentage',
      value: 100,
      scope: 'all',
      status: 'active',
    });
    expect(byCode.get('WELCOME10')).toMatchObject({
      value: 10,
      status: 'active',
      redemptionCount: 1,
    });
    expect(byCode.get('FLAT2000')).toMatchObject({
      type: 'flat',
      value: 2000,
      scope: 'course',
      courseTitle: 'Full Stack Web Development',
    });
    expect(list.map((c) => c.status)).toEqual(expect.arrayContaining(['expired', 'scheduled']));

    const classroom = (await get('9876500001', '/classroom')).data.batches as ClassroomBatch[];
    expect(classroom).toHaveLength(1);
    expect(classroom[0]).toMatchObject({
      course: { title: 'Full Stack Web Development', discordAccess: true },
      batch: { status: 'ongoing' },
      progress: { completedLessons: 4 },
    });
    const [paid] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.id, (await ctx.db.select().from(enrolments))[0]!.paymentId!));
    expect(paid).toMatchObject({ status: 'paid', method: 'online', couponCode: 'WELCOME10' });
    expect(paid!.receiptNo).toBeGreaterThan(0);

    const failed = (await get('9000000002', '/admin/payments')).data.payments as Payment[];
    expect(failed.map((p) => p.displayStatus).sort()).toEqual(['abandoned', 'abandoned', 'failed']);
    const approvals = (await get('9000000004', '/admin/payment-approvals')).data
      .payments as Payment[];
    expect(approvals).toHaveLength(2);
    expect(approvals.every((p) => p.reference && !p.hasScreenshot)).toBe(true);
  });

  it('commerce with a file store: the waiting manual payment carries a real PNG screenshot', async () => {
    expect(sniffImage(receiptPng())).toEqual({ mime: 'image/png', ext: 'png' });
    const before = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(coupons);
    // payments are seeded only into a database without any
    await ctx.db.delete(paymentEvents);
    await ctx.db.delete(enrolments);
    await ctx.db.delete(payments);
    await seedDemoCommerce(ctx.db, { files: ctx.app.files });
    await seedDemoCommerce(ctx.db, { files: ctx.app.files });
    const after = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(coupons);
    expect(after).toEqual(before);
    const cookie = await loginAs(ctx.app, '9000000004');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/payment-approvals',
      headers: { cookie },
    });
    const withShot = (res.json() as { data: { payments: Payment[] } }).data.payments.filter(
      (p) => p.hasScreenshot,
    );
    expect(withShot).toHaveLength(1);
    const shot = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/payment-approvals/${withShot[0]!._id}/screenshot`,
      headers: { cookie },
    });
    expect(shot.statusCode).toBe(200);
    expect(shot.headers['content-type']).toBe('image/png');
    expect(sniffImage(shot.rawPayload)?.mime).toBe('image/png');
  });

  it('--scale adds generated students in bulk, idempotently', async () => {
    const before = await count();
    await seedScale(ctx.db, 2_000);
    expect(await count()).toBe(before + 2_000);
    await seedScale(ctx.db, 2_000);
    expect(await count()).toBe(before + 2_000);
  });
});
