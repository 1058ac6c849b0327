import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  CALL_STATUSES,
  classifySearch,
  DEFAULT_KODR_COHORT,
  istDayEnd,
  istDayStart,
  normalizeContact,
  PAYMENT_STATUSES,
  REGISTRATION_STATUSES,
} from '@app/shared';

import { newId } from '../../core/ids.ts';
import { kodrCohorts, kodrRegistrations } from '../../db/schema/index.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../test/harness.ts';
import { currentCohort, insertRegistrations, type SeedRow } from './kodr.fixtures.ts';

/**
 * The list answers (totals from the per-day stats, pages found by seeking a day, deferred
 * joins) checked against a plain reading of the rules over all rows in memory, for random
 * filters and pages. Rows share days, cross IST midnight and span two cohorts.
 */
let ctx: TestContext;
let admin: string;
let cohorts: string[];
type Row = typeof kodrRegistrations.$inferSelect;
let rows: Row[];

const FIRST = ['Priya', 'Rahul', 'Ananya', 'Kabir', 'Zoya', 'Arjun', 'Meera', 'Sai Kiran'];
const LAST = ['Sharma', 'Iyer', 'Khan', 'Reddy', 'Nair', 'Das'];
const DAY0 = Date.parse('2025-09-01T00:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestContext();
  const user = await createUser(ctx.db, { role: 'super_admin' });
  admin = await loginAs(ctx.app, user.phoneNumber!);
  const archive = newId(new Date(DAY0));
  await ctx.db
    .insert(kodrCohorts)
    .values({ ...DEFAULT_KODR_COHORT, id: archive, title: 'Kodr 2.0', capacity: 1000 });
  cohorts = [(await currentCohort(ctx.db)).id, archive];
  // 180 rows over 24 days, several per day, some within minutes of IST midnight (18:30 UTC).
  const random = fc.sample(
    fc.record({
      day: fc.integer({ min: 0, max: 23 }),
      minute: fc.oneof(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1105, max: 1115 })),
      first: fc.constantFrom(...FIRST),
      last: fc.constantFrom(...LAST),
      callStatus: fc.constantFrom(...CALL_STATUSES),
      status: fc.constantFrom(...REGISTRATION_STATUSES),
      paymentStatus: fc.constantFrom(...PAYMENT_STATUSES),
      archived: fc.boolean(),
    }),
    { numRuns: 180, seed: 3 },
  );
  const seen = new Set<number>();
  const seeds: { row: SeedRow; archived: boolean }[] = [];
  random.forEach((r, i) => {
    let time = DAY0 + r.day * 86_400_000 + r.minute * 60_000 + i; // distinct instants
    while (seen.has(time)) time += 1;
    seen.add(time);
    seeds.push({
      archived: r.archived && r.day < 8,
      row: {
        name: `${r.first} ${r.last}`,
        contact: i % 2 ? `+91 9${String(100_000_000 + i * 7919).slice(-9)}` : undefined,
        callStatus: r.callStatus,
        status: r.status,
        paymentStatus: r.paymentStatus,
        createdAt: new Date(time),
      },
    });
  });
  await insertRegistrations(
    ctx.db,
    seeds.filter((s) => !s.archived).map((s) => s.row),
    cohorts[0]!,
  );
  await insertRegistrations(
    ctx.db,
    seeds.filter((s) => s.archived).map((s) => s.row),
    cohorts[1]!,
  );
  rows = await ctx.db.select().from(kodrRegistrations);
});
afterAll(() => ctx.close());

type Query = {
  search?: string;
  callStatus?: string[];
  status?: string[];
  paymentStatus?: string[];
  startDate?: string;
  endDate?: string;
  cohortId?: string;
  page: number;
  limit: number;
};

/** The rules as product.md states them, over plain arrays. */
function expected(query: Query) {
  const text = classifySearch(query.search);
  const matches = rows.filter((r) => {
    if (text?.field === 'name' && !r.name.toLowerCase().includes(text.value.toLowerCase()))
      return false;
    if (text?.field === 'email' && !r.email.includes(text.value)) return false;
    if (text?.field === 'contact' && !r.contactDigits.includes(normalizeContact(text.value)))
      return false;
    if (query.callStatus && !query.callStatus.includes(r.callStatus)) return false;
    if (query.status && !query.status.includes(r.status)) return false;
    if (query.paymentStatus && !query.paymentStatus.includes(r.paymentStatus)) return false;
    if (query.cohortId && r.cohortId !== query.cohortId) return false;
    if (query.startDate && r.createdAt < istDayStart(query.startDate)) return false;
    if (query.endDate && r.createdAt >= istDayEnd(query.endDate)) return false;
    return true;
  });
  matches.sort(
    (a, b) =>
      b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
  const start = (query.page - 1) * query.limit;
  return { ids: matches.slice(start, start + query.limit).map((r) => r.id), total: matches.length };
}

function toSearchParams(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of [value].flat()) params.append(key, String(v));
  }
  return params.toString();
}

const day = fc.integer({ min: -1, max: 25 }).map((d) => {
  return new Date(DAY0 + d * 86_400_000).toISOString().slice(0, 10);
});
const subset = <T extends string>(values: readonly T[]) =>
  fc.option(fc.uniqueArray(fc.constantFrom(...values), { minLength: 1 }), { nil: undefined });

const queries = fc.record(
  {
    search: fc.constantFrom(
      'priya',
      'SHARMA',
      'a',
      'sai k',
      'ri',
      '@example',
      '+91 9',
      '9100007919',
      'zz',
    ),
    callStatus: subset(CALL_STATUSES),
    status: subset(REGISTRATION_STATUSES),
    paymentStatus: subset(PAYMENT_STATUSES),
    startDate: day,
    endDate: day,
    cohortId: fc.constantFrom(...['x', 'y']),
    page: fc.integer({ min: 1, max: 25 }),
    limit: fc.constantFrom(1, 3, 5, 10, 25),
  },
  { requiredKeys: ['page', 'limit'] },
);

describe('GET /admin/kodr against the rules, for random filters and pages', () => {
  it('the same rows in the same order, and the same total', async () => {
    await fc.assert(
      fc.asyncProperty(queries, async (raw) => {
        const query: Query = {
          ...raw,
          cohortId: raw.cohortId === undefined ? undefined : cohorts[raw.cohortId === 'x' ? 0 : 1],
        };
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/admin/kodr?${toSearchParams(query)}`,
          headers: { cookie: admin },
        });
        expect(res.statusCode, res.body).toBe(200);
        const { kodrRegistrations: list, pagination } = res.json().data;
        const want = expected(query);
        expect(list.map((r: { _id: string }) => r._id)).toEqual(want.ids);
        expect(pagination.totalItems).toBe(want.total);
        expect(pagination.totalPages).toBe(Math.max(1, Math.ceil(want.total / query.limit)));
      }),
      { numRuns: 150, seed: 42 },
    );
  });

  it('every page of the whole list, walked to the end, is the whole table once', async () => {
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/admin/kodr?page=${page}&limit=7`,
        headers: { cookie: admin },
      });
      const list = res.json().data.kodrRegistrations as { _id: string }[];
      if (!list.length) break;
      seen.push(...list.map((r) => r._id));
    }
    expect(seen).toEqual(expected({ page: 1, limit: rows.length }).ids);
  });
});
