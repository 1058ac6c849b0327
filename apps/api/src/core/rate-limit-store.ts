import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * A @fastify/rate-limit store that shares counters through Redis but never lets Redis slow a
 * request down or switch limits off: a Redis answer later than `timeoutMs` (100 ms), an error or
 * a dropped connection makes this instance count on its own (an in-memory fixed window per
 * route and key) until Redis answers again. While Redis is down one request per `probeEveryMs`
 * tries it (again within `timeoutMs`), so a Redis that comes back is used again within a second
 * or so; the outage is logged once per `logEveryMs`, not per request.
 *
 * During a switch a client may get up to its limit once from the local window and once from
 * Redis: an outage loosens limits a little, it never lifts them.
 */
export type FailoverStoreOptions = {
  redis: Redis;
  log: FastifyBaseLogger;
  /** key prefix in Redis (each route adds `METHOD/url-`) */
  nameSpace: string;
  timeoutMs?: number;
  probeEveryMs?: number;
  logEveryMs?: number;
  /** local counters kept per route before the oldest is dropped */
  maxLocalKeys?: number;
};

const STARTUP_GRACE_MS = 3_000;

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

const INCR_LUA = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

const READ_LUA = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}`;

type RateLimitRedis = Redis & {
  kodeschoolRateLimitIncr(key: string, windowMs: number): Promise<[number, number]>;
  kodeschoolRateLimitRead(key: string): Promise<[number, number]>;
};

/** Whether Redis may be asked now, and the once-a-minute outage log. One per app. */
class RedisHealth {
  private down = false;
  private downSince = 0;
  private nextProbeAt = 0;
  private lastLoggedAt = 0;
  private failuresSinceLog = 0;
  private everReady = false;
  private everFailed = false;
  private readonly createdAt = Date.now();

  constructor(private readonly o: Required<Omit<FailoverStoreOptions, 'nameSpace'>>) {
    o.redis.on('ready', () => {
      this.everReady = true;
      // Reconnected: the next request may try Redis at once.
      this.nextProbeAt = 0;
    });
    o.redis.on('error', () => {
      this.everFailed = true;
    });
  }

  get redis(): RateLimitRedis {
    return this.o.redis as RateLimitRedis;
  }

  get timeoutMs(): number {
    return this.o.timeoutMs;
  }

  get maxLocalKeys(): number {
    return this.o.maxLocalKeys;
  }

  /** Ready, and either healthy or due for a probe (one request at a time while down). */
  mayAsk(now = Date.now()): boolean {
    if (this.o.redis.status !== 'ready') {
      // The first connection at start-up is not an outage (yet): count locally, quietly.
      const starting =
        !this.everReady && !this.everFailed && now - this.createdAt < STARTUP_GRACE_MS;
      if (!starting) this.failed(new Error(`Redis connection is ${this.o.redis.status}`), now);
      return false;
    }
    if (!this.down) return true;
    if (now < this.nextProbeAt) return false;
    this.nextProbeAt = now + this.o.probeEveryMs;
    return true;
  }

  failed(error: Error, now = Date.now()): void {
    this.failuresSinceLog += 1;
    if (!this.down) {
      this.down = true;
      this.downSince = now;
    }
    this.nextProbeAt = Math.max(this.nextProbeAt, now + this.o.probeEveryMs);
    if (now - this.lastLoggedAt < this.o.logEveryMs) return;
    this.o.log.warn(
      { err: error.message, failures: this.failuresSinceLog, downForMs: now - this.downSince },
      'rate limits: Redis is unreachable; this instance counts requests on its own',
    );
    this.lastLoggedAt = now;
    this.failuresSinceLog = 0;
  }

  succeeded(now = Date.now()): void {
    if (!this.down) return;
    this.down = false;
    this.o.log.info(
      { downForMs: now - this.downSince },
      'rate limits: Redis answers again; counters are shared again',
    );
    this.lastLoggedAt = 0;
    this.failuresSinceLog = 0;
  }
}

/** A fixed window per key, as @fastify/rate-limit's LocalStore counts, with a size bound. */
class LocalCounters {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly maxKeys: number) {}

  incr(key: string, windowMs: number, now = Date.now()): Counted {
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.delete(key);
      this.windows.set(key, w);
      // Map order is insertion order: the first key is the oldest window.
      if (this.windows.size > this.maxKeys) {
        this.windows.delete(this.windows.keys().next().value!);
      }
    }
    w.count += 1;
    return { current: w.count, ttl: w.resetAt - now };
  }

  read(key: string, now = Date.now()): Counted {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) return { current: 0, ttl: 0 };
    return { current: w.count, ttl: w.resetAt - now };
  }
}

/** Resolves with Redis's answer, or null once `ms` passed or Redis failed (the caller goes local). */
function withinTime<T>(health: RedisHealth, work: Promise<T>): Promise<T | null> {
  return new Promise((resolve) => {
    let settled = false;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      health.failed(new Error(`Redis did not answer within ${health.timeoutMs} ms`));
      resolve(null);
    }, health.timeoutMs);
    work.then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        health.succeeded();
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        health.failed(error instanceof Error ? error : new Error(String(error)));
        resolve(null);
      },
    );
  });
}

class FailoverStore implements FastifyRateLimitStore {
  private readonly local: LocalCounters;

  constructor(
    private readonly prefix: string,
    private readonly health: RedisHealth,
  ) {
    this.local = new LocalCounters(health.maxLocalKeys);
  }

  incr(key: string, callback: Callback, timeWindow: number): void {
    void this.count(key, timeWindow).then((result) => callback(null, result));
  }

  read(key: string, callback: Callback): void {
    void this.peek(key).then((result) => callback(null, result));
  }

  // The plugin passes the route's merged limit options, the route itself under `routeInfo`
  // (empty for app.createRateLimit); its typings name the route options instead.
  child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
    const method = typeof route.method === 'string' ? route.method : '';
    const url = typeof route.url === 'string' ? route.url : '';
    return new FailoverStore(`${this.prefix}${method}${url}-`, this.health);
  }

  private async count(key: string, windowMs: number): Promise<Counted> {
    if (this.health.mayAsk()) {
      const redis = this.health.redis;
      const answer = await withinTime(
        this.health,
        redis.kodeschoolRateLimitIncr(this.prefix + key, windowMs),
      );
      if (answer) return { current: Number(answer[0]), ttl: Number(answer[1]) };
    }
    return this.local.incr(key, windowMs);
  }

  private async peek(key: string): Promise<Counted> {
    if (this.health.mayAsk()) {
      const answer = await withinTime(
        this.health,
        this.health.redis.kodeschoolRateLimitRead(this.prefix + key),
      );
      if (answer) return { current: Number(answer[0]), ttl: Number(answer[1]) };
    }
    return this.local.read(key);
  }
}

/** The store class to give @fastify/rate-limit (`store:`); it builds one per app. */
export function failoverStore(opts: FailoverStoreOptions) {
  const { redis } = opts;
  if (!('kodeschoolRateLimitIncr' in redis)) {
    redis.defineCommand('kodeschoolRateLimitIncr', { numberOfKeys: 1, lua: INCR_LUA });
    redis.defineCommand('kodeschoolRateLimitRead', { numberOfKeys: 1, lua: READ_LUA });
  }
  const health = new RedisHealth({
    redis,
    log: opts.log,
    timeoutMs: opts.timeoutMs ?? 100,
    probeEveryMs: opts.probeEveryMs ?? 1_000,
    logEveryMs: opts.logEveryMs ?? 60_000,
    maxLocalKeys: opts.maxLocalKeys ?? 10_000,
  });
  return class extends FailoverStore {
    constructor() {
      super(opts.nameSpace, health);
    }
  };
}
