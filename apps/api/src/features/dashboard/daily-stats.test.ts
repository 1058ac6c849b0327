import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  callbackRequests,
  enrolments,
  kodrRegistrations,
  payments,
  users,
  webinarUsers,
  whizzAttempts,
} from '../../db/schema/index.ts';
import { useTestContext } from '../../test/harness.ts';
import {
  ACTUAL_STATS,
  EXPECTED_STATS,
  insertAttempt,
  insertEnrolment,
  insertKodr,
  insertLeadOfEachKind,
  insertParents,
  insertPayer,
  insertPayment,
  type Parents,
  rowsOf,
} from './dashboard.fixtures.ts';

const ctx = useTestContext();
let p: Parents;
beforeAll(async () => {
  p = await insertParents(ctx.db);
});

const statsOf = async (metric: string) =>
  rowsOf(
    ctx.db,
    sql`select day::text as day, source, count, amount::text as amount from daily_stats
      where metric = ${metric} and (count <> 0 or amount <> 0) order by 1, 2`,
  );

/** daily_stats must equal the from-scratch GROUP BY over the source tables. */
async function expectExact() {
  const [expected, actual] = [
    await rowsOf(ctx.db, EXPECTED_STATS),
    await rowsOf(ctx.db, ACTUAL_STATS),
  ];
  expect(actual).toEqual(expected);
  return actual;
}

