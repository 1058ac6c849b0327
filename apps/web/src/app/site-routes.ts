import type { RouteObject } from 'react-router';

/**
 * Public and login-required pages that later issues own (courses, kodr, whizz, kodex,
 * profile, checkout, classroom). They render inside the public layout; entries in
 * `loginRequiredRoutes` sit behind <RequireAuth>. Load them with `lazyPage` (./lazy-page.ts):
 *
 *   publicRoutes:
 *     { path: 'courses/:id', lazy: lazyPage(() => import('@/features/courses/pages/course-page')) }
 *   loginRequiredRoutes:
 *     { path: 'profile', lazy: lazyPage(() => import('@/features/profile/pages/profile-page')) }
 */
export const publicRoutes: RouteObject[] = [];

export const loginRequiredRoutes: RouteObject[] = [];
