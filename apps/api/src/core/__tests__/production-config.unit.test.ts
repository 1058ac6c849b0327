/**
 * Production refuses to start on unsafe settings, naming every problem in one message, and
 * the safe defaults hold on each side of NODE_ENV=production (issue 14, "Safe by default").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { DEMO_PAYMENT_DETAILS, loadConfig } from '../config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'kodeschool-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A production environment that starts: every later case spoils one thing of it. */
const SAFE = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  JWT_SECRET: 'p'.repeat(48),
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example.in/send',
  UPI_ID: 'school@okaxis',
  UPI_PAYEE_NAME: 'Real School Pvt Ltd',
  BANK_DETAILS: 'Axis Bank · A/c 9 · IFSC UTIB0000009',
  GSTIN: '27AAAAA0000A1Z5',
} as const;

/** The refusal's problem lines ("  - …"), or [] when the config loads. */
function problems(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    const message = (error as Error).message;
    expect(message.split('\n')[0]).toBe('Refusing to start:');
    return message.split('\n').slice(1);
  }
}

describe('production refuses to start, naming each problem', () => {
  it('an empty production environment: every problem in one message', () => {
    const lines = problems({ NODE_ENV: 'production', DATA_DIR: dataDir });
    const text = lines.join('\n');
    expect(text).toMatch(/JWT_SECRET is required/);
    expect(text).toMatch(/SMS_PROVIDER must be msg91 or http/);
    for (const key of Object.keys(DEMO_PAYMENT_DETAILS)) {
      expect(text).toContain(`${key} is still the demo value`);
    }
    expect(lines).toHaveLength(6);
    expect(lines.every((l) => l.startsWith('  - '))).toBe(true);
  });

  it.each([
    ['JWT_SECRET missing', { JWT_SECRET: undefined }, /JWT_SECRET is required/],
    [
      'the outbox as SMS provider',
      { SMS_PROVIDER: 'outbox' },
      /SMS_PROVIDER must be msg91 or http/,
    ],
    [
      'SMS_PROVIDER unset (the outbox)',
      { SMS_PROVIDER: undefined, SMS_HTTP_URL: undefined },
      /SMS_PROVIDER must be msg91 or http/,
    ],
    ['msg91 without keys', { SMS_PROVIDER: 'msg91' }, /MSG91_AUTH_KEY and MSG91_TEMPLATE_ID/],
    [
      'msg91 without its template',
      { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key' },
      /MSG91_AUTH_KEY and MSG91_TEMPLATE_ID/,
    ],
    ['http without a URL', { SMS_HTTP_URL: undefined }, /SMS_PROVIDER=http needs SMS_HTTP_URL/],
    ['http with an empty URL', { SMS_HTTP_URL: '' }, /SMS_PROVIDER=http needs SMS_HTTP_URL/],
    ...Object.entries(DEMO_PAYMENT_DETAILS).map(
      ([key, demo]) =>
        [
          `${key} at its demo value`,
          { [key]: demo },
          new RegExp(`${key} is still the demo value`),
        ] as const,
    ),
    [
      'ENABLE_DEV_ROUTES=true',
      { ENABLE_DEV_ROUTES: 'true' },
      /ENABLE_DEV_ROUTES=true is refused in production/,
    ],
    [
      'TRUST_PROXY=true',
      { TRUST_PROXY: 'true' },
      /TRUST_PROXY=true would trust any X-Forwarded-For/,
    ],
    ['TRUST_PROXY=*', { TRUST_PROXY: '*' }, /TRUST_PROXY=true would trust any X-Forwarded-For/],
    [
      'TRUST_PROXY that is neither hops nor addresses',
      { TRUST_PROXY: 'yes please' },
      /TRUST_PROXY must be a number of proxy hops or a list of proxy addresses/,
    ],
    [
      'Razorpay keys without a webhook secret',
      { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's' },
      /RAZORPAY_WEBHOOK_SECRET is required/,
    ],
  ] as const)('%s: that one problem, named', (_name, change, pattern) => {
    const lines = problems({ ...SAFE, ...change });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(pattern);
  });

  it('several problems at once are all named', () => {
    const lines = problems({
      ...SAFE,
      JWT_SECRET: undefined,
      TRUST_PROXY: 'true',
      GSTIN: DEMO_PAYMENT_DETAILS.GSTIN,
      ENABLE_DEV_ROUTES: 'true',
    });
    expect(lines).toHaveLength(4);
  });

  it('TRUST_PROXY=true is refused outside production too', () => {
    expect(problems({ NODE_ENV: 'development', DATA_DIR: dataDir, TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(/TRUST_PROXY=true/),
    ]);
  });
});

describe('a safe production config', () => {
  it('loads: all interfaces, no dev routes or demo data, no online payment without Razorpay', () => {
    const config = loadConfig({ ...SAFE });
    expect(config).toMatchObject({
      isProduction: true,
      host: '0.0.0.0',
      enableDevRoutes: false,
      seedDemo: false,
      trustProxy: false,
      sms: { provider: 'http', httpUrl: SAFE.SMS_HTTP_URL },
      payments: { gateway: 'none', upiId: SAFE.UPI_ID, gstin: SAFE.GSTIN },
    });
  });

  it('offers the test gateway only with PAYMENTS_TEST_GATEWAY=true, Razorpay with its keys', () => {
    expect(loadConfig({ ...SAFE, PAYMENTS_TEST_GATEWAY: 'true' }).payments.gateway).toBe('test');
    expect(loadConfig({ ...SAFE, PAYMENTS_TEST_GATEWAY: 'false' }).payments.gateway).toBe('none');
    const razorpay = loadConfig({
      ...SAFE,
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
    });
    expect(razorpay.payments).toMatchObject({ gateway: 'razorpay', webhookSecret: 'w' });
  });

  it('warns (without refusing) when SMTP_URL is not set', () => {
    const warnings = loadConfig({ ...SAFE }).warnings;
    expect(warnings).toEqual([expect.stringMatching(/^SMTP_URL is not set/)]);
    expect(loadConfig({ ...SAFE, SMTP_URL: 'smtp://mail.example.in:587' }).warnings).toEqual([]);
  });

  it('takes MSG91 with both keys, HOST and TRUST_PROXY as hops or addresses', () => {
    const config = loadConfig({
      ...SAFE,
      SMS_PROVIDER: 'msg91',
      SMS_HTTP_URL: undefined,
      MSG91_AUTH_KEY: 'key',
      MSG91_TEMPLATE_ID: 'tpl',
      HOST: '10.0.0.7',
      TRUST_PROXY: '2',
    });
    expect(config).toMatchObject({ host: '10.0.0.7', trustProxy: 2, sms: { provider: 'msg91' } });
    expect(loadConfig({ ...SAFE, TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
  });
});

describe('outside production', () => {
  it('listens on loopback unless HOST says otherwise, with dev routes and the test gateway', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(config).toMatchObject({
      isProduction: false,
      host: '127.0.0.1',
      enableDevRoutes: true,
      trustProxy: false,
      sms: { provider: 'outbox' },
      payments: { gateway: 'test' },
    });
    expect(loadConfig({ DATA_DIR: dataDir }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
