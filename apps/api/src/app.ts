import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';

import { ADMIN_API_PREFIX, API_PREFIX, MSG, REQUEST_ID_HEADER } from '@app/shared';

import { registerAuthHooks } from './core/auth/authenticate.ts';
import { sessionCache } from './core/auth/session-cache.ts';
import { registerCompression } from './core/compression.ts';
import type { Config } from './core/config.ts';
import { securityHeaderOptions } from './core/content-security-policy.ts';
import { registerErrorHandler } from './core/error-handler.ts';
import { createFileStore } from './core/file-store.ts';
import { registerPublicCache } from './core/http-cache.ts';
import { createJobQueue, registerRetention } from './core/jobs/index.ts';
import { registerScheduler } from './core/jobs/scheduler.ts';
import { registerJudge, type JudgeEngine } from './core/judge/index.ts';
import { createMailer, type Mailer } from './core/mailer.ts';
import { registerMetrics } from './core/metrics-plugin.ts';
import { createMetrics } from './core/metrics.ts';
import { registerOutboxDelivery } from './core/outbox-delivery.ts';
import { createSms } from './core/outbox.ts';
import { registerRateLimit } from './core/rate-limit.ts';
import { redactedLogger } from './core/redact.ts';
import { genRequestId } from './core/request-id.ts';
import { registerSecurityHeaders } from './core/security-headers.ts';
import { registerSpaAndNotFound } from './core/spa.ts';
import type { StaffRouteInfo } from './core/types.ts';
import { registerWellFormedText } from './core/well-formed-text.ts';
import type { Db } from './db/client.ts';
import type { GoogleVerifier } from './features/auth/google.ts';
import { createGoogleVerifier } from './features/auth/google.ts';
import {
  adminRoutes,
  pageHead,
  publicRoutes,
  registerFeatureJobs,
  seoRoutes,
} from './features/index.ts';
import { devRoutes, healthRoutes } from './features/system/system.routes.ts';

export type BuildOptions = {
  config: Config;
  db: Db;
  /** Tests replace Google's code exchange; undefined builds the real one from config. */
  google?: GoogleVerifier | null;
  logger?: FastifyServerOptions['logger'];
  /** Extra staff routes (tests use it to probe the guard); mounted like feature routes. */
  extraAdminRoutes?: (app: FastifyInstance) => Promise<void>;
  /** The coding judge's engine; undefined picks it from config (Judge0 or the local sandbox). */
  judgeEngine?: JudgeEngine;
  /** E-mail; undefined builds it from config (SMTP when SMTP_URL is set, the outbox otherwise). */
  mailer?: Mailer;
};

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    // Cookies, authorization headers and OTPs never reach a log line (core/redact.ts).
    logger: redactedLogger(opts.logger ?? { level: config.logLevel }),
    genReqId: genRequestId,
    bodyLimit: config.bodyLimit,
    // A hop count trusts exactly that many proxies next to us (the right-most addresses of
    // X-Forwarded-For); a list trusts those addresses only. Never every forwarded header.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Errors raised before routing (bad percent-encoding such as /x/%zz, a path parameter over
    // maxParamLength) skip the error handler; they still answer with the envelope.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      const message =
        status >= 500
          ? MSG.serverError
          : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
            ? 'The request URL is too long.'
            : 'The request URL is not valid.';
      void (reply as FastifyReply).code(status).send({ success: false, message });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  sessionCache.configure(config.sessionCacheMs);
  app.decorate('db', opts.db);
  app.decorate('metrics', createMetrics());
  app.decorate('sms', createSms(config, app.log, app.metrics));
  app.decorate('mailer', opts.mailer ?? createMailer(config, app.log, app.metrics));
  app.decorate('files', createFileStore(config, app.log));
  // The job queue; server.ts starts its polling workers, tests call app.jobs.drain().
  app.decorate('jobs', createJobQueue(opts.db, { log: app.log }));
  registerJudge(app, opts.judgeEngine);
  registerOutboxDelivery(app);
  // Periodic work, once across the cluster; started with the job workers.
  registerScheduler(app);
  registerRetention(app);
  registerFeatureJobs(app);
  app.addHook('onClose', async () => {
    await app.jobs.stop();
    app.mailer.close();
    app.files.close?.();
  });
  registerPublicCache(app);
  await registerCompression(app);

  // Writes are JSON only: Fastify would otherwise also accept text/plain bodies.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // Every staff route must say which menu entries it serves, or the app refuses to start.
  const staffRoutes: StaffRouteInfo[] = [];
  app.decorate('staffRoutes', staffRoutes);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(`${ADMIN_API_PREFIX}/`) || route.url === ADMIN_API_PREFIX) {
      const menu = route.config?.menu;
      if (!menu?.length) {
        throw new Error(
          `Staff route ${route.method} ${route.url} declares no menu entries (config.menu)`,
        );
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') staffRoutes.push({ method, url: route.url, menu });
      }
    }
  });

  registerSecurityHeaders(app, securityHeaderOptions(config));
  // Same-origin by default (the API serves the web app); other origins only when listed.
  if (config.corsOrigins.length) {
    await app.register(cors, {
      origin: config.corsOrigins,
      credentials: true,
      exposedHeaders: [REQUEST_ID_HEADER],
    });
  }
  await app.register(cookie);
  await registerRateLimit(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'KodeSchool API',
        version: '1.0.0',
        description: 'Public base /api/v1, staff base /api/v1/admin.',
      },
      components: {
        securitySchemes: { cookieAuth: { type: 'apiKey', in: 'cookie', name: 'accessToken' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandler(app);
  registerWellFormedText(app);
  registerAuthHooks(app);

  registerMetrics(app);
  await app.register(healthRoutes);
  const google = opts.google === undefined ? createGoogleVerifier(config) : opts.google;
  await app.register(publicRoutes({ google }), { prefix: API_PREFIX });
  if (config.enableDevRoutes) await app.register(devRoutes, { prefix: API_PREFIX });
  await app.register(adminRoutes(opts.extraAdminRoutes), { prefix: ADMIN_API_PREFIX });
  await app.register(seoRoutes);
  await registerSpaAndNotFound(app, { pageHead: pageHead(app) });
  return app;
}
