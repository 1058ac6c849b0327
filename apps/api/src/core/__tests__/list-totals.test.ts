/**
 * Paginated staff lists take their total from the page's own query (count(*) over ()), which
 * has no row to carry it on a page past the end: there the total must still be the real one.
 * Every admin list route without path parameters (from the OpenAPI document, so a new list is
 * checked without being listed here) is read on the demo data at page 1 and far past its end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedIfEmpty } from '../../cli/seed/demo.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../test/harness.ts';
import { listRoutes } from './openapi-routes.ts';

let ctx: TestContext;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  await seedIfEmpty(ctx.db);
  const admin = await createUser(ctx.db, { role: 'super_admin' });
  cookie = await loginAs(ctx.app, admin.phoneNumber!);
});
afterAll(() => ctx.close());

type ListAnswer = {
  data: Record<string, unknown> & { pagination: { totalItems: number; currentPage: number } };
};

async function page(url: string, n: number) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${url}?page=${n}&limit=1`,
    headers: { cookie },
  });
  // a list that needs a filter to be read at all, or a download (CSV) that takes the same query
  if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('json')) {
    return { status: res.statusCode, items: [], total: -1 };
  }
  const { data } = res.json() as ListAnswer;
  const lists = Object.entries(data).filter(([key, v]) => Array.isArray(v) && key !== 'allTags');
  expect(lists, url).toHaveLength(1);
  return { status: 200, items: lists[0]![1] as unknown[], total: data.pagination.totalItems };
}

describe('list totals', () => {
  it('a page past the end of every admin list is empty and keeps the real total', async () => {
    const lists = listRoutes(ctx.app).filter(
      (r) =>
        r.method === 'GET' &&
        r.path.includes('/admin/') &&
        r.params.length === 0 &&
        ['page', 'limit'].every((name) => r.query.some((q) => q.name === name)),
    );
    const checked: string[] = [];
    for (const route of lists) {
      const first = await page(route.url, 1);
      if (first.total < 0) continue;
      expect(first.items.length, route.path).toBe(Math.min(first.total, 1));
      const beyond = await page(route.url, first.total + 3);
      expect(beyond, route.path).toEqual({ status: 200, items: [], total: first.total });
      checked.push(`${route.path}: ${first.total}`);
    }
    expect(checked.length).toBeGreaterThanOrEqual(12);
    // most lists have demo rows, so the fallback count is tested on real totals
    expect(checked.filter((c) => !c.endsWith(': 0')).length).toBeGreaterThanOrEqual(8);
  });
});
