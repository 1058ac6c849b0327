import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MSG } from '@app/shared';

import { otpChallenges } from '../../db/schema/index.ts';
import {
  latestOtp,
  postStatusesAtRealLimits,
  sendOtp,
  uniquePhone,
  useTestContext,
} from '../../test/harness.ts';

const ctx = useTestContext();
afterEach(() => vi.useRealTimers());

const login = (phone: string, otp: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { phone: { code: '+91', number: phone }, otp },
  });
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('POST /users/send-otp', () => {
  it('sends a 4-digit code to the outbox and stores only its hash', async () => {
    const phone = uniquePhone();
    const res = await sendOtp(ctx.app, phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: MSG.otpSent,
      data: { resendAfter: 30, expiresIn: 300 },
    });
    const code = await latestOtp(ctx.app, phone);
    expect(code).toMatch(/^\d{4}$/);
    const [row] = await ctx.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.phoneNumber, phone));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
  });

  it('refuses other country codes with a pointer to support', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/send-otp',
      payload: { phone: { code: '+1', number: '9876543210' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Validation Error',
      data: [{ field: 'phone.code', message: MSG.otherCountry }],
    });
  });

  it.each([
    ['', MSG.phoneRequired],
    ['98765', MSG.phoneInvalid],
    ['98765abcde', MSG.phoneInvalid],
    ['5876543210', MSG.indianMobile],
  ])('rejects phone %j with %j', async (number, message) => {
    const res = await sendOtp(ctx.app, number);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([{ field: 'phone.number', message }]);
  });

  it('enforces the resend countdowns: 30 s after the first send, 90 s after a resend', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = new Date('2026-11-21T10:00:00Z');
    vi.setSystemTime(t0);
    const phone = uniquePhone();
    expect((await sendOtp(ctx.app, phone)).statusCode).toBe(200);

    vi.setSystemTime(new Date(t0.getTime() + 10_000));
    const early = await sendOtp(ctx.app, phone);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      message: MSG.otpResendWait(20),
      data: { retryAfter: 20 },
    });
    expect(early.headers['retry-after']).toBe('20');

    vi.setSystemTime(new Date(t0.getTime() + 30_000));
    const resend = await sendOtp(ctx.app, phone);
    expect(resend.statusCode).toBe(200);
    expect(resend.json().data.resendAfter).toBe(90);

    vi.setSystemTime(new Date(t0.getTime() + 30_000 + 89_000));
    expect((await sendOtp(ctx.app, phone)).statusCode).toBe(429);
    vi.setSystemTime(new Date(t0.getTime() + 30_000 + 90_000));
    expect((await sendOtp(ctx.app, phone)).statusCode).toBe(200);
  });

  it('limits sends per phone per hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let t = new Date('2026-11-21T12:00:00Z').getTime();
    const phone = uniquePhone();
    for (let i = 0; i < 5; i++) {
      vi.setSystemTime(new Date(t));
      expect((await sendOtp(ctx.app, phone)).statusCode).toBe(200);
      t += 91_000;
    }
    vi.setSystemTime(new Date(t));
    const sixth = await sendOtp(ctx.app, phone);
    expect(sixth.statusCode).toBe(429);
    // The real wait: until the first of the five sends is an hour old (t0 + 3600 s, now t0 + 455 s).
    expect(sixth.json()).toMatchObject({
      message: MSG.otpHourlyLimit(53),
      data: { retryAfter: 3600 - 5 * 91 },
    });
    expect(sixth.headers['retry-after']).toBe(String(3600 - 5 * 91));
    vi.setSystemTime(new Date(t - 5 * 91_000 + 3_600_000));
    expect((await sendOtp(ctx.app, phone)).statusCode).toBe(200);
  });

  it('limits sends per IP with the envelope', async () => {
    const statuses = await postStatusesAtRealLimits(
      '/users/send-otp',
      11,
      () => ({ phone: { code: '+91', number: uniquePhone() } }),
      '203.0.113.9',
    );
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('OTP verification', () => {
  it('expires after 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = new Date('2026-11-21T14:00:00Z').getTime();
    vi.setSystemTime(new Date(t0));
    const phone = uniquePhone();
    await sendOtp(ctx.app, phone);
    const code = await latestOtp(ctx.app, phone);
    vi.setSystemTime(new Date(t0 + 5 * 60_000 + 1));
    const res = await login(phone, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.otpExpired);
  });

  it('dies after 5 wrong tries, even for the right code', async () => {
    const phone = uniquePhone();
    await sendOtp(ctx.app, phone);
    const code = await latestOtp(ctx.app, phone);
    for (let i = 1; i <= 4; i++) {
      const res = await login(phone, wrong(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MSG.otpInvalid, data: { attemptsLeft: 5 - i } });
    }
    const fifth = await login(phone, wrong(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(MSG.otpAttemptsExceeded);
    const right = await login(phone, code);
    expect(right.statusCode).toBe(429);
  });

  it('counts parallel wrong guesses without passing the cap', async () => {
    const phone = uniquePhone();
    await sendOtp(ctx.app, phone);
    const code = await latestOtp(ctx.app, phone);
    await Promise.all(Array.from({ length: 8 }, () => login(phone, wrong(code))));
    const [row] = await ctx.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.phoneNumber, phone));
    expect(row!.attempts).toBe(5);
  });

  it('rejects a malformed code with the spec message', async () => {
    const res = await login(uniquePhone(), '12');
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([{ field: 'otp', message: MSG.otpIncomplete }]);
  });

  it('a resend invalidates the previous code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = new Date('2026-11-21T16:00:00Z').getTime();
    vi.setSystemTime(new Date(t0));
    const phone = uniquePhone();
    await sendOtp(ctx.app, phone);
    const first = await latestOtp(ctx.app, phone);
    vi.setSystemTime(new Date(t0 + 31_000));
    await sendOtp(ctx.app, phone);
    const second = await latestOtp(ctx.app, phone);
    if (first !== second) expect((await login(phone, first)).statusCode).toBe(400);
  });
});
