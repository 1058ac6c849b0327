import type { RouteObject } from 'react-router';

import { lazyPage } from './lazy-page.ts';

/**
 * Public and login-required pages that feature issues own (courses, kodr, whizz, kodex,
 * profile, checkout, classroom). They render inside the public layout; entries in
 * `loginRequiredRoutes` sit behind <RequireAuth>. Load them with `lazyPage` (./lazy-page.ts).
 */
export const publicRoutes: RouteObject[] = [
  { path: 'kodr', lazy: lazyPage(() => import('@/features/kodr/pages/kodr-landing-page')) },
  { path: 'courses', lazy: lazyPage(() => import('@/features/courses/pages/courses-page')) },
  { path: 'courses/:id', lazy: lazyPage(() => import('@/features/courses/pages/course-page')) },
  { path: 'whizz', lazy: lazyPage(() => import('@/features/whizz/pages/whizz-page')) },
  { path: 'kodex', lazy: lazyPage(() => import('@/features/kodex/pages/kodex-page')) },
  {
    path: 'kodex/registration',
    lazy: lazyPage(() => import('@/features/kodex/pages/kodex-registration-page')),
  },
  {
    path: 'kodex/ranking',
    lazy: lazyPage(() => import('@/features/kodex/pages/kodex-ranking-page')),
  },
  { path: 'webinars', lazy: lazyPage(() => import('@/features/webinars/pages/webinars-page')) },
  {
    path: 'webinars/:webinarCode',
    lazy: lazyPage(() => import('@/features/webinars/pages/webinar-page')),
  },
  {
    path: 'certificates',
    lazy: lazyPage(() => import('@/features/webinars/pages/certificate-lookup-page')),
  },
  {
    path: 'certificates/:code',
    lazy: lazyPage(() => import('@/features/webinars/pages/certificate-page')),
  },
  // Staff-edited policy and contact pages (one page module reads the slug from its path).
  ...['privacy', 'terms', 'refunds', 'contact'].map((path) => ({
    path,
    lazy: lazyPage(() => import('@/features/legal/pages/site-page')),
  })),
];

export const loginRequiredRoutes: RouteObject[] = [
  { path: 'checkout', lazy: lazyPage(() => import('@/features/checkout/pages/checkout-page')) },
  { path: 'classroom', lazy: lazyPage(() => import('@/features/classroom/pages/classroom-page')) },
  {
    path: 'classroom/:batchId/lessons/:lessonId',
    lazy: lazyPage(() => import('@/features/classroom/pages/lesson-page')),
  },
  { path: 'profile', lazy: lazyPage(() => import('@/features/profile/pages/profile-page')) },
  {
    path: 'whizz/:id/attempt',
    lazy: lazyPage(() => import('@/features/whizz/pages/whizz-attempt-page')),
  },
  {
    path: 'whizz/:id/result',
    lazy: lazyPage(() => import('@/features/whizz/pages/whizz-result-page')),
  },
];
