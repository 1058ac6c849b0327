import type { MenuKey } from '@app/shared';

import type { Db } from '../db/client.ts';
import type { SessionUser } from './auth/session.repo.ts';
import type { Config } from './config.ts';
import type { FileStore } from './file-store.ts';
import type { ResponseCache } from './http-cache.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Scheduler } from './jobs/scheduler.ts';
import type { Mailer } from './mailer.ts';
import type { Metrics } from './metrics.ts';
import type { Sms } from './outbox.ts';

/** A route under /api/v1/admin and the admin menu entries it serves (app.ts collects them). */
export type StaffRouteInfo = { method: string; url: string; menu: MenuKey[] };

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    sms: Sms;
    /** E-mail (core/mailer.ts): pooled SMTP when SMTP_URL is set, the outbox otherwise. */
    mailer: Mailer;
    /** Uploaded files: the S3 bucket when S3_BUCKET is set, ./data/uploads otherwise. */
    files: FileStore;
    /** Public answers kept briefly in memory (core/http-cache.ts). */
    publicCache: ResponseCache;
    /** Every route under /api/v1/admin with the menu entries it serves. */
    staffRoutes: StaffRouteInfo[];
    /** The job queue (core/jobs): enqueue, register handlers; tests call drain(). */
    jobs: JobQueue;
    /** Prometheus counters and histograms of this app (core/metrics.ts). */
    metrics: Metrics;
    /** Periodic tasks run once across the cluster (core/jobs/scheduler.ts); started with the jobs. */
    scheduler: Scheduler;
  }
  interface FastifyRequest {
    /** Set by the auth hooks when a valid access token came with the request. */
    sessionUser: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Admin menu entries a staff route serves; a role may call it if it may see any of them. */
    menu?: MenuKey[];
    /** Route needs a signed-in user (public base). */
    auth?: 'required' | 'optional';
    /**
     * The message of this route's 5xx answers where calls.md names one ('Failed to create
     * whizz'); MSG.serverError otherwise (core/error-handler.ts).
     */
    serverErrorMessage?: string;
  }
}