describe('daily_stats triggers', () => {
  it('count a registration on its IST day: 23:59 IST and 00:01 IST the next day differ', async () => {
    await insertKodr(ctx.db, p, { at: '2025-03-10T18:29:00Z', source: 'google' }); // 23:59 IST
    await insertKodr(ctx.db, p, { at: '2025-03-10T18:31:00Z', source: 'google' }); // 00:01 IST
    await insertKodr(ctx.db, p, { at: '2025-03-10T00:30:00Z' }); // 06:00 IST, no UTM
    expect(await statsOf('kodr')).toEqual([
      { day: '2025-03-10', source: '', count: 1, amount: '0' },
      { day: '2025-03-10', source: 'google', count: 1, amount: '0' },
      { day: '2025-03-11', source: 'google', count: 1, amount: '0' },
    ]);
    await expectExact();
  });

  it('stay exact through inserts, updates and deletes on every counted table', async () => {
    const days = ['2025-04-01T05:00:00Z', '2025-04-01T20:00:00Z', '2025-04-02T09:00:00Z'];
    const sources = ['google', 'instagram', null, 'x'.repeat(120)];
    const kodrIds: string[] = [];
    for (const [i, at] of days.entries()) {
      for (const source of sources) {
        const status = i % 2 ? 'closed' : 'new';
        kodrIds.push(await insertLeadOfEachKind(ctx.db, p, { at, source, status }));
      }
    }
    const google = await insertPayer(ctx.db, 'google');
    const direct = await insertPayer(ctx.db, null);
    const pending = await insertPayment(ctx.db, p, {
      userId: google,
      at: '2025-04-01T10:00:00Z',
      status: 'created',
      totalPaise: 499_900,
    });
    const manual = await insertPayment(ctx.db, p, {
      userId: direct,
      at: '2025-04-01T10:00:00Z',
      status: 'pending_approval',
      totalPaise: 250_000,
    });
    await insertPayment(ctx.db, p, {
      userId: google,
      at: '2025-04-01T10:00:00Z',
      status: 'paid',
      paidAt: '2025-04-01T11:00:00Z',
      totalPaise: 100_000,
    });
    await insertPayment(ctx.db, p, {
      userId: direct,
      at: '2025-04-01T10:00:00Z',
      status: 'failed',
      totalPaise: 100_000,
    });
    const enrolmentIds = [
      await insertEnrolment(ctx.db, p, days[0]!),
      await insertEnrolment(ctx.db, p, days[2]!),
    ];
    const attemptIds = [
      await insertAttempt(ctx.db, p, days[1]!),
      await insertAttempt(ctx.db, p, days[2]!),
    ];
    await expectExact();
    // A long source is kept to its first 100 characters.
    expect((await statsOf('kodex')).some((r) => r.source === 'x'.repeat(100))).toBe(true);

    // created → paid the next IST day (gateway), pending_approval → paid (approval)
    await ctx.db
      .update(payments)
      .set({ status: 'paid', paidAt: new Date('2025-04-02T19:00:00Z') })
      .where(eq(payments.id, pending));
    await ctx.db
      .update(payments)
      .set({ status: 'paid', paidAt: new Date('2025-04-02T03:00:00Z') })
      .where(eq(payments.id, manual));
    expect(await statsOf('payment')).toEqual([
      { day: '2025-04-01', source: 'google', count: 1, amount: '100000' },
      { day: '2025-04-02', source: '', count: 1, amount: '250000' },
      { day: '2025-04-03', source: 'google', count: 1, amount: '499900' },
    ]);

    // Updates that change nothing counted, then ones that move a row to another day or source.
    await ctx.db.update(kodrRegistrations).set({ callStatus: 'picked' });
    await ctx.db.update(whizzAttempts).set({ tabSwitches: 3 });
    await ctx.db
      .update(kodrRegistrations)
      .set({ createdAt: new Date('2025-05-05T05:00:00Z'), utm: { source: 'youtube' } })
      .where(eq(kodrRegistrations.id, kodrIds[0]!));
    await ctx.db
      .update(webinarUsers)
      .set({ utm: null })
      .where(sql`${webinarUsers.utm} ->> 'source' = 'instagram'`);
    await ctx.db
      .update(callbackRequests)
      .set({ followUpStatus: 'contacted' })
      .where(eq(callbackRequests.followUpStatus, 'new'));
    await expectExact();

    // Deletes subtract: a registration, an enrolment, an attempt, a paid payment.
    await ctx.db.delete(kodrRegistrations).where(eq(kodrRegistrations.id, kodrIds[5]!));
    await ctx.db.delete(enrolments).where(eq(enrolments.id, enrolmentIds[0]!));
    await ctx.db.delete(whizzAttempts).where(inArray(whizzAttempts.id, attemptIds));
    await ctx.db.delete(payments).where(eq(payments.id, manual));
    // paid → rejected stops counting
    await ctx.db.update(payments).set({ status: 'rejected' }).where(eq(payments.id, pending));
    await expectExact();
  });

  it("move a user's paid payments when the user appears, changes source or goes", async () => {
    const late = 'ffffffffffffffffffffff01';
    await insertPayment(ctx.db, p, {
      userId: late,
      at: '2025-06-01T10:00:00Z',
      status: 'paid',
      paidAt: '2025-06-01T10:00:00Z',
      totalPaise: 70_000,
    });
    await expectExact(); // no such user yet: counted under ''
    await ctx.db.insert(users).values({ id: late, firstName: 'Late', utm: { source: 'linkedin' } });
    await expectExact();
    await ctx.db
      .update(users)
      .set({ utm: { source: 'facebook' } })
      .where(eq(users.id, late));
    await ctx.db.update(users).set({ isActive: true }); // every user, no source changes
    await expectExact();
    expect((await statsOf('payment')).find((r) => r.day === '2025-06-01')).toEqual({
      day: '2025-06-01',
      source: 'facebook',
      count: 1,
      amount: '70000',
    });
    await ctx.db.delete(users).where(eq(users.id, late));
    await expectExact();
  });

  it('reset a metric on TRUNCATE (payments rebuilt under no source when users go)', async () => {
    await ctx.db.execute(sql`truncate callback_requests`);
    expect(await statsOf('callback')).toEqual([]);
    await ctx.db.execute(sql`truncate users cascade`);
    expect(new Set((await statsOf('payment')).map((r) => r.source))).toEqual(new Set(['']));
    await expectExact();
  });
});
