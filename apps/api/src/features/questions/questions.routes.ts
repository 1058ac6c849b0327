import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  ZQuestionIdParams,
  ZSubmission,
  type ImportReport,
} from '@app/shared';

import { badRequest } from '../../core/errors.ts';
import {
  deleteRoute,
  errorResponses,
  noStoreRoutes,
  ok,
  okData,
  ZIdParams,
  type ZodApp,
} from '../../core/http.ts';
import { checkSolutions, getSubmission } from './questions.check.ts';
import { CSV_IMPORT_MAX_BYTES } from './questions.csv.ts';
import * as service from './questions.service.ts';

const tags = ['questions'];
const config = { menu: ['questions' as const] };
const ZReportData = envelope(z.object({ report: ZImportReport }));
/**
 * A coding problem may carry 50 tests of up to 64 KB input and output and code in four
 * languages (several MB as JSON): its writes take more than the API's default body limit.
 */
const CODING_BODY_LIMIT = 16 * 1024 * 1024;

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

type Deps = service.Deps;

/** One bank's routes: its paths, schemas, messages and service. */
type BankSpec<Query, ListData, Body, Patch, Item, Key extends string> = {
  /** '/mcqs': create, import, get, update and delete by id live under it. */
  path: string;
  /** The list's own path ('/mcqs/all' for MCQs). */
  listPath: string;
  listMessage: string;
  /** The name of the question in data (`data.mcq`). */
  key: Key;
  /** The verb of an update (fill-in-the-blanks are updated with PUT). */
  updateMethod: 'PATCH' | 'PUT';
  /** A larger body limit for the writes. */
  bodyLimit?: number;
  schemas: {
    query: z.ZodType<Query>;
    listData: z.ZodType<ListData>;
    item: z.ZodType<Item>;
    body: z.ZodType<Body>;
    update: z.ZodType<Patch>;
  };
  messages: { created: string; updated: string; deleted: string };
  list: (deps: Deps, query: Query) => Promise<ListData>;
  get: (deps: Deps, id: string) => Promise<Item>;
  create: (deps: Deps, req: FastifyRequest, body: Body) => Promise<Item>;
  update: (deps: Deps, req: FastifyRequest, id: string, patch: Patch) => Promise<Item>;
  remove: (deps: Deps, req: FastifyRequest, id: string) => Promise<void>;
  /** CSV import (POST {path}/import), for the banks that have one. */
  importCsv?: (deps: Deps, req: FastifyRequest, body: unknown) => Promise<ImportReport>;
};

/** The list, create, import, get, update and delete routes of one bank. */
function bankRoutes<Query, ListData, Body, Patch, Item, Key extends string>(
  app: ZodApp,
  deps: Deps,
  bank: BankSpec<Query, ListData, Body, Patch, Item, Key>,
) {
  const { path, key, messages, schemas } = bank;
  // The envelope of one question under its key (`data.mcq`), typed by the bank's service.
  const ZItemData = envelope(
    z.object({ [key]: schemas.item } as Record<Key, z.ZodType<Item>>),
  ) as unknown as z.ZodType<{ success: boolean; message: string; data: Record<Key, Item> }>;
  const data = (item: Item) => ({ [key]: item }) as Record<Key, Item>;
  const writeLimit = bank.bodyLimit === undefined ? {} : { bodyLimit: bank.bodyLimit };

  app.get(bank.listPath, {
    config,
    schema: {
      tags,
      querystring: schemas.query,
      response: { 200: envelope(schemas.listData), ...errorResponses },
    },
    handler: async (req) => ok(bank.listMessage, await bank.list(deps, req.query as Query)),
  });

  app.post(path, {
    config,
    ...writeLimit,
    schema: { tags, body: schemas.body, response: { 201: ZItemData, ...errorResponses } },
    handler: async (req, reply) => {
      const item = await bank.create(deps, req, req.body as Body);
      return reply.code(201).send(ok(messages.created, data(item)));
    },
  });

  const { importCsv } = bank;
  if (importCsv) {
    app.post(`${path}/import`, {
      config,
      bodyLimit: CSV_IMPORT_MAX_BYTES,
      schema: { tags, response: { 200: ZReportData, ...errorResponses } },
      handler: async (req) =>
        ok(ASSESS_MSG.importDone, { report: await importCsv(deps, req, req.body) }),
    });
  }

  app.get(`${path}/:id`, {
    config,
    schema: { tags, params: ZQuestionIdParams, response: { 200: ZItemData, ...errorResponses } },
    handler: async (req) => okData(data(await bank.get(deps, req.params.id))),
  });

  app.route({
    method: bank.updateMethod,
    url: `${path}/:id`,
    config,
    ...writeLimit,
    preValidation: refuseEmptyUpdate,
    schema: {
      tags,
      params: ZQuestionIdParams,
      body: schemas.update,
      response: { 200: ZItemData, ...errorResponses },
    },
    handler: async (req) => {
      const item = await bank.update(deps, req, req.params.id, req.body as Patch);
      return ok(messages.updated, data(item));
    },
  });

  deleteRoute(
    app,
    `${path}/:id`,
    { config, tags, message: messages.deleted, params: ZQuestionIdParams },
    (req, id) => bank.remove(deps, req, id),
  );
}

