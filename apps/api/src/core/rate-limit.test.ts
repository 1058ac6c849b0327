import { randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';

import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';

import { createTestContext } from '../test/harness.ts';
import { createRateLimitRedis, rateLimitOptions } from './rate-limit.ts';

const REDIS = { host: '127.0.0.1', port: Number(process.env.TEST_REDIS_PORT ?? 6379) };

function reachable(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.setTimeout(500);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}
const hasRedis = await reachable(REDIS.port, REDIS.host);

/** A port where nothing listens: bound once, then closed. */
async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

type LogLine = { level: number; msg: string };
function logSink() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}
const outageLogs = (lines: LogLine[]) => lines.filter((l) => /Redis is unreachable/.test(l.msg));

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe('rate limits while Redis is unreachable (REDIS_URL to a dead port)', () => {
  it('answer at once, still limit, and log the outage once', async () => {
    const sink = logSink();
    const ctx = await createTestContext({
      config: { redisUrl: `redis://127.0.0.1:${await deadPort()}` },
      env: { RATE_LIMIT_MULTIPLIER: '0.1' },
      logger: sink.logger,
    });
    try {
      // POST /utm/visits allows 30 a minute × 0.1 = 3; the limit runs before validation.
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const { value: res, ms } = await timed(() =>
          ctx.app.inject({ method: 'POST', url: '/api/v1/utm/visits', payload: {} }),
        );
        expect(ms).toBeLessThan(1000);
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
      expect(statuses.slice(3)).toEqual([429, 429, 429]);
      // A client elsewhere has its own counter.
      const other = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/utm/visits',
        payload: {},
        remoteAddress: '10.1.2.3',
      });
      expect(other.statusCode).not.toBe(429);
      expect(outageLogs(sink.lines)).toHaveLength(1);
    } finally {
      await ctx.close();
    }
  });
});

/** A TCP proxy in front of the real Redis that the test can stall, cut and bring back. */
async function redisProxy() {
  const sockets = new Set<net.Socket>();
  let mode: 'pass' | 'stall' = 'pass';
  const server = net.createServer((client) => {
    const upstream = net.connect(REDIS.port, REDIS.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (d) => mode === 'pass' && upstream.write(d));
    upstream.on('data', (d) => mode === 'pass' && client.write(d));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    /** connections stay open but nothing gets through: Redis "hangs" */
    stall() {
      mode = 'stall';
    },
    /** Redis goes away: connections reset, the port refuses */
    async cut() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
    async restore() {
      mode = 'pass';
      await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    },
    async close() {
      for (const s of sockets) s.destroy();
      if (server.listening) await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

describe.skipIf(!hasRedis)('rate limits shared through a real Redis', () => {
  // A namespace of our own: test files running at once never share counters; we delete ours.
  const nameSpace = `kodeschool-rl-test-${process.pid}-${randomBytes(4).toString('hex')}-`;
  const direct = hasRedis ? new Redis(REDIS) : null;
  afterAll(async () => {
    if (!direct) return;
    const keys = await direct.keys(`${nameSpace}*`);
    if (keys.length) await direct.del(...keys);
    direct.disconnect();
  });

  /** An app with one limited route (3 a minute) counting through `url`, like the real one. */
  async function limitedApp(url: string, logger: object | false = false) {
    const app: FastifyInstance = Fastify({ logger });
    const redis = createRateLimitRedis(url);
    app.addHook('onClose', async () => redis.disconnect());
    await app.register(rateLimit, rateLimitOptions(app, redis, nameSpace));
    app.get('/limited', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({
      ok: true,
    }));
    await app.ready();
    await waitFor(() => redis.status === 'ready');
    return { app, redis };
  }

  const hit = (app: FastifyInstance, ip: string) =>
    timed(() => app.inject({ method: 'GET', url: '/limited', remoteAddress: ip }));

  it('counts once across two apps; falls back to per-app counters when Redis hangs or goes, and shares again when it is back', async () => {
    const proxy = await redisProxy();
    const sinkA = logSink();
    const a = await limitedApp(proxy.url, sinkA.logger);
    const b = await limitedApp(proxy.url);
    try {
      // Redis up: 2 on A + 1 on B use the client's 3; the 4th, on either, is refused.
      const ip = '10.0.0.1';
      const up = [await hit(a.app, ip), await hit(b.app, ip), await hit(a.app, ip)];
      expect(up.map((r) => r.value.statusCode)).toEqual([200, 200, 200]);
      expect((await hit(b.app, ip)).value.statusCode).toBe(429);
      expect((await hit(a.app, ip)).value.statusCode).toBe(429);
      const keys = await direct!.keys(`${nameSpace}*`);
      expect(keys).toHaveLength(1);
      expect(await direct!.get(keys[0]!)).toBe('5');

      // Redis hangs: no answer ever comes. Each request waits ~100 ms at most, then counts here.
      proxy.stall();
      const stalledIp = '10.0.0.2';
      const stalled = [];
      for (let i = 0; i < 5; i += 1) stalled.push(await hit(a.app, stalledIp));
      expect(stalled.map((r) => r.value.statusCode)).toEqual([200, 200, 200, 429, 429]);
      for (const r of stalled) expect(r.ms).toBeLessThan(1000);
      expect(stalled[0]!.ms).toBeLessThan(400);
      // B counts on its own meanwhile: the same client still has its 3 there.
      const onB = [];
      for (let i = 0; i < 4; i += 1) onB.push(await hit(b.app, stalledIp));
      expect(onB.map((r) => r.value.statusCode)).toEqual([200, 200, 200, 429]);

      // Redis gone (connections reset, port refuses): answers at once, still limited.
      await proxy.cut();
      await waitFor(() => a.redis.status !== 'ready');
      const goneIp = '10.0.0.3';
      const gone = [];
      for (let i = 0; i < 4; i += 1) gone.push(await hit(a.app, goneIp));
      expect(gone.map((r) => r.value.statusCode)).toEqual([200, 200, 200, 429]);
      for (const r of gone) expect(r.ms).toBeLessThan(100);
      // Many failures, one log line (once a minute).
      expect(outageLogs(sinkA.lines)).toHaveLength(1);
      expect(outageLogs(sinkA.lines)[0]!.level).toBe(40);

      // Redis back: the apps reconnect by themselves and share counters again.
      await proxy.restore();
      await waitFor(() => a.redis.status === 'ready' && b.redis.status === 'ready', 10_000);
      const backIp = '10.0.0.4';
      expect((await hit(a.app, backIp)).value.statusCode).toBe(200);
      expect((await hit(b.app, backIp)).value.statusCode).toBe(200);
      expect((await hit(a.app, backIp)).value.statusCode).toBe(200);
      expect((await hit(b.app, backIp)).value.statusCode).toBe(429);
      expect(sinkA.lines.some((l) => /Redis answers again/.test(l.msg))).toBe(true);
      expect(outageLogs(sinkA.lines)).toHaveLength(1);
    } finally {
      await a.app.close();
      await b.app.close();
      await proxy.close();
    }
  }, 30_000);
});

async function waitFor(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
