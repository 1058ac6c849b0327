import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { FastifyInstance } from 'fastify';

export type RenderedPage = { status: number; html: string; state: unknown };
export type PageRenderer = (url: string) => Promise<RenderedPage | null>;

/** Where `npm run build` puts the web app's server bundle (apps/web/src/entry-server.tsx). */
export const serverBundle = (webDist: string) => path.join(webDist, 'server', 'entry-server.js');

/**
 * The web app's server renderer, when the build made one. It calls the API in-process through
 * app.inject as a visitor (no cookie), so a page shows what anyone may see, and the answers'
 * own caching applies.
 */
export async function loadPageRenderer(app: FastifyInstance): Promise<PageRenderer | null> {
  const file = serverBundle(app.config.webDist);
  if (!existsSync(file)) return null;
  const bundle = (await import(pathToFileURL(file).href)) as {
    configureServerRender(fetcher: typeof fetch): void;
    renderPage: PageRenderer;
  };
  bundle.configureServerRender(injectFetch(app));
  return (url) => bundle.renderPage(url);
}

function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' || input instanceof URL ? input : input.url,
      'http://localhost',
    );
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      if (name !== 'cookie') headers[name] = value;
    });
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) out.append(name, String(v));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: out,
    });
  }) as typeof fetch;
}
