import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

import { MSG } from '@app/shared';

import type { Config } from './config.ts';
import { tooMany } from './errors.ts';

/** Per-route limit per client IP, per minute, scaled by RATE_LIMIT_MULTIPLIER (tests raise it). */
export function perIp(config: Config, perMinute: number) {
  return {
    max: Math.max(1, Math.round(perMinute * config.rateLimitMultiplier)),
    timeWindow: 60_000,
  };
}

/** Counters live in Redis when REDIS_URL is set so several instances share them; else in memory. */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: false,
    redis,
    skipOnError: true,
    nameSpace: 'kodeschool-rl-',
    errorResponseBuilder: (_req, context) =>
      tooMany(MSG.tooManyRequests, { retryAfter: Math.ceil(context.ttl / 1000) }),
  });
}
