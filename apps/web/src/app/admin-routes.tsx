import type { RouteObject } from 'react-router';

/**
 * Admin child pages, relative to /admin. Each feature issue adds its entries here and nowhere
 * else, loading the page lazily with `lazyPage` from ./lazy-page.ts so the admin area never
 * weighs on the public bundle:
 *
 *   { path: 'kodr-registrations',
 *     lazy: lazyPage(() => import('@/features/kodr/pages/admin-kodr-registrations-page')) },
 *   { path: 'courses/:courseId/batches/:batchId',
 *     lazy: lazyPage(() => import('@/features/batches/pages/admin-batch-page')) },
 *
 * Access is checked before any page renders (canAccessAdminPath in RequireStaff), so pages do
 * not repeat the role check. A path with no entry shows the admin "Page not found" panel.
 */
export const adminRoutes: RouteObject[] = [];
