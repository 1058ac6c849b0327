import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG, ROLE_RULE_MSG, STAFF_MSG, type Ban } from '@app/shared';

import { activityLogs, bans, refreshTokens } from '../../db/schema/index.ts';
import { createUser, loginAs, sendOtp, uniquePhone, type TestContext } from '../../test/harness.ts';
import { call, signedIn, staffTestContext } from './staff.fixtures.ts';

let ctx: TestContext;
let admin: string;
let adminUser: { id: string; phoneNumber: string | null };
beforeAll(async () => {
  ctx = await staffTestContext();
  const signed = await signedIn(ctx, 'admin', { firstName: 'Ban', lastName: 'Admin' });
  admin = signed.cookie;
  adminUser = signed.user;
});
afterAll(() => ctx.close());

const ban = (body: unknown, cookie = admin) => call(ctx, 'POST', '/admin/bans', cookie, body);
const lift = (id: string, cookie = admin) => call(ctx, 'POST', `/admin/bans/${id}/lift`, cookie);
const me = (cookie: string) => call(ctx, 'GET', '/users/me', cookie);
const refresh = (cookie: string) => call(ctx, 'PUT', '/users/tokens/refresh', cookie);
const liveTokens = (userId: string) =>
  ctx.db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
const logsOf = (banId: string) =>
  ctx.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.entity, 'ban'), eq(activityLogs.entityId, banId)));

