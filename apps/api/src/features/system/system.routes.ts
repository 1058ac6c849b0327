import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelope, ZEmail, ZMessageOnly, ZUserData } from '@app/shared';

import { setSessionCookies } from '../../core/auth/cookies.ts';
import { startSession } from '../../core/auth/sessions.ts';
import { toUserDto } from '../../core/auth/user-dto.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { ok } from '../../core/http.ts';
import { listOutbox } from '../../core/outbox.repo.ts';
import { findUserByEmail, pingDatabase } from './system.repo.ts';

const HEALTH_BODY = ok('ok');

/** /healthz answers while the process runs; /readyz only when the database answers too. */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/healthz',
    { schema: { tags: ['system'], response: { 200: ZMessageOnly } } },
    async () => HEALTH_BODY,
  );
  app.get(
    '/readyz',
    { schema: { tags: ['system'], response: { 200: ZMessageOnly, 503: ZMessageOnly } } },
    async () => {
      try {
        await pingDatabase(app.db);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'Database unreachable');
      }
      return ok('ready');
    },
  );
}

const ZOutboxMessage = z.object({
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable().optional(),
  body: z.string(),
  /** e-mail attachments by name and type (content left out) */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  status: z.string(),
  createdAt: z.string(),
});

/**
 * Whether the TCP peer is this machine. Only the socket counts: X-Forwarded-For and request.ip
 * (which TRUST_PROXY derives from it) are whatever a client or proxy chose to send.
 */
export function isLoopbackSocket(request: FastifyRequest): boolean {
  const address = request.raw.socket?.remoteAddress ?? '';
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Local and test only (ENABLE_DEV_ROUTES, refused in production): what the outbox "sent", newest
 * first, and a sign-in without a code. They answer loopback clients only; anyone else gets the
 * 404 of a route that does not exist, even on a server bound to 0.0.0.0 or behind a proxy.
 */
export async function devRoutes(fastify: FastifyInstance) {
  // Added before the routes so that it also guards the sign-in plugin registered below.
  fastify.addHook('onRequest', async (request, reply) => {
    if (!isLoopbackSocket(request)) return reply.callNotFound();
  });
  await fastify.register(devSignInRoute);
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
      const messages = rows.map((m) => ({
        ...m,
        attachments: (m.attachments ?? []).map(({ filename, contentType }) => ({
          filename,
          contentType,
        })),
        createdAt: m.createdAt.toISOString(),
      }));
      return ok(messages.length ? 'OK' : 'No messages', { messages });
    },
  });
}

/**
 * Local and test only (mounted by devRoutes, behind its loopback guard): signs in an existing
 * account by e-mail without a code, for accounts that have no phone to receive one (Google
 * sign-ups awaiting phone verification).
 */
export async function devSignInRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/dev/sign-in', {
    schema: {
      tags: ['dev'],
      body: z.strictObject({ email: ZEmail }),
      response: { 200: envelope(ZUserData) },
    },
    handler: async (req, reply) => {
      const user = await findUserByEmail(app.db, req.body.email);
      if (!user) throw notFound('No user with that e-mail');
      const session = await startSession(app.db, app.config, user, { ip: req.ip });
      setSessionCookies(reply, app.config, session.accessToken, session.refreshToken);
      return ok('Signed in (dev)', { user: toUserDto(user) });
    },
  });
}
