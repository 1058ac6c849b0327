import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  envelope,
  MSG,
  WEBINAR_MSG,
  ZAttendanceReport,
  ZPublicWebinar,
  ZPublicWebinarListData,
  ZWebinar,
  ZWebinarBody,
  ZWebinarListData,
  ZWebinarListQuery,
  ZWebinarRegisterBody,
  ZWebinarRegistration,
  ZWebinarStudentsData,
  ZWebinarStudentsQuery,
  ZWebinarUpdateBody,
  ZWebinarUser,
  ZWebinarUserSearchData,
  ZWebinarUserSearchQuery,
  ZWebinarUserUpdateBody,
} from '@app/shared';

import { sendCsvDownload } from '../../core/csv-export.ts';
import { tooMany } from '../../core/errors.ts';
import { sendCached } from '../../core/http-cache.ts';
import { errorResponses, noStoreRoutes, ok, okData, ZIdParams } from '../../core/http.ts';
import { perIp } from '../../core/rate-limit.ts';
import { registerForWebinar } from './webinar-registration.ts';
import { ATTENDANCE_MAX_BYTES, studentsCsv } from './webinars.csv.ts';
import * as service from './webinars.service.ts';

const tags = ['webinars'];
const ZCodeParams = z.object({ webinarCode: z.string().min(1).max(100) });
const ZWebinarData = envelope(z.object({ webinar: ZWebinar }));
const ZWebinarUserData = envelope(z.object({ webinarUser: ZWebinarUser }));
const ZPublicWebinarData = envelope(z.object({ webinar: ZPublicWebinar }));

/** Staff webinar routes (issue #6): CRUD, students, search, attendance import, CSV export. */
export async function webinarAdminRoutes(fastify: FastifyInstance) {
  const app = noStoreRoutes(fastify);
  const deps = { db: app.db };
  const config = { menu: ['webinars' as const] };
  // The attendance import's body: a meeting tool's export, kept as bytes (Teams writes UTF-16).
  app.addContentTypeParser(
    ['text/csv', 'application/csv', 'text/tab-separated-values'],
    { parseAs: 'buffer', bodyLimit: ATTENDANCE_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.get('/webinars', {
    config,
    schema: {
      tags,
      querystring: ZWebinarListQuery,
      response: { 200: envelope(ZWebinarListData), ...errorResponses },
    },
    handler: async (req) => {
      const data = await service.listWebinars(deps, req.query);
      return ok(data.webinars.length ? 'OK' : 'No webinars found.', data);
    },
  });

  app.post('/webinars', {
    config,
    schema: { tags, body: ZWebinarBody, response: { 201: ZWebinarData, ...errorResponses } },
    handler: async (req, reply) => {
      const webinar = await service.createWebinar(deps, req, req.body);
      return reply.code(201).send(ok(WEBINAR_MSG.created, { webinar }));
    },
  });

  // Static paths before /webinars/:id so "users" is never read as an id.
  app.get('/webinars/users/search', {
    config,
    schema: {
      tags,
      querystring: ZWebinarUserSearchQuery,
      response: { 200: envelope(ZWebinarUserSearchData), ...errorResponses },
    },
    handler: async (req) => {
      const data = await service.searchWebinarUsers(deps, req.query);
      return ok(data.webinarUsers.length ? 'OK' : 'No one found.', data);
    },
  });

  app.put('/webinars/users/:id', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      body: ZWebinarUserUpdateBody,
      response: { 200: ZWebinarUserData, ...errorResponses },
    },
    handler: async (req) =>
      ok(WEBINAR_MSG.userUpdated, {
        webinarUser: await service.updateWebinarUser(deps, req, req.params.id, req.body),
      }),
  });

  app.get('/webinars/:id', {
    config,
    schema: { tags, params: ZIdParams, response: { 200: ZWebinarData, ...errorResponses } },
    handler: async (req) => okData({ webinar: await service.getWebinar(deps, req.params.id) }),
  });

  app.put('/webinars/:id', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      body: ZWebinarUpdateBody,
      response: { 200: ZWebinarData, ...errorResponses },
    },
    handler: async (req) =>
      ok(WEBINAR_MSG.updated, {
        webinar: await service.updateWebinar(deps, req, req.params.id, req.body),
      }),
  });

  app.delete('/webinars/:id', {
    config,
    schema: { tags, params: ZIdParams, response: { 200: ZWebinarData, ...errorResponses } },
    handler: async (req) =>
      ok(WEBINAR_MSG.deleted, { webinar: await service.deleteWebinar(deps, req, req.params.id) }),
  });

  app.get('/webinars/:id/students', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      querystring: ZWebinarStudentsQuery,
      response: { 200: envelope(ZWebinarStudentsData), ...errorResponses },
    },
    handler: async (req) => {
      const data = await service.listStudents(deps, req.params.id, req.query);
      return ok(data.students.length ? 'OK' : 'No students found.', data);
    },
  });

  // The list's filters (page and limit ignored), as a CSV download of at most 50,000 rows.
  app.get('/webinars/:id/students/export.csv', {
    config,
    schema: { tags, params: ZIdParams, querystring: ZWebinarStudentsQuery },
    handler: async (req, reply) => {
      const { webinar, rowCount, isTruncated, rows } = await service.exportStudents(
        deps,
        req.params.id,
        req.query,
      );
      return sendCsvDownload(reply, {
        name: `webinar-${webinar.webinarCode}-students`,
        rowCount,
        isTruncated,
        csv: studentsCsv(rows),
      });
    },
  });

  app.post('/webinars/:id/attendance/import', {
    config,
    bodyLimit: ATTENDANCE_MAX_BYTES,
    schema: {
      tags,
      params: ZIdParams,
      response: { 200: envelope(z.object({ report: ZAttendanceReport })), ...errorResponses },
    },
    handler: async (req) =>
      ok(WEBINAR_MSG.attendanceImported, {
        report: await service.importAttendance(deps, req, req.params.id, req.body),
      }),
  });
}

