import type { FastifyInstance } from 'fastify';

import type { Db } from '../db/client.ts';
import { assignmentAdminRoutes, assignmentPublicRoutes } from './assignments/assignments.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import type { GoogleVerifier } from './auth/google.ts';
import { batchAdminRoutes, batchPublicRoutes } from './batches/batches.routes.ts';
import { callbackAdminRoutes, callbackPublicRoutes } from './callbacks/callbacks.routes.ts';
import { registerClassroomJobs } from './classroom/classroom.jobs.ts';
import { classroomPublicRoutes } from './classroom/classroom.routes.ts';
import { checkoutPublicRoutes } from './commerce/checkout.routes.ts';
import { couponAdminRoutes } from './commerce/coupons.routes.ts';
import { paymentAdminRoutes } from './commerce/payments-admin.routes.ts';
import { courseAdminRoutes, coursePublicRoutes } from './courses/courses.routes.ts';
import { dashboardAdminRoutes } from './dashboard/dashboard.routes.ts';
import { homeAdminRoutes, homePublicRoutes } from './home/home.routes.ts';
import { kodexAdminRoutes, kodexPublicRoutes } from './kodex/kodex.routes.ts';
import { ensureKodrCohort } from './kodr/kodr-cohort.repo.ts';
import { kodrAdminRoutes, kodrPublicRoutes } from './kodr/kodr.routes.ts';
import { registerLiveClassJobs } from './live-classes/live-classes.jobs.ts';
import { liveClassAdminRoutes, liveClassPublicRoutes } from './live-classes/live-classes.routes.ts';
import { pageAdminRoutes, pagePublicRoutes } from './pages/pages.routes.ts';
import { questionAdminRoutes } from './questions/questions.routes.ts';
import { pageHead, seoRoutes } from './seo/seo.routes.ts';
import { staffAdminRoutes } from './staff/staff.routes.ts';
import { uploadAdminRoutes, uploadPublicRoutes } from './uploads/uploads.routes.ts';
import { utmAdminRoutes, utmPublicRoutes } from './utm/utm.routes.ts';
import {
  certificatePublicRoutes,
  webinarCampaignAdminRoutes,
} from './webinars/webinar-campaigns.routes.ts';
import { registerWebinarJobs } from './webinars/webinars.jobs.ts';
import { webinarAdminRoutes, webinarPublicRoutes } from './webinars/webinars.routes.ts';
import { registerWhizzJobs } from './whizz/whizz.jobs.ts';
import { whizzAdminRoutes, whizzPublicRoutes } from './whizz/whizz.routes.ts';

/** Every feature's public routes, mounted under /api/v1. Feature issues add theirs here. */
export function publicRoutes(deps: { google: GoogleVerifier | null }) {
  return async function (app: FastifyInstance) {
    await app.register(authRoutes(deps.google));
    await app.register(homePublicRoutes);
    await app.register(pagePublicRoutes);
    await app.register(kodrPublicRoutes);
    await app.register(callbackPublicRoutes);
    await app.register(utmPublicRoutes);
    await app.register(coursePublicRoutes);
    await app.register(batchPublicRoutes);
    await app.register(uploadPublicRoutes);
    await app.register(checkoutPublicRoutes);
    await app.register(classroomPublicRoutes);
    await app.register(liveClassPublicRoutes);
    await app.register(assignmentPublicRoutes);
    await app.register(whizzPublicRoutes);
    await app.register(kodexPublicRoutes);
    await app.register(webinarPublicRoutes);
    await app.register(certificatePublicRoutes);
  };
}

/**
 * Every feature's staff routes, mounted under /api/v1/admin. Each route must declare
 * `config.menu` (the admin menu entries it serves); the guard enforces the role matrix.
 */
export function adminRoutes(extra?: (app: FastifyInstance) => Promise<void>) {
  return async function (app: FastifyInstance) {
    await app.register(homeAdminRoutes);
    await app.register(pageAdminRoutes);
    await app.register(kodrAdminRoutes);
    await app.register(callbackAdminRoutes);
    await app.register(utmAdminRoutes);
    await app.register(courseAdminRoutes);
    await app.register(batchAdminRoutes);
    await app.register(liveClassAdminRoutes);
    await app.register(assignmentAdminRoutes);
    await app.register(uploadAdminRoutes);
    await app.register(couponAdminRoutes);
    await app.register(paymentAdminRoutes);
    await app.register(questionAdminRoutes);
    await app.register(whizzAdminRoutes);
    await app.register(kodexAdminRoutes);
    await app.register(webinarAdminRoutes);
    await app.register(webinarCampaignAdminRoutes);
    await app.register(dashboardAdminRoutes);
    await app.register(staffAdminRoutes);
    if (extra) await app.register(extra);
  };
}

/**
 * Each feature's background wiring (`*.jobs.ts`: judge listeners, scheduled tasks), registered
 * once per app, never by a routes file. Feature issues add theirs here.
 */
export function registerFeatureJobs(app: FastifyInstance) {
  registerClassroomJobs(app);
  registerLiveClassJobs(app);
  registerWebinarJobs(app);
  registerWhizzJobs(app);
}

/**
 * Rows every install needs whatever its data (the current Kodr cohort). Idempotent; runs at
 * every start, after migrations, in production too.
 */
export async function ensureFeatureDefaults(db: Db) {
  await ensureKodrCohort(db);
}

/** Site-root routes outside the API (robots.txt, sitemap.xml) and each web page's own head. */
export { pageHead, seoRoutes };
