import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  COMMERCE_MSG,
  DEFAULT_KODR_COHORT,
  MSG,
  normalizeContact,
  type Pagination,
  type Payment,
  type PaymentEvent,
} from '@app/shared';

import { receiptPng } from '../../cli/seed/commerce.ts';
import { newId } from '../../core/ids.ts';
import {
  activityLogs,
  enrolments,
  files,
  kodrCohorts,
  kodrRegistrations,
  outbox,
  paymentEvents,
  payments,
} from '../../db/schema/index.ts';
import {
  adminCaller,
  createTestContext,
  createUser,
  errorsOf,
  loginAs,
  type TestContext,
  useTestContext,
} from '../../test/harness.ts';
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
let student: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  s = await staffSessions(ctx);
  courseId = await insertCourse(ctx.db, { title: 'Kodr Bootcamp' });
  batch = await insertBatch(ctx.db, courseId, { name: 'Kodr November' });
  student = await createUser(ctx.db, {
    firstName: 'Sneha',
    lastName: 'Patil',
    email: 'sneha.patil@example.com',
    phoneNumber: '9876512345',
  });
  other = await createUser(ctx.db, {
    firstName: 'Karthik',
    lastName: 'Subramanian',
    email: 'karthik@example.com',
    phoneNumber: '9876554321',
  });
});

const req = adminCaller(
  () => ctx,
  () => s.admin.cookie,
);
/** Calls as the sales user, who reviews manual payments. */
const asSales = adminCaller(
  () => ctx,
  () => s.sales.cookie,
);
type ListData = { payments: Payment[]; pagination: Pagination };

describe('role matrix', () => {
  it('Failed Payments: super_admin and admin only', async () => {
    for (const who of [s.superAdmin, s.admin]) {
      expect((await req('GET', '/payments', undefined, who.cookie)).statusCode).toBe(200);
    }
    for (const who of [s.sales, s.instructor, s.support, s.student]) {
      const res = await req('GET', '/payments', undefined, who.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: MSG.forbidden });
      const id = newId();
      expect((await req('POST', `/payments/${id}/resolve`, {}, who.cookie)).statusCode).toBe(403);
    }
    expect((await req('GET', '/payments', undefined, null)).statusCode).toBe(401);
  });

  it('Payment Approval: super_admin, admin and sales_and_marketing', async () => {
    for (const who of [s.superAdmin, s.admin, s.sales]) {
      expect((await req('GET', '/payment-approvals', undefined, who.cookie)).statusCode).toBe(200);
    }
    for (const who of [s.instructor, s.support, s.student]) {
      expect((await req('GET', '/payment-approvals', undefined, who.cookie)).statusCode).toBe(403);
      const id = newId();
      expect(
        (await req('POST', `/payment-approvals/${id}/approve`, {}, who.cookie)).statusCode,
      ).toBe(403);
      expect(
        (await req('POST', `/payment-approvals/${id}/reject`, { reason: 'nope!' }, who.cookie))
          .statusCode,
      ).toBe(403);
    }
    expect((await req('GET', '/payment-approvals', undefined, null)).statusCode).toBe(401);
  });
});

