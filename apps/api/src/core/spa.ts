import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { API_PREFIX, MSG } from '@app/shared';

import { ACCESS_COOKIE } from './auth/cookies.ts';
import { scriptJson } from './html.ts';
import { loadPageRenderer, type RenderedPage } from './ssr.ts';

/**
 * Serves the built web app and answers unknown non-API GETs with index.html so client routes
 * load on refresh. Unknown API paths keep the JSON 404. Each file goes out as the brotli or gzip
 * copy the build made next to it (`x.js.br`, `x.js.gz`) when the client accepts one, else as it
 * is; hashed assets are cached for a year, index.html and the rest revalidate every time.
 *
 * With `pageHead`, index.html goes out with the page's own head (title, description, canonical,
 * share tags, JSON-LD) and status, built per request. The public pages (serverRender) also carry
 * their content, rendered on the server by the web app's own components, and the data it was
 * rendered from for the browser to take over (hydrate).
 */
/** `serverRender`: a public page whose content the web app's server renderer writes too. */
export type PageHeadSource = (
  path: string,
) => Promise<{ tags: string; status: number; serverRender?: boolean }>;

export async function registerSpaAndNotFound(
  app: FastifyInstance,
  opts: { pageHead?: PageHeadSource } = {},
): Promise<void> {
  const root = app.config.webDist;
  const indexFile = path.join(root, 'index.html');
  const hasSpa = existsSync(indexFile);
  const renderPage = hasSpa ? await loadPageRenderer(app) : null;
  // Read again when a new build replaces it under a running server (development).
  let index = { mtimeMs: -1, html: '' };
  const indexHtml = () => {
    const { mtimeMs } = statSync(indexFile);
    if (mtimeMs !== index.mtimeMs) index = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    return index.html;
  };
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Routes for the files themselves only: the .br/.gz copies are picked by preCompressed;
      // the server renderer (server/) is code for the API, not a file to send.
      globIgnore: ['**/*.br', '**/*.gz', '**/*.map', 'server/**'],
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith(API_PREFIX) || request.url.startsWith('/api/');
    if (hasSpa && (request.method === 'GET' || request.method === 'HEAD') && !isApi) {
      reply.header('cache-control', 'no-cache');
      if (!opts.pageHead) return reply.type('text/html').sendFile('index.html');
      // A page whose head cannot be read still loads: with the build's own head.
      const head = await opts.pageHead(request.url.split(/[?#]/)[0]!).catch((error: unknown) => {
        request.log.error({ err: error }, 'page head failed');
        return { tags: '', status: 200, serverRender: false };
      });
      let page: RenderedPage | null = null;
      if (renderPage && head.serverRender) {
        page = await renderPage(`${app.config.publicUrl}${request.url}`).catch((error: unknown) => {
          request.log.error({ err: error }, 'server render failed');
          return null;
        });
      }
      return sendPage(reply, indexHtml(), head, page);
    }
    return reply.code(404).send({ success: false, message: MSG.routeNotFound });
  });
}

function sendPage(
  reply: FastifyReply,
  indexHtml: string,
  head: { tags: string; status: number },
  page: RenderedPage | null = null,
) {
  if (!head.tags) return reply.code(head.status).type('text/html').sendFile('index.html');
  // The page's tags stand where the build's <title> stood (else end the head); its generic
  // description goes.
  const plain = indexHtml.replace(/<meta\s+name="description"[^>]*>\s*/, '');
  const headed = /<title>[^<]*<\/title>/.test(plain)
    ? plain.replace(/<title>[^<]*<\/title>/, () => head.tags)
    : plain.replace('</head>', () => `${head.tags}</head>`);
  // React puts a page's <title> where it renders it; the head already has it.
  const html = page
    ? headed.replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.html.replace(/^<title>[^<]*<\/title>/, '')}</div>` +
          `<script type="application/json" id="ks-server-state">${scriptJson({
            ...(page.state as object),
            // No session cookie: the browser need not ask GET /users/me (a 401) to know.
            session: Boolean(reply.request.cookies[ACCESS_COOKIE]),
          })}</script>`,
      )
    : headed;
  // A rendered page says whether its request carried a session cookie.
  reply
    .code(head.status)
    .type('text/html; charset=utf-8')
    .header('vary', page ? 'accept-encoding, cookie' : 'accept-encoding');
  // A page is a few KB: compressed here, fast settings (the not-found handler is not a route,
  // so core/compression.ts does not see it).
  const encoding = negotiate(String(reply.request.headers['accept-encoding'] ?? ''), [
    'br',
    'gzip',
  ]);
  if (encoding === 'br') {
    const body = brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
