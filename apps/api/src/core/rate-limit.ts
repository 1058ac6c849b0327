import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

import { MSG } from '@app/shared';

import type { Config } from './config.ts';
import { tooMany } from './errors.ts';
import { failoverStore } from './rate-limit-store.ts';

/** Per-route limit per client IP, per minute, scaled by RATE_LIMIT_MULTIPLIER (tests raise it). */
export function perIp(config: Config, perMinute: number) {
  return {
    max: Math.max(1, Math.round(perMinute * config.rateLimitMultiplier)),
    timeWindow: 60_000,
  };
}

export const RATE_LIMIT_NAMESPACE = 'kodeschool-rl-';

/**
 * A Redis client for rate limits that never makes a request wait: no offline queue (a command
 * sent while disconnected fails at once), no retries per command, reconnects for ever in the
 * background. Its errors are reported by the store, once a minute.
 */
export function createRateLimitRedis(url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: 1_000,
    commandTimeout: 1_000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 100, 1_000),
  });
  redis.on('error', () => undefined);
  return redis;
}

/** The plugin's options: Redis-shared counters with a local fallback, or local counters only. */
export function rateLimitOptions(
  app: FastifyInstance,
  redis: Redis | undefined,
  nameSpace = RATE_LIMIT_NAMESPACE,
): RateLimitPluginOptions {
  return {
    global: false,
    ...(redis && { store: failoverStore({ redis, log: app.log, nameSpace }) }),
    errorResponseBuilder: (_req, context) =>
      tooMany(MSG.tooManyRequests, { retryAfter: Math.ceil(context.ttl / 1000) }),
  };
}

/**
 * Counters live in Redis when REDIS_URL is set so several instances share them; else in memory.
 * When Redis is slow (over 100 ms) or down, each instance counts on its own until it is back
 * (core/rate-limit-store.ts): limits stay on and no request waits.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const redis = app.config.redisUrl ? createRateLimitRedis(app.config.redisUrl) : undefined;
  // disconnect, not quit: nothing to flush, and quit would wait on a Redis that does not answer.
  if (redis) app.addHook('onClose', async () => redis.disconnect());
  await app.register(rateLimit, rateLimitOptions(app, redis));
}
