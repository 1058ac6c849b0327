import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  COURSES_MSG,
  envelope,
  ZAdminBatchListData,
  ZAdminBatchListQuery,
  ZBatch,
  ZBatchBody,
  ZBatchId,
  ZBatchPatchBody,
  ZCourseId,
  ZBatchStudentDetail,
  ZBatchStudentsData,
  ZBatchStudentsQuery,
} from '@app/shared';

import { sendCsvDownload } from '../../core/csv-export.ts';
import { badRequest } from '../../core/errors.ts';
import { sendCached } from '../../core/http-cache.ts';
import { deleteRoute, errorResponses, ok, ZIdParams } from '../../core/http.ts';
import { batchProgressCsv, slugOf } from './batch-students.csv.ts';
import * as students from './batch-students.service.ts';
import * as service from './batches.service.ts';

const tags = ['batches'];
const ZBatchData = envelope(z.object({ batch: ZBatch }));
const ZBatchesData = envelope(z.object({ batches: z.array(ZBatch) }));

/** 400 'Invalid batch ID' unless the id is 24 hex characters (shared ZBatchId). */
function batchId(raw: string): string {
  const parsed = ZBatchId.safeParse(raw);
  if (!parsed.success) {
    throw badRequest(COURSES_MSG.invalidBatchId, [
      { field: 'id', message: COURSES_MSG.invalidBatchId },
    ]);
  }
  return parsed.data;
}

/** Public routes (under /api/v1), cacheable with ETag. */
export async function batchPublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };

  app.get('/batches/course/:courseId', {
    schema: {
      tags,
      params: z.object({ courseId: z.string().max(64) }),
      response: { 200: ZBatchesData, ...errorResponses },
    },
    handler: async (req, reply) => {
      const parsed = ZCourseId.safeParse(req.params.courseId);
      if (!parsed.success) {
        throw badRequest(COURSES_MSG.invalidCourseId, [
          { field: 'courseId', message: COURSES_MSG.invalidCourseId },
        ]);
      }
      return sendCached(req, reply, ZBatchesData, async () =>
        ok(COURSES_MSG.batchesFetched, await service.listOpenBatches(deps, parsed.data)),
      );
    },
  });

  app.get('/batches/:id', {
    schema: { tags, params: ZIdParams, response: { 200: ZBatchData, ...errorResponses } },
    handler: async (req, reply) => {
      const id = batchId(req.params.id);
      return sendCached(req, reply, ZBatchData, async () =>
        ok(COURSES_MSG.batchFetched, { batch: await service.getPublicBatch(deps, id) }),
      );
    },
  });
}

/** Staff routes (under /api/v1/admin), menu 'courses' (batches live under a course). */
export async function batchAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };
  const config = { menu: ['courses' as const] };

  app.get('/batches', {
    config,
    schema: {
      tags,
      querystring: ZAdminBatchListQuery,
      response: { 200: envelope(ZAdminBatchListData), ...errorResponses },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const data = await service.listAdminBatches(deps, req.query);
      return ok(COURSES_MSG.batchesFetched, data);
    },
  });

  app.get('/batches/:id', {
    config,
    schema: { tags, params: ZIdParams, response: { 200: ZBatchData, ...errorResponses } },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const batch = await service.getAdminBatch(deps, batchId(req.params.id));
      return ok(COURSES_MSG.batchFetched, { batch });
    },
  });

  app.post('/batches', {
    config,
    schema: {
      tags,
      body: ZBatchBody,
      response: { 201: envelope(z.object({ createdBatch: ZBatch })), ...errorResponses },
    },
    handler: async (req, reply) => {
      const createdBatch = await service.createBatch(deps, req, req.body);
      return reply.code(201).send(ok(COURSES_MSG.batchCreated, { createdBatch }));
    },
  });

  app.patch('/batches/:id', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      body: ZBatchPatchBody,
      response: { 200: ZBatchData, ...errorResponses },
    },
    handler: async (req) => {
      const { batch, toggle } = await service.updateBatch(
        deps,
        req,
        batchId(req.params.id),
        req.body,
      );
      return ok(toggle ? COURSES_MSG.batchStatusUpdated : COURSES_MSG.batchUpdated, { batch });
    },
  });

  deleteRoute(app, '/batches/:id', { config, tags, message: COURSES_MSG.batchDeleted }, (req, id) =>
    service.deleteBatch(deps, req, batchId(id)),
  );

  app.get('/batches/:id/students', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      querystring: ZBatchStudentsQuery,
      response: { 200: envelope(ZBatchStudentsData), ...errorResponses },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const data = await students.listBatchStudents(deps, batchId(req.params.id), req.query);
      return ok('Students fetched successfully', data);
    },
  });

  // The list's search (page and limit ignored) as a CSV: progress for a spreadsheet.
  app.get('/batches/:id/students/export.csv', {
    config,
    schema: { tags, params: ZIdParams, querystring: ZBatchStudentsQuery },
    handler: async (req, reply) => {
      const data = await students.exportBatchStudents(
        deps,
        batchId(req.params.id),
        req.query.search,
      );
      return sendCsvDownload(reply, {
        name: `batch-${slugOf(data.batchName)}-progress`,
        rowCount: data.rowCount,
        isTruncated: data.isTruncated,
        csv: batchProgressCsv(data.students),
      });
    },
  });

  app.get('/batches/:id/students/:studentId', {
    config,
    schema: {
      tags,
      params: ZIdParams.extend({ studentId: z.string().max(64) }),
      response: { 200: envelope(ZBatchStudentDetail), ...errorResponses },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const data = await students.getBatchStudent(
        deps,
        batchId(req.params.id),
        req.params.studentId,
      );
      return ok('Student fetched successfully', data);
    },
  });
}
