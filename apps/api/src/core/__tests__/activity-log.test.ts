import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createOrPromoteUser } from '../../cli/user-create.service.ts';
import { activityLogs, users } from '../../db/schema/index.ts';
import { createTestContext, createUser, type TestContext } from '../../test/harness.ts';
import { diffFields, recordActivity } from '../activity-log.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('activity log', () => {
  it('diffFields keeps only changed fields with before and after', () => {
    expect(
      diffFields(
        { role: 'mentor', name: 'A', updatedAt: 1 },
        { role: 'admin', name: 'A', updatedAt: 2 },
      ),
    ).toEqual({
      role: { before: 'mentor', after: 'admin' },
    });
    expect(diffFields(null, { tags: ['x'] })).toEqual({ tags: { before: null, after: ['x'] } });
  });

  it('records a staff write with actor, request id and IP', async () => {
    const actor = await createUser(ctx.db, { role: 'admin' });
    const request = { sessionUser: { ...actor, sessionId: 'x' }, id: 'req-42', ip: '198.51.100.7' };
    const row = await recordActivity(ctx.db, request as never, {
      action: 'user.update',
      entity: 'user',
      entityId: 'u1',
      before: { isActive: false },
      after: { isActive: true },
    });
    expect(row).toMatchObject({
      actorId: actor.id,
      actorRole: 'admin',
      requestId: 'req-42',
      ip: '198.51.100.7',
      changes: { isActive: { before: false, after: true } },
    });
  });

  it('is append-only: the database refuses updates and deletes', async () => {
    const row = await recordActivity(ctx.db, null, { action: 'x', entity: 'y', after: { a: 1 } });
    await expect(
      ctx.db.update(activityLogs).set({ action: 'tampered' }).where(eq(activityLogs.id, row.id)),
    ).rejects.toThrow();
    await expect(ctx.db.delete(activityLogs).where(eq(activityLogs.id, row.id))).rejects.toThrow();
    await expect(ctx.db.execute(sql`truncate activity_logs`)).rejects.toThrow();
    const [still] = await ctx.db.select().from(activityLogs).where(eq(activityLogs.id, row.id));
    expect(still!.action).toBe('x');
  });
});

describe('user:create', () => {
  it('creates, then promotes idempotently, logging both', async () => {
    const first = await createOrPromoteUser(ctx.db, {
      phone: '9111111111',
      role: 'super_admin',
      name: 'Asha  Rao Iyer',
    });
    expect(first.created).toBe(true);
    expect(first.user).toMatchObject({
      firstName: 'Asha',
      lastName: 'Rao Iyer',
      role: 'super_admin',
      isActive: true,
    });
    const again = await createOrPromoteUser(ctx.db, {
      phone: '9111111111',
      role: 'super_admin',
      name: 'Asha Rao',
    });
    expect(again.created).toBe(false);
    const demoted = await createOrPromoteUser(ctx.db, {
      phone: '9111111111',
      role: 'mentor',
      name: 'Asha Rao',
    });
    expect(demoted.user.role).toBe('mentor');
    expect(
      await ctx.db.select().from(users).where(eq(users.phoneNumber, '9111111111')),
    ).toHaveLength(1);
    const logs = await ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityId, first.user.id));
    expect(logs.map((l) => l.action).sort()).toEqual([
      'user.create.cli',
      'user.role.cli',
      'user.role.cli',
    ]);
  });

  it.each([
    [{ phone: '12345', role: 'admin', name: 'A B' }, /--phone/],
    [{ phone: '9111111112', role: 'boss', name: 'A B' }, /--role: Role must be one of/],
    [{ phone: '9111111112', role: 'admin' }, /--name/],
  ])('refuses bad input %j', async (args, message) => {
    await expect(createOrPromoteUser(ctx.db, args)).rejects.toThrow(message);
  });
});
