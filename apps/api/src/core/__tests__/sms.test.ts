/**
 * SMS providers (issue 14): the generic HTTP gateway against a real receiver started here,
 * MSG91 against a stubbed fetch, and the outbox. No OTP code reaches a log; in production the
 * outbox keeps the text with its code masked; a failed send is 'Failed to send OTP' and leaves
 * no usable code and nothing counted against the phone.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { MSG } from '@app/shared';

import { otpChallenges, outbox } from '../../db/schema/index.ts';
import {
  createTestContext,
  latestOtp,
  sendOtp,
  type TestContext,
  uniquePhone,
} from '../../test/harness.ts';
import { loadConfig } from '../config.ts';
import { createMetrics } from '../metrics.ts';
import { createSms, SmsNotSentError } from '../outbox.ts';

type Received = { method?: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };

/** The SMS gateway: records each request, answers as `mode` says. */
let mode: 'ok' | 'error' | 'drop' = 'ok';
const received: Received[] = [];
let receiver: Server;
let gatewayUrl: string;

/** Everything the apps log, as pino writes it. */
const logs: string[] = [];
const logger = { level: 'info', stream: { write: (line: string) => void logs.push(line) } };

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(48),
  UPI_ID: 'school@okaxis',
  UPI_PAYEE_NAME: 'Real School Pvt Ltd',
  BANK_DETAILS: 'Axis Bank · A/c 9 · IFSC UTIB0000009',
  GSTIN: '27AAAAA0000A1Z5',
};

