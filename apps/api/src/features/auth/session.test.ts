import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { MSG } from '@app/shared';

import { revokeUserSessions } from '../../core/auth/sessions.ts';
import { bans, refreshTokens, users } from '../../db/schema/index.ts';
import {
  cookieHeader,
  createTestContext,
  createUser,
  latestOtp,
  loginAs,
  sendOtp,
  type TestContext,
  uniquePhone,
} from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    google: async (code) => {
      if (code !== 'good-code') throw new Error('bad code');
      return {
        sub: 'g-123',
        email: 'farhan.q@example.com',
        emailVerified: true,
        givenName: 'Farhan',
        familyName: 'Qureshi',
      };
    },
  });
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, cookie = '', payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
const me = (cookie: string) => inject('GET', '/users/me', cookie);
const refresh = (cookie: string) => inject('PUT', '/users/tokens/refresh', cookie);

describe('login and register', () => {
  it('an unknown phone gets 404 asking to register, and the same OTP then registers', async () => {
    const phone = uniquePhone();
    await sendOtp(ctx.app, phone);
    const otp = await latestOtp(ctx.app, phone);
    const res = await inject('POST', '/users/login', '', {
      phone: { code: '+91', number: phone },
      otp,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: MSG.userNotRegistered });

    const reg = await inject('POST', '/users/register', '', {
      name: { firstName: 'Meera', lastName: 'Pillai Nair' },
      phone: { code: '+91', number: phone },
      otp,
      email: 'Meera.P@Example.com',
    });
    expect(reg.statusCode).toBe(201);
    const { user } = reg.json().data;
    expect(user).toMatchObject({
      name: { firstName: 'Meera', lastName: 'Pillai Nair' },
      email: 'meera.p@example.com',
      phone: { code: '+91', number: phone },
      role: 'student',
      isActive: true,
    });
    expect(user._id).toMatch(/^[0-9a-f]{24}$/);
    expect(user.userId).toBe(user._id);
    const cookie = cookieHeader(reg);
    expect((await me(cookie)).json().data.user._id).toBe(user._id);
    // Single use: the code that registered cannot log in again.
    const again = await inject('POST', '/users/login', '', {
      phone: { code: '+91', number: phone },
      otp,
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a second registration of the same phone with 409 and writes nothing', async () => {
    const existing = await createUser(ctx.db);
    await sendOtp(ctx.app, existing.phoneNumber!);
    const otp = await latestOtp(ctx.app, existing.phoneNumber!);
    const res = await inject('POST', '/users/register', '', {
      name: { firstName: 'Dup', lastName: 'User' },
      phone: { code: '+91', number: existing.phoneNumber },
      otp,
      email: 'dup@example.com',
    });
    expect(res.statusCode).toBe(409);
    const rows = await ctx.db.select().from(users).where(eq(users.email, 'dup@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('send-otp for registration tells at once that the phone is taken', async () => {
    const existing = await createUser(ctx.db);
    const res = await sendOtp(ctx.app, existing.phoneNumber!, { purpose: 'register' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.phoneAlreadyRegistered);
  });

  it('login sets httpOnly SameSite=Lax cookies and answers data.user', async () => {
    const user = await createUser(ctx.db, { firstName: 'Ravi' });
    await sendOtp(ctx.app, user.phoneNumber!);
    const res = await inject('POST', '/users/login', '', {
      phone: { code: '+91', number: user.phoneNumber },
      otp: await latestOtp(ctx.app, user.phoneNumber!),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: MSG.loginSuccessful,
      data: { user: { _id: user.id } },
    });
    const cookies = res.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[];
    expect(cookies.map((c) => c.name).sort()).toEqual(['accessToken', 'refreshToken']);
    for (const c of cookies) expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });
});

describe('session', () => {
  it('GET /users/me needs a login', async () => {
    const res = await me('');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: MSG.notLoggedIn });
    expect((await me('accessToken=garbage')).statusCode).toBe(401);
  });

  it('an expired access token answers 401 EXPIRED_ACCESS_TOKEN; refresh brings it back', async () => {
    const user = await createUser(ctx.db);
    const cookie = await loginAs(ctx.app, user.phoneNumber!);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 16 * 60_000));
    const expired = await me(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(MSG.expiredAccessToken);
    const r = await refresh(cookie);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.accessToken).toEqual(expect.any(String));
    expect((await me(cookieHeader(r, cookie))).statusCode).toBe(200);
  });

  it('a token already verified still expires on time, and a tampered copy of it is refused', async () => {
    const user = await createUser(ctx.db);
    const cookie = await loginAs(ctx.app, user.phoneNumber!);
    // Verified once: later calls reuse the check (core/auth/tokens.ts), not the expiry.
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(200);
    const token = /accessToken=([^;]+)/.exec(cookie)![1]!;
    const [head, body, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'super_admin' })).toString(
      'base64url',
    );
    const tampered = await me(`accessToken=${head}.${forged}.${sig}`);
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().message).toBe(MSG.notLoggedIn);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 16 * 60_000));
    const expired = await me(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(MSG.expiredAccessToken);
  });

  it('rotates refresh tokens; replaying a rotated one revokes the whole family', async () => {
    const user = await createUser(ctx.db);
    const first = await loginAs(ctx.app, user.phoneNumber!);
    const r1 = await refresh(first);
    expect(r1.statusCode).toBe(200);
    const second = cookieHeader(r1, first);
    expect(second).not.toBe(first);

    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    // The thief's replay killed the family: the legitimate newer token is dead too.
    expect((await refresh(second)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const live = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(live.every((t) => t.revokedAt)).toBe(true);
  });

  it('logout revokes the session and clears the cookies', async () => {
    const user = await createUser(ctx.db);
    const cookie = await loginAs(ctx.app, user.phoneNumber!);
    // A call first, so the session sits in the short-lived cache: logout must still end it at once.
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await inject('POST', '/users/logout', cookie);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: MSG.logoutSuccessful });
    expect((out.cookies as { value: string }[]).every((c) => c.value === '')).toBe(true);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('refresh without a cookie is 401', async () => {
    expect((await refresh('')).statusCode).toBe(401);
  });
});

