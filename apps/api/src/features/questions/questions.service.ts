import { createHash } from 'node:crypto';

import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import {
  ASSESS_MSG,
  mcqRuleIssues,
  paginate,
  type CodingProblem,
  type CodingProblemSummary,
  type Difficulty,
  type Fib,
  type ImportReport,
  type Mcq,
  type QuestionType,
  type ZCodingListQuery,
  type ZCodingProblemBody,
  type ZCodingProblemUpdateBody,
  type ZFibBody,
  type ZFibListQuery,
  type ZFibUpdateBody,
  type ZMcqBody,
  type ZMcqListQuery,
  type ZMcqUpdateBody,
} from '@app/shared';

import { recordActivity } from '../../core/activity-log.ts';
import {
  badRequest,
  conflict,
  isUniqueViolation,
  notFound,
  validationError,
} from '../../core/errors.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { CodingProblemRow, FibRow, McqRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { readImport } from './questions.csv.ts';
import * as repo from './questions.repo.ts';

export type Deps = { db: Db };
type McqBody = z.output<typeof ZMcqBody>;
type McqPatch = z.output<typeof ZMcqUpdateBody>;
type FibBody = z.output<typeof ZFibBody>;
type FibPatch = z.output<typeof ZFibUpdateBody>;
type CodingBody = z.output<typeof ZCodingProblemBody>;
type CodingPatch = z.output<typeof ZCodingProblemUpdateBody>;

const iso = (d: Date) => d.toISOString();
const actorOf = (req: FastifyRequest) => req.sessionUser?.id ?? null;

/** The fields a patch actually sends (undefined ones are left out). */
function sentKeys(patch: Record<string, unknown>): string[] {
  return Object.entries(patch)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);
}
function assertChanges(patch: Record<string, unknown>): string[] {
  const keys = sentKeys(patch);
  if (!keys.length) throw badRequest(ASSESS_MSG.noChanges);
  return keys;
}
/** A toggle is an update that sends only isActive (the list's switch). */
const isToggle = (keys: string[]) => keys.length === 1 && keys[0] === 'isActive';

function definedOnly<T extends Record<string, unknown>>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

async function refuseIfUsed(db: Tx, id: string, type: QuestionType) {
  if ((await repo.countUses(db, id, type)) > 0) throw conflict(ASSESS_MSG.questionInUse);
}

// ---------------------------------------------------------------- one flow for every bank

type Found<Row> = { row: Row; usedIn: number };

/** A bank's table as the flows below use it (see repo.bankTable). */
type BankRows<Row, Values> = {
  find: (db: Tx, id: string) => Promise<Found<Row> | null>;
  lock: (db: Tx, id: string) => Promise<Row | null>;
  insert: (db: Tx, values: Values[]) => Promise<Row[]>;
  update: (db: Tx, id: string, values: Partial<Values>) => Promise<Row>;
  remove: (db: Tx, id: string) => Promise<void>;
};

/** What the get / create / update / delete / import flows need to know of one bank. */
type Bank<Row extends { id: string }, Out, Body, Patch, Values> = {
  type: QuestionType;
  /** The activity log's action prefix (`mcq.create`, `fib.status`, …) and entity. */
  action: 'mcq' | 'fib' | 'coding';
  entity: 'mcq' | 'fill_in_the_blank' | 'coding_problem';
  notFound: string;
  rows: BankRows<Row, Values>;
  toOut: (row: Row, usedIn: number) => Out;
  snapshot: (row: Row) => Record<string, unknown>;
  values: (body: Body) => Values;
  patchValues: (patch: Patch) => Partial<Values>;
  /** Checks inside the write's transaction, before the row is written. */
  checkCreate?: (tx: Tx, body: Body) => Promise<void>;
  checkUpdate?: (tx: Tx, id: string, before: Row, patch: Patch) => Promise<void> | void;
  /** The bank's CSV import format, for the banks that import. */
  csv?: 'mcq' | 'fib';
  /** Wraps each create and update (the coding bank turns a unique violation into a 409). */
  guard?: <T>(work: () => Promise<T>) => Promise<T>;
};

function bankFlows<
  Row extends { id: string },
  Out,
  Body,
  Patch extends Record<string, unknown>,
  Values extends { createdBy?: string | null },
