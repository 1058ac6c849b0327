import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG, STAFF_MSG, type ActivityLog } from '@app/shared';

import { activityLogs } from '../../db/schema/index.ts';
import { createUser, type TestContext } from '../../test/harness.ts';
import { call, signedIn, staffTestContext, type Method } from './staff.fixtures.ts';

let ctx: TestContext;
let admin: { id: string; cookie: string };
let target: { id: string };
beforeAll(async () => {
  ctx = await staffTestContext();
  const a = await signedIn(ctx, 'admin', { firstName: 'Log', lastName: 'Keeper' });
  admin = { id: a.user.id, cookie: a.cookie };
  target = await createUser(ctx.db, { firstName: 'Logged', lastName: 'Student' });
  // Three staff writes through the API, and two entries either side of an IST midnight.
  await call(ctx, 'PATCH', `/admin/users/${target.id}`, admin.cookie, { role: 'mentor' });
  const ban = await call(ctx, 'POST', '/admin/bans', admin.cookie, {
    userId: target.id,
    reason: 'Testing the log',
  });
  await call(ctx, 'POST', `/admin/bans/${ban.json().data.ban._id}/lift`, admin.cookie);
  await ctx.db.insert(activityLogs).values([
    {
      action: 'test.boundary',
      entity: 'course',
      entityId: 'late',
      createdAt: new Date('2025-03-01T23:59:00+05:30'),
    },
    {
      action: 'test.boundary',
      entity: 'course',
      entityId: 'early',
      createdAt: new Date('2025-03-02T00:01:00+05:30'),
    },
  ]);
});
afterAll(() => ctx.close());

async function list(query: string) {
  const res = await call(ctx, 'GET', `/admin/activity-logs${query}`, admin.cookie);
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    activityLogs: ActivityLog[];
    pagination: { totalItems: number; totalPages: number };
  };
}

describe('reading the activity log', () => {
  it('newest first, with the actor’s name and role and each changed field before and after', async () => {
    const { activityLogs: logs } = await list(`?actorId=${admin.id}`);
    expect(logs.map((l) => l.action)).toEqual(['ban.lift', 'ban.create', 'user.role_change']);
    expect(logs[2]).toEqual({
      _id: expect.any(String),
      actor: { _id: admin.id, name: 'Log Keeper', role: 'admin' },
      action: 'user.role_change',
      entity: 'user',
      entityId: target.id,
      entityName: 'Logged Student',
      summary: 'Changed the role of Logged Student to Mentor',
      changes: { role: { before: 'student', after: 'mentor' } },
      requestId: expect.any(String),
      ip: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(logs.map((l) => l.summary)).toEqual([
      'Lifted the ban on Logged Student',
      'Banned Logged Student',
      'Changed the role of Logged Student to Mentor',
    ]);
    expect(logs[0]!.changes).toMatchObject({
      liftedAt: { before: null, after: expect.any(String) },
      liftedBy: { before: null, after: admin.id },
    });
  });

  it('filters by action, entity and entity id', async () => {
    expect((await list('?action=ban.create')).activityLogs).toHaveLength(1);
    expect((await list('?entity=ban')).activityLogs.map((l) => l.action)).toEqual([
      'ban.lift',
      'ban.create',
    ]);
    const onUser = await list(`?entity=user&entityId=${target.id}`);
    expect(onUser.activityLogs.map((l) => l.action)).toEqual(['user.role_change']);
    expect(onUser.pagination.totalItems).toBe(1);
  });

  it('dates are IST calendar days, both ends included', async () => {
    const day = async (q: string) =>
      (await list(`?action=test.boundary${q}`)).activityLogs.map((l) => l.entityId);
    expect(await day('&from=2025-03-02&to=2025-03-02')).toEqual(['early']);
    expect(await day('&from=2025-03-01&to=2025-03-01')).toEqual(['late']);
    expect(await day('&from=2025-03-01')).toEqual(['early', 'late']);
    expect(await day('&to=2025-02-28')).toEqual([]);
    // A system entry (no actor) shows no actor.
    expect((await list('?action=test.boundary')).activityLogs[0]!.actor).toBeNull();
  });

  it('paginates', async () => {
    const page = await list('?limit=2&page=2');
    expect(page.activityLogs).toHaveLength(2);
    expect(page.pagination).toMatchObject({ currentPage: 2, itemsPerPage: 2, totalItems: 5 });
  });

  it('facets: the distinct actions, entities and actors, for the filters', async () => {
    const res = await call(ctx, 'GET', '/admin/activity-logs/facets', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      actions: ['ban.create', 'ban.lift', 'test.boundary', 'user.role_change'],
      entities: ['ban', 'course', 'user'],
      actors: [{ _id: admin.id, name: 'Log Keeper', role: 'admin' }],
    });
  });

  it('junk filters are 400', async () => {
    for (const q of [
      '?actorId=nope',
      '?from=2025-02-30',
      '?to=yesterday',
      '?limit=0',
      '?page=-1',
      `?action=${'a'.repeat(65)}`,
      '?other=1',
    ]) {
      const res = await call(ctx, 'GET', `/admin/activity-logs${q}`, admin.cookie);
      expect(res.statusCode).toBe(400);
    }
    const order = await call(
      ctx,
      'GET',
      '/admin/activity-logs?from=2025-03-02&to=2025-03-01',
      admin.cookie,
    );
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe(STAFF_MSG.rangeOrder);
  });

  it('is for admins only', async () => {
    for (const role of ['support', 'instructor', 'mentor'] as const) {
      const { cookie } = await signedIn(ctx, role);
      const res = await call(ctx, 'GET', '/admin/activity-logs', cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MSG.forbidden);
    }
  });
});

describe('the log can only be appended to', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const [entry] = await ctx.db.select().from(activityLogs).limit(1);
    await expect(
      ctx.db.update(activityLogs).set({ action: 'forged' }).where(eq(activityLogs.id, entry!.id)),
    ).rejects.toThrow();
    await expect(
      ctx.db.delete(activityLogs).where(eq(activityLogs.id, entry!.id)),
    ).rejects.toThrow();
    await expect(ctx.db.execute(sql`truncate activity_logs`)).rejects.toThrow();
    const [after] = await ctx.db.select().from(activityLogs).where(eq(activityLogs.id, entry!.id));
    expect(after).toEqual(entry);
  });

  it('no call edits or deletes an entry', async () => {
    const [entry] = await ctx.db.select().from(activityLogs).limit(1);
    const methods: Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
    for (const method of methods) {
      for (const url of ['/admin/activity-logs', `/admin/activity-logs/${entry!.id}`]) {
        const res = await call(ctx, method, url, admin.cookie, { action: 'forged' });
        expect([404, 405]).toContain(res.statusCode);
      }
    }
    const [after] = await ctx.db.select().from(activityLogs).where(eq(activityLogs.id, entry!.id));
    expect(after).toEqual(entry);
  });
});
