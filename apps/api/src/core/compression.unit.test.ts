import { gzipSync } from 'node:zlib';

import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { registerCompression } from './compression.ts';

// Which bodies are compressed: text types of 1 KB or more, never files already compressed.
const app = Fastify();
const big = Buffer.alloc(4096, 'a');
const TYPES = {
  json: 'application/json; charset=utf-8',
  problem: 'application/problem+json',
  text: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  png: 'image/png',
  octet: 'application/octet-stream',
  events: 'text/event-stream',
} as const;

beforeAll(async () => {
  await registerCompression(app);
  for (const [name, type] of Object.entries(TYPES)) {
    app.get(`/${name}`, (_req, reply) => reply.type(type).send(big));
  }
  app.get('/small', () => ({ ok: true }));
  app.post('/echo', (req) => ({ got: req.body }));
  await app.ready();
});
afterAll(() => app.close());

const encodingOf = async (url: string) =>
  (await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } })).headers[
    'content-encoding'
  ];

describe('registerCompression', () => {
  it.each(['json', 'problem', 'text', 'csv', 'svg'])('compresses %s', async (name) => {
    expect(await encodingOf(`/${name}`)).toBe('br');
  });

  it.each(['pdf', 'png', 'octet', 'events'])('sends %s as it is', async (name) => {
    expect(await encodingOf(`/${name}`)).toBeUndefined();
  });

  it('leaves answers under 1 KB alone', async () => {
    expect(await encodingOf('/small')).toBeUndefined();
  });

  it('does not inflate compressed request bodies', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ a: 1 })),
    });
    // Read as it came: gzip bytes are not JSON.
    expect(res.statusCode).toBe(400);
  });
});