>(bank: Bank<Row, Out, Body, Patch, Values>) {
  const { csv, guard = <T>(work: () => Promise<T>) => work() } = bank;
  const log = (
    tx: Tx,
    req: FastifyRequest,
    verb: string,
    entityId: string | null,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) =>
    recordActivity(tx, req, {
      action: `${bank.action}.${verb}`,
      entity: bank.entity,
      entityId,
      before,
      after,
    });

  async function reread(db: Tx, id: string): Promise<Out> {
    const found = await bank.rows.find(db, id);
    if (!found) throw notFound(bank.notFound);
    return bank.toOut(found.row, found.usedIn);
  }

  async function lock(tx: Tx, id: string): Promise<Row> {
    const before = await bank.rows.lock(tx, id);
    if (!before) throw notFound(bank.notFound);
    return before;
  }

  /** CSV import: the valid rows are created in one transaction, the others reported. */
  async function importRows(
    deps: Deps,
    req: FastifyRequest,
    body: unknown,
    kind: 'mcq' | 'fib',
  ): Promise<ImportReport> {
    const { valid, report } = readImport<Body>(body, kind);
    if (!valid.length) return report;
    const rows = await inTransaction(deps.db, async (tx) => {
      const created = await bank.rows.insert(
        tx,
        valid.map((b) => ({ ...bank.values(b), createdBy: actorOf(req) })),
      );
      await log(tx, req, 'import', null, null, {
        totalRows: report.totalRows,
        created: created.length,
        rejected: report.rejected.length,
        ids: created.map((r) => r.id),
      });
      return created;
    });
    return { ...report, created: rows.length };
  }

  return {
    get: (deps: Deps, id: string) => reread(deps.db, id),

    create: (deps: Deps, req: FastifyRequest, body: Body): Promise<Out> =>
      guard(() =>
        inTransaction(deps.db, async (tx) => {
          await bank.checkCreate?.(tx, body);
          const [row] = await bank.rows.insert(tx, [
            { ...bank.values(body), createdBy: actorOf(req) },
          ]);
          await log(tx, req, 'create', row!.id, null, bank.snapshot(row!));
          return bank.toOut(row!, 0);
        }),
      ),

    /** PATCH/PUT: only the sent fields change; an update of isActive alone logs as a status. */
    update(deps: Deps, req: FastifyRequest, id: string, patch: Patch): Promise<Out> {
      const keys = assertChanges(patch);
      return guard(() =>
        inTransaction(deps.db, async (tx) => {
          const before = await lock(tx, id);
          await bank.checkUpdate?.(tx, id, before, patch);
          const after = await bank.rows.update(tx, id, bank.patchValues(patch));
          const verb = isToggle(keys) ? 'status' : 'update';
          await log(tx, req, verb, id, bank.snapshot(before), bank.snapshot(after));
          return reread(tx, id);
        }),
      );
    },

    async remove(deps: Deps, req: FastifyRequest, id: string) {
      await inTransaction(deps.db, async (tx) => {
        const before = await lock(tx, id);
        await refuseIfUsed(tx, id, bank.type);
        await bank.rows.remove(tx, id);
        await log(tx, req, 'delete', id, bank.snapshot(before), null);
      });
    },

    importCsv:
      csv && ((deps: Deps, req: FastifyRequest, body: unknown) => importRows(deps, req, body, csv)),
  };
}

type ListQuery = {
  difficulty?: Difficulty[] | undefined;
  tags?: string[] | undefined;
  isActive?: 'true' | 'false' | undefined;
  page: number;
  limit: number;
};

