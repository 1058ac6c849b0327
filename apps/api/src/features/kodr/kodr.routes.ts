import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  envelope,
  KODR_MSG,
  ZKodrCohort,
  ZKodrCohortUpdate,
  ZKodrIdParams,
  ZKodrListData,
  ZKodrListQuery,
  ZKodrPatchBody,
  ZKodrRegistration,
  ZKodrRegistrationBody,
} from '@app/shared';

import { sendCsvDownload } from '../../core/csv-export.ts';
import { errorResponses, ok, okData } from '../../core/http.ts';
import { perIp } from '../../core/rate-limit.ts';
import { registrationsCsv } from './kodr.csv.ts';
import * as service from './kodr.service.ts';

const tags = ['kodr'];
const ZCohortData = envelope(z.object({ cohort: ZKodrCohort }));
const ZRegistered = envelope(
  z.object({
    kodrRegistration: z.object({ _id: z.string(), createdAt: z.string() }),
    seatsLeft: z.number().int(),
  }),
);

/** Public routes (under /api/v1). */
export async function kodrPublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };

  app.get('/kodr/cohort', {
    schema: { tags, response: { 200: ZCohortData, ...errorResponses } },
    handler: async () => okData({ cohort: await service.getCurrentCohort(deps) }),
  });

  app.post('/kodr/registrations', {
    config: { auth: 'optional', rateLimit: perIp(app.config, 10) },
    schema: {
      tags,
      body: ZKodrRegistrationBody,
      response: { 201: ZRegistered, ...errorResponses },
    },
    handler: async (req, reply) => {
      const data = await service.register(deps, {
        body: req.body,
        userId: req.sessionUser?.id ?? null,
      });
      return reply.code(201).send(ok(KODR_MSG.submitted, data));
    },
  });
}

/** Staff routes (under /api/v1/admin); each declares config.menu. */
export async function kodrAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };
  const config = { menu: ['kodrRegistrations' as const] };

  app.get('/kodr', {
    config,
    schema: {
      tags,
      querystring: ZKodrListQuery,
      response: { 200: envelope(ZKodrListData), ...errorResponses },
    },
    handler: async (req) => {
      const data = await service.listRegistrations(deps, req.query);
      return ok(data.kodrRegistrations.length ? 'OK' : 'No registrations found.', data);
    },
  });

  // The list's filters (page and limit ignored), as a CSV download of at most 50,000 rows.
  app.get('/kodr/export', {
    config,
    schema: { tags, querystring: ZKodrListQuery },
    handler: async (req, reply) => {
      const { rowCount, isTruncated, rows } = await service.exportRegistrations(deps, req.query);
      return sendCsvDownload(reply, {
        name: 'kodr-registrations',
        rowCount,
        isTruncated,
        csv: registrationsCsv(rows),
      });
    },
  });

  app.get('/kodr/cohort', {
    config,
    schema: { tags, response: { 200: ZCohortData, ...errorResponses } },
    handler: async () => okData({ cohort: await service.getCurrentCohort(deps) }),
  });

  app.put('/kodr/cohort', {
    config,
    schema: { tags, body: ZKodrCohortUpdate, response: { 200: ZCohortData, ...errorResponses } },
    handler: async (req) =>
      ok(KODR_MSG.cohortSaved, { cohort: await service.updateCurrentCohort(deps, req, req.body) }),
  });

  app.patch('/kodr/:id', {
    config,
    schema: {
      tags,
      params: ZKodrIdParams,
      body: ZKodrPatchBody,
      response: {
        200: envelope(z.object({ kodrRegistration: ZKodrRegistration })),
        ...errorResponses,
      },
    },
    handler: async (req) =>
      ok(KODR_MSG.updated, {
        kodrRegistration: await service.updateRegistration(deps, req, req.params.id, req.body),
      }),
  });
}
