import { hydrate } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { AppProviders } from '@/app/providers';
import { discoverRoutes, routes } from '@/app/router';
import { useAuthStore } from '@/core/auth/auth-store';
import { readStoredUser } from '@/core/auth/session-storage';
import { queryClient } from '@/core/query-client';
import { endHydration, isAnonymousPageLoad, serverRenderState } from '@/core/server-render';

import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

/** Runs once the browser has taken over a server-rendered page. */
function Hydrated() {
  useEffect(() => {
    endHydration();
    // For anything waiting on the page to respond (the browser suite's navigation helper).
    document.documentElement.setAttribute('data-hydrated', '');
    // The session hint (the stored user) paints the header now; GET /users/me confirms it.
    const hint = isAnonymousPageLoad() ? null : readStoredUser();
    if (hint && !useAuthStore.getState().user) {
      useAuthStore.setState({ user: hint, isAuthenticated: true });
    }
  }, []);
  return null;
}

const app = (router: DataRouter, extra?: React.ReactNode) => (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
      {extra}
    </AppProviders>
  </StrictMode>
);

/** The lazy routes of the page being hydrated, loaded first: the first render must be the page. */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

const server = serverRenderState();
if (server) {
  hydrate(queryClient, server.queries);
  void loadMatchedRoutes().then(() => {
    const router = createBrowserRouter(routes, {
      hydrationData: server.router,
      patchRoutesOnNavigation: discoverRoutes,
    });
    hydrateRoot(container, app(router, <Hydrated />));
  });
} else {
  createRoot(container).render(
    app(createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes })),
  );
}
