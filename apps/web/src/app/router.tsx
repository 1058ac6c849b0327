import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';

import { FullScreenStatus } from '@/components/ui/full-screen-status';
import { NotFoundPage } from '@/features/errors/pages/not-found-page';

import { AppRoot } from './app-root.tsx';
import { RouteErrorFallback } from './errors/route-error-fallback.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { AdminShellFallback } from './layouts/admin/admin-shell-fallback.tsx';
import { PublicLayout } from './layouts/public/public-layout.tsx';
import { lazyPage } from './lazy-page.ts';
import { loginRequiredRoutes, publicRoutes } from './site-routes.ts';

/** The admin shell's route: the admin pages join it when the browser first opens /admin. */
const ADMIN_SHELL_ID = 'admin-shell';

/** The route tree of product.md §2. Feature pages are added through the two route tables. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorFallback />,
    hydrateFallbackElement: <FullScreenStatus message="Loading KodeSchool..." />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          // Lazy like every page: the home's sections stay out of other pages' first load.
          { index: true, lazy: lazyPage(() => import('@/features/home/pages/home-page')) },
          {
            path: 'unauthorized',
            lazy: async () => ({
              Component: (await import('@/features/errors/pages/unauthorized-page'))
                .UnauthorizedPage,
            }),
          },
          ...publicRoutes,
          { element: <RequireAuth />, children: loginRequiredRoutes },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'auth',
        // Lazy as the pages are: the sign-in area stays out of the public pages' first load.
        lazy: async () => ({
          Component: (await import('./layouts/auth/auth-layout.tsx')).AuthLayout,
        }),
        children: [
          { index: true, element: <Navigate to="/auth/signin" replace /> },
          {
            path: ':id',
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/sign-in-page')).SignInPage,
            }),
          },
        ],
      },
      {
        path: 'admin',
        lazy: async () => ({
          Component: (await import('./guards/require-staff.tsx')).RequireStaff,
        }),
        // A direct admin load waits here (for the admin code and the session) inside the admin
        // shell's outline, with the spec's text, while the app root already restores the session.
        hydrateFallbackElement: <AdminShellFallback />,
        children: [
          {
            id: ADMIN_SHELL_ID,
            // Lazy: the admin shell is only ever downloaded by staff.
            lazy: async () => ({
              Component: (await import('./layouts/admin/admin-layout.tsx')).AdminLayout,
            }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('./guards/admin-index-redirect.tsx')).AdminIndexRedirect,
                }),
              },
              // The admin pages (admin-routes.tsx) are added here by discoverRoutes.
              {
                path: '*',
                lazy: async () => ({
                  Component: (await import('./layouts/admin/admin-not-found.tsx')).AdminNotFound,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
];

let adminPagesAdded = false;

/**
 * The browser router's patchRoutesOnNavigation: the admin pages' table (admin-routes.tsx) joins
 * the tree the first time the browser goes to an /admin path, so a public page's first load
 * neither downloads it nor ranks its routes on every match. Until then an /admin path matches
 * the shell's splat, and the router asks here before it settles for that.
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (adminPagesAdded || !/^\/admin(\/|$)/.test(path)) return;
  const { adminRoutes } = await import('./admin-routes.tsx');
  if (adminPagesAdded) return;
  patch(ADMIN_SHELL_ID, adminRoutes);
  adminPagesAdded = true;
};