/** A page of a bank's list: its items, the pagination and every tag of the bank. */
async function listPage<Listed, Item>(
  list: (
    f: repo.ListFilters,
  ) => Promise<{ rows: Found<Listed>[]; total: number; allTags: string[] }>,
  q: ListQuery,
  search: string | undefined,
  toItem: (row: Listed, usedIn: number) => Item,
) {
  const { rows, total, allTags } = await list({
    search: search || undefined,
    difficulty: q.difficulty,
    tags: q.tags,
    isActive: q.isActive,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return {
    items: rows.map((r) => toItem(r.row, r.usedIn)),
    pagination: paginate(total, q.page, q.limit),
    allTags,
  };
}

// ---------------------------------------------------------------- MCQ

export function toMcq(row: McqRow, usedIn: number): Mcq {
  return {
    _id: row.id,
    question: row.question,
    options: row.options.map((o) => ({ text: o.text, isCorrect: Boolean(o.isCorrect) })),
    selectionType: row.selectionType,
    points: row.points,
    difficulty: row.difficulty,
    tags: row.tags,
    isActive: row.isActive,
    usedIn,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const mcqSnapshot = (r: McqRow) => ({
  question: r.question,
  options: r.options,
  selectionType: r.selectionType,
  points: r.points,
  difficulty: r.difficulty,
  tags: r.tags,
  isActive: r.isActive,
});

const mcqValues = (b: McqBody) => ({
  question: b.question,
  options: b.options.map((o) => ({ text: o.text, isCorrect: o.isCorrect })),
  selectionType: b.selectionType,
  points: b.points,
  difficulty: b.difficulty,
  tags: b.tags,
  isActive: b.isActive,
});

const mcqs = bankFlows({
  type: 'MCQ',
  action: 'mcq',
  entity: 'mcq',
  notFound: ASSESS_MSG.mcqNotFound,
  csv: 'mcq',
  rows: repo.mcqTable,
  toOut: toMcq,
  snapshot: mcqSnapshot,
  values: mcqValues,
  patchValues: (patch: McqPatch) => definedOnly(patch),
  /**
   * When options or selectionType are sent, the MCQ rules (update mode) are checked on the stored
   * MCQ with the patch applied; a toggle or a change of other fields leaves the stored options as
   * they were accepted.
   */
  checkUpdate: (_tx, _id, before, patch) => {
    if (patch.options === undefined && patch.selectionType === undefined) return;
    const merged = {
      options: patch.options ?? before.options,
      selectionType: patch.selectionType ?? before.selectionType,
    };
    const issues = mcqRuleIssues(merged, 'update');
    if (issues.length) {
      throw validationError(issues.map((i) => ({ field: i.path, message: i.message })));
    }
  },
});

export const mcqBank = {
  ...mcqs,
  async list(deps: Deps, q: z.output<typeof ZMcqListQuery>) {
    const page = await listPage((f) => repo.mcqTable.list(deps.db, f), q, q.search, toMcq);
    return { mcqs: page.items, pagination: page.pagination, allTags: page.allTags };
  },
};

// ---------------------------------------------------------------- Fill in the blank

/** A fill-in-the-blank's own fields: what is written from a body and logged of a row. */
const fibFields = (x: FibBody | FibRow) => ({
  question: x.question,
  correctAnswer: x.correctAnswer,
  points: x.points,
  difficulty: x.difficulty,
  tags: x.tags,
  isActive: x.isActive,
});

export function toFib(row: FibRow, usedIn: number): Fib {
  return {
    _id: row.id,
    ...fibFields(row),
    usedIn,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const fibs = bankFlows({
  type: 'FillInTheBlank',
  action: 'fib',
  entity: 'fill_in_the_blank',
  notFound: ASSESS_MSG.fibNotFound,
  csv: 'fib',
  rows: repo.fibTable,
  toOut: toFib,
  snapshot: fibFields,
  values: fibFields,
  patchValues: (patch: FibPatch) => definedOnly(patch),
});

export const fibBank = {
  ...fibs,
  async list(deps: Deps, q: z.output<typeof ZFibListQuery>) {
    const page = await listPage((f) => repo.fibTable.list(deps.db, f), q, q.question, toFib);
    return { fillInTheBlanks: page.items, pagination: page.pagination, allTags: page.allTags };
  },
};

// ---------------------------------------------------------------- Coding problem

/** The statement fields a coding problem shows everywhere (full, list row and activity log). */
const codingStatement = (row: Omit<repo.CodingSummaryRow, 'testCaseCount' | 'languages'>) => ({
  problemId: row.problemId,
  title: row.title,
  description: row.description,
  tags: row.tags,
  isActive: row.isActive,
  inputFormat: row.inputFormat,
  outputFormat: row.outputFormat,
  constraints: row.constraints,
});

export function toCodingProblem(row: CodingProblemRow, usedIn: number): CodingProblem {
  return {
    _id: row.id,
    ...codingStatement(row),
    hints: row.hints.map((h) => ({
      language: h.language as CodingProblem['hints'][number]['language'],
      text: h.text,
    })),
    boilerplate: row.boilerplate.map((b) => ({
      language: b.language,
      code: b.code,
      mainCode: b.mainCode ?? '',
    })),
    solutions: row.solutions.map((s) => ({ language: s.language, code: s.code })),
    testCases: row.testCases.map((t) => ({
      input: t.input,
      expectedOutput: t.expectedOutput,
      isHidden: t.isHidden,
      points: t.points,
    })),
    points: row.points,
    difficulty: row.difficulty,
    usedIn,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * Long texts in the activity log: the start, the length and a hash, so a change anywhere still
 * shows as a change without copying megabytes of test data into every log row.
 */
function clip(text: string, keep: number): string {
  if (text.length <= keep) return text;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 12);
  return `${text.slice(0, keep)}… [${text.length} characters, sha256 ${hash}]`;
}

const codingSnapshot = (r: CodingProblemRow) => ({
  ...codingStatement(r),
  hints: r.hints,
  boilerplate: r.boilerplate.map((b) => ({
    language: b.language,
    code: clip(b.code, 4000),
    mainCode: clip(b.mainCode, 4000),
  })),
  solutions: r.solutions.map((x) => ({ language: x.language, code: clip(x.code, 4000) })),
  testCases: r.testCases.map((t) => ({
    input: clip(t.input, 200),
    expectedOutput: clip(t.expectedOutput, 200),
    isHidden: t.isHidden,
    points: t.points,
  })),
  points: r.points,
  difficulty: r.difficulty,
});

const toCodingSummary = (row: repo.CodingSummaryRow, usedIn: number): CodingProblemSummary => ({
  _id: row.id,
  ...codingStatement(row),
  points: row.points,
  difficulty: row.difficulty,
  usedIn,
  testCaseCount: row.testCaseCount,
  languages: row.languages as CodingProblemSummary['languages'],
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const problemIdTaken = () =>
  conflict(ASSESS_MSG.problemIdTaken, [{ field: 'problemId', message: ASSESS_MSG.problemIdTaken }]);

/** Two staff saving the same problem ID at once: the unique index decides, the loser gets 409. */
async function uniqueProblemId<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw problemIdTaken();
    throw error;
  }
}

const codingValues = (b: Partial<CodingBody>) =>
  definedOnly({
    problemId: b.problemId,
    title: b.title,
    description: b.description,
    tags: b.tags,
    isActive: b.isActive,
    inputFormat: b.inputFormat,
    outputFormat: b.outputFormat,
    constraints: b.constraints,
    hints: b.hints?.map((h) => ({ language: h.language, text: h.text })),
    boilerplate: b.boilerplate?.map((x) => ({
      language: x.language,
      code: x.code,
      mainCode: x.mainCode,
    })),
    solutions: b.solutions?.map((s) => ({ language: s.language, code: s.code })),
    testCases: b.testCases?.map((t) => ({
      input: t.input,
      expectedOutput: t.expectedOutput,
      isHidden: t.isHidden,
      points: t.points,
    })),
    points: b.points,
    difficulty: b.difficulty,
  });

const codingProblems = bankFlows({
  type: 'codingProblem',
  action: 'coding',
  entity: 'coding_problem',
  notFound: ASSESS_MSG.codingNotFound,
  rows: repo.codingTable,
  toOut: toCodingProblem,
  snapshot: codingSnapshot,
  values: (body: CodingBody) => codingValues(body) as Required<ReturnType<typeof codingValues>>,
  patchValues: (patch: CodingPatch) => codingValues(patch),
  checkCreate: async (tx, body) => {
    if (await repo.problemIdTaken(tx, body.problemId)) throw problemIdTaken();
  },
  checkUpdate: async (tx, id, _before, patch) => {
    if (patch.problemId !== undefined && (await repo.problemIdTaken(tx, patch.problemId, id))) {
      throw problemIdTaken();
    }
  },
  guard: uniqueProblemId,
});

export const codingBank = {
  ...codingProblems,
  async list(deps: Deps, q: z.output<typeof ZCodingListQuery>) {
    const page = await listPage(
      (f) => repo.codingTable.list(deps.db, f),
      q,
      q.search,
      toCodingSummary,
    );
    return { codingProblems: page.items, pagination: page.pagination, allTags: page.allTags };
  },
};
