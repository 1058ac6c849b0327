import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG, ROLE_RULE_MSG, ROLES, roleChangeRefusal, STAFF_MSG, type Role } from '@app/shared';

import { activityLogs, users } from '../../db/schema/index.ts';
import { createUser, type TestContext } from '../../test/harness.ts';
import { call, signedIn, staffTestContext } from './staff.fixtures.ts';

let ctx: TestContext;
const actors = {} as Record<'admin' | 'super_admin', { id: string; cookie: string }>;
beforeAll(async () => {
  ctx = await staffTestContext();
  for (const role of ['admin', 'super_admin'] as const) {
    const { user, cookie } = await signedIn(ctx, role);
    actors[role] = { id: user.id, cookie };
  }
});
afterAll(() => ctx.close());

const patch = (id: string, body: unknown, cookie: string) =>
  call(ctx, 'PATCH', `/admin/users/${id}`, cookie, body);

const { ownRole, onlySuperAdminMakesAdmin, targetOutranks, roleOutranks } = ROLE_RULE_MSG;

describe('role changes follow the rank rules (mentor 1 … super_admin 7)', () => {
  // actor, target's role, new role → null (allowed) or the 403's exact message
  const table: [actor: 'admin' | 'super_admin', target: Role, to: Role, refusal: string | null][] =
    [
      ['admin', 'student', 'mentor', null],
      ['admin', 'student', 'instructor', null],
      ['admin', 'mentor', 'student', null],
      ['admin', 'instructor', 'support', null],
      ['admin', 'student', 'admin', onlySuperAdminMakesAdmin],
      ['admin', 'instructor', 'admin', onlySuperAdminMakesAdmin],
      ['admin', 'student', 'super_admin', roleOutranks],
      ['admin', 'admin', 'student', targetOutranks],
      ['admin', 'admin', 'mentor', targetOutranks],
      ['admin', 'super_admin', 'admin', targetOutranks],
      ['super_admin', 'student', 'admin', null],
      ['super_admin', 'instructor', 'admin', null],
      ['super_admin', 'admin', 'instructor', null],
      ['super_admin', 'admin', 'student', null],
      ['super_admin', 'student', 'super_admin', roleOutranks],
      ['super_admin', 'admin', 'super_admin', roleOutranks],
      ['super_admin', 'super_admin', 'admin', targetOutranks],
    ];

  it.each(table)('%s changing a %s to %s → %s', async (actor, targetRole, to, refusal) => {
    const target = await createUser(ctx.db, { role: targetRole });
    const res = await patch(target.id, { role: to }, actors[actor].cookie);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, target.id));
    const logged = await ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, 'user'), eq(activityLogs.entityId, target.id)));
    if (refusal) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: refusal });
      expect(row!.role).toBe(targetRole);
      expect(logged).toHaveLength(0);
      return;
    }
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: STAFF_MSG.userUpdated,
      data: { user: { _id: target.id, role: to } },
    });
    expect(row!.role).toBe(to);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      action: 'user.role_change',
      actorId: actors[actor].id,
      actorRole: actor,
      changes: { role: { before: targetRole, after: to } },
    });
  });

  it('nobody changes their own role, nor their own active flag', async () => {
    for (const role of ['admin', 'super_admin'] as const) {
      const { id, cookie } = actors[role];
      const res = await patch(id, { role: 'mentor' }, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ownRole);
      const flag = await patch(id, { isActive: false }, cookie);
      expect(flag.statusCode).toBe(403);
      expect(flag.json().message).toBe('You cannot do this to your own account');
    }
  });

  it('the API answers every actor × target × role exactly as the shared rule does', async () => {
    for (const actor of ['admin', 'super_admin'] as const) {
      for (const from of ROLES) {
        const target = await createUser(ctx.db, { role: from });
        for (const to of ROLES) {
          await ctx.db.update(users).set({ role: from }).where(eq(users.id, target.id));
          const refusal = roleChangeRefusal({
            actor: { id: actors[actor].id, role: actor },
            target: { id: target.id, role: from },
            to,
          });
          const res = await patch(target.id, { role: to }, actors[actor].cookie);
          expect([actor, from, to, res.statusCode]).toEqual([actor, from, to, refusal ? 403 : 200]);
          if (refusal) expect(res.json().message).toBe(refusal);
        }
      }
    }
  });

  it('staff below admin cannot change anyone: the users menu is admin-only (guard 403)', async () => {
    const target = await createUser(ctx.db);
    for (const role of [
      'instructor',
      'sales_and_marketing',
      'support',
      'batch_manager',
      'mentor',
      'student',
    ] as const) {
      const { cookie } = await signedIn(ctx, role);
      const res = await patch(target.id, { role: 'mentor' }, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MSG.forbidden);
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.role).toBe('student');
  });

  it('the active flag: admins act only on those ranked below them', async () => {
    const student = await createUser(ctx.db);
    const off = await patch(student.id, { isActive: false }, actors.admin.cookie);
    expect(off.statusCode).toBe(200);
    expect(off.json().data.user).toMatchObject({ isActive: false, role: 'student' });
    const [log] = await ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, 'user'), eq(activityLogs.entityId, student.id)));
    expect(log).toMatchObject({
      action: 'user.update',
      changes: { isActive: { before: true, after: false } },
    });
    for (const role of ['admin', 'super_admin'] as const) {
      const peer = await createUser(ctx.db, { role });
      const res = await patch(peer.id, { isActive: false }, actors.admin.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(targetOutranks);
    }
  });

  it('one PATCH may change both; the role rule is checked first', async () => {
    const student = await createUser(ctx.db);
    const res = await patch(student.id, { role: 'admin', isActive: false }, actors.admin.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(onlySuperAdminMakesAdmin);
    const ok = await patch(student.id, { role: 'support', isActive: false }, actors.admin.cookie);
    expect(ok.json().data.user).toMatchObject({ role: 'support', isActive: false });
    const [log] = await ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, 'user'), eq(activityLogs.entityId, student.id)));
    expect(log).toMatchObject({
      action: 'user.role_change',
      changes: {
        role: { before: 'student', after: 'support' },
        isActive: { before: true, after: false },
      },
    });
  });

  it('a PATCH that changes nothing is answered but not logged', async () => {
    const student = await createUser(ctx.db);
    const res = await patch(student.id, { role: 'student', isActive: true }, actors.admin.cookie);
    expect(res.statusCode).toBe(200);
    const logged = await ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityId, student.id));
    expect(logged).toHaveLength(0);
  });
});

