import type { FastifyInstance } from 'fastify';

import { registerCertificateJobs } from './certificates.ts';
import { registerEmailJobs } from './webinar-mail.ts';
import { CONFIRMATION_QUEUE, confirmationHandler } from './webinar-registration.ts';

/**
 * The webinars' queue handlers, registered once by the app (features/index.ts), never by a routes
 * file: the registration confirmation e-mail, and the chunks of bulk e-mail and certificates.
 */
export function registerWebinarJobs(app: FastifyInstance): void {
  app.jobs.register(CONFIRMATION_QUEUE, confirmationHandler(app), { concurrency: 4 });
  registerEmailJobs(app);
  registerCertificateJobs(app);
}
