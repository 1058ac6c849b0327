import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  ASSIGNMENT_MSG,
  envelope,
  ZAdminAssignmentData,
  ZAdminAssignmentsData,
  ZAdminSubmissionData,
  ZAssignmentBody,
  ZAssignmentPatchBody,
  ZAssignmentQueueData,
  ZAssignmentQueueQuery,
  ZAssignmentReviewBody,
  ZAssignmentSubmissionBody,
  ZClassroomAssignmentsData,
  ZClassroomSubmissionData,
} from '@app/shared';

import { currentUser } from '../../core/auth/authenticate.ts';
import { errorResponses, noStoreRoutes, ok, okData, ZIdParams } from '../../core/http.ts';
import * as admin from './assignments-admin.service.ts';
import * as service from './assignments.service.ts';

const tags = ['assignments'];
const ZBatchParams = z.object({ batchId: z.string().max(64) });
const ZAssignmentParams = ZBatchParams.extend({ assignmentId: z.string().max(64) });
const ZAdminAssignmentParams = ZIdParams.extend({ assignmentId: z.string().max(64) });
const ZSubmissionParams = ZIdParams.extend({ submissionId: z.string().max(64) });

/** The student's assignments (under /api/v1): enrolled students only, personal, never cached. */
export async function assignmentPublicRoutes(fastify: FastifyInstance) {
  const app = noStoreRoutes(fastify);
  const deps = { db: app.db, jobs: app.jobs };
  const config = { auth: 'required' as const };

  app.get('/classroom/:batchId/assignments', {
    config,
    schema: {
      tags,
      params: ZBatchParams,
      response: { 200: envelope(ZClassroomAssignmentsData), ...errorResponses },
    },
    handler: async (req) =>
      ok(ASSIGNMENT_MSG.fetched, {
        assignments: await service.listAssignments(deps, currentUser(req).id, req.params.batchId),
      }),
  });

  app.post('/classroom/:batchId/assignments/:assignmentId/submissions', {
    config,
    schema: {
      tags,
      params: ZAssignmentParams,
      body: ZAssignmentSubmissionBody,
      response: { 200: envelope(ZClassroomSubmissionData), ...errorResponses },
    },
    handler: async (req) => {
      const { batchId, assignmentId } = req.params;
      const { message, submission } = await service.submitAssignment(
        deps,
        currentUser(req).id,
        batchId,
        assignmentId,
        req.body,
      );
      return ok(message, { submission });
    },
  });
}

/** Staff (under /api/v1/admin), menu 'courses': assignments live in the batch pages. */
export async function assignmentAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = {
    db: app.db,
    jobs: app.jobs,
    files: app.files,
    publicUrl: app.config.publicUrl,
  };
  const config = { menu: ['courses' as const] };

  app.get('/batches/:id/assignments', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      response: { 200: envelope(ZAdminAssignmentsData), ...errorResponses },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const assignments = await admin.listBatchAssignments(deps, req.params.id);
      return ok(ASSIGNMENT_MSG.fetched, { assignments });
    },
  });

  app.post('/batches/:id/assignments', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      body: ZAssignmentBody,
      response: { 201: envelope(ZAdminAssignmentData), ...errorResponses },
    },
    handler: async (req, reply) => {
      const assignment = await admin.createAssignment(deps, req, req.params.id, req.body);
      return reply.code(201).send(ok(ASSIGNMENT_MSG.created, { assignment }));
    },
  });

  app.patch('/batches/:id/assignments/:assignmentId', {
    config,
    schema: {
      tags,
      params: ZAdminAssignmentParams,
      body: ZAssignmentPatchBody,
      response: { 200: envelope(ZAdminAssignmentData), ...errorResponses },
    },
    handler: async (req) => {
      const { id, assignmentId } = req.params;
      const assignment = await admin.updateAssignment(deps, req, id, assignmentId, req.body);
      return ok(ASSIGNMENT_MSG.updated, { assignment });
    },
  });

  app.delete('/batches/:id/assignments/:assignmentId', {
    config,
    schema: { tags, params: ZAdminAssignmentParams },
    handler: async (req) => {
      await admin.deleteAssignment(deps, req, req.params.id, req.params.assignmentId);
      return ok(ASSIGNMENT_MSG.deleted);
    },
  });

  app.get('/batches/:id/assignment-submissions', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      querystring: ZAssignmentQueueQuery,
      response: { 200: envelope(ZAssignmentQueueData), ...errorResponses },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return okData(await admin.listQueue(deps, req.params.id, req.query));
    },
  });

  app.get('/assignments/:id/submissions/:submissionId', {
    config,
    schema: {
      tags,
      params: ZSubmissionParams,
      response: { 200: envelope(ZAdminSubmissionData), ...errorResponses },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const { id, submissionId } = req.params;
      return okData({ submission: await admin.getSubmission(deps, id, submissionId) });
    },
  });

  // The handed-in file, to staff only: student files have no public URL.
  app.get('/assignments/:id/submissions/:submissionId/file', {
    config,
    schema: { tags, params: ZSubmissionParams },
    handler: async (req, reply) => {
      const { id, submissionId } = req.params;
      const file = await admin.readSubmissionFile(deps, id, submissionId);
      const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('content-type', file.mime)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  });

  app.post('/assignments/:id/submissions/:submissionId/review', {
    config,
    schema: {
      tags,
      params: ZSubmissionParams,
      body: ZAssignmentReviewBody,
      response: { 200: envelope(ZAdminSubmissionData), ...errorResponses },
    },
    handler: async (req) => {
      const { id, submissionId } = req.params;
      const submission = await admin.reviewSubmission(deps, req, id, submissionId, req.body);
      return ok(ASSIGNMENT_MSG.reviewed, { submission });
    },
  });
}
