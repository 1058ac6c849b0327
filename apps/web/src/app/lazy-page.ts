import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type PageModule = { default: ComponentType };

/**
 * Turns `import()` of a page module with a default export into a route's `lazy`, so each page
 * becomes its own chunk, fetched the first time someone navigates to it.
 */
export function lazyPage(load: () => Promise<PageModule>): NonNullable<RouteObject['lazy']> {
  return async () => {
    const module = await load();
    return { Component: module.default };
  };
}
