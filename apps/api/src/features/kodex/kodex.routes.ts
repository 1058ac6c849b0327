import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  ASSESS_MSG,
  envelope,
  listPageFields,
  ZKodexContest,
  ZKodexContestBody,
  ZKodexListData,
  ZKodexListQuery,
  ZKodexRankingData,
  ZKodexRegistration,
  ZKodexRegistrationBody,
} from '@app/shared';

import { sendCsvDownload } from '../../core/csv-export.ts';
import {
  deleteRoute,
  errorResponses,
  noStoreRoutes,
  ok,
  okData,
  ZIdParams,
} from '../../core/http.ts';
import { perIp } from '../../core/rate-limit.ts';
import { registrationsCsv } from './kodex.csv.ts';
import * as service from './kodex.service.ts';

const tags = ['kodex'];
/** Any short text; a malformed id is simply not found. */
const ZContestParams = z.object({ contestId: z.string().min(1).max(64) });
// The ranking shows 20 a page.
const ZRankingQuery = z.object({
  ...listPageFields,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
const ZOverviewData = envelope(
  z.object({ contest: ZKodexContest.nullable(), past: z.array(ZKodexContest) }),
);
const ZContestData = envelope(z.object({ contest: ZKodexContest }));

const viewerOf = (req: { sessionUser: { id: string; phoneNumber: string | null } | null }) =>
  req.sessionUser ? { id: req.sessionUser.id, phoneNumber: req.sessionUser.phoneNumber } : null;

/** Public routes (under /api/v1). */
export async function kodexPublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };

  app.get('/kodex', {
    config: { auth: 'optional' },
    schema: { tags, response: { 200: ZOverviewData, ...errorResponses } },
    handler: async (req, reply) => {
      // isRegistered depends on the caller: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      const data = await service.getOverview(deps, viewerOf(req));
      return ok(data.contest ? 'OK' : ASSESS_MSG.noUpcomingContest, data);
    },
  });

  app.post('/kodex/:contestId/registrations', {
    config: { auth: 'optional', rateLimit: perIp(app.config, 10) },
    schema: {
      tags,
      params: ZContestParams,
      body: ZKodexRegistrationBody,
      response: {
        201: envelope(z.object({ registration: ZKodexRegistration })),
        ...errorResponses,
      },
    },
    handler: async (req, reply) => {
      const data = await service.register(deps, req.params.contestId, req.body);
      return reply.code(201).send(ok(ASSESS_MSG.kodexRegistered, data));
    },
  });

  app.get('/kodex/:contestId/ranking', {
    config: { auth: 'optional' },
    schema: {
      tags,
      params: ZContestParams,
      querystring: ZRankingQuery,
      response: { 200: envelope(ZKodexRankingData), ...errorResponses },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return okData(await service.getRanking(deps, req.params.contestId, req.query, viewerOf(req)));
    },
  });
}

/** Staff routes (under /api/v1/admin), menu kodexRegistrations. */
export async function kodexAdminRoutes(fastify: FastifyInstance) {
  const app = noStoreRoutes(fastify);
  const deps = { db: app.db };
  const config = { menu: ['kodexRegistrations' as const] };

  app.get('/kodex-registrations', {
    config,
    schema: {
      tags,
      querystring: ZKodexListQuery,
      response: { 200: envelope(ZKodexListData), ...errorResponses },
    },
    handler: async (req) => {
      const data = await service.listRegistrations(deps, req.query);
      return ok(data.kodexRegistrations.length ? 'OK' : 'No registrations found.', data);
    },
  });

  // The list's filters (page and limit ignored), as a CSV download of at most 50,000 rows.
  app.get('/kodex-registrations/export.csv', {
    config,
    schema: { tags, querystring: ZKodexListQuery },
    handler: async (req, reply) => {
      const { rowCount, isTruncated, rows } = await service.exportRegistrations(deps, req.query);
      return sendCsvDownload(reply, {
        name: 'kodex-registrations',
        rowCount,
        isTruncated,
        csv: registrationsCsv(rows),
      });
    },
  });

  app.get('/kodex-contests', {
    config,
    schema: {
      tags,
      response: {
        200: envelope(z.object({ contests: z.array(ZKodexContest) })),
        ...errorResponses,
      },
    },
    handler: async () => okData({ contests: await service.listContests(deps) }),
  });

  app.post('/kodex-contests', {
    config,
    schema: { tags, body: ZKodexContestBody, response: { 201: ZContestData, ...errorResponses } },
    handler: async (req, reply) => {
      const contest = await service.createContest(deps, req, req.body);
      return reply.code(201).send(ok(ASSESS_MSG.contestSaved, { contest }));
    },
  });

  app.put('/kodex-contests/:id', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      body: ZKodexContestBody,
      response: { 200: ZContestData, ...errorResponses },
    },
    handler: async (req) =>
      ok(ASSESS_MSG.contestSaved, {
        contest: await service.updateContest(deps, req, req.params.id, req.body),
      }),
  });

  deleteRoute(app, '/kodex-contests/:id', { config, tags, message: 'Contest deleted' }, (req, id) =>
    service.deleteContest(deps, req, id),
  );
}
