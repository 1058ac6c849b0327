import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelope, ZMessageOnly } from '@app/shared';

import { AppError } from '../../core/errors.ts';
import { listOutbox } from '../../core/outbox.ts';
import { pingDatabase } from '../../db/client.ts';

const HEALTH_BODY = { success: true, message: 'ok' };

/** /healthz answers while the process runs; /readyz only when the database answers too. */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/healthz', { schema: { tags: ['system'], response: { 200: ZMessageOnly } } }, async () => HEALTH_BODY);
  app.get('/readyz', { schema: { tags: ['system'], response: { 200: ZMessageOnly, 503: ZMessageOnly } } }, async () => {
    try {
      await pingDatabase(app.db);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', 'Database unreachable');
    }
    return { success: true, message: 'ready' };
  });
}

const ZOutboxMessage = z.object({
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable().optional(),
  body: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

/** Local and test only (ENABLE_DEV_ROUTES): what the outbox "sent", newest first. */
export async function devRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/dev/outbox', {
    schema: {
      tags: ['dev'],
      querystring: z.object({
        to: z.string().trim().max(254).optional(),
        limit: z.coerce.number().int().min(1).max(200).default(50),
      }),
      response: { 200: envelope(z.object({ messages: z.array(ZOutboxMessage) })) },
    },
    handler: async (req) => {
      const rows = await listOutbox(app.db, req.query.to || undefined, req.query.limit);
      const messages = rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
      return { success: true, message: messages.length ? 'OK' : 'No messages', data: { messages } };
    },
  });
}
