import type { RouteObject } from 'react-router';

import { lazyPage } from './lazy-page.ts';

/**
 * Admin child pages, relative to /admin. Each feature issue adds its entries here and nowhere
 * else, loading the page lazily with `lazyPage` so the admin area never weighs on the public
 * bundle. Access is checked before any page renders (canAccessAdminPath in RequireStaff), so
 * pages do not repeat the role check. A path with no entry shows the admin "Page not found" panel.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: lazyPage(() => import('@/features/dashboard/pages/admin-dashboard-page')),
  },
  {
    path: 'kodr-registrations',
    lazy: lazyPage(() => import('@/features/kodr/pages/admin-kodr-registrations-page')),
  },
  {
    path: 'callbacks',
    lazy: lazyPage(() => import('@/features/callbacks/pages/admin-callbacks-page')),
  },
  { path: 'utm', lazy: lazyPage(() => import('@/features/utm/pages/admin-utm-page')) },
  {
    path: 'edit-home',
    lazy: lazyPage(() => import('@/features/home/pages/admin-edit-home-page')),
  },
  {
    path: 'edit-home/pages/:slug',
    lazy: lazyPage(() => import('@/features/legal/pages/admin-site-pages-page')),
  },
  {
    path: 'courses',
    lazy: lazyPage(() => import('@/features/courses-admin/pages/admin-courses-page')),
  },
  {
    path: 'courses/new',
    lazy: lazyPage(() => import('@/features/courses-admin/pages/admin-course-editor-page')),
  },
  {
    path: 'courses/edit/:courseId',
    lazy: lazyPage(() => import('@/features/courses-admin/pages/admin-course-editor-page')),
  },
  {
    path: 'courses/:courseId/batches',
    lazy: lazyPage(() => import('@/features/batches-admin/pages/admin-batches-page')),
  },
  {
    path: 'courses/:courseId/new/batch',
    lazy: lazyPage(() => import('@/features/batches-admin/pages/admin-batch-form-page')),
  },
  {
    path: 'courses/:courseId/batches/:batchId',
    lazy: lazyPage(() => import('@/features/batches-admin/pages/admin-batch-page')),
  },
  {
    path: 'courses/:courseId/batches/:batchId/edit',
    lazy: lazyPage(() => import('@/features/batches-admin/pages/admin-batch-form-page')),
  },
  {
    path: 'courses/:courseId/batches/:batchId/reviews',
    lazy: lazyPage(() => import('@/features/batches-admin/pages/admin-assignment-reviews-page')),
  },
  {
    path: 'courses/:courseId/batches/:batchId/students/:studentId',
    lazy: lazyPage(() => import('@/features/batches-admin/pages/admin-batch-student-page')),
  },
  {
    path: 'coupons',
    lazy: lazyPage(() => import('@/features/commerce-admin/pages/admin-coupons-page')),
  },
  {
    path: 'payments',
    lazy: lazyPage(() => import('@/features/commerce-admin/pages/admin-failed-payments-page')),
  },
  {
    path: 'paymentApproval',
    lazy: lazyPage(() => import('@/features/commerce-admin/pages/admin-payment-approval-page')),
  },
  {
    path: 'questions',
    lazy: lazyPage(() => import('@/features/questions-admin/pages/admin-questions-page')),
  },
  {
    path: 'questions/new/:questionType',
    lazy: lazyPage(() => import('@/features/questions-admin/pages/admin-question-editor-page')),
  },
  {
    path: 'questions/update/:id/:questionType',
    lazy: lazyPage(() => import('@/features/questions-admin/pages/admin-question-editor-page')),
  },
  { path: 'whizz', lazy: lazyPage(() => import('@/features/whizz-admin/pages/admin-whizz-page')) },
  {
    path: 'whizz/create',
    lazy: lazyPage(() => import('@/features/whizz-admin/pages/admin-whizz-editor-page')),
  },
  {
    path: 'whizz/update/:id',
    lazy: lazyPage(() => import('@/features/whizz-admin/pages/admin-whizz-editor-page')),
  },
  {
    path: 'whizz/:id/attempts',
    lazy: lazyPage(() => import('@/features/whizz-admin/pages/admin-whizz-attempts-page')),
  },
  {
    path: 'webinars',
    lazy: lazyPage(() => import('@/features/webinars-admin/pages/admin-webinars-page')),
  },
  {
    path: 'webinars/create',
    lazy: lazyPage(() => import('@/features/webinars-admin/pages/admin-webinar-editor-page')),
  },
  {
    path: 'webinars/edit/:webinarId',
    lazy: lazyPage(() => import('@/features/webinars-admin/pages/admin-webinar-editor-page')),
  },
  {
    path: 'webinars/:webinarId',
    lazy: lazyPage(() => import('@/features/webinars-admin/pages/admin-webinar-page')),
  },
  {
    path: 'kodex-registrations',
    lazy: lazyPage(() => import('@/features/kodex/pages/admin-kodex-registrations-page')),
  },
  { path: 'users', lazy: lazyPage(() => import('@/features/staff-admin/pages/admin-users-page')) },
  {
    path: 'users/:userId',
    lazy: lazyPage(() => import('@/features/staff-admin/pages/admin-user-page')),
  },
  { path: 'ban', lazy: lazyPage(() => import('@/features/staff-admin/pages/admin-ban-page')) },
  {
    path: 'verify-user',
    lazy: lazyPage(() => import('@/features/staff-admin/pages/admin-verify-user-page')),
  },
  {
    path: 'activity-logs',
    lazy: lazyPage(() => import('@/features/staff-admin/pages/admin-activity-logs-page')),
  },
];
