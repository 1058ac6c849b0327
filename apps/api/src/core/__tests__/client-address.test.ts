/**
 * Who the client is (issue 14): the dev routes answer loopback sockets only, whatever
 * X-Forwarded-For says; TRUST_PROXY (hops or addresses) makes request.ip the right-most address
 * no trusted proxy vouches for, so rotating the left-most value escapes no per-IP limit.
 */
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG } from '@app/shared';

import { otpChallenges } from '../../db/schema/index.ts';
import {
  createTestContext,
  createUser,
  type TestContext,
  uniquePhone,
} from '../../test/harness.ts';
import { loadConfig } from '../config.ts';

const run = promisify(execFile);

const PROXY = '10.0.0.5';
let hops: TestContext;
let listed: TestContext;

beforeAll(async () => {
  // Limits at their real size (send-otp: 10 a minute per IP).
  hops = await createTestContext({ env: { TRUST_PROXY: '1', RATE_LIMIT_MULTIPLIER: '1' } });
  listed = await createTestContext({ env: { TRUST_PROXY: PROXY, RATE_LIMIT_MULTIPLIER: '1' } });
});
afterAll(async () => {
  await hops?.close();
  await listed?.close();
});

const NOT_FOUND = { success: false, message: MSG.routeNotFound };

function devCalls(ctx: TestContext, remoteAddress: string, headers: Record<string, string> = {}) {
  return Promise.all([
    ctx.app.inject({ method: 'GET', url: '/api/v1/dev/outbox', remoteAddress, headers }),
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/dev/sign-in',
      remoteAddress,
      headers,
      payload: { email: 'dev-admin@example.com' },
    }),
  ]);
}

/** request.ip as the app saw it: send-otp keeps it on the challenge. */
async function seenIp(ctx: TestContext, remoteAddress: string, forwardedFor?: string) {
  const phone = uniquePhone();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/send-otp',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { phone: { code: '+91', number: phone } },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await ctx.db
    .select({ ip: otpChallenges.ip })
    .from(otpChallenges)
    .where(eq(otpChallenges.phoneNumber, phone));
  return row!.ip;
}

