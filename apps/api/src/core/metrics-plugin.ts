import { createHash, timingSafeEqual } from 'node:crypto';

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';

import { unauthorized } from './errors.ts';
import { queueFigures } from './jobs/index.ts';

/**
 * GET /metrics in Prometheus text: the app's counters (core/metrics.ts), the HTTP figures taken
 * here, job queue gauges read at scrape time, and the process's default metrics (CPU, memory,
 * event loop, GC). Outside /api/v1, not rate limited, not counted in the HTTP figures.
 *
 * With METRICS_TOKEN set a scrape needs `Authorization: Bearer <token>`; without it anyone who
 * reaches the port reads the figures (no personal data, but traffic and queue sizes), so
 * operators set the token or keep /metrics off the public proxy.
 */
export const METRICS_PATH = '/metrics';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route pattern, never the raw URL (ids would make a series per record). Unmatched URLs
 * share one label; files of the built web app (a route per file) share another.
 */
function routeLabel(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  if (request.is404 || !url) return 'unknown';
  if (url.startsWith('/api/') || url === '/healthz' || url === '/readyz') return url;
  return 'static';
}

/** Default metrics once per process (several apps in one test process share them). */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Constant-time in the token's content (both sides hashed to the same length first). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

function queueGauges(app: FastifyInstance) {
  const registers = [app.metrics.registry];
  const labelNames = ['queue'] as const;
  const queued = new Gauge({
    name: 'kodeschool_jobs_queued',
    help: 'Jobs waiting per queue, due now or later (retries wait for their backoff)',
    labelNames,
    registers,
  });
  const running = new Gauge({
    name: 'kodeschool_jobs_running',
    help: 'Jobs claimed by a worker per queue',
    labelNames,
    registers,
  });
  const oldest = new Gauge({
    name: 'kodeschool_jobs_oldest_queued_age_seconds',
    help: 'How long the oldest due job of each queue has waited past its run time (0: none)',
    labelNames,
    registers,
  });

  return async function collect() {
    const names = app.jobs.queues();
    if (!names.length) return;
    for (const r of await queueFigures(app.db, names)) {
      queued.set({ queue: r.queue }, r.queued);
      running.set({ queue: r.queue }, r.running);
      oldest.set({ queue: r.queue }, r.oldest);
    }
  };
}

/** Register before the feature routes: the HTTP hook is the app's own, for every route. */
export function registerMetrics(app: FastifyInstance): void {
  const { metrics } = app;
  const defaults = processMetrics();
  const collectQueues = queueGauges(app);

  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url === METRICS_PATH) return;
    const labels = {
      route: routeLabel(request),
      method: METHODS.has(request.method) ? request.method : 'other',
      status: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = app.config.metricsToken;
    if (token && !bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized('A valid metrics token is required.');
    }
    try {
      await collectQueues();
    } catch (error) {
      // The figures that need no database are still worth a scrape.
      request.log.warn({ err: error }, 'metrics: job queue figures unavailable');
    }
    const text = (await metrics.registry.metrics()) + '\n' + (await defaults.metrics());
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}
