import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  ASSESS_MSG,
  envelope,
  ZCheckSolutionsBody,
  ZCodingListData,
  ZCodingListQuery,
  ZCodingProblem,
  ZCodingProblemBody,
  ZCodingProblemUpdateBody,
  ZErrorEnvelope,
  ZFib,
  ZFibBody,
  ZFibListData,
  ZFibListQuery,
  ZFibUpdateBody,
  ZImportReport,
  ZMcq,
  ZMcqBody,
  ZMcqListData,
  ZMcqListQuery,
  ZMcqUpdateBody,
  ZMessageOnly,
  ZQuestionIdParams,
  ZSubmission,
} from '@app/shared';

import { badRequest } from '../../core/errors.ts';
import { checkSolutions, getSubmission } from './questions.check.ts';
import { CSV_IMPORT_MAX_BYTES } from './questions.csv.ts';
import * as service from './questions.service.ts';

const errors = { '4xx': ZErrorEnvelope };
const tags = ['questions'];
const config = { menu: ['questions' as const] };
const ZMcqData = envelope(z.object({ mcq: ZMcq }));
const ZFibData = envelope(z.object({ fillInTheBlank: ZFib }));
const ZCodingData = envelope(z.object({ codingProblem: ZCodingProblem }));
const ZReportData = envelope(z.object({ report: ZImportReport }));
/**
 * A coding problem may carry 50 tests of up to 64 KB input and output and code in four
 * languages (several MB as JSON): its writes take more than the API's default body limit.
 */
const CODING_BODY_LIMIT = 16 * 1024 * 1024;
const ZSubmissionIdParams = z.object({ id: z.string().max(64) });

/**
 * An update that sends nothing is 'No changes made' (product.md §5), before the body rules, so
 * `{}` reads the same on every bank.
 */
async function refuseEmptyUpdate(req: FastifyRequest) {
  const body = req.body;
  if (body === undefined || body === null) throw badRequest(ASSESS_MSG.noChanges);
  if (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0) {
    throw badRequest(ASSESS_MSG.noChanges);
  }
}

/**
 * CSV bodies (Content-Type text/csv, or application/csv) for this plugin's import routes only,
 * read as UTF-8 text of at most 1 MB; the rest of the API stays JSON-only.
 */
function acceptCsv(app: FastifyInstance) {
  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { parseAs: 'string', bodyLimit: CSV_IMPORT_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );
}

/**
 * The question bank (staff, menu questions): MCQs, fill-in-the-blanks and coding problems, their
 * CSV imports, the coding "check solutions" run and reading a judged submission.
 */
