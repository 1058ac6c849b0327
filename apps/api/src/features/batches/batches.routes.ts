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
  ZErrorEnvelope,
  ZBatchStudentDetail,
  ZBatchStudentsData,
  ZBatchStudentsQuery,
  ZMessageOnly,
} from '@app/shared';

import { badRequest } from '../../core/errors.ts';
import { sendCached } from '../../core/http-cache.ts';
import * as students from './batch-students.service.ts';
import * as service from './batches.service.ts';

const errors = { '4xx': ZErrorEnvelope };
const tags = ['batches'];
/** Any short text; the id rule is checked in the handler so the answer says 'Invalid batch ID'. */
const ZIdParams = z.object({ id: z.string().max(64) });
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
      response: { 200: ZBatchesData, ...errors },
    },
    handler: async (req, reply) => {
      const parsed = ZCourseId.safeParse(req.params.courseId);
      if (!parsed.success) {
        throw badRequest(COURSES_MSG.invalidCourseId, [
          { field: 'courseId', message: COURSES_MSG.invalidCourseId },
        ]);
      }
      return sendCached(req, reply, ZBatchesData, async () => ({
        success: true,
        message: COURSES_MSG.batchesFetched,
        data: await service.listOpenBatches(deps, parsed.data),
      }));
    },
  });

  app.get('/batches/:id', {
    schema: { tags, params: ZIdParams, response: { 200: ZBatchData, ...errors } },
    handler: async (req, reply) => {
      const id = batchId(req.params.id);
      return sendCached(req, reply, ZBatchData, async () => ({
        success: true,
        message: COURSES_MSG.batchFetched,
        data: { batch: await service.getPublicBatch(deps, id) },
      }));
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
      response: { 200: envelope(ZAdminBatchListData), ...errors },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const data = await service.listAdminBatches(deps, req.query);
      return { success: true, message: COURSES_MSG.batchesFetched, data };
    },
  });

  app.get('/batches/:id', {
    config,
    schema: { tags, params: ZIdParams, response: { 200: ZBatchData, ...errors } },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const batch = await service.getAdminBatch(deps, batchId(req.params.id));
      return { success: true, message: COURSES_MSG.batchFetched, data: { batch } };
    },
  });

  app.post('/batches', {
    config,
    schema: {
      tags,
      body: ZBatchBody,
      response: { 201: envelope(z.object({ createdBatch: ZBatch })), ...errors },
    },
    handler: async (req, reply) => {
      const createdBatch = await service.createBatch(deps, req, req.body);
      return reply
        .code(201)
        .send({ success: true, message: COURSES_MSG.batchCreated, data: { createdBatch } });
    },
  });

  app.patch('/batches/:id', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      body: ZBatchPatchBody,
      response: { 200: ZBatchData, ...errors },
    },
    handler: async (req) => {
      const { batch, toggle } = await service.updateBatch(
        deps,
        req,
        batchId(req.params.id),
        req.body,
      );
      return {
        success: true,
        message: toggle ? COURSES_MSG.batchStatusUpdated : COURSES_MSG.batchUpdated,
        data: { batch },
      };
    },
  });

  app.delete('/batches/:id', {
    config,
    schema: { tags, params: ZIdParams, response: { 200: ZMessageOnly, ...errors } },
    handler: async (req) => {
      await service.deleteBatch(deps, req, batchId(req.params.id));
      return { success: true, message: COURSES_MSG.batchDeleted };
    },
  });

  app.get('/batches/:id/students', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      querystring: ZBatchStudentsQuery,
      response: { 200: envelope(ZBatchStudentsData), ...errors },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const data = await students.listBatchStudents(deps, batchId(req.params.id), req.query);
      return { success: true, message: 'Students fetched successfully', data };
    },
  });

  app.get('/batches/:id/students/:studentId', {
    config,
    schema: {
      tags,
      params: z.object({ id: z.string().max(64), studentId: z.string().max(64) }),
      response: { 200: envelope(ZBatchStudentDetail), ...errors },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const data = await students.getBatchStudent(
        deps,
        batchId(req.params.id),
        req.params.studentId,
      );
      return { success: true, message: 'Student fetched successfully', data };
    },
  });
}
