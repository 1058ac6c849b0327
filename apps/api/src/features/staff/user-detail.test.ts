import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STAFF_MSG, type UserDetail } from '@app/shared';

import {
  activityLogs,
  enrolments,
  payments,
  webinars,
  webinarUsers,
  whizzAttempts,
  whizzes,
} from '../../db/schema/index.ts';
import { insertCourseWithBatch } from '../../test/fixtures.ts';
import { createUser, type TestContext } from '../../test/harness.ts';
import { call, signedIn, staffTestContext } from './staff.fixtures.ts';

let ctx: TestContext;
let admin: string;
let adminId: string;
beforeAll(async () => {
  ctx = await staffTestContext();
  const signed = await signedIn(ctx, 'admin', { firstName: 'Root', lastName: 'Admin' });
  admin = signed.cookie;
  adminId = signed.user.id;
});
afterAll(() => ctx.close());

const get = (url: string, cookie = admin) => call(ctx, 'GET', `/admin${url}`, cookie);

describe("a user's page", () => {
  it('profile, enrolments, payments, quiz results, webinars, bans and activity', async () => {
    const user = await createUser(ctx.db, {
      firstName: 'Detail',
      lastName: 'Person',
      email: 'detail@person.test',
    });
    const { course, batch } = await insertCourseWithBatch(ctx.db, {
      title: 'Full Stack Web',
      price: 20000,
    });
    const [payment] = await ctx.db
      .insert(payments)
      .values({
        userId: user.id,
        batchId: batch.id,
        courseId: course.id,
        method: 'online',
        status: 'paid',
        basePaise: 2_000_000,
        batchDiscountPaise: 0,
        couponDiscountPaise: 0,
        taxablePaise: 2_000_000,
        gstPaise: 360_000,
        totalPaise: 2_360_000,
      })
      .returning();
    await ctx.db.insert(enrolments).values({
      userId: user.id,
      batchId: batch.id,
      courseId: course.id,
      source: 'online',
      paymentId: payment!.id,
    });
    const start = new Date('2025-06-01T10:00:00Z');
    const [whizz] = await ctx.db
      .insert(whizzes)
      .values({
        title: 'JS Basics',
        description: 'Quiz',
        durationUnit: 'minutes',
        durationValue: 30,
        startDate: start,
        endsAt: new Date(start.getTime() + 30 * 60_000),
        totalScore: 100,
        questions: [],
      })
      .returning();
    await ctx.db.insert(whizzAttempts).values({
      whizzId: whizz!.id,
      userId: user.id,
      status: 'submitted',
      startedAt: start,
      deadline: new Date(start.getTime() + 30 * 60_000),
      score: 72.5,
    });
    const [webinar] = await ctx.db
      .insert(webinars)
      .values({
        webinarCode: 'detail-dsa',
        title: 'Intro to DSA',
        startTime: start,
        durationMinutes: 60,
        joinLink: 'https://meet.example.com/dsa',
      })
      .returning();
    // Registered with the same phone before the account was linked: found by phone.
    await ctx.db.insert(webinarUsers).values({
      webinarId: webinar!.id,
      name: 'Detail Person',
      email: 'detail@person.test',
      phone: user.phoneNumber!,
      attended: true,
      certificateCode: 'KS-CERT-0001',
    });
    const banned = await call(ctx, 'POST', '/admin/bans', admin, {
      userId: user.id,
      reason: 'Spam in the webinar chat',
    });
    await call(ctx, 'POST', `/admin/bans/${banned.json().data.ban._id}/lift`, admin);
    await call(ctx, 'PATCH', `/admin/users/${user.id}`, admin, { role: 'mentor' });
    await ctx.db.insert(activityLogs).values({
      actorId: user.id,
      actorRole: 'mentor',
      action: 'question.create',
      entity: 'mcq',
      entityId: 'q1',
    });

    const res = await get(`/users/${user.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as UserDetail;
    expect(data.user).toMatchObject({ _id: user.id, role: 'mentor', banned: false });
    expect(data.enrolments).toEqual([
      {
        _id: expect.any(String),
        courseId: course.id,
        courseTitle: 'Full Stack Web',
        batchId: batch.id,
        batchName: 'October 2025',
        status: 'active',
        createdAt: expect.any(String),
      },
    ]);
    expect(data.payments).toEqual([
      {
        _id: payment!.id,
        what: 'Full Stack Web — October 2025',
        amountPaise: 2_360_000,
        method: 'online',
        status: 'paid',
        createdAt: expect.any(String),
      },
    ]);
    expect(data.quizResults).toEqual([
      {
        whizzId: whizz!.id,
        title: 'JS Basics',
        score: 72.5,
        totalScore: 100,
        status: 'submitted',
        startedAt: start.toISOString(),
      },
    ]);
    expect(data.webinarRegistrations).toEqual([
      {
        _id: expect.any(String),
        webinarId: webinar!.id,
        webinarTitle: 'Intro to DSA',
        webinarStartTime: start.toISOString(),
        attended: true,
        certificateCode: 'KS-CERT-0001',
      },
    ]);
    expect(data.bans).toEqual([
      expect.objectContaining({
        user: { _id: user.id, name: 'Detail Person' },
        reason: 'Spam in the webinar chat',
        state: 'lifted',
        createdBy: { _id: adminId, name: 'Root Admin' },
        liftedBy: { _id: adminId, name: 'Root Admin' },
      }),
    ]);
    expect(data.activity.performed.map((a) => a.action)).toEqual(['question.create']);
    expect(data.activity.underwent.map((a) => a.action)).toEqual([
      'user.role_change',
      'ban.lift',
      'ban.create',
    ]);
    expect(data.activity.underwent[0]).toMatchObject({
      actor: { _id: adminId, name: 'Root Admin', role: 'admin' },
      entity: 'user',
      entityId: user.id,
      summary: 'Changed the role of Detail Person to Mentor',
      changes: { role: { before: 'student', after: 'mentor' } },
    });
    expect(data.activity.underwent.slice(1).map((a) => a.summary)).toEqual([
      'Lifted the ban on Detail Person',
      'Banned Detail Person',
    ]);
  });

  it('an unknown or malformed id is 404 with the message', async () => {
    for (const id of ['0123456789abcdef01234567', 'not-an-id']) {
      const res = await get(`/users/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: STAFF_MSG.userNotFound });
    }
    const patch = await call(ctx, 'PATCH', '/admin/users/0123456789abcdef01234567', admin, {
      isActive: true,
    });
    expect(patch.statusCode).toBe(404);
  });
});
