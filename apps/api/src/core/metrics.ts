import { Counter, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics (GET /metrics), one registry per app so that several apps in one process
 * (the tests) keep their own figures. Feature code only increments what is here; the scrape-time
 * gauges (job queue depth and age) and the HTTP hooks are registered in core/metrics-plugin.ts.
 */
export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'kodeschool_http_requests_total',
      help: 'HTTP requests by route, method and status',
      labelNames: ['route', 'method', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'kodeschool_http_request_duration_seconds',
      help: 'HTTP request duration by route, method and status',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    judgeVerdicts: new Counter({
      name: 'kodeschool_judge_verdicts_total',
      help: 'Judged submissions by verdict',
      labelNames: ['verdict'] as const,
      registers,
    }),
    smsOutcomes: new Counter({
      name: 'kodeschool_sms_total',
      help: 'SMS sends by provider and outcome (sent, failed, logged)',
      labelNames: ['provider', 'outcome'] as const,
      registers,
    }),
    emailOutcomes: new Counter({
      name: 'kodeschool_email_total',
      help: 'E-mail sends by transport and outcome (sent, failed, logged)',
      labelNames: ['transport', 'outcome'] as const,
      registers,
    }),
  };
}
