import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import {
  ASSESS_MSG,
  envelope,
  listPageFields,
  ZBatchOption,
  ZQuestionOption,
  ZQuestionOptionsQuery,
  ZStaffAttemptsData,
  ZWhizz,
  ZWhizzBody,
  ZWhizzListData,
  ZWhizzListQuery,
  ZWhizzUpdateBody,
} from '@app/shared';

import {
  deleteRoute,
  errorResponses,
  noStoreRoutes,
  ok,
  okData,
  ZIdParams,
} from '../../core/http.ts';
import * as service from './whizz.service.ts';

const tags = ['whizz'];
const ZWhizzData = envelope(z.object({ whizz: ZWhizz }));
const ZPageQuery = z.strictObject(listPageFields);
const ZBatchOptionsQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** Staff routes (under /api/v1/admin), menu 'whizz'. */
export async function whizzAdminRoutes(fastify: FastifyInstance) {
  const app = noStoreRoutes(fastify);
  const deps = { db: app.db };
  const config = { menu: ['whizz' as const] };

  app.get('/whizz', {
    config,
    schema: {
      tags,
      querystring: ZWhizzListQuery,
      response: { 200: envelope(ZWhizzListData), ...errorResponses },
    },
    handler: async (req) =>
      ok('Whizz fetched successfully', await service.listWhizzes(deps, req.query)),
  });

  app.get('/whizz/question-options', {
    config,
    schema: {
      tags,
      querystring: ZQuestionOptionsQuery,
      response: {
        200: envelope(z.object({ questions: z.array(ZQuestionOption) })),
        ...errorResponses,
      },
    },
    handler: async (req) => okData({ questions: await service.questionOptions(deps, req.query) }),
  });

  app.get('/whizz/batch-options', {
    config,
    schema: {
      tags,
      querystring: ZBatchOptionsQuery,
      response: { 200: envelope(z.object({ batches: z.array(ZBatchOption) })), ...errorResponses },
    },
    handler: async (req) => okData({ batches: await service.batchOptions(deps, req.query) }),
  });

  app.post('/whizz', {
    // calls.md §8: a server failure names what failed; bad input keeps its 400, a missing whizz
    // its 404 (core/error-handler.ts).
    config: { ...config, serverErrorMessage: ASSESS_MSG.whizzCreateFailed },
    schema: { tags, body: ZWhizzBody, response: { 201: ZWhizzData, ...errorResponses } },
    handler: async (req, reply) => {
      const whizz = await service.createWhizz(deps, req, req.body);
      return reply.code(201).send(ok(ASSESS_MSG.whizzCreated, { whizz }));
    },
  });

  app.get('/whizz/:id', {
    config,
    schema: { tags, params: ZIdParams, response: { 200: ZWhizzData, ...errorResponses } },
    handler: async (req) => okData({ whizz: await service.getWhizz(deps, req.params.id) }),
  });

  app.put('/whizz/:id', {
    config: { ...config, serverErrorMessage: ASSESS_MSG.whizzUpdateFailed },
    schema: {
      tags,
      params: ZIdParams,
      body: ZWhizzUpdateBody,
      response: { 200: ZWhizzData, ...errorResponses },
    },
    handler: async (req) =>
      ok(ASSESS_MSG.whizzUpdated, {
        whizz: await service.updateWhizz(deps, req, req.params.id, req.body),
      }),
  });

  deleteRoute(app, '/whizz/:id', { config, tags, message: ASSESS_MSG.whizzDeleted }, (req, id) =>
    service.deleteWhizz(deps, req, id),
  );

  app.get('/whizz/:id/attempts', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      querystring: ZPageQuery,
      response: { 200: envelope(ZStaffAttemptsData), ...errorResponses },
    },
    handler: async (req) => okData(await service.listStaffAttempts(deps, req.params.id, req.query)),
  });
}

export { whizzPublicRoutes } from './whizz-public.routes.ts';
