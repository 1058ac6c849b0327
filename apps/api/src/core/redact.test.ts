import { Writable } from 'node:stream';

import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  cookieHeader,
  createTestContext,
  createUser,
  latestOtp,
  sendOtp,
  type TestContext,
} from '../test/harness.ts';

let ctx: TestContext;
let logged = '';
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logged += chunk.toString();
      done();
    },
  });
  ctx = await createTestContext({
    // An operator's logger that also prints request and response headers, the case the
    // redaction is there for (Fastify's default lines carry none).
    logger: {
      level: 'trace',
      stream,
      serializers: {
        req: (req: FastifyRequest) => ({ method: req.method, url: req.url, headers: req.headers }),
        res: (reply: { statusCode: number; getHeaders?: () => object }) => ({
          statusCode: reply.statusCode,
          headers: reply.getHeaders?.(),
        }),
      },
    },
  });
});
afterAll(() => ctx.close());

describe('logs', () => {
  it('never show cookies, authorization headers or OTPs', async () => {
    const user = await createUser(ctx.db);
    const phone = user.phoneNumber!;
    expect((await sendOtp(ctx.app, phone)).statusCode).toBe(200);
    const otp = await latestOtp(ctx.app, phone);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { phone: { code: '+91', number: phone }, otp },
    });
    expect(login.statusCode).toBe(200);
    const cookie = cookieHeader(login);
    const tokens = (login.cookies as { value: string }[]).map((c) => c.value).filter(Boolean);
    expect(tokens.length).toBeGreaterThan(0);
    const access = tokens[0]!;

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { cookie },
    });
    expect(me.statusCode).toBe(200);
    const bearer = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(bearer.statusCode).toBe(200);
    // A wrong code, and code that logs what it was given.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { phone: { code: '+91', number: phone }, otp: '0000' },
    });
    ctx.app.log.info(
      { body: { phone, otp: '4711' }, payload: { otp: '4712' }, otp: '4713' },
      'a careless line',
    );

    // The lines are there, with their headers…
    expect(logged).toContain('"url":"/api/v1/users/me"');
    expect(logged).toContain('"cookie":"[redacted]"');
    expect(logged).toContain('"authorization":"[redacted]"');
    expect(logged).toContain('"set-cookie":"[redacted]"');
    expect(logged).toContain('a careless line');
    // …and none of the secrets (quoted: bare digits turn up in timings and request ids).
    const secrets = [...tokens, `otp":"${otp}`, `${otp} is your`, '"4711"', '"4712"', '"4713"'];
    for (const secret of secrets) {
      expect(logged).not.toContain(secret);
    }
  });
});
