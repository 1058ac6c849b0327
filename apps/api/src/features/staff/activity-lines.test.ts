import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type ActivityLog } from '@app/shared';

import { activityLogs, payments } from '../../db/schema/index.ts';
import { insertCourseWithBatch } from '../../test/fixtures.ts';
import { createUser, type TestContext } from '../../test/harness.ts';
import { call, signedIn, staffTestContext } from './staff.fixtures.ts';

/** Each entry reads as words that name its record, not as an action code and an id. */
let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await staffTestContext();
  ({ cookie } = await signedIn(ctx, 'admin', { firstName: 'Log', lastName: 'Reader' }));
});
afterAll(() => ctx.close());

async function entries(query: string) {
  const res = await call(ctx, 'GET', `/admin/activity-logs${query}`, cookie);
  expect(res.statusCode).toBe(200);
  return res.json().data.activityLogs as ActivityLog[];
}
async function created(url: string, body: unknown): Promise<string> {
  const res = await call(ctx, 'POST', url, cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data as Record<string, { _id: string }>;
  return Object.values(data)[0]!._id;
}

const codingProblem = {
  problemId: 'fibonacci',
  title: 'Fibonacci',
  description: 'Print the n-th Fibonacci number.',
  tags: ['math'],
  inputFormat: 'One integer n',
  outputFormat: 'The n-th Fibonacci number',
  constraints: ['0 <= n <= 40'],
  hints: [{ language: 'general', text: 'Keep the last two numbers.' }],
  boilerplate: [{ language: 'javascript', code: 'function fib(n) {\n}' }],
  solutions: [{ language: 'javascript', code: 'function fib(n) {\n  return n;\n}' }],
  testCases: [{ input: '1', expectedOutput: '1', isHidden: false, points: 1 }],
  points: 10,
  difficulty: 'easy',
};
const fillInTheBlank = {
  question: 'Reversing "abc" gives ____.',
  correctAnswer: 'cba',
  points: 1,
  difficulty: 'easy',
  tags: ['strings'],
};

/** A refund-due payment of ₹30,625 by the student, as checkout leaves one. */
async function refundDuePayment(userId: string) {
  const { course, batch } = await insertCourseWithBatch(ctx.db, {
    title: 'Full Stack',
    price: 30625,
  });
  const [payment] = await ctx.db
    .insert(payments)
    .values({
      userId,
      batchId: batch.id,
      courseId: course.id,
      method: 'online',
      status: 'refund_due',
      basePaise: 30625_00,
      batchDiscountPaise: 0,
      couponDiscountPaise: 0,
      taxablePaise: 30625_00,
      gstPaise: 0,
      totalPaise: 30625_00,
    })
    .returning();
  return payment!;
}

describe('activity lines', () => {
  it('creating a coding problem and a fill-in-the-blank question name them', async () => {
    const codingId = await created('/admin/coding-problems', codingProblem);
    const fibId = await created('/admin/fillintheblank', fillInTheBlank);

    const [coding] = await entries(`?entity=coding_problem&entityId=${codingId}`);
    expect(coding).toMatchObject({
      action: 'coding.create',
      entityName: 'Fibonacci',
      summary: 'Created coding problem “Fibonacci”',
    });
    const [fib] = await entries(`?entity=fill_in_the_blank&entityId=${fibId}`);
    expect(fib).toMatchObject({
      action: 'fib.create',
      entityName: 'Reversing "abc" gives ____.',
      summary: 'Created fill-in-the-blank question “Reversing "abc" gives ____.”',
    });

    // A switch and a deletion keep the name: read from the record, then from the deleted snapshot.
    await call(ctx, 'PATCH', `/admin/coding-problems/${codingId}`, cookie, { isActive: false });
    expect((await entries('?action=coding.status'))[0]!.summary).toBe(
      'Deactivated coding problem “Fibonacci”',
    );
    expect((await call(ctx, 'DELETE', `/admin/fillintheblank/${fibId}`, cookie)).statusCode).toBe(
      200,
    );
    expect((await entries('?action=fib.delete'))[0]!.summary).toBe(
      'Deleted fill-in-the-blank question “Reversing "abc" gives ____.”',
    );
  });

  it('a payment reads as its amount and payer; refunding it says so', async () => {
    const student = await createUser(ctx.db, { firstName: 'Asha', lastName: 'Verma' });
    const payment = await refundDuePayment(student.id);

    const res = await call(ctx, 'POST', `/admin/payments/${payment.id}/resolve`, cookie, {
      note: 'Refunded in the gateway',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await entries(`?entity=payment&entityId=${payment.id}`);
    expect(entry).toMatchObject({
      action: 'payment.refund',
      entityName: '₹30,625 from Asha Verma',
      summary: 'Marked payment of ₹30,625 from Asha Verma as refunded',
    });
  });

  it('entries written before names were kept still read in words', async () => {
    const user = await createUser(ctx.db, { firstName: 'Meera', lastName: 'Iyer' });
    const gone = '0123456789abcdef01234567';
    await ctx.db.insert(activityLogs).values([
      {
        action: 'user.role_change',
        entity: 'user',
        entityId: user.id,
        changes: { role: { before: 'student', after: 'batch_manager' } },
      },
      { action: 'coding.update', entity: 'coding_problem', entityId: gone },
      { action: 'legacy.thing', entity: 'widget', entityId: 'w-1' },
      { action: 'page.update', entity: 'site_content', entityId: 'page:refunds' },
    ]);
    const line = async (action: string) => (await entries(`?action=${action}`))[0]!.summary;
    expect(await line('user.role_change')).toBe('Changed the role of Meera Iyer to Batch Manager');
    // A record deleted since, whose entries never named it: its kind alone, no id.
    expect(await line('coding.update')).toBe('Updated coding problem');
    expect(await line('legacy.thing')).toBe('Legacy thing on widget');
    expect(await line('page.update')).toBe('Updated page “Refund policy”');
  });
});
