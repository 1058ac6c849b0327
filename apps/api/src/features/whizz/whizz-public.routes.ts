import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import {
  ASSESS_MSG,
  envelope,
  listPageFields,
  ZAnswer,
  ZAnswerParams,
  ZAttempt,
  ZLeaderboardData,
  ZRunCodeBody,
  ZStudentWhizzData,
  ZStudentWhizzListData,
  ZSubmission,
  ZWhizzResult,
} from '@app/shared';

import { currentUser } from '../../core/auth/authenticate.ts';
import { errorResponses, noStoreRoutes, ok, okData, ZIdParams } from '../../core/http.ts';
import * as service from './whizz-attempt.service.ts';

const tags = ['whizz'];
const ZSubmissionParams = ZIdParams.extend({ submissionId: z.string().max(64) });
const ZAttemptData = envelope(z.object({ attempt: ZAttempt }));
const ZResultData = envelope(z.object({ result: ZWhizzResult }));
const ZSubmissionData = envelope(z.object({ submission: ZSubmission }));
const ZPageQuery = z.strictObject(listPageFields);

/** The student side (under /api/v1, signed in): the whizzes open to me and taking one. */
export async function whizzPublicRoutes(fastify: FastifyInstance) {
  const app = noStoreRoutes(fastify);
  const deps = { db: app.db, app: fastify };
  const config = { auth: 'required' as const };

  app.get('/whizz', {
    config,
    schema: {
      tags,
      response: {
        200: envelope(ZStudentWhizzListData),
        ...errorResponses,
      },
    },
    handler: async (req) => okData(await service.listMyWhizzes(deps, currentUser(req))),
  });

  app.get('/classroom/:batchId/whizz', {
    config,
    schema: {
      tags,
      params: z.object({ batchId: z.string().max(64) }),
      response: { 200: envelope(ZStudentWhizzListData), ...errorResponses },
    },
    handler: async (req) =>
      okData(await service.listBatchWhizzes(deps, currentUser(req), req.params.batchId)),
  });

  app.get('/whizz/:id', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      response: { 200: envelope(ZStudentWhizzData), ...errorResponses },
    },
    handler: async (req) => okData(await service.getMyWhizz(deps, currentUser(req), req.params.id)),
  });

  app.post('/whizz/:id/attempt', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      response: { 200: ZAttemptData, 201: ZAttemptData, ...errorResponses },
    },
    handler: async (req, reply) => {
      const { attempt, created } = await service.startAttempt(
        deps,
        currentUser(req),
        req.params.id,
      );
      return reply
        .code(created ? 201 : 200)
        .send(ok(created ? 'Whizz started' : 'Welcome back', { attempt }));
    },
  });

  app.get('/whizz/:id/attempt', {
    config,
    schema: { tags, params: ZIdParams, response: { 200: ZAttemptData, ...errorResponses } },
    handler: async (req) =>
      okData({ attempt: await service.getAttempt(deps, currentUser(req), req.params.id) }),
  });

  app.put('/whizz/:id/attempt/answers/:questionId', {
    config,
    schema: {
      tags,
      params: ZAnswerParams,
      body: ZAnswer,
      response: { 200: envelope(z.object({ answer: ZAnswer })), ...errorResponses },
    },
    handler: async (req) =>
      ok(ASSESS_MSG.answerSaved, {
        answer: await service.saveAnswer(
          deps,
          currentUser(req),
          req.params.id,
          req.params.questionId,
          req.body,
        ),
      }),
  });

  app.post('/whizz/:id/attempt/tab-switch', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      response: { 200: envelope(z.object({ tabSwitches: z.number().int() })), ...errorResponses },
    },
    handler: async (req) =>
      okData({ tabSwitches: await service.recordTabSwitch(deps, currentUser(req), req.params.id) }),
  });

  for (const [path, kind] of [
    ['run', 'run'],
    ['submit-code', 'submit'],
  ] as const) {
    app.post(`/whizz/:id/attempt/${path}`, {
      config,
      schema: {
        tags,
        params: ZIdParams,
        body: ZRunCodeBody,
        response: { 202: ZSubmissionData, ...errorResponses },
      },
      handler: async (req, reply) => {
        const submission = await service.sendCode(
          deps,
          currentUser(req),
          req.params.id,
          kind,
          req.body,
        );
        return reply.code(202).send(ok(ASSESS_MSG.submissionQueued, { submission }));
      },
    });
  }

  app.get('/whizz/:id/attempt/submissions/:submissionId', {
    config,
    schema: {
      tags,
      params: ZSubmissionParams,
      response: { 200: ZSubmissionData, ...errorResponses },
    },
    handler: async (req) =>
      okData({
        submission: await service.getSubmission(
          deps,
          currentUser(req),
          req.params.id,
          req.params.submissionId,
        ),
      }),
  });

  app.post('/whizz/:id/attempt/submit', {
    config,
    schema: { tags, params: ZIdParams, response: { 200: ZResultData, ...errorResponses } },
    handler: async (req) =>
      ok(ASSESS_MSG.attemptSubmitted, {
        result: await service.submitAttempt(deps, currentUser(req), req.params.id),
      }),
  });

  app.get('/whizz/:id/result', {
    config,
    schema: { tags, params: ZIdParams, response: { 200: ZResultData, ...errorResponses } },
    handler: async (req) =>
      okData({ result: await service.getResult(deps, currentUser(req), req.params.id) }),
  });

  app.get('/whizz/:id/leaderboard', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      querystring: ZPageQuery,
      response: { 200: envelope(ZLeaderboardData), ...errorResponses },
    },
    handler: async (req) =>
      okData(await service.getLeaderboard(deps, currentUser(req), req.params.id, req.query)),
  });
}
