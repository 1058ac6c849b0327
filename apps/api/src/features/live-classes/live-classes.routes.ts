import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import {
  envelope,
  LIVE_CLASS_MSG,
  ZAdminLiveClassData,
  ZAdminLiveClassListData,
  ZCalendarFeedData,
  ZLiveClassAttendanceData,
  ZLiveClassBody,
  ZLiveClassImportData,
  ZLiveClassJoinData,
  ZLiveClassListData,
  ZLiveClassStudentsData,
  ZLiveClassUpdateBody,
  ZMessageOnly,
} from '@app/shared';

import { ATTENDANCE_MAX_BYTES } from '../../core/attendance-csv.ts';
import { currentUser } from '../../core/auth/authenticate.ts';
import { notFound } from '../../core/errors.ts';
import { errorResponses, noStoreRoutes, ok, okData, ZIdParams } from '../../core/http.ts';
import * as service from './live-classes.service.ts';

const tags = ['live-classes'];
const ZBatchParams = z.object({ batchId: z.string().max(64) });
const ZJoinParams = ZBatchParams.extend({ classId: z.string().max(64) });
const ZClassParams = ZIdParams.extend({ classId: z.string().max(64) });

/** The student's live classes and calendar feed (under /api/v1). */
export async function liveClassPublicRoutes(fastify: FastifyInstance) {
  const app = noStoreRoutes(fastify);
  const deps = { db: app.db, publicUrl: app.config.publicUrl };
  const config = { auth: 'required' as const };

  app.get('/classroom/calendar', {
    config,
    schema: { tags, response: { 200: envelope(ZCalendarFeedData), ...errorResponses } },
    handler: async (req) =>
      okData({ calendar: await service.getCalendar(deps, currentUser(req).id) }),
  });

  // Public: calendar apps fetch it without a session; the token is the secret.
  app.get('/classroom/calendar/:file', {
    schema: { tags, params: z.object({ file: z.string().max(100) }) },
    handler: async (req, reply) => {
      const token = /^(.+)\.ics$/.exec(req.params.file)?.[1];
      const text = token ? await service.calendarIcs(deps, token) : null;
      if (text === null) throw notFound(LIVE_CLASS_MSG.calendarNotFound);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="kodeschool-live-classes.ics"')
        .send(text);
    },
  });

  app.get('/classroom/:batchId/live-classes', {
    config,
    schema: {
      tags,
      params: ZBatchParams,
      response: { 200: envelope(ZLiveClassListData), ...errorResponses },
    },
    handler: async (req) =>
      okData({
        liveClasses: await service.listForStudent(deps, currentUser(req).id, req.params.batchId),
      }),
  });

  app.post('/classroom/:batchId/live-classes/:classId/join', {
    config,
    schema: {
      tags,
      params: ZJoinParams,
      response: { 200: envelope(ZLiveClassJoinData), ...errorResponses },
    },
    handler: async (req) => {
      const { batchId, classId } = req.params;
      return ok(LIVE_CLASS_MSG.joined, {
        joinLink: await service.join(deps, currentUser(req).id, batchId, classId),
      });
    },
  });
}

/** Staff routes (under /api/v1/admin), menu 'courses' like the batch pages they sit on. */
export async function liveClassAdminRoutes(fastify: FastifyInstance) {
  const app = noStoreRoutes(fastify);
  const deps = { db: app.db, publicUrl: app.config.publicUrl };
  const config = { menu: ['courses' as const] };
  // The participant CSV, kept as bytes (Teams writes UTF-16), as the webinars' import takes it.
  app.addContentTypeParser(
    ['text/csv', 'application/csv', 'text/tab-separated-values'],
    { parseAs: 'buffer', bodyLimit: ATTENDANCE_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );
  const ZClassData = envelope(ZAdminLiveClassData);

  app.get('/batches/:id/live-classes', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      response: { 200: envelope(ZAdminLiveClassListData), ...errorResponses },
    },
    handler: async (req) =>
      okData({ liveClasses: await service.listForStaff(deps, req.params.id) }),
  });

  app.post('/batches/:id/live-classes', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      body: ZLiveClassBody,
      response: { 201: envelope(ZAdminLiveClassListData), ...errorResponses },
    },
    handler: async (req, reply) => {
      const liveClasses = await service.schedule(deps, req, req.params.id, req.body);
      const message =
        liveClasses.length > 1 ? LIVE_CLASS_MSG.seriesScheduled : LIVE_CLASS_MSG.scheduled;
      return reply.code(201).send(ok(message, { liveClasses }));
    },
  });

  // Static before /:classId so "students" is never read as a class id.
  app.get('/batches/:id/live-classes/students', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      response: { 200: envelope(ZLiveClassStudentsData), ...errorResponses },
    },
    handler: async (req) =>
      okData({ students: await service.attendanceByStudent(deps, req.params.id) }),
  });

  app.patch('/batches/:id/live-classes/:classId', {
    config,
    schema: {
      tags,
      params: ZClassParams,
      body: ZLiveClassUpdateBody,
      response: { 200: ZClassData, ...errorResponses },
    },
    handler: async (req) =>
      ok(LIVE_CLASS_MSG.updated, {
        liveClass: await service.update(deps, req, req.params.id, req.params.classId, req.body),
      }),
  });

  app.delete('/batches/:id/live-classes/:classId', {
    config,
    schema: { tags, params: ZClassParams, response: { 200: ZMessageOnly, ...errorResponses } },
    handler: async (req) => {
      await service.remove(deps, req, req.params.id, req.params.classId);
      return ok(LIVE_CLASS_MSG.deleted);
    },
  });

  app.get('/batches/:id/live-classes/:classId/attendance', {
    config,
    schema: {
      tags,
      params: ZClassParams,
      response: { 200: envelope(ZLiveClassAttendanceData), ...errorResponses },
    },
    handler: async (req) =>
      okData(await service.attendance(deps, req.params.id, req.params.classId)),
  });

  app.post('/batches/:id/live-classes/:classId/attendance/import', {
    config,
    bodyLimit: ATTENDANCE_MAX_BYTES,
    schema: {
      tags,
      params: ZClassParams,
      response: { 200: envelope(ZLiveClassImportData), ...errorResponses },
    },
    handler: async (req) =>
      ok(LIVE_CLASS_MSG.attendanceImported, {
        report: await service.importCsv(deps, req, req.params.id, req.params.classId, req.body),
      }),
  });
}