/**
 * The question bank (staff, menu questions): MCQs, fill-in-the-blanks and coding problems, their
 * CSV imports, the coding "check solutions" run and reading a judged submission.
 */
export async function questionAdminRoutes(fastify: FastifyInstance) {
  const app = noStoreRoutes(fastify);
  acceptCsv(app);
  const deps = { db: app.db };

  bankRoutes(app, deps, {
    path: '/mcqs',
    listPath: '/mcqs/all',
    listMessage: 'MCQs fetched successfully',
    key: 'mcq',
    updateMethod: 'PATCH',
    schemas: {
      query: ZMcqListQuery,
      listData: ZMcqListData,
      item: ZMcq,
      body: ZMcqBody,
      update: ZMcqUpdateBody,
    },
    messages: {
      created: ASSESS_MSG.mcqCreated,
      updated: ASSESS_MSG.mcqUpdated,
      deleted: ASSESS_MSG.mcqDeleted,
    },
    ...service.mcqBank,
  });

  bankRoutes(app, deps, {
    path: '/fillintheblank',
    listPath: '/fillintheblank',
    listMessage: 'Fill in the Blanks fetched successfully',
    key: 'fillInTheBlank',
    updateMethod: 'PUT',
    schemas: {
      query: ZFibListQuery,
      listData: ZFibListData,
      item: ZFib,
      body: ZFibBody,
      update: ZFibUpdateBody,
    },
    messages: {
      created: ASSESS_MSG.fibCreated,
      updated: ASSESS_MSG.fibUpdated,
      deleted: ASSESS_MSG.fibDeleted,
    },
    ...service.fibBank,
  });

  bankRoutes(app, deps, {
    path: '/coding-problems',
    listPath: '/coding-problems',
    listMessage: 'Coding problems fetched successfully',
    key: 'codingProblem',
    updateMethod: 'PATCH',
    bodyLimit: CODING_BODY_LIMIT,
    schemas: {
      query: ZCodingListQuery,
      listData: ZCodingListData,
      item: ZCodingProblem,
      body: ZCodingProblemBody,
      update: ZCodingProblemUpdateBody,
    },
    messages: {
      created: ASSESS_MSG.codingCreated,
      updated: ASSESS_MSG.codingUpdated,
      deleted: ASSESS_MSG.codingDeleted,
    },
    ...service.codingBank,
  });

  app.post('/coding-problems/check-solutions', {
    config,
    bodyLimit: CODING_BODY_LIMIT,
    schema: {
      tags,
      body: ZCheckSolutionsBody,
      response: {
        202: envelope(z.object({ submissions: z.array(ZSubmission) })),
        ...errorResponses,
      },
    },
    handler: async (req, reply) => {
      const submissions = await checkSolutions(app, req, req.body);
      return reply.code(202).send(ok(ASSESS_MSG.submissionQueued, { submissions }));
    },
  });

  // ---------------------------------------------------------------- submissions

  app.get('/submissions/:id', {
    config: { menu: ['questions' as const, 'whizz' as const] },
    schema: {
      tags,
      params: ZIdParams,
      response: { 200: envelope(z.object({ submission: ZSubmission })), ...errorResponses },
    },
    handler: async (req) => okData({ submission: await getSubmission(app, req.params.id) }),
  });
}