describe('bans', () => {
  it('a banned user cannot call the API, refresh, get a code or log in', async () => {
    const user = await createUser(ctx.db);
    const cookie = await loginAs(ctx.app, user.phoneNumber!);
    await ctx.db.insert(bans).values({ userId: user.id, reason: 'Abusive behaviour' });
    const call = await me(cookie);
    expect(call.statusCode).toBe(403);
    expect(call.json().message).toBe(MSG.banned);
    expect((await refresh(cookie)).statusCode).toBe(403);
    expect((await sendOtp(ctx.app, user.phoneNumber!)).statusCode).toBe(403);
  });

  it('a ban by phone blocks login; an ended or lifted ban does not', async () => {
    const user = await createUser(ctx.db);
    await sendOtp(ctx.app, user.phoneNumber!);
    const otp = await latestOtp(ctx.app, user.phoneNumber!);
    const [ban] = await ctx.db
      .insert(bans)
      .values({ phoneNumber: user.phoneNumber, reason: 'Spam' })
      .returning();
    const res = await inject('POST', '/users/login', '', {
      phone: { code: '+91', number: user.phoneNumber },
      otp,
    });
    expect(res.statusCode).toBe(403);
    await ctx.db.update(bans).set({ liftedAt: new Date() }).where(eq(bans.id, ban!.id));
    await ctx.db
      .insert(bans)
      .values({ userId: user.id, reason: 'Old', endsAt: new Date(Date.now() - 1000) });
    const ok = await inject('POST', '/users/login', '', {
      phone: { code: '+91', number: user.phoneNumber },
      otp,
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('session cache', () => {
  it('a ban written by another instance bites within the cache TTL; revoking sessions bites at once', async () => {
    const user = await createUser(ctx.db);
    const cookie = await loginAs(ctx.app, user.phoneNumber!);
    expect((await me(cookie)).statusCode).toBe(200);
    await ctx.db.insert(bans).values({ userId: user.id, reason: 'Written by another instance' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + ctx.config.sessionCacheMs + 1));
    expect((await me(cookie)).statusCode).toBe(403);
    vi.useRealTimers();

    const other = await createUser(ctx.db);
    const otherCookie = await loginAs(ctx.app, other.phoneNumber!);
    expect((await me(otherCookie)).statusCode).toBe(200);
    await revokeUserSessions(ctx.db, other.id);
    expect((await me(otherCookie)).statusCode).toBe(401);
  });
});

describe('phone verification for isActive false', () => {
  it('send-otp and login with userId verify the phone and set isActive', async () => {
    const g = await inject('POST', '/google/auth', '', { code: 'good-code' });
    expect(g.statusCode).toBe(200);
    const { user, token } = g.json().data;
    expect(user.isActive).toBe(false);
    expect(token).toEqual(expect.any(String));
    const cookie = cookieHeader(g);
    const phone = uniquePhone();

    const sent = await sendOtp(ctx.app, phone, { userId: user._id }, cookie);
    expect(sent.statusCode).toBe(200);
    const res = await inject('POST', '/users/login', cookie, {
      phone: { code: '+91', number: phone },
      otp: await latestOtp(ctx.app, phone),
      userId: user._id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      _id: user._id,
      isActive: true,
      phone: { number: phone },
    });
    expect((await me(cookie)).json().data.user.isActive).toBe(true);
  });

  it("cannot verify someone else's account or take a phone in use", async () => {
    const victim = await createUser(ctx.db, { isActive: false, phoneNumber: null });
    const attacker = await createUser(ctx.db);
    const cookie = await loginAs(ctx.app, attacker.phoneNumber!);
    const res = await sendOtp(ctx.app, uniquePhone(), { userId: victim.id }, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.userIdMismatch);
    const anonymous = await sendOtp(ctx.app, uniquePhone(), { userId: victim.id });
    expect(anonymous.statusCode).toBe(403);

    const other = await createUser(ctx.db);
    const taken = await sendOtp(ctx.app, other.phoneNumber!, { userId: attacker.id }, cookie);
    expect(taken.statusCode).toBe(409);
  });
});

describe('Google sign-in', () => {
  it('answers a clear 400 when not configured', async () => {
    const plain = await createTestContext();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/v1/google/auth',
        payload: { code: 'x' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.googleNotConfigured);
    } finally {
      await plain.close();
    }
  });

  it('a bad code is a 400, not a 500', async () => {
    const res = await inject('POST', '/google/auth', '', { code: 'bad' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.googleFailed);
  });
});
