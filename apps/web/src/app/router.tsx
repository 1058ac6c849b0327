import { Navigate, type RouteObject } from 'react-router';

import { FullScreenStatus } from '@/components/ui/full-screen-status';
import { NotFoundPage } from '@/features/errors/pages/not-found-page';
import { UnauthorizedPage } from '@/features/errors/pages/unauthorized-page';

import { adminRoutes } from './admin-routes.tsx';
import { AppRoot } from './app-root.tsx';
import { RouteErrorFallback } from './errors/route-error-fallback.tsx';
import { AdminIndexRedirect } from './guards/admin-index-redirect.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { RequireStaff } from './guards/require-staff.tsx';
import { AdminNotFound } from './layouts/admin/admin-not-found.tsx';
import { AdminShellFallback } from './layouts/admin/admin-shell-fallback.tsx';
import { AuthLayout } from './layouts/auth/auth-layout.tsx';
import { PublicLayout } from './layouts/public/public-layout.tsx';
import { lazyPage } from './lazy-page.ts';
import { loginRequiredRoutes, publicRoutes } from './site-routes.ts';

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
          { path: 'unauthorized', element: <UnauthorizedPage /> },
          ...publicRoutes,
          { element: <RequireAuth />, children: loginRequiredRoutes },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'auth',
        element: <AuthLayout />,
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
        element: <RequireStaff />,
        // A direct admin load waits here (for the admin code and the session) inside the admin
        // shell's outline, with the spec's text, while the app root already restores the session.
        hydrateFallbackElement: <AdminShellFallback />,
        children: [
          {
            // Lazy: the admin shell is only ever downloaded by staff.
            lazy: async () => ({
              Component: (await import('./layouts/admin/admin-layout.tsx')).AdminLayout,
            }),
            children: [
              { index: true, element: <AdminIndexRedirect /> },
              ...adminRoutes,
              { path: '*', element: <AdminNotFound /> },
            ],
          },
        ],
      },
    ],
  },
];
