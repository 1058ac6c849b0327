/**
 * A reference, not the baseline: Fastify with no plugins and no hooks answering what /healthz
 * answers, so the table shows how much of the gap to bare node:http is Fastify's own floor.
 * Listens on BENCH_PORT (0 = any free port) and prints `READY <port>` once it accepts connections.
 */
import type { AddressInfo } from 'node:net';

import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ success: true, message: 'ok' }));

await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
console.log(`READY ${(app.server.address() as AddressInfo).port}`);

const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
