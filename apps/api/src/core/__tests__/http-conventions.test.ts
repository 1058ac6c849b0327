import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG } from '@app/shared';

import { createTestContext, createUser, type TestContext } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    config: { corsOrigins: ['https://kodeschool.in'], bodyLimit: 10_000 },
  });
});
afterAll(() => ctx.close());

const post = (payload: string, contentType = 'application/json') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/send-otp',
    headers: { 'content-type': contentType },
    payload,
  });

describe('envelope and status codes', () => {
  it.each([
    ['malformed JSON', () => post('{"phone": '), 400],
    ['empty JSON body', () => post(''), 400],
    ['wrong types', () => post(JSON.stringify({ phone: { code: 91, number: 9876543210 } })), 400],
    ['an array body', () => post('[1,2,3]'), 400],
    ['null body', () => post('null'), 400],
    [
      'unknown fields',
      () => post(JSON.stringify({ phone: { code: '+91', number: '9876543210' }, admin: true })),
      400,
    ],
    ['a huge body', () => post(JSON.stringify({ pad: 'x'.repeat(20_000) })), 413],
    ['text/plain', () => post('hello', 'text/plain'), 415],
    ['form encoding', () => post('a=1', 'application/x-www-form-urlencoded'), 415],
    ['a prototype-pollution body', () => post('{"__proto__": {"isAdmin": true}}'), 400],
    ['an unknown API route', () => ctx.app.inject({ method: 'GET', url: '/api/v1/nope' }), 404],
    [
      'an admin call without login',
      () => ctx.app.inject({ method: 'GET', url: '/api/v1/admin/anything' }),
      404,
    ],
  ])('%s gets a 4xx with the envelope', async (_name, call, status) => {
    const res = await call();
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
  });

  it('validation errors list field and message', async () => {
    const res = await post(JSON.stringify({ phone: { code: '+91', number: '12' }, extra: 1 }));
    expect(res.json()).toEqual({
      success: false,
      message: MSG.validationError,
      data: [
        { field: 'phone.number', message: MSG.phoneInvalid },
        { field: 'extra', message: 'Unrecognized key: "extra"' },
      ],
    });
  });
});

describe('request id', () => {
  it('echoes a sane incoming x-request-id and generates one otherwise', async () => {
    const given = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'a b\u0000<script>' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security', () => {
  it('sets security headers: the REST profile on JSON, the whole set on documents', async () => {
    for (const url of ['/healthz', '/api/v1/nope']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    }
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.headers['content-type']).toContain('text/html');
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
    expect(docs.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows CORS only for the allowlist', async () => {
    const ok = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/users/me',
      headers: { origin: 'https://kodeschool.in', 'access-control-request-method': 'GET' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('https://kodeschool.in');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://evil.example' },
    });
    expect(bad.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses ENABLE_DEV_ROUTES in production and needs a JWT secret there', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ENABLE_DEV_ROUTES: 'true', JWT_SECRET: 'x'.repeat(40) }),
    ).toThrow(/refused in production/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    const safe = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example.com/send',
      UPI_ID: 'school@okaxis',
      UPI_PAYEE_NAME: 'School Pvt Ltd',
      BANK_DETAILS: 'Axis Bank · A/c 1 · IFSC UTIB0000001',
      GSTIN: '27AAAAA0000A1Z5',
    };
    expect(loadConfig(safe).enableDevRoutes).toBe(false);
  });
});

describe('health, docs and dev routes', () => {
  it('dev sign-in opens a session for an existing e-mail only', async () => {
    const user = await createUser(ctx.db, {
      email: 'nophone@example.com',
      phoneNumber: null,
      isActive: false,
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/dev/sign-in',
      payload: { email: 'NoPhone@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ _id: user.id, isActive: false, phone: null });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/dev/sign-in',
      payload: { email: 'ghost@example.com' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('/healthz and /readyz answer', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      success: true,
      message: 'ok',
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('serves OpenAPI generated from the Zod schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/users/send-otp', '/api/v1/users/login', '/api/v1/users/me']),
    );
    const body =
      doc.paths['/api/v1/users/send-otp'].post.requestBody.content['application/json'].schema;
    expect(body.properties.phone).toBeDefined();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(
      400,
    );
  });

  it('dev outbox is absent when dev routes are off', async () => {
    const prod = await createTestContext({ config: { enableDevRoutes: false } });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(
        404,
      );
      const signIn = await prod.app.inject({
        method: 'POST',
        url: '/api/v1/dev/sign-in',
        payload: { email: 'a@b.in' },
      });
      expect(signIn.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
