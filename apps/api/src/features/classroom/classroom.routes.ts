import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import {
  ASSESS_MSG,
  COMMERCE_MSG,
  envelope,
  LESSON_MSG,
  ZClassroomBatch,
  ZClassroomLessonData,
  ZCompletionData,
  ZLessonDoneBody,
  ZPracticeCodeBody,
  ZPracticeData,
  ZProgress,
  ZProgressBody,
  ZSubmissionData,
} from '@app/shared';

import { currentUser } from '../../core/auth/authenticate.ts';
import { errorResponses, noStoreRoutes, ok, okData } from '../../core/http.ts';
import * as practice from './classroom-practice.service.ts';
import * as service from './classroom.service.ts';
import { getCompletion } from './course-completion.ts';

const tags = ['classroom'];
const ZBatchParams = z.object({ batchId: z.string().max(64) });
const ZLessonParams = ZBatchParams.extend({ lessonId: z.string().max(64) });
const ZSubmissionParams = ZLessonParams.extend({ submissionId: z.string().max(64) });
const ZProgressData = envelope(z.object({ progress: ZProgress }));

/** The signed-in student's classroom (under /api/v1). Personal: never cached by the browser. */
export async function classroomPublicRoutes(fastify: FastifyInstance) {
  const app = noStoreRoutes(fastify);
  const deps = { db: app.db, jobs: fastify.jobs, discordInviteUrl: app.config.discordInviteUrl };
  const config = { auth: 'required' as const };
  const practiceDeps = { db: app.db, app: fastify };

  app.get('/classroom', {
    config,
    schema: {
      tags,
      response: {
        200: envelope(z.object({ batches: z.array(ZClassroomBatch) })),
        ...errorResponses,
      },
    },
    handler: async (req) =>
      okData({ batches: await service.listClassroom(deps, currentUser(req).id) }),
  });

  app.get('/classroom/:batchId/progress', {
    config,
    schema: { tags, params: ZBatchParams, response: { 200: ZProgressData, ...errorResponses } },
    handler: async (req) =>
      okData({
        progress: await service.getProgress(deps, currentUser(req).id, req.params.batchId),
      }),
  });

  app.put('/classroom/:batchId/progress', {
    config,
    schema: {
      tags,
      params: ZBatchParams,
      body: ZProgressBody,
      response: { 200: ZProgressData, ...errorResponses },
    },
    handler: async (req) =>
      ok(COMMERCE_MSG.progressSaved, {
        progress: await service.setProgress(
          deps,
          currentUser(req).id,
          req.params.batchId,
          req.body,
        ),
      }),
  });

  app.get('/classroom/:batchId/lessons/:lessonId', {
    config,
    schema: {
      tags,
      params: ZLessonParams,
      response: { 200: envelope(ZClassroomLessonData), ...errorResponses },
    },
    handler: async (req) => {
      const { batchId, lessonId } = req.params;
      return okData({
        lesson: await service.getLesson(deps, currentUser(req).id, batchId, lessonId),
      });
    },
  });

  app.put('/classroom/:batchId/lessons/:lessonId/done', {
    config,
    schema: {
      tags,
      params: ZLessonParams,
      body: ZLessonDoneBody,
      response: { 200: ZProgressData, ...errorResponses },
    },
    handler: async (req) => {
      const { batchId, lessonId } = req.params;
      const { completed } = req.body;
      return ok(completed ? LESSON_MSG.lessonDone : LESSON_MSG.lessonUndone, {
        progress: await service.markLessonDone(
          deps,
          currentUser(req).id,
          batchId,
          lessonId,
          completed,
        ),
      });
    },
  });

  app.get('/classroom/:batchId/completion', {
    config,
    schema: {
      tags,
      params: ZBatchParams,
      response: { 200: envelope(ZCompletionData), ...errorResponses },
    },
    handler: async (req) =>
      okData({
        completion: await getCompletion(app.db, currentUser(req).id, req.params.batchId),
      }),
  });

  // ---- practice lessons (issue 17) ----

  app.get('/classroom/:batchId/lessons/:lessonId/practice', {
    config,
    schema: {
      tags,
      params: ZLessonParams,
      response: { 200: envelope(ZPracticeData), ...errorResponses },
    },
    handler: async (req) => {
      const { batchId, lessonId } = req.params;
      return okData({
        practice: await practice.getPractice(practiceDeps, currentUser(req).id, batchId, lessonId),
      });
    },
  });

  for (const kind of ['run', 'submit'] as const) {
    app.post(`/classroom/:batchId/lessons/:lessonId/practice/${kind}`, {
      config,
      schema: {
        tags,
        params: ZLessonParams,
        body: ZPracticeCodeBody,
        response: { 202: envelope(ZSubmissionData), ...errorResponses },
      },
      handler: async (req, reply) => {
        const { batchId, lessonId } = req.params;
        const submission = await practice.sendPractice(
          practiceDeps,
          currentUser(req).id,
          batchId,
          lessonId,
          kind,
          req.body,
        );
        return reply.code(202).send(ok(ASSESS_MSG.submissionQueued, { submission }));
      },
    });
  }

  app.get('/classroom/:batchId/lessons/:lessonId/practice/submissions/:submissionId', {
    config,
    schema: {
      tags,
      params: ZSubmissionParams,
      response: { 200: envelope(ZSubmissionData), ...errorResponses },
    },
    handler: async (req) => {
      const { batchId, lessonId, submissionId } = req.params;
      return okData({
        submission: await practice.getPracticeSubmission(
          practiceDeps,
          currentUser(req).id,
          batchId,
          lessonId,
          submissionId,
        ),
      });
    },
  });
}
