import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestContext, type TestContext } from '../../test/harness.ts';

// A built web app as `npm run build` leaves it: each text file with its .br and .gz copy (pages
// go out as index.html with their own head, compressed as they are written).
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};`;

let dir: string;
let ctx: TestContext;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kodeschool-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  const write = (file: string, body: string) => {
    writeFileSync(path.join(dir, file), body);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(body));
  };
  write('index.html', INDEX);
  write('assets/index-abc123.js', SCRIPT);
  writeFileSync(path.join(dir, 'assets/index-abc123.js.map'), '{"mappings":"SECRET"}');
  ctx = await createTestContext({ config: { webDist: dir } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  ctx.app.inject({ method, url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built web app, precompressed', () => {
  it('sends index.html as its brotli copy, never cached, with the security headers', async () => {
    const res = await get('/', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // index.html with the page's own head (features/seo) in front of the app's root.
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<title data-page-head>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('answers client routes (GET and HEAD) with index.html, compressed the same way', async () => {
    const res = await get('/classroom/some-batch', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<div id="root"></div>');
    const plain = await get('/profile');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<meta name="robots" content="noindex" data-page-head />');
    const head = await get('/classroom', 'br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
  });

  it('sends a hashed asset as br, gzip or plain by Accept-Encoding, cached for a year', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('never serves a source map or a compressed copy under its own name', async () => {
    const map = await get('/assets/index-abc123.js.map');
    expect(map.body).not.toContain('SECRET');
    const copy = await get('/assets/index-abc123.js.br');
    expect(copy.headers['content-type']).toMatch(/^text\/html/); // the SPA fallback, not the file
  });

  it('keeps the JSON 404 for unknown API paths', async () => {
    const res = await get('/api/v1/nothing-here', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('JSON answers', () => {
  it('compresses answers of 1 KB or more (brotli preferred, gzip otherwise)', async () => {
    const br = await get('/api/docs/json', 'gzip, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    const doc = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    expect(doc.openapi).toBeTruthy();
    const gz = await get('/api/docs/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers as they are', async () => {
    const res = await get('/healthz', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true });
  });
});