describe('lists (a database of their own)', () => {
  let fresh: TestContext;
  let cookie: string;
  const ids: Record<string, string> = {};
  const list = async (q = '') => {
    const res = await fresh.app.inject({
      method: 'GET',
      url: `/api/v1/admin/payments${q}`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: ListData }).data;
  };
  const names = (d: ListData) =>
    d.payments.map((p) => Object.keys(ids).find((k) => ids[k] === p._id));

  beforeAll(async () => {
    fresh = await createTestContext();
    const admin = await createUser(fresh.db, { role: 'admin' });
    cookie = await loginAs(fresh.app, admin.phoneNumber!);
    const c = await insertCourse(fresh.db);
    const b = await insertBatch(fresh.db, c);
    const priya = await createUser(fresh.db, {
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'priya@example.com',
      phoneNumber: '9123400001',
    });
    const rahul = await createUser(fresh.db, {
      firstName: 'Rahul',
      lastName: 'Verma',
      email: 'rahul@example.com',
      phoneNumber: '9123400002',
    });
    const at = (isoUtc: string) => new Date(isoUtc);
    const make = async (key: string, userId: string, over: Parameters<typeof insertPayment>[3]) => {
      ids[key] = (await insertPayment(fresh.db, b, userId, over)).id;
    };
    // IST is UTC+05:30: 2025-11-20T18:30Z is 21 Nov 00:00 IST.
    await make('failedLate20', priya.id, {
      status: 'failed',
      failureReason: 'Card declined',
      gatewayOrderId: 'order_PRIYA01',
      createdAt: at('2025-11-20T18:29:59Z'),
    });
    await make('failed21', rahul.id, {
      status: 'failed',
      gatewayOrderId: 'order_RAHUL01',
      createdAt: at('2025-11-20T18:30:00Z'),
    });
    await make('abandoned22', priya.id, { createdAt: at('2025-11-22T06:00:00Z') });
    await make('resolvedFailed', rahul.id, {
      status: 'failed',
      createdAt: at('2025-11-19T06:00:00Z'),
      resolvedAt: at('2025-11-19T08:00:00Z'),
      resolutionNote: 'Refunded',
    });
    await make('freshCreated', priya.id, { createdAt: minutesAgo(5) });
    await make('paid', priya.id, { status: 'paid', paidAt: new Date(), createdAt: minutesAgo(60) });
    await make('pending', rahul.id, {
      method: 'manual',
      gateway: null,
      status: 'pending_approval',
      createdAt: minutesAgo(90),
    });
  });
  afterAll(() => fresh.close());

  it('default: failed and abandoned, not resolved, newest first', async () => {
    const data = await list();
    expect(names(data)).toEqual(['abandoned22', 'failed21', 'failedLate20']);
    expect(data.payments.map((p) => p.displayStatus)).toEqual(['abandoned', 'failed', 'failed']);
    expect(data.payments[2]).toMatchObject({
      failureReason: 'Card declined',
      gatewayOrderId: 'order_PRIYA01',
      user: { name: 'Priya Sharma', phone: '9123400001', email: 'priya@example.com' },
      course: { title: 'Full Stack' },
    });
    expect(data.pagination.totalItems).toBe(3);
  });

  it('status and resolved filters', async () => {
    expect(names(await list('?status=failed'))).toEqual(['failed21', 'failedLate20']);
    expect(names(await list('?status=abandoned'))).toEqual(['abandoned22']);
    expect(names(await list('?resolved=yes'))).toEqual(['resolvedFailed']);
    expect(names(await list('?resolved=all&status=failed'))).toEqual([
      'failed21',
      'failedLate20',
      'resolvedFailed',
    ]);
  });

  it('search: name, e-mail, phone (with +91), payment id, gateway order id', async () => {
    expect(names(await list('?search=rahul'))).toEqual(['failed21']);
    expect(names(await list('?search=PRIYA%40example'))).toEqual(['abandoned22', 'failedLate20']);
    expect(names(await list('?search=%2B91%209123400002'))).toEqual(['failed21']);
    expect(names(await list('?search=9123400001'))).toEqual(['abandoned22', 'failedLate20']);
    expect(names(await list(`?search=${ids.failed21}`))).toEqual(['failed21']);
    expect(names(await list('?search=order_PRIYA01'))).toEqual(['failedLate20']);
    expect(names(await list('?search=nobody'))).toEqual([]);
    expect(names(await list('?search=%25'))).toEqual([]);
  });

  it('dates are IST days on createdAt, both ends inclusive', async () => {
    expect(names(await list('?startDate=2025-11-21'))).toEqual(['abandoned22', 'failed21']);
    expect(names(await list('?endDate=2025-11-20'))).toEqual(['failedLate20']);
    expect(names(await list('?startDate=2025-11-21&endDate=2025-11-21'))).toEqual(['failed21']);
    expect(names(await list('?startDate=2025-11-23&endDate=2025-11-21'))).toEqual([]);
  });

  it('pages; bad query values → 400', async () => {
    const data = await list('?limit=2&page=2');
    expect(names(data)).toEqual(['failedLate20']);
    expect(data.pagination).toEqual({
      currentPage: 2,
      totalPages: 2,
      itemsPerPage: 2,
      totalItems: 3,
    });
    for (const q of ['?status=paid', '?resolved=maybe', '?startDate=21-11-2025', '?limit=0']) {
      const res = await fresh.app.inject({
        method: 'GET',
        url: `/api/v1/admin/payments${q}`,
        headers: { cookie },
      });
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('approvals: pending oldest first; reviewed ones manual only, newest review first; search', async () => {
    const b = await insertBatch(fresh.db, await insertCourse(fresh.db, { title: 'DSA' }));
    const u = await createUser(fresh.db, { firstName: 'Ishita', lastName: 'Banerjee' });
    const v = await createUser(fresh.db, { firstName: 'Farhan', lastName: 'Qureshi' });
    const m = { method: 'manual' as const, gateway: null };
    const older = await insertPayment(fresh.db, b, u.id, {
      ...m,
      status: 'pending_approval',
      reference: 'AXIS00012345',
      createdAt: minutesAgo(300),
    });
    const newer = await insertPayment(fresh.db, b, v.id, {
      ...m,
      status: 'pending_approval',
      reference: 'HDFC00099999',
      createdAt: minutesAgo(30),
    });
    const approvedEarly = await insertPayment(fresh.db, b, u.id, {
      ...m,
      status: 'paid',
      reviewedAt: minutesAgo(90),
    });
    const approvedLate = await insertPayment(fresh.db, b, v.id, {
      ...m,
      status: 'paid',
      reviewedAt: minutesAgo(10),
    });
    const rejected = await insertPayment(fresh.db, b, v.id, {
      ...m,
      status: 'rejected',
      reviewedAt: minutesAgo(20),
      rejectionReason: 'No such UTR',
    });
    const approvals = async (q: string) => {
      const res = await fresh.app.inject({
        method: 'GET',
        url: `/api/v1/admin/payment-approvals${q}`,
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: ListData }).data.payments.map((p) => p._id);
    };
    // the online paid payment of beforeAll is not a manual one
    expect(await approvals('')).toEqual([older.id, ids.pending, newer.id]);
    expect(await approvals('?status=paid')).toEqual([approvedLate.id, approvedEarly.id]);
    expect(await approvals('?status=rejected')).toEqual([rejected.id]);
    expect(await approvals('?search=ishita')).toEqual([older.id]);
    expect(await approvals('?search=hdfc-0009-9999')).toEqual([newer.id]);
    expect(await approvals(`?search=${newer.id}`)).toEqual([newer.id]);
    const bad = await fresh.app.inject({
      method: 'GET',
      url: '/api/v1/admin/payment-approvals?status=failed',
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /admin/payments/{id} and resolve', () => {
  it('the payment with its events in arrival order', async () => {
    const p = await insertPayment(ctx.db, batch, student.id, {
      status: 'failed',
      createdAt: minutesAgo(50),
    });
    await ctx.db.insert(paymentEvents).values([
      {
        paymentId: p.id,
        source: 'test-gateway',
        event: 'payment.failed',
        outcome: 'Declined',
        createdAt: minutesAgo(49),
      },
      {
        paymentId: p.id,
        source: 'webhook',
        event: 'payment.failed',
        outcome: 'Declined again',
        createdAt: minutesAgo(48),
      },
    ]);
    const res = await req('GET', `/payments/${p.id}`);
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: { payment: Payment; events: PaymentEvent[] } }).data;
    expect(data.payment).toMatchObject({ _id: p.id, status: 'failed', displayStatus: 'failed' });
    expect(data.events.map((e) => [e.source, e.outcome])).toEqual([
      ['test-gateway', 'Declined'],
      ['webhook', 'Declined again'],
    ]);
    for (const id of ['xyz', newId()]) {
      const miss = await req('GET', `/payments/${id}`);
      expect(miss.statusCode).toBe(404);
      expect(miss.json()).toMatchObject({ message: COMMERCE_MSG.paymentNotFound });
    }
  });

  it('resolve: note required; marks it resolved once; activity row and a staff event', async () => {
    const p = await insertPayment(ctx.db, batch, student.id, {
      status: 'failed',
      createdAt: minutesAgo(40),
    });
    let res = await req('POST', `/payments/${p.id}/resolve`, { note: ' ' });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([
      { field: 'note', message: COMMERCE_MSG.resolutionNoteRequired },
    ]);
    res = await req('POST', `/payments/${p.id}/resolve`, {});
    expect(errorsOf(res)).toEqual([
      { field: 'note', message: COMMERCE_MSG.resolutionNoteRequired },
    ]);

    res = await req('POST', `/payments/${p.id}/resolve`, { note: 'Called; paid by UPI instead' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: COMMERCE_MSG.paymentResolved,
      data: {
        payment: {
          resolvedBy: 'Vikram Mehta',
          resolutionNote: 'Called; paid by UPI instead',
          status: 'failed',
        },
      },
    });
    const again = await req('POST', `/payments/${p.id}/resolve`, { note: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: COMMERCE_MSG.paymentNotFailed });
    const logs = await ctx.db.select().from(activityLogs).where(eq(activityLogs.entityId, p.id));
    expect(logs.map((l) => l.action)).toEqual(['payment.resolve']);
    const events = await ctx.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, p.id));
    expect(events.map((e) => [e.source, e.event])).toEqual([['staff', 'resolved']]);
  });

  it('abandoned checkouts can be resolved; paid, pending, fresh ones cannot (409); unknown 404', async () => {
    const abandoned = await insertPayment(ctx.db, batch, student.id, { createdAt: minutesAgo(31) });
    expect(
      (await req('POST', `/payments/${abandoned.id}/resolve`, { note: 'Asked' })).statusCode,
    ).toBe(200);
    for (const over of [
      { status: 'paid' as const, paidAt: new Date() },
      { status: 'pending_approval' as const, method: 'manual' as const },
      { createdAt: minutesAgo(5) },
    ]) {
      const p = await insertPayment(ctx.db, batch, student.id, over);
      const res = await req('POST', `/payments/${p.id}/resolve`, { note: 'Asked' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: COMMERCE_MSG.paymentNotFailed });
    }
    expect((await req('POST', `/payments/${newId()}/resolve`, { note: 'Asked' })).statusCode).toBe(
      404,
    );
  });
});

describe('payment approvals', () => {
  let cohortId: string;

  beforeAll(async () => {
    // The current Kodr cohort is sold through this course; the student registered for it.
    const [cohort] = await ctx.db
      .update(kodrCohorts)
      .set({ courseId })
      .where(eq(kodrCohorts.isCurrent, true))
      .returning();
    cohortId = cohort!.id;
    expect(cohort!.title).toBe(DEFAULT_KODR_COHORT.title);
    await ctx.db.insert(kodrRegistrations).values({
      cohortId,
      name: 'Sneha Patil',
      email: 'sneha.patil@example.com',
      contact: '+91 98765 12345',
      contactDigits: normalizeContact('+91 98765 12345'),
      dob: '2001-01-01',
      education: 'B.Tech / B.E.',
    });
  });

  const manual = (userId: string, over: Parameters<typeof insertPayment>[3] = {}) =>
    insertPayment(ctx.db, batch, userId, {
      method: 'manual',
      gateway: null,
      status: 'pending_approval',
      reference: 'UTR123456789',
      ...over,
    });

  it('screenshot: the stored image with its type; none → 404 noScreenshot', async () => {
    const png = receiptPng(20, 20);
    const fileId = newId();
    await ctx.app.files.put(`payment-proof/${fileId}.png`, png);
    await ctx.db.insert(files).values({
      id: fileId,
      ownerId: student.id,
      kind: 'payment-proof',
      mime: 'image/png',
      size: png.length,
      storageKey: `payment-proof/${fileId}.png`,
    });
    const withShot = await manual(other.id, { screenshotFileId: fileId });
    const res = await asSales('GET', `/payment-approvals/${withShot.id}/screenshot`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(png)).toBe(true);
    const listed = await asSales('GET', '/payment-approvals');
    expect(
      (listed.json() as { data: ListData }).data.payments.find((p) => p._id === withShot.id),
    ).toMatchObject({ hasScreenshot: true, reference: 'UTR123456789' });

    const without = await manual(other.id);
    for (const id of [without.id, newId(), 'bad']) {
      const miss = await asSales('GET', `/payment-approvals/${id}/screenshot`);
      expect(miss.statusCode).toBe(404);
    }
    const miss = await req('GET', `/payment-approvals/${without.id}/screenshot`);
    expect(miss.json()).toMatchObject({ message: COMMERCE_MSG.noScreenshot });
    expect(
      (
        await req(
          'GET',
          `/payment-approvals/${withShot.id}/screenshot`,
          undefined,
          s.support.cookie,
        )
      ).statusCode,
    ).toBe(403);
    // tidy: these two stay pending for nobody else's assertions
    await ctx.db
      .update(payments)
      .set({ status: 'rejected' })
      .where(inArray(payments.id, [withShot.id, without.id]));
  });

  it('approve: paid with a receipt, enrolled (manual), Kodr registration paid, student told, logged', async () => {
    const p = await manual(student.id);
    const res = await asSales('POST', `/payment-approvals/${p.id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: COMMERCE_MSG.paymentApproved,
      data: {
        payment: {
          _id: p.id,
          status: 'paid',
          displayStatus: 'paid',
          reviewedBy: 'Rohan Kapoor',
          receiptNumber: expect.stringMatching(/^KS-\d{6}$/),
        },
      },
    });
    const [enrolment] = await ctx.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, student.id), eq(enrolments.batchId, batch.id)));
    expect(enrolment).toMatchObject({ status: 'active', source: 'manual', paymentId: p.id });
    const [reg] = await ctx.db
      .select()
      .from(kodrRegistrations)
      .where(eq(kodrRegistrations.email, 'sneha.patil@example.com'));
    expect(reg).toMatchObject({ paymentStatus: 'paid', userId: student.id });
    const messages = await ctx.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `payment-paid:${p.id}:%`));
    expect(messages.map((m) => [m.channel, m.to]).sort()).toEqual([
      ['email', 'sneha.patil@example.com'],
      ['sms', '9876512345'],
    ]);
    const logs = await ctx.db.select().from(activityLogs).where(eq(activityLogs.entityId, p.id));
    expect(logs.map((l) => [l.action, l.actorId])).toEqual([['payment.approve', s.sales.user.id]]);

    const again = await asSales('POST', `/payment-approvals/${p.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: COMMERCE_MSG.approvalNotPending });
    const reject = await req('POST', `/payment-approvals/${p.id}/reject`, {
      reason: 'Too late now',
    });
    expect(reject.statusCode).toBe(409);
    expect((await req('POST', `/payment-approvals/${newId()}/approve`)).statusCode).toBe(404);
    expect((await req('POST', '/payment-approvals/nope/approve')).statusCode).toBe(404);
  });

  it('online payments are not approvable (409)', async () => {
    for (const status of ['created', 'failed'] as const) {
      const p = await insertPayment(ctx.db, batch, other.id, { status });
      const res = await req('POST', `/payment-approvals/${p.id}/approve`);
      expect(res.statusCode).toBe(409);
      const [row] = await ctx.db.select().from(payments).where(eq(payments.id, p.id));
      expect(row!.status).toBe(status);
    }
  });

  it('reject: reason required; rejected with reason, no enrolment, SMS + e-mail saying why', async () => {
    const p = await manual(other.id, { reference: 'ICIC55556666' });
    let res = await req('POST', `/payment-approvals/${p.id}/reject`, { reason: 'no' });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([
      { field: 'reason', message: COMMERCE_MSG.rejectReasonRequired },
    ]);
    res = await req('POST', `/payment-approvals/${p.id}/reject`, {});
    expect(errorsOf(res)).toEqual([
      { field: 'reason', message: COMMERCE_MSG.rejectReasonRequired },
    ]);

    const reason = 'The UTR does not match any credit';
    res = await asSales('POST', `/payment-approvals/${p.id}/reject`, { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: COMMERCE_MSG.paymentRejected,
      data: {
        payment: {
          status: 'rejected',
          rejectionReason: 'The UTR does not match any credit',
          reviewedBy: 'Rohan Kapoor',
          receiptNumber: null,
        },
      },
    });
    const enrolled = await ctx.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, other.id), eq(enrolments.batchId, batch.id)));
    expect(enrolled).toEqual([]);
    const messages = await ctx.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `payment-rejected:${p.id}:%`));
    expect(messages).toHaveLength(2);
    const sms = messages.find((m) => m.channel === 'sms')!;
    expect(sms.to).toBe('9876554321');
    expect(sms.body).toContain('The UTR does not match any credit');
    expect(sms.body).toContain('ICIC55556666');
    const email = messages.find((m) => m.channel === 'email')!;
    expect(email).toMatchObject({ to: 'karthik@example.com' });
    expect(email.subject).toContain('Kodr Bootcamp');
    expect(email.body).toMatch(/^Hi Karthik,/);
    const logs = await ctx.db.select().from(activityLogs).where(eq(activityLogs.entityId, p.id));
    expect(logs.map((l) => l.action)).toEqual(['payment.reject']);

    const again = await req('POST', `/payment-approvals/${p.id}/reject`, {
      reason: 'Again and again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: COMMERCE_MSG.approvalNotPending });
    expect((await req('POST', `/payment-approvals/${p.id}/approve`)).statusCode).toBe(409);
  });

  it('approve and reject of the same payment at once: exactly one wins, state matches it', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser(ctx.db)));
    const pending = await Promise.all(users.map((u) => manual(u.id)));
    const results = await Promise.all(
      pending.flatMap((p) => [
        asSales('POST', `/payment-approvals/${p.id}/approve`),
        req(
          'POST',
          `/payment-approvals/${p.id}/reject`,
          { reason: 'Duplicate UTR' },
          s.admin.cookie,
        ),
      ]),
    );
    for (const [i, p] of pending.entries()) {
      const [approve, reject] = [results[2 * i]!, results[2 * i + 1]!];
      expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
      const [row] = await ctx.db.select().from(payments).where(eq(payments.id, p.id));
      const enrolled = await ctx.db.select().from(enrolments).where(eq(enrolments.paymentId, p.id));
      const sent = await ctx.db.select().from(outbox).where(eq(outbox.refId, p.id));
      if (approve.statusCode === 200) {
        expect(row!.status).toBe('paid');
        expect(enrolled).toHaveLength(1);
        expect(sent.every((m) => m.dedupeKey!.startsWith('payment-paid:'))).toBe(true);
      } else {
        expect(row!.status).toBe('rejected');
        expect(enrolled).toHaveLength(0);
        expect(sent.every((m) => m.dedupeKey!.startsWith('payment-rejected:'))).toBe(true);
      }
      const logs = await ctx.db.select().from(activityLogs).where(eq(activityLogs.entityId, p.id));
      expect(logs).toHaveLength(1);
    }
  });
});
