import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CallbackRequest, UtmLink } from '@app/shared';

import { callbackRequests } from '../../db/schema/index.ts';
import { createTestContext, loginAs, type TestContext } from '../../test/harness.ts';
import { seedDemo } from './demo.ts';
import { seedDemoLeads } from './leads.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.db);
  await seedDemoLeads(ctx.db);
});
afterAll(() => ctx.close());

const count = async () =>
  (await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(callbackRequests))[0]!.n;

describe('seedDemoLeads', () => {
  it('stores realistic callbacks over three weeks, some assigned to demo staff, once', async () => {
    const cookie = await loginAs(ctx.app, '9000000001');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/callbacks?limit=100',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const { callbacks, counts } = res.json().data as {
      callbacks: CallbackRequest[];
      counts: Record<string, number>;
    };
    expect(callbacks.length).toBeGreaterThanOrEqual(20);
    for (const status of ['new', 'contacted', 'converted', 'closed']) {
      expect(counts[status], status).toBeGreaterThan(0);
    }
    const assignees = new Set(callbacks.map((c) => c.assignedTo?.name).filter(Boolean));
    expect(assignees).toEqual(new Set(['Vikram Mehta', 'Rohan Kapoor', 'Neha Sharma']));
    const oldest = Date.parse(callbacks.at(-1)!.createdAt);
    expect(Date.now() - oldest).toBeGreaterThan(14 * 24 * 3600_000);
    expect(Date.now() - oldest).toBeLessThan(23 * 24 * 3600_000);
    expect(callbacks.every((c) => Date.parse(c.createdAt) <= Date.now())).toBe(true);

    const before = await count();
    await seedDemoLeads(ctx.db);
    expect(await count()).toBe(before);
  });

  it('stores campaign links whose stats show visits and callbacks', async () => {
    const cookie = await loginAs(ctx.app, '9000000004');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/utm/links',
      headers: { cookie },
    });
    const { links } = res.json().data as { links: UtmLink[] };
    expect(links.map((l) => l.source).sort()).toEqual([
      'google',
      'instagram',
      'linkedin',
      'newsletter',
    ]);
    expect(links.every((l) => l.stats.visits > 0)).toBe(true);
    expect(links.some((l) => l.stats.callbacks > 0)).toBe(true);
    expect(links[0]!.createdBy).toMatchObject({ name: 'Rohan Kapoor' });
  });
});