let prod: TestContext;
let local: TestContext;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method, headers: req.headers, body: JSON.parse(raw || '{}') });
      if (mode === 'drop') return req.socket.destroy();
      res.writeHead(mode === 'ok' ? 202 : 500, { 'content-type': 'application/json' });
      // A gateway that echoes the text back: the app must not log or keep what it answers.
      res.end(JSON.stringify({ echoed: raw }));
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/send`;
  prod = await createTestContext({
    env: {
      ...PRODUCTION,
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: gatewayUrl,
      SMS_HTTP_AUTH: 'Bearer sms-key-123',
    },
    config: { enableDevRoutes: false },
    logger,
  });
  local = await createTestContext({ logger });
});
afterAll(async () => {
  await prod?.close();
  await local?.close();
  await new Promise((resolve) => receiver.close(resolve));
});
afterEach(() => {
  mode = 'ok';
  received.length = 0;
  vi.restoreAllMocks();
});

const codeOf = (r: Received | undefined) =>
  /^(\d{4}) is your KodeSchool/.exec(String(r?.body.body))?.[1];

/** The code as a token of its own (not inside a timestamp, id or duration). */
const mentions = (text: string, code: string) =>
  new RegExp(`(?<![\\w.-])${code}(?![\\w.-])`).test(text) || text.includes(`${code} is your`);

const outboxRows = (ctx: TestContext, phone: string) =>
  ctx.db.select().from(outbox).where(eq(outbox.to, phone));

async function smsCount(ctx: TestContext, provider: string, outcome: string) {
  const metric = await ctx.app.metrics.smsOutcomes.get();
  return (
    metric.values.find((v) => v.labels.provider === provider && v.labels.outcome === outcome)
      ?.value ?? 0
  );
}

const login = (ctx: TestContext, phone: string, otp: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { phone: { code: '+91', number: phone }, otp },
  });

describe('SMS_PROVIDER=http in production', () => {
  it('POSTs { to, body } with the Authorization header; log and outbox never hold the code', async () => {
    const logsBefore = logs.length;
    const phone = uniquePhone();
    const res = await sendOtp(prod.app, phone);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: MSG.otpSent });

    expect(received).toHaveLength(1);
    const [sms] = received;
    expect(sms!.method).toBe('POST');
    expect(sms!.headers['content-type']).toBe('application/json');
    expect(sms!.headers.authorization).toBe('Bearer sms-key-123');
    expect(Object.keys(sms!.body).sort()).toEqual(['body', 'to']);
    expect(sms!.body.to).toBe(`+91${phone}`);
    const code = codeOf(sms)!;
    expect(code).toMatch(/^\d{4}$/);

    const rows = await outboxRows(prod, phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'sms', status: 'sent', attempts: 1, lastError: null });
    expect(rows[0]!.body).toMatch(/^\*\*\*\* is your KodeSchool verification code\./);
    expect(rows[0]!.body).not.toContain(code);
    expect(rows[0]!.sentAt).toBeInstanceOf(Date);

    const written = logs.slice(logsBefore).join('');
    expect(written).toContain('sms sent');
    expect(mentions(written, code), written).toBe(false);
    expect(written).not.toContain('verification code');
    expect(await smsCount(prod, 'http', 'sent')).toBeGreaterThanOrEqual(1);

    // The code that reached the phone works.
    expect((await login(prod, phone, code)).statusCode).toBe(404); // not registered: code valid
  });

  it('a 500 or a dropped connection is "Failed to send OTP": no code left, nothing counted', async () => {
    const logsBefore = logs.length;
    const failedBefore = await smsCount(prod, 'http', 'failed');
    const phone = uniquePhone();
    // More failures than the hourly send limit (5): none of them counts against the phone.
    for (const [i, failure] of (
      ['error', 'drop', 'error', 'error', 'drop', 'error'] as const
    ).entries()) {
      mode = failure;
      const res = await sendOtp(prod.app, phone);
      expect(res.statusCode, `${i}: ${res.body}`).toBe(503);
      expect(res.json()).toEqual({ success: false, message: MSG.sendOtpFailed });
    }
    const sentCodes = received.map(codeOf);
    expect(sentCodes.every(Boolean)).toBe(true);
    expect(
      await prod.db.select().from(otpChallenges).where(eq(otpChallenges.phoneNumber, phone)),
    ).toEqual([]);

    const rows = await outboxRows(prod, phone);
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(row.status).toBe('failed');
      expect(row.lastError).toMatch(/^HTTP 500$|fetch failed|other side closed|socket/i);
      for (const code of sentCodes) expect(row.body).not.toContain(`${code} is`);
    }
    expect(await smsCount(prod, 'http', 'failed')).toBe(failedBefore + 6);
    const written = logs.slice(logsBefore).join('');
    expect(written).toContain('sms not sent');
    for (const code of sentCodes) expect(mentions(written, code!), written).toBe(false);
    // None of the failed codes signs in.
    expect((await login(prod, phone, sentCodes[0]!)).json().message).toBe(MSG.otpInvalid);

    // The gateway is back: the next send goes out at once (no resend countdown, no hourly limit).
    mode = 'ok';
    received.length = 0;
    const retry = await sendOtp(prod.app, phone);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toEqual({ resendAfter: 30, expiresIn: 300 });
    expect((await login(prod, phone, codeOf(received[0])!)).statusCode).toBe(404);
  });
});

describe('outside production', () => {
  it('the outbox provider keeps the full text (the dev outbox reads it), the log does not', async () => {
    const logsBefore = logs.length;
    const phone = uniquePhone();
    expect((await sendOtp(local.app, phone)).statusCode).toBe(200);
    const code = await latestOtp(local.app, phone);
    const [row] = await outboxRows(local, phone);
    expect(row).toMatchObject({
      status: 'logged',
      body: expect.stringMatching(`^${code} is your`),
    });
    const written = logs.slice(logsBefore).join('');
    expect(written).toContain('sms kept in the outbox');
    expect(mentions(written, code), written).toBe(false);
    expect(await smsCount(local, 'outbox', 'logged')).toBe(1);
    expect(received).toEqual([]);
  });

  it('the HTTP gateway without SMS_HTTP_AUTH sends no Authorization header', async () => {
    const ctx = await createTestContext({
      env: { SMS_PROVIDER: 'http', SMS_HTTP_URL: gatewayUrl },
    });
    try {
      const phone = uniquePhone();
      expect((await sendOtp(ctx.app, phone)).statusCode).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]!.headers.authorization).toBeUndefined();
      // A real provider delivered it: the outbox keeps no code, in any environment.
      const [row] = await outboxRows(ctx, phone);
      expect(row!.body).toMatch(/^\*\*\*\* is your/);
    } finally {
      await ctx.close();
    }
  });
});

describe('MSG91', () => {
  const msg91 = () =>
    createSms(
      loadConfig({
        ...PRODUCTION,
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'auth-k',
        MSG91_TEMPLATE_ID: 'tpl-1',
      }),
      prod.app.log,
      createMetrics(),
    );
  const text = '4821 is your KodeSchool verification code. It is valid for 5 minutes.';

  it('sends the code as the template variable and keeps a masked copy', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"type":"success"}', { status: 200 }));
    const phone = uniquePhone();
    await msg91().send(prod.db, phone, text, { secret: '4821' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://control.msg91.com/api/v5/otp');
    expect(init!.headers).toMatchObject({ authkey: 'auth-k' });
    expect(JSON.parse(String(init!.body))).toEqual({
      template_id: 'tpl-1',
      mobile: `91${phone}`,
      otp: '4821',
    });
    const [row] = await outboxRows(prod, phone);
    expect(row).toMatchObject({ status: 'sent', body: expect.stringMatching(/^\*\*\*\* is your/) });
  });

  it.each([
    ['an error answered as 200', () => new Response('{"type":"error","message":"bad key"}')],
    ['a 500', () => new Response('oops', { status: 500 })],
  ])('%s is a failed send', async (_name, answer) => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer());
    const phone = uniquePhone();
    await expect(msg91().send(prod.db, phone, text, { secret: '4821' })).rejects.toBeInstanceOf(
      SmsNotSentError,
    );
    const [row] = await outboxRows(prod, phone);
    expect(row).toMatchObject({ status: 'failed', body: expect.not.stringContaining('4821') });
  });

  it('a network error is a failed send', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    await expect(msg91().send(prod.db, uniquePhone(), text)).rejects.toBeInstanceOf(
      SmsNotSentError,
    );
  });
});
