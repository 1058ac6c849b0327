import type { FastifyInstance } from 'fastify';

/**
 * On SIGTERM or SIGINT (once): `app.close()` lets the work in hand finish (in-flight requests,
 * running jobs) and runs the onClose hooks, then the database closes and the process exits 0;
 * past `graceMs` it exits 1 instead of hanging.
 */
export function closeOnSignal(
  app: FastifyInstance,
  database: { close(): Promise<void> },
  { message, graceMs }: { message: string; graceMs: number },
): void {
  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, message);
    const force = setTimeout(() => process.exit(1), graceMs);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
