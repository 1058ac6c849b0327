/**
 * The baseline: a bare node:http server answering what /healthz answers, as JSON.
 * Listens on BENCH_PORT (0 = any free port) and prints `READY <port>` once it accepts connections.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const BODY = JSON.stringify({ success: true, message: 'ok' });

const server = createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(BODY),
  });
  res.end(BODY);
});

server.listen(Number(process.env.BENCH_PORT ?? 0), '127.0.0.1', () => {
  console.log(`READY ${(server.address() as AddressInfo).port}`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
