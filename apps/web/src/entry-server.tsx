import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { setServerFetch } from '@/core/api-client';
import { loadDeferredParts } from '@/core/deferred-part';
import { setServerNow, type ServerRenderState } from '@/core/server-render';

export type RenderedPage = {
  status: number;
  /** the app's HTML, for inside <div id="root"> */
  html: string;
  /** for the page's JSON data block (core/server-render.ts) */
  state: ServerRenderState;
};

/** The API's own fetch (in-process): every call a render makes goes through it. */
export function configureServerRender(fetcher: typeof fetch): void {
  setServerFetch(fetcher);
}

const handler = createStaticHandler(routes);

function newQueryClient() {
  // As the browser's (core/query-client.ts), but nothing retries or refetches on the server.
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

/**
 * Renders a public page as a visitor sees it, from the same components and the same API
 * answers as the browser: a first pass finds the queries the page asks for, they are fetched,
 * and the page is rendered again with their data (twice more at most, for queries that wait on
 * another's answer). Returns null for a redirect (the browser then does the work).
 */
export async function renderPage(url: string): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  // The page's modules are loaded now; the parts a browser loads later render here at once.
  await loadDeferredParts();
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = newQueryClient();
  const now = Date.now();
  const render = () => {
    setServerNow(now);
    try {
      return renderToString(
        <StrictMode>
          <AppProviders client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      );
    } finally {
      setServerNow(null);
    }
  };

  let html = render();
  for (let pass = 0; pass < 3; pass += 1) {
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle')
      .filter((q) => {
        // A query the page keeps switched off (it waits for something) stays off here too.
        const enabled = (q.options as { enabled?: unknown }).enabled;
        return typeof enabled === 'function' ? enabled(q) !== false : enabled !== false;
      });
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
    html = render();
  }
  return {
    status: context.statusCode,
    html,
    state: {
      queries: dehydrate(client),
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
      },
      now,
    },
  };
}
