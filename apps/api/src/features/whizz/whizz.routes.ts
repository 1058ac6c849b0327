import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  ASSESS_MSG,
  envelope,
  ZBatchOption,
  ZErrorEnvelope,
  ZMessageOnly,
  ZQuestionOption,
  ZQuestionOptionsQuery,
  ZStaffAttemptsData,
  ZWhizz,
  ZWhizzBody,
  ZWhizzListData,
  ZWhizzListQuery,
  ZWhizzUpdateBody,
} from '@app/shared';

import { AppError } from '../../core/errors.ts';
import * as service from './whizz.service.ts';

const errors = { '4xx': ZErrorEnvelope, 500: ZErrorEnvelope };
const tags = ['whizz'];
/** Any short text; a malformed id is simply not found. */
const ZIdParams = z.object({ id: z.string().max(64) });
const ZWhizzData = envelope(z.object({ whizz: ZWhizz }));
const ZPageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
const ZBatchOptionsQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/**
 * calls.md §8: when the server itself fails a create or update, the answer names it ('Failed to
 * create whizz'); bad input keeps its 400 Validation Error, a missing whizz its 404.
 */
async function orFail<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  message: string,
  work: () => Promise<T>,
): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    req.log.error({ err: error }, message);
    await reply.code(500).send({ success: false, message });
    return null;
  }
}

/** Staff routes (under /api/v1/admin), menu 'whizz'. */
export async function whizzAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };
  const config = { menu: ['whizz' as const] };
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/whizz', {
    config,
    schema: {
      tags,
      querystring: ZWhizzListQuery,
      response: { 200: envelope(ZWhizzListData), ...errors },
    },
    handler: async (req) => ({
      success: true,
      message: 'Whizz fetched successfully',
      data: await service.listWhizzes(deps, req.query),
    }),
  });

  app.get('/whizz/question-options', {
    config,
    schema: {
      tags,
      querystring: ZQuestionOptionsQuery,
      response: { 200: envelope(z.object({ questions: z.array(ZQuestionOption) })), ...errors },
    },
    handler: async (req) => ({
      success: true,
      message: 'OK',
      data: { questions: await service.questionOptions(deps, req.query) },
    }),
  });

  app.get('/whizz/batch-options', {
    config,
    schema: {
      tags,
      querystring: ZBatchOptionsQuery,
      response: { 200: envelope(z.object({ batches: z.array(ZBatchOption) })), ...errors },
    },
    handler: async (req) => ({
      success: true,
      message: 'OK',
      data: { batches: await service.batchOptions(deps, req.query) },
    }),
  });

  app.post('/whizz', {
    config,
    schema: { tags, body: ZWhizzBody, response: { 201: ZWhizzData, ...errors } },
    handler: async (req, reply) => {
      const whizz = await orFail(req, reply, ASSESS_MSG.whizzCreateFailed, () =>
        service.createWhizz(deps, req, req.body),
      );
      if (!whizz) return reply;
      return reply
        .code(201)
        .send({ success: true, message: ASSESS_MSG.whizzCreated, data: { whizz } });
    },
  });

  app.get('/whizz/:id', {
    config,
    schema: { tags, params: ZIdParams, response: { 200: ZWhizzData, ...errors } },
    handler: async (req) => ({
      success: true,
      message: 'OK',
      data: { whizz: await service.getWhizz(deps, req.params.id) },
    }),
  });

  app.put('/whizz/:id', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      body: ZWhizzUpdateBody,
      response: { 200: ZWhizzData, ...errors },
    },
    handler: async (req, reply) => {
      const whizz = await orFail(req, reply, ASSESS_MSG.whizzUpdateFailed, () =>
        service.updateWhizz(deps, req, req.params.id, req.body),
      );
      if (!whizz) return reply;
      return { success: true, message: ASSESS_MSG.whizzUpdated, data: { whizz } };
    },
  });

  app.delete('/whizz/:id', {
    config,
    schema: { tags, params: ZIdParams, response: { 200: ZMessageOnly, ...errors } },
    handler: async (req) => {
      await service.deleteWhizz(deps, req, req.params.id);
      return { success: true, message: ASSESS_MSG.whizzDeleted };
    },
  });

  app.get('/whizz/:id/attempts', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      querystring: ZPageQuery,
      response: { 200: envelope(ZStaffAttemptsData), ...errors },
    },
    handler: async (req) => ({
      success: true,
      message: 'OK',
      data: await service.listStaffAttempts(deps, req.params.id, req.query),
    }),
  });
}

export { whizzPublicRoutes } from './whizz-public.routes.ts';
