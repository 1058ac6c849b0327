/**
 * What every route file writes the same way: the `:id` path parameter, the error answers it
 * documents, the success envelope of ARCHITECTURE.md (`{ success, message, data? }`), the
 * uncached route group and the delete-by-id route.
 */
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ZErrorEnvelope, ZMessageOnly } from '@app/shared';

/**
 * `:id` in a path: any text up to 64 characters. A malformed one, empty included
 * (`/admin/batches//students`), is then simply not found, or the handler names it in the spec's
 * words ('Invalid batch ID').
 * Routes with more parameters extend it (`ZIdParams.extend({ studentId: … })`).
 */
export const ZIdParams = z.object({ id: z.string().max(64) });

/**
 * The error answers of a route's `response` map: every 4xx and 5xx is the envelope with
 * `success: false` (core/error-handler.ts writes them all).
 */
export const errorResponses = { '4xx': ZErrorEnvelope, '5xx': ZErrorEnvelope };

export type Ok = { success: true; message: string };
export type OkData<T> = Ok & { data: T };

/** The success envelope: `{ success: true, message }`, with `data` when given. */
export function ok(message: string): Ok;
export function ok<T>(message: string, data: T): OkData<T>;
export function ok<T>(message: string, data?: T): Ok | OkData<T> {
  return data === undefined ? { success: true, message } : { success: true, message, data };
}

/** The success envelope of a plain read: message 'OK'. */
export function okData<T>(data: T): OkData<T> {
  return { success: true, message: 'OK', data };
}

/** A route group's app, typed by its Zod schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * The typed app of a route group whose every answer is personal or for staff (signed-in student
 * pages, admin screens): `no-store`, so neither the browser nor a proxy keeps one.
 */
export function noStoreRoutes(fastify: FastifyInstance): ZodApp {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  return app;
}

type DeleteRouteOptions = {
  config: FastifyContextConfig;
  tags: string[];
  /** the success message */
  message: string;
  /** the `:id` schema when it is stricter than ZIdParams */
  params?: z.ZodType<{ id: string }>;
};

/** DELETE `path` (ending in `/:id`): `remove` does the work; the answer is message-only. */
export function deleteRoute(
  app: ZodApp,
  path: string,
  { config, tags, message, params = ZIdParams }: DeleteRouteOptions,
  remove: (req: FastifyRequest, id: string) => Promise<unknown>,
): void {
  app.delete(path, {
    config,
    schema: { tags, params, response: { 200: ZMessageOnly, ...errorResponses } },
    handler: async (req) => {
      await remove(req, req.params.id);
      return ok(message);
    },
  });
}
