import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { KODR_SEARCH_RESULT_CAP } from '@app/shared';

import {
  DEMO_KODR_REGISTRATIONS,
  seedDemoKodrRegistrations,
  seedKodrRegistrations,
} from '../../cli/seed/kodr.ts';
import { kodrCohorts, kodrRegistrations } from '../../db/schema/index.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../test/harness.ts';
import { currentCohort, registrationCount } from './kodr.fixtures.ts';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const user = await createUser(ctx.db, { role: 'admin' });
  admin = await loginAs(ctx.app, user.phoneNumber!);
});
afterAll(() => ctx.close());

async function list(query: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/admin/kodr?${query}`,
    headers: { cookie: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Per-day stats recomputed from the rows, and as the triggers kept them. */
async function statsDrift(): Promise<unknown[]> {
  const result = await ctx.db.execute(sql`
    with actual as (
      select ((created_at at time zone 'UTC') + interval '5 hours 30 minutes')::date as day,
        cohort_id, call_status, status, payment_status, count(*)::int as n
      from kodr_registrations group by 1, 2, 3, 4, 5
    ), kept as (select * from kodr_registration_stats where n <> 0)
    (select * from actual except select * from kept)
    union all (select * from kept except select * from actual)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

describe('seedDemoKodrRegistrations', () => {
  it('adds ~35 varied registrations to the current cohort once, and counts their seats', async () => {
    await seedDemoKodrRegistrations(ctx.db);
    await seedDemoKodrRegistrations(ctx.db);
    const cohort = await currentCohort(ctx.db);
    expect(await registrationCount(ctx.db, cohort.id)).toBe(DEMO_KODR_REGISTRATIONS);
    expect(cohort.registeredCount).toBe(DEMO_KODR_REGISTRATIONS);
    expect(cohort.capacity - cohort.registeredCount).toBeGreaterThan(0);
    const rows = await ctx.db
      .select()
      .from(kodrRegistrations)
      .where(eq(kodrRegistrations.cohortId, cohort.id));
    for (const key of ['callStatus', 'status', 'paymentStatus', 'experience'] as const) {
      expect(new Set(rows.map((r) => r[key])).size, key).toBeGreaterThan(1);
    }
    expect(rows.some((r) => r.utm?.source)).toBe(true);
    expect(rows.some((r) => r.utm === null)).toBe(true);
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    expect(await statsDrift()).toEqual([]);
  });
});

describe('seedKodrRegistrations (bulk, for benchmarks)', () => {
  const N = 2_500;
  // The path a million rows take: indexes dropped, rows loaded, indexes rebuilt, vacuumed.
  beforeAll(() => seedKodrRegistrations(ctx.db, N, { rebuildIndexes: true }));

  it('inserts n rows into eight full archive cohorts and keeps the current one as it was', async () => {
    const archives = await ctx.db
      .select()
      .from(kodrCohorts)
      .where(eq(kodrCohorts.isCurrent, false));
    expect(archives).toHaveLength(8);
    let total = 0;
    for (const cohort of archives) {
      const n = await registrationCount(ctx.db, cohort.id);
      expect(cohort.registeredCount).toBe(n);
      expect(cohort.capacity).toBe(n);
      total += n;
    }
    expect(total).toBe(N);
    expect((await currentCohort(ctx.db)).registeredCount).toBe(DEMO_KODR_REGISTRATIONS);
  });

  it('keeps the per-day stats exact, and the list total is the table', async () => {
    expect(await statsDrift()).toEqual([]);
    const data = await list('limit=1');
    expect(data.pagination.totalItems).toBe(N + DEMO_KODR_REGISTRATIONS);
  });

  it('generates valid, varied rows: unique contacts, realistic e-mails, every status', async () => {
    const rows = await ctx.db.select().from(kodrRegistrations);
    expect(new Set(rows.map((r) => r.contactDigits)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.contactDigits).toMatch(/^[6-9]\d{9}$/);
      expect(r.email).toMatch(/^[a-z0-9._]+@[a-z.]+$/);
      expect(r.id).toMatch(/^[0-9a-f]{24}$/);
    }
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['pending', 'onhold', 'inactive']));
    expect(new Set(rows.map((r) => r.name)).size).toBeGreaterThan(500);
  });

  it('a search with more matches than the cap lists the newest ones and says so', async () => {
    const data = await list('search=a&limit=100');
    expect(data.isTotalCapped).toBe(true);
    expect(data.pagination.totalItems).toBe(KODR_SEARCH_RESULT_CAP);
    expect(data.pagination.totalPages).toBe(KODR_SEARCH_RESULT_CAP / 100);
    const last = await list(`search=a&limit=100&page=${KODR_SEARCH_RESULT_CAP / 100}`);
    expect(last.kodrRegistrations).toHaveLength(100);
    expect(
      (await list(`search=a&page=${KODR_SEARCH_RESULT_CAP / 10 + 1}`)).kodrRegistrations,
    ).toEqual([]);
    const narrow = await list('search=sai%20kiran');
    expect(narrow.isTotalCapped).toBe(false);
    expect(narrow.pagination.totalItems).toBeLessThan(KODR_SEARCH_RESULT_CAP);
  });

  it('a deep page is the same as a plain OFFSET over the table', async () => {
    for (const [page, limit] of [
      [200, 10],
      [37, 50],
      [254, 10],
    ] as const) {
      const want = await ctx.db
        .select({ id: kodrRegistrations.id })
        .from(kodrRegistrations)
        .orderBy(sql`created_at desc, id desc`)
        .limit(limit)
        .offset((page - 1) * limit);
      const got = await list(`page=${page}&limit=${limit}`);
      expect(got.kodrRegistrations.map((r: { _id: string }) => r._id)).toEqual(
        want.map((r) => r.id),
      );
    }
  });
});