describe('dev routes answer loopback sockets only', () => {
  beforeAll(async () => {
    await createUser(hops.db, { email: 'dev-admin@example.com', role: 'super_admin' });
  });

  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('%s: they work', async (ip) => {
    const [outbox, signIn] = await devCalls(hops, ip);
    expect(outbox.statusCode).toBe(200);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.cookies.length).toBeGreaterThan(0);
  });

  it.each(['10.1.2.3', '192.168.1.20', '::ffff:10.1.2.3', '2001:db8::7', 'fe80::1', '128.0.0.1'])(
    '%s: 404, as if they did not exist',
    async (ip) => {
      const [outbox, signIn] = await devCalls(hops, ip);
      expect(outbox.statusCode).toBe(404);
      expect(outbox.json()).toEqual(NOT_FOUND);
      expect(signIn.statusCode).toBe(404);
      expect(signIn.json()).toEqual(NOT_FOUND);
      expect(signIn.cookies).toEqual([]);
    },
  );

  it('X-Forwarded-For: 127.0.0.1 does not help, though request.ip believes it', async () => {
    for (const ctx of [hops, listed]) {
      // From the trusted proxy, request.ip is the forwarded 127.0.0.1…
      expect(await seenIp(ctx, PROXY, '127.0.0.1')).toBe('127.0.0.1');
      // …but the socket is the proxy's, so the dev routes stay hidden.
      for (const remote of [PROXY, '10.1.2.3']) {
        const [outbox, signIn] = await devCalls(ctx, remote, { 'x-forwarded-for': '127.0.0.1' });
        expect([outbox.statusCode, signIn.statusCode]).toEqual([404, 404]);
      }
    }
  });

  it('over a real socket: a client on another host gets 404 (network namespace)', async (t) => {
    const ns = `ks14-${process.pid}`;
    const [hostIf, nsIf] = [`k14h${process.pid % 1e5}`, `k14n${process.pid % 1e5}`];
    const base = `10.214.${process.pid % 256}`;
    const last = ((process.pid >> 8) % 63) * 4;
    const [hostIp, nsIp] = [`${base}.${last + 1}`, `${base}.${last + 2}`];
    const ip = (...args: string[]) => run('ip', args, { timeout: 5000 });
    const cleanUp = async () => {
      await ip('netns', 'del', ns).catch(() => undefined);
      await ip('link', 'del', hostIf).catch(() => undefined);
    };
    try {
      await ip('netns', 'add', ns);
      await ip('link', 'add', hostIf, 'type', 'veth', 'peer', 'name', nsIf);
      await ip('link', 'set', nsIf, 'netns', ns);
      await ip('addr', 'add', `${hostIp}/30`, 'dev', hostIf);
      await ip('link', 'set', hostIf, 'up');
      await ip('netns', 'exec', ns, 'ip', 'addr', 'add', `${nsIp}/30`, 'dev', nsIf);
      await ip('netns', 'exec', ns, 'ip', 'link', 'set', nsIf, 'up');
    } catch (error) {
      await cleanUp();
      t.skip(`network namespaces are not available here: ${(error as Error).message}`);
    }
    const ctx = await createTestContext({ env: { TRUST_PROXY: '1' } });
    try {
      await ctx.app.listen({ host: '0.0.0.0', port: 0 });
      const { port } = ctx.app.server.address() as AddressInfo;
      const curl = async (url: string, ...extra: string[]) => {
        const { stdout } = await ip(
          'netns',
          'exec',
          ns,
          'curl',
          '-s',
          '--max-time',
          '4',
          '-w',
          '\n%{http_code}',
          ...extra,
          url,
        );
        const lines = stdout.trimEnd().split('\n');
        return { status: Number(lines.pop()), body: lines.join('\n') };
      };
      // The namespace can reach the server: the health check answers.
      expect((await curl(`http://${hostIp}:${port}/healthz`)).status).toBe(200);
      const outbox = await curl(
        `http://${hostIp}:${port}/api/v1/dev/outbox`,
        '-H',
        'X-Forwarded-For: 127.0.0.1',
      );
      expect(outbox.status).toBe(404);
      expect(JSON.parse(outbox.body)).toEqual(NOT_FOUND);
      const signIn = await curl(
        `http://${hostIp}:${port}/api/v1/dev/sign-in`,
        '-H',
        'content-type: application/json',
        '-d',
        '{"email":"dev-admin@example.com"}',
      );
      expect(signIn.status).toBe(404);
      // This machine, over loopback, still reads its outbox.
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/dev/outbox`)).status).toBe(200);
    } finally {
      await ctx.close();
      await cleanUp();
    }
  });
});

describe('TRUST_PROXY: forwarded-for spoofing', () => {
  it('with 1 hop, request.ip is the right-most address the proxy appended', async () => {
    expect(await seenIp(hops, PROXY, '1.2.3.4, 5.6.7.8')).toBe('5.6.7.8');
    // No header: the socket's address.
    expect(await seenIp(hops, '203.0.113.7')).toBe('203.0.113.7');
  });

  it('with the proxy addresses, only they are believed', async () => {
    expect(await seenIp(listed, PROXY, '1.2.3.4, 5.6.7.8')).toBe('5.6.7.8');
    // A client talking to us directly cannot name its own address.
    expect(await seenIp(listed, '203.0.113.7', '1.2.3.4')).toBe('203.0.113.7');
  });

  it.each([
    ['1 hop', () => hops, '5.6.7.10'],
    ['proxy list', () => listed, '5.6.7.11'],
  ])('%s: rotating the left-most value escapes no per-IP limit', async (_n, ctx, client) => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/users/send-otp',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `198.51.100.${i}, ${client}` },
        payload: { phone: { code: '+91', number: uniquePhone() } },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().message).toBe(MSG.tooManyRequests);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    // Another client behind the same proxy has its own count.
    const other = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/users/send-otp',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `${client}, 192.0.2.44` },
      payload: { phone: { code: '+91', number: uniquePhone() } },
    });
    expect(other.statusCode).toBe(200);
  });

  it('TRUST_PROXY=true refuses to start', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' }, { jwtSecret: 'x'.repeat(48) })).toThrow(
      /TRUST_PROXY=true would trust any X-Forwarded-For/,
    );
  });
});