describe('a role change bites on the next call', () => {
  it("a promoted student's next /users/me and staff call see the new role", async () => {
    const { user, cookie } = await signedIn(ctx, 'student');
    // The session is cached in this process before the change (SESSION_CACHE_MS applies).
    expect((await call(ctx, 'GET', '/users/me', cookie)).json().data.user.role).toBe('student');
    expect((await call(ctx, 'GET', '/admin/whizz', cookie)).statusCode).toBe(403);

    expect((await patch(user.id, { role: 'mentor' }, actors.admin.cookie)).statusCode).toBe(200);
    const me = await call(ctx, 'GET', '/users/me', cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.role).toBe('mentor');
    expect((await call(ctx, 'GET', '/admin/whizz', cookie)).statusCode).toBe(200);
    // Still not an admin page: the users menu stays closed to a mentor.
    expect((await call(ctx, 'GET', '/admin/users', cookie)).statusCode).toBe(403);
  });

  it('a demoted staff member gets 403 on staff routes at once, though their token says otherwise', async () => {
    const { user, cookie } = await signedIn(ctx, 'instructor');
    expect((await call(ctx, 'GET', '/admin/courses', cookie)).statusCode).toBe(200);
    expect((await patch(user.id, { role: 'student' }, actors.admin.cookie)).statusCode).toBe(200);
    const res = await call(ctx, 'GET', '/admin/courses', cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.forbidden);
    // Still signed in, as a student.
    expect((await call(ctx, 'GET', '/users/me', cookie)).json().data.user.role).toBe('student');
  });
});
