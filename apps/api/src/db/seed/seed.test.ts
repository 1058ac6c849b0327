import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestContext, type TestContext } from '../../test/harness.ts';
import { users } from '../schema/index.ts';
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
    expect(await seedIfEmpty(ctx.db)).toBe(true);
    const roles = await ctx.db.select({ role: users.role }).from(users);
    expect(new Set(roles.map((r) => r.role))).toEqual(
      new Set(['student', ...DEMO_STAFF.map((s) => s.role)]),
    );
    const before = await count();
    expect(await seedIfEmpty(ctx.db)).toBe(false);
    expect(await count()).toBe(before);
  });

  it('--scale adds generated students in bulk, idempotently', async () => {
    const before = await count();
    await seedScale(ctx.db, 2_000);
    expect(await count()).toBe(before + 2_000);
    await seedScale(ctx.db, 2_000);
    expect(await count()).toBe(before + 2_000);
  });
});
