import type { FastifyServerOptions } from 'fastify';

/**
 * What never reaches a log line: session cookies (the request's and the ones we set), the
 * authorization header (bearer tokens, METRICS_TOKEN), and one-time passwords wherever they sit
 * in a logged object (a body, a payload). Fastify's own request and response lines carry no
 * headers or bodies; these paths keep it so when code logs a request, its headers or a body.
 */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'otp',
  '*.otp',
  'req.body.otp',
  'body.otp',
  'payload.otp',
];

type LoggerOption = FastifyServerOptions['logger'];

/** The app's logger options with REDACT_PATHS added (to a test's stream logger too). */
export function redactedLogger(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const base = logger === true ? {} : logger;
  const own = base.redact;
  const paths = Array.isArray(own) ? own : (own?.paths ?? []);
  return {
    ...base,
    redact: {
      ...(own && !Array.isArray(own) ? own : {}),
      paths: [...new Set([...REDACT_PATHS, ...paths])],
      censor: '[redacted]',
    },
  };
}