export async function questionAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  acceptCsv(app);
  const deps = { db: app.db };
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // ---------------------------------------------------------------- MCQ

  app.get('/mcqs/all', {
    config,
    schema: {
      tags,
      querystring: ZMcqListQuery,
      response: { 200: envelope(ZMcqListData), ...errors },
    },
    handler: async (req) => ({
      success: true,
      message: 'MCQs fetched successfully',
      data: await service.listMcqs(deps, req.query),
    }),
  });

  app.post('/mcqs', {
    config,
    schema: { tags, body: ZMcqBody, response: { 201: ZMcqData, ...errors } },
    handler: async (req, reply) => {
      const mcq = await service.createMcq(deps, req, req.body);
      return reply.code(201).send({ success: true, message: ASSESS_MSG.mcqCreated, data: { mcq } });
    },
  });

  app.post('/mcqs/import', {
    config,
    bodyLimit: CSV_IMPORT_MAX_BYTES,
    schema: { tags, response: { 200: ZReportData, ...errors } },
    handler: async (req) => ({
      success: true,
      message: ASSESS_MSG.importDone,
      data: { report: await service.importMcqs(deps, req, req.body) },
    }),
  });

  app.get('/mcqs/:id', {
    config,
    schema: { tags, params: ZQuestionIdParams, response: { 200: ZMcqData, ...errors } },
    handler: async (req) => ({
      success: true,
      message: 'OK',
      data: { mcq: await service.getMcq(deps, req.params.id) },
    }),
  });

  app.patch('/mcqs/:id', {
    config,
    preValidation: refuseEmptyUpdate,
    schema: {
      tags,
      params: ZQuestionIdParams,
      body: ZMcqUpdateBody,
      response: { 200: ZMcqData, ...errors },
    },
    handler: async (req) => {
      const { mcq } = await service.updateMcq(deps, req, req.params.id, req.body);
      return { success: true, message: ASSESS_MSG.mcqUpdated, data: { mcq } };
    },
  });

  app.delete('/mcqs/:id', {
    config,
    schema: { tags, params: ZQuestionIdParams, response: { 200: ZMessageOnly, ...errors } },
    handler: async (req) => {
      await service.deleteMcq(deps, req, req.params.id);
      return { success: true, message: ASSESS_MSG.mcqDeleted };
    },
  });

  // ---------------------------------------------------------------- Fill in the blank

  app.get('/fillintheblank', {
    config,
    schema: {
      tags,
      querystring: ZFibListQuery,
      response: { 200: envelope(ZFibListData), ...errors },
    },
    handler: async (req) => ({
      success: true,
      message: 'Fill in the Blanks fetched successfully',
      data: await service.listFibs(deps, req.query),
    }),
  });

  app.post('/fillintheblank', {
    config,
    schema: { tags, body: ZFibBody, response: { 201: ZFibData, ...errors } },
    handler: async (req, reply) => {
      const fillInTheBlank = await service.createFib(deps, req, req.body);
      return reply
        .code(201)
        .send({ success: true, message: ASSESS_MSG.fibCreated, data: { fillInTheBlank } });
    },
  });

  app.post('/fillintheblank/import', {
    config,
    bodyLimit: CSV_IMPORT_MAX_BYTES,
    schema: { tags, response: { 200: ZReportData, ...errors } },
    handler: async (req) => ({
      success: true,
      message: ASSESS_MSG.importDone,
      data: { report: await service.importFibs(deps, req, req.body) },
    }),
  });

  app.get('/fillintheblank/:id', {
    config,
    schema: { tags, params: ZQuestionIdParams, response: { 200: ZFibData, ...errors } },
    handler: async (req) => ({
      success: true,
      message: 'OK',
      data: { fillInTheBlank: await service.getFib(deps, req.params.id) },
    }),
  });

  app.put('/fillintheblank/:id', {
    config,
    preValidation: refuseEmptyUpdate,
    schema: {
      tags,
      params: ZQuestionIdParams,
      body: ZFibUpdateBody,
      response: { 200: ZFibData, ...errors },
    },
    handler: async (req) => {
      const { fillInTheBlank } = await service.updateFib(deps, req, req.params.id, req.body);
      return { success: true, message: ASSESS_MSG.fibUpdated, data: { fillInTheBlank } };
    },
  });

  app.delete('/fillintheblank/:id', {
    config,
    schema: { tags, params: ZQuestionIdParams, response: { 200: ZMessageOnly, ...errors } },
    handler: async (req) => {
      await service.deleteFib(deps, req, req.params.id);
      return { success: true, message: ASSESS_MSG.fibDeleted };
    },
  });

  // ---------------------------------------------------------------- Coding problem

  app.get('/coding-problems', {
    config,
    schema: {
      tags,
      querystring: ZCodingListQuery,
      response: { 200: envelope(ZCodingListData), ...errors },
    },
    handler: async (req) => ({
      success: true,
      message: 'Coding problems fetched successfully',
      data: await service.listCodingProblems(deps, req.query),
    }),
  });

  app.post('/coding-problems', {
    config,
    bodyLimit: CODING_BODY_LIMIT,
    schema: { tags, body: ZCodingProblemBody, response: { 201: ZCodingData, ...errors } },
    handler: async (req, reply) => {
      const codingProblem = await service.createCodingProblem(deps, req, req.body);
      return reply
        .code(201)
        .send({ success: true, message: ASSESS_MSG.codingCreated, data: { codingProblem } });
    },
  });

  app.post('/coding-problems/check-solutions', {
    config,
    bodyLimit: CODING_BODY_LIMIT,
    schema: {
      tags,
      body: ZCheckSolutionsBody,
      response: { 202: envelope(z.object({ submissions: z.array(ZSubmission) })), ...errors },
    },
    handler: async (req, reply) => {
      const submissions = await checkSolutions(app, req, req.body);
      return reply
        .code(202)
        .send({ success: true, message: ASSESS_MSG.submissionQueued, data: { submissions } });
    },
  });

  app.get('/coding-problems/:id', {
    config,
    schema: { tags, params: ZQuestionIdParams, response: { 200: ZCodingData, ...errors } },
    handler: async (req) => ({
      success: true,
      message: 'OK',
      data: { codingProblem: await service.getCodingProblem(deps, req.params.id) },
    }),
  });

  app.patch('/coding-problems/:id', {
    config,
    bodyLimit: CODING_BODY_LIMIT,
    preValidation: refuseEmptyUpdate,
    schema: {
      tags,
      params: ZQuestionIdParams,
      body: ZCodingProblemUpdateBody,
      response: { 200: ZCodingData, ...errors },
    },
    handler: async (req) => {
      const { codingProblem } = await service.updateCodingProblem(
        deps,
        req,
        req.params.id,
        req.body,
      );
      return { success: true, message: ASSESS_MSG.codingUpdated, data: { codingProblem } };
    },
  });

  app.delete('/coding-problems/:id', {
    config,
    schema: { tags, params: ZQuestionIdParams, response: { 200: ZMessageOnly, ...errors } },
    handler: async (req) => {
      await service.deleteCodingProblem(deps, req, req.params.id);
      return { success: true, message: ASSESS_MSG.codingDeleted };
    },
  });

  // ---------------------------------------------------------------- submissions

  app.get('/submissions/:id', {
    config: { menu: ['questions' as const, 'whizz' as const] },
    schema: {
      tags,
      params: ZSubmissionIdParams,
      response: { 200: envelope(z.object({ submission: ZSubmission })), ...errors },
    },
    handler: async (req) => ({
      success: true,
      message: 'OK',
      data: { submission: await getSubmission(app, req.params.id) },
    }),
  });
}