describe('banning ends the person’s sessions at once', () => {
  it('a banned student’s next call fails, their refresh is refused, and they cannot log in', async () => {
    const { user, cookie } = await signedIn(ctx, 'student', { firstName: 'Rohan', lastName: 'K' });
    const second = await loginAs(ctx.app, user.phoneNumber!);
    expect((await me(cookie)).statusCode).toBe(200);
    expect(await liveTokens(user.id)).toHaveLength(2);

    const res = await ban({ userId: user.id, reason: 'Abusive messages' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(STAFF_MSG.banCreated);
    const created = res.json().data.ban as Ban;
    expect(created).toEqual({
      _id: expect.any(String),
      user: { _id: user.id, name: 'Rohan K' },
      phone: null,
      email: null,
      reason: 'Abusive messages',
      endsAt: null,
      state: 'active',
      createdBy: { _id: adminUser.id, name: 'Ban Admin' },
      liftedBy: null,
      liftedAt: null,
      createdAt: expect.any(String),
    });

    // Both logins end: the session cache was cleared and every refresh token revoked.
    expect(await liveTokens(user.id)).toHaveLength(0);
    for (const c of [cookie, second]) {
      const next = await me(c);
      expect(next.statusCode).toBe(401);
      expect(next.json().message).toBe(MSG.sessionExpired);
      const refused = await refresh(c);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(MSG.sessionExpired);
    }
    const otp = await sendOtp(ctx.app, user.phoneNumber!);
    expect(otp.statusCode).toBe(403);
    expect(otp.json().message).toBe(MSG.banned);

    const [log] = await logsOf(created._id);
    expect(log).toMatchObject({
      action: 'ban.create',
      actorId: adminUser.id,
      changes: {
        userId: { before: null, after: user.id },
        reason: { before: null, after: 'Abusive messages' },
      },
    });
  });

  it('a phone or e-mail that belongs to an account bans that account', async () => {
    const byPhone = await signedIn(ctx, 'student');
    const res = await ban({ phone: byPhone.user.phoneNumber, reason: 'Fake payments' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.ban).toMatchObject({
      user: { _id: byPhone.user.id },
      phone: byPhone.user.phoneNumber,
      email: null,
    });
    expect((await me(byPhone.cookie)).statusCode).toBe(401);

    const byEmail = await signedIn(ctx, 'student', { email: 'cheater@example.com' });
    const res2 = await ban({ email: '  Cheater@Example.COM ', reason: 'Shared answers' });
    expect(res2.statusCode).toBe(201);
    expect(res2.json().data.ban).toMatchObject({
      user: { _id: byEmail.user.id },
      email: 'cheater@example.com',
    });
    expect((await me(byEmail.cookie)).statusCode).toBe(401);
  });

  it('a phone nobody registered is banned itself: it cannot get a code or sign up', async () => {
    const phone = uniquePhone();
    const res = await ban({ phone, reason: 'Known spammer' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.ban).toMatchObject({ user: null, phone, state: 'active' });
    const otp = await sendOtp(ctx.app, phone);
    expect(otp.statusCode).toBe(403);
    expect(otp.json().message).toBe(MSG.banned);
  });

  it('an end date in the future is kept; the ban is in force until then', async () => {
    const { user } = await signedIn(ctx, 'student');
    const endsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await ban({ userId: user.id, reason: 'Cooling off', endsAt });
    expect(res.json().data.ban).toMatchObject({ endsAt, state: 'active' });
    expect((await sendOtp(ctx.app, user.phoneNumber!)).statusCode).toBe(403);
  });
});

describe('who may be banned, and only once', () => {
  it('409 when a ban in force already covers the person, whichever way it was made', async () => {
    const user = await createUser(ctx.db, { email: 'twice@example.com' });
    expect((await ban({ userId: user.id, reason: 'First' })).statusCode).toBe(201);
    for (const body of [
      { userId: user.id, reason: 'Again' },
      { phone: user.phoneNumber, reason: 'Again' },
      { email: 'twice@example.com', reason: 'Again' },
    ]) {
      const res = await ban(body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: STAFF_MSG.alreadyBanned });
    }
  });

  it('a lifted or ended ban does not count', async () => {
    const user = await createUser(ctx.db);
    await ctx.db.insert(bans).values([
      { userId: user.id, reason: 'Old', liftedAt: new Date() },
      { userId: user.id, reason: 'Ended', endsAt: new Date(Date.now() - 1000) },
    ]);
    expect((await ban({ userId: user.id, reason: 'New' })).statusCode).toBe(201);
  });

  it('nobody bans themselves or anyone of their rank or above', async () => {
    for (const body of [{ userId: adminUser.id }, { phone: adminUser.phoneNumber }]) {
      const res = await ban({ ...body, reason: 'Me' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You cannot do this to your own account');
    }
    for (const role of ['admin', 'super_admin'] as const) {
      const peer = await createUser(ctx.db, { role });
      const res = await ban({ userId: peer.id, reason: 'Peer' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ROLE_RULE_MSG.targetOutranks);
    }
    const { cookie: superAdmin } = await signedIn(ctx, 'super_admin');
    const other = await createUser(ctx.db, { role: 'admin' });
    expect((await ban({ userId: other.id, reason: 'Rogue admin' }, superAdmin)).statusCode).toBe(
      201,
    );
    expect(await ctx.db.select().from(bans).where(eq(bans.userId, other.id))).toHaveLength(1);
  });

  it('an unknown user is 404', async () => {
    const res = await ban({ userId: '0123456789abcdef01234567', reason: 'Nobody' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(STAFF_MSG.userNotFound);
  });
});

describe('lifting a ban', () => {
  it('lifts once, is logged, and the person can log in again', async () => {
    const { user } = await signedIn(ctx, 'student');
    const created = (await ban({ userId: user.id, reason: 'Mistake' })).json().data.ban as Ban;
    const res = await lift(created._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(STAFF_MSG.banLifted);
    expect(res.json().data.ban).toMatchObject({
      _id: created._id,
      state: 'lifted',
      liftedBy: { _id: adminUser.id, name: 'Ban Admin' },
      liftedAt: expect.any(String),
    });
    const again = await lift(created._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STAFF_MSG.banAlreadyLifted);

    const cookie = await loginAs(ctx.app, user.phoneNumber!);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await logsOf(created._id)).map((l) => l.action).sort()).toEqual([
      'ban.create',
      'ban.lift',
    ]);
  });

  it('an unknown ban is 404; an admin cannot lift a ban on someone of their rank', async () => {
    for (const id of ['0123456789abcdef01234567', 'nope']) {
      const res = await lift(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(STAFF_MSG.banNotFound);
    }
    const peer = await createUser(ctx.db, { role: 'admin' });
    const [row] = await ctx.db
      .insert(bans)
      .values({ userId: peer.id, reason: 'By super' })
      .returning();
    const res = await lift(row!.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ROLE_RULE_MSG.targetOutranks);
  });
});

describe('the bans list', () => {
  it('filters by state, searches phone, e-mail or name, newest first', async () => {
    const person = await createUser(ctx.db, {
      firstName: 'Listed',
      lastName: 'Banperson',
      email: 'listed@banlist.test',
    });
    const old = new Date(Date.now() - 86_400_000);
    await ctx.db.insert(bans).values([
      { userId: person.id, reason: 'expired one', endsAt: old, createdAt: old },
      { email: 'ghost@banlist.test', reason: 'active one' },
      {
        phoneNumber: '6999999999',
        reason: 'lifted one',
        liftedAt: new Date(),
        liftedBy: adminUser.id,
      },
    ]);
    const list = async (q: string) => {
      const res = await call(ctx, 'GET', `/admin/bans${q}`, admin);
      expect(res.statusCode).toBe(200);
      return res.json().data as { bans: Ban[]; pagination: { totalItems: number } };
    };
    expect((await list('?search=banperson')).bans.map((b) => b.reason)).toEqual(['expired one']);
    expect((await list('?search=banperson')).bans[0]!.state).toBe('expired');
    expect((await list('?search=%40banlist.test')).bans.map((b) => b.reason)).toEqual([
      'active one',
      'expired one',
    ]);
    expect((await list('?search=%2B91%206999999999')).bans.map((b) => b.state)).toEqual(['lifted']);
    expect((await list('?search=%40banlist&state=active')).bans.map((b) => b.reason)).toEqual([
      'active one',
    ]);
    const lifted = await list('?state=lifted');
    expect(lifted.bans.every((b) => b.state === 'lifted')).toBe(true);
    const expired = await list('?state=expired');
    expect(expired.bans.every((b) => b.state === 'expired')).toBe(true);
    const active = await list('?state=active&limit=2');
    expect(active.bans).toHaveLength(2);
    expect(active.bans.every((b) => b.state === 'active')).toBe(true);
    const all = await list('');
    const times = all.bans.map((b) => b.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('junk input is a 4xx in plain words', () => {
  const user = { userId: '0123456789abcdef01234567' };
  it.each([
    [{ reason: 'x' }, STAFF_MSG.banTargetRequired],
    [{ phone: '9876543210', email: 'a@b.co', reason: 'x' }, STAFF_MSG.banOneTarget],
    [{ phone: '98765', reason: 'x' }, STAFF_MSG.phoneInvalid],
    [{ email: 'not-mail', reason: 'x' }, STAFF_MSG.emailInvalid],
    [{ ...user }, STAFF_MSG.reasonRequired],
    [{ ...user, reason: '   ' }, STAFF_MSG.reasonRequired],
    [{ ...user, reason: 'x'.repeat(501) }, STAFF_MSG.reasonTooLong],
    [{ ...user, reason: 'x', endsAt: '2020-01-01T00:00:00Z' }, STAFF_MSG.endsInPast],
    [{ ...user, reason: 'x', endsAt: 'tomorrow' }, null],
    [{ userId: 'abc', reason: 'x' }, null],
    [{ ...user, reason: 'x', role: 'admin' }, null],
  ])('POST /admin/bans %j → 400', async (body, message) => {
    const res = await ban(body);
    expect(res.statusCode).toBe(400);
    if (message) expect(JSON.stringify(res.json())).toContain(message);
  });

  it.each(['?state=forever', '?page=0', '?limit=101', '?x=1'])(
    'GET /admin/bans%s → 400',
    async (q) => {
      expect((await call(ctx, 'GET', `/admin/bans${q}`, admin)).statusCode).toBe(400);
    },
  );
});
