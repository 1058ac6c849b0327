/**
 * The courses baseline: a bare node:http server answering each captured path with the exact bytes
 * the API sent for it (BENCH_BODIES = a JSON file of { path: body }), no ETag work, no database.
 * Listens on BENCH_PORT (0 = any free port) and prints `READY <port>`.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const bodies = new Map(
  Object.entries(
    JSON.parse(readFileSync(process.env.BENCH_BODIES!, 'utf8')) as Record<string, string>,
  ).map(([path, body]) => [path, Buffer.from(body)] as const),
);

const server = createServer((req, res) => {
  const body = bodies.get(req.url ?? '');
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  res.end(body);
});

server.listen(Number(process.env.BENCH_PORT ?? 0), '127.0.0.1', () => {
  console.log(`READY ${(server.address() as AddressInfo).port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
