/**
 * Wrong OTP guesses are capped per phone across codes (config.otpWrongPerHour, 10): asking for
 * new codes does not buy new guesses. The lock covers login, register and phone verification
 * (and sending codes, which could not be used) until enough of the hour's codes are an hour old.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MSG } from '@app/shared';

import { otpChallenges } from '../../db/schema/index.ts';
import {
  cookieHeader,
  createUser,
  latestOtp,
  sendOtp,
  uniquePhone,
  useTestContext,
} from '../../test/harness.ts';

const ctx = useTestContext();
afterEach(() => vi.useRealTimers());

const MINUTE = 60_000;
const phoneOf = (number: string) => ({ code: '+91', number });
const login = (phone: string, otp: string, extra: Record<string, unknown> = {}, cookie = '') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    headers: cookie ? { cookie } : {},
    payload: { phone: phoneOf(phone), otp, ...extra },
  });
const register = (phone: string, otp: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/register',
    payload: {
      name: { firstName: 'Guess', lastName: 'Cap' },
      phone: phoneOf(phone),
      otp,
      email: `cap${phone}@example.com`,
    },
  });
const wrong = (code: string, n = 1) => String((Number(code) + n) % 10_000).padStart(4, '0');
const at = (ms: number) => vi.setSystemTime(new Date(ms));

async function attemptsOn(phone: string) {
  const rows = await ctx.db
    .select({ attempts: otpChallenges.attempts, createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(eq(otpChallenges.phoneNumber, phone))
    .orderBy(otpChallenges.createdAt);
  return rows.map((r) => r.attempts);
}

function expectLocked(res: Awaited<ReturnType<typeof login>>, minutes: number, seconds: number) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({
    success: false,
    message: MSG.otpWrongGuessLock(minutes),
    data: { retryAfter: seconds },
  });
  expect(res.headers['retry-after']).toBe(String(seconds));
}

describe('wrong OTP guesses per phone per hour', () => {
  it('10 wrong across two codes lock login, register, verify and new codes for the rest of the hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = new Date('2026-12-01T09:00:00Z').getTime();
    const phone = uniquePhone();

    at(t0);
    expect((await sendOtp(ctx.app, phone)).statusCode).toBe(200);
    const first = await latestOtp(ctx.app, phone);
    for (let i = 1; i <= 5; i++) await login(phone, wrong(first, i));
    expect(await attemptsOn(phone)).toEqual([5]);

    // A new code 18 minutes later: only 5 guesses are left for the phone, not 5 more per code.
    at(t0 + 18 * MINUTE);
    expect((await sendOtp(ctx.app, phone)).statusCode).toBe(200);
    const second = await latestOtp(ctx.app, phone);
    for (let i = 1; i <= 4; i++) {
      const res = await login(phone, wrong(second, i));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MSG.otpInvalid, data: { attemptsLeft: 5 - i } });
    }
    // The tenth wrong guess locks the phone until the first code is an hour old: 42 minutes.
    const tenth = await login(phone, wrong(second, 5));
    expectLocked(tenth, 42, 42 * 60);
    expect(tenth.json().message).toBe(
      'Too many wrong codes for this number. Try again in 42 minutes.',
    );

    // Everything that signs in with this phone is refused, the right code included.
    at(t0 + 20 * MINUTE);
    expectLocked(await login(phone, second), 40, 40 * 60);
    expectLocked(await register(phone, second), 40, 40 * 60);
    const googleUser = await createUser(ctx.db, {
      email: `g${phone}@example.com`,
      phoneNumber: null,
      isActive: false,
    });
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/dev/sign-in',
      payload: { email: googleUser.email },
    });
    const cookie = cookieHeader(signedIn);
    expectLocked(await login(phone, second, { userId: googleUser.id }, cookie), 40, 40 * 60);
    // Asking for a new code does not reopen it (and sends nothing that could not be used).
    const again = await sendOtp(ctx.app, phone);
    expectLocked(again, 40, 40 * 60);
    expect(await attemptsOn(phone)).toEqual([5, 5]);

    // Another phone is not affected.
    const other = uniquePhone();
    expect((await sendOtp(ctx.app, other)).statusCode).toBe(200);

    // Once the first code is an hour old, its five guesses no longer count: sign-up works.
    at(t0 + 60 * MINUTE - 1000);
    expectLocked(await sendOtp(ctx.app, phone), 1, 1);
    at(t0 + 60 * MINUTE + 1000);
    expect((await sendOtp(ctx.app, phone)).statusCode).toBe(200);
    const third = await latestOtp(ctx.app, phone);
    const res = await register(phone, third);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('parallel wrong guesses stop at what the phone has left', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = new Date('2026-12-02T09:00:00Z').getTime();
    const phone = uniquePhone();
    at(t0);
    await sendOtp(ctx.app, phone);
    const first = await latestOtp(ctx.app, phone);
    for (let i = 1; i <= 5; i++) await login(phone, wrong(first, i));
    at(t0 + MINUTE);
    await sendOtp(ctx.app, phone);
    const second = await latestOtp(ctx.app, phone);
    for (let i = 1; i <= 3; i++) await login(phone, wrong(second, i));
    at(t0 + 3 * MINUTE);
    await sendOtp(ctx.app, phone);
    const third = await latestOtp(ctx.app, phone);

    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login(phone, wrong(third, i + 1))),
    );
    expect(answers.every((a) => a.statusCode === 400 || a.statusCode === 429)).toBe(true);
    // 5 + 3 + 2: the third code took only the two guesses the phone had left.
    expect(await attemptsOn(phone)).toEqual([5, 3, 2]);
    expectLocked(await login(phone, third), 57, 57 * 60);
  });

  it('a right code within the budget still signs in and is not a wrong guess', async () => {
    const phone = uniquePhone();
    await sendOtp(ctx.app, phone);
    const code = await latestOtp(ctx.app, phone);
    for (let i = 1; i <= 3; i++) await login(phone, wrong(code, i));
    expect((await register(phone, code)).statusCode).toBe(201);
    expect(await attemptsOn(phone)).toEqual([3]);
  });
});