/** Public webinar routes: the webinar pages and registration. */
export async function webinarPublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, jobs: app.jobs };

  // Per phone as well as per IP: one number cannot be hammered from many addresses.
  const perPhone = app.createRateLimit({
    ...perIp(app.config, 5),
    keyGenerator: (req: FastifyRequest) =>
      `webinar-register:${(req.body as { phone?: string } | undefined)?.phone ?? ''}`,
  });

  // Seats and status change with every registration: browsers revalidate (ETag) each time.
  app.get('/webinars', {
    schema: { tags, response: { 200: envelope(ZPublicWebinarListData), ...errorResponses } },
    handler: (req, reply) =>
      sendCached(
        req,
        reply,
        envelope(ZPublicWebinarListData),
        async () => okData(await service.listPublicWebinars(deps)),
        'no-cache',
      ),
  });

  app.get('/webinars/:webinarCode', {
    schema: { tags, params: ZCodeParams, response: { 200: ZPublicWebinarData, ...errorResponses } },
    handler: (req, reply) =>
      sendCached(
        req,
        reply,
        ZPublicWebinarData,
        async () => okData(await service.getPublicWebinar(deps, req.params.webinarCode)),
        'no-cache',
      ),
  });

  app.post('/webinars/:webinarCode/register', {
    config: { auth: 'optional', rateLimit: perIp(app.config, 10) },
    preHandler: async (req) => {
      const limit = await perPhone(req);
      if (!limit.isAllowed && limit.isExceeded) {
        throw tooMany(MSG.tooManyRequests, { retryAfter: limit.ttlInSeconds });
      }
    },
    schema: {
      tags,
      params: ZCodeParams,
      body: ZWebinarRegisterBody,
      response: {
        201: envelope(z.object({ registration: ZWebinarRegistration })),
        ...errorResponses,
      },
    },
    handler: async (req, reply) => {
      const data = await registerForWebinar(deps, req.params.webinarCode, req.body);
      return reply.code(201).send(ok(WEBINAR_MSG.registered, data));
    },
  });
}
