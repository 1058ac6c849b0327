import { createHash } from 'node:crypto';

import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import {
  ASSESS_MSG,
  mcqRuleIssues,
  paginate,
  type CodingProblem,
  type CodingProblemSummary,
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

export async function listMcqs(deps: Deps, q: z.output<typeof ZMcqListQuery>) {
  const { rows, total, allTags } = await repo.findMcqs(deps.db, {
    search: q.search || undefined,
    difficulty: q.difficulty,
    tags: q.tags,
    isActive: q.isActive,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return {
    mcqs: rows.map((r) => toMcq(r.row, r.usedIn)),
    pagination: paginate(total, q.page, q.limit),
    allTags,
  };
}

async function rereadMcq(db: Tx, id: string) {
  const found = await repo.findMcq(db, id);
  if (!found) throw notFound(ASSESS_MSG.mcqNotFound);
  return toMcq(found.row, found.usedIn);
}

export const getMcq = (deps: Deps, id: string) => rereadMcq(deps.db, id);

const mcqValues = (b: McqBody) => ({
  question: b.question,
  options: b.options.map((o) => ({ text: o.text, isCorrect: o.isCorrect })),
  selectionType: b.selectionType,
  points: b.points,
  difficulty: b.difficulty,
  tags: b.tags,
  isActive: b.isActive,
});

export async function createMcq(deps: Deps, req: FastifyRequest, body: McqBody) {
  return deps.db.transaction(async (tx) => {
    const [row] = await repo.insertMcqs(tx, [{ ...mcqValues(body), createdBy: actorOf(req) }]);
    await recordActivity(tx, req, {
      action: 'mcq.create',
      entity: 'mcq',
      entityId: row!.id,
      before: null,
      after: mcqSnapshot(row!),
    });
    return toMcq(row!, 0);
  });
}

/**
 * PATCH: only the sent fields change. When options or selectionType are sent, the MCQ rules
 * (update mode) are checked on the stored MCQ with the patch applied; a toggle or a change of
 * other fields leaves the stored options as they were accepted.
 */
export async function updateMcq(deps: Deps, req: FastifyRequest, id: string, patch: McqPatch) {
  const keys = assertChanges(patch);
  return deps.db.transaction(async (tx) => {
    const before = await repo.lockMcq(tx, id);
    if (!before) throw notFound(ASSESS_MSG.mcqNotFound);
    if (patch.options !== undefined || patch.selectionType !== undefined) {
      const merged = {
        options: patch.options ?? before.options,
        selectionType: patch.selectionType ?? before.selectionType,
      };
      const issues = mcqRuleIssues(merged, 'update');
      if (issues.length) {
        throw validationError(issues.map((i) => ({ field: i.path, message: i.message })));
      }
    }
    const after = await repo.updateMcq(tx, id, definedOnly(patch));
    await recordActivity(tx, req, {
      action: isToggle(keys) ? 'mcq.status' : 'mcq.update',
      entity: 'mcq',
      entityId: id,
      before: mcqSnapshot(before),
      after: mcqSnapshot(after),
    });
    return { mcq: await rereadMcq(tx, id), toggle: isToggle(keys) };
  });
}

export async function deleteMcq(deps: Deps, req: FastifyRequest, id: string) {
  await deps.db.transaction(async (tx) => {
    const before = await repo.lockMcq(tx, id);
    if (!before) throw notFound(ASSESS_MSG.mcqNotFound);
    await refuseIfUsed(tx, id, 'MCQ');
    await repo.deleteMcq(tx, id);
    await recordActivity(tx, req, {
      action: 'mcq.delete',
      entity: 'mcq',
      entityId: id,
      before: mcqSnapshot(before),
      after: null,
    });
  });
}

export async function importMcqs(
  deps: Deps,
  req: FastifyRequest,
  body: unknown,
): Promise<ImportReport> {
  const { valid, report } = readImport<McqBody>(body, 'mcq');
  if (!valid.length) return report;
  const rows = await deps.db.transaction(async (tx) => {
    const created = await repo.insertMcqs(
      tx,
      valid.map((b) => ({ ...mcqValues(b), createdBy: actorOf(req) })),
    );
    await recordActivity(tx, req, {
      action: 'mcq.import',
      entity: 'mcq',
      entityId: null,
      before: null,
      after: {
        totalRows: report.totalRows,
        created: created.length,
        rejected: report.rejected.length,
        ids: created.map((r) => r.id),
      },
    });
    return created;
  });
  return { ...report, created: rows.length };
}

// ---------------------------------------------------------------- Fill in the blank

export function toFib(row: FibRow, usedIn: number): Fib {
  return {
    _id: row.id,
    question: row.question,
    correctAnswer: row.correctAnswer,
    points: row.points,
    difficulty: row.difficulty,
    tags: row.tags,
    isActive: row.isActive,
    usedIn,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const fibSnapshot = (r: FibRow) => ({
  question: r.question,
  correctAnswer: r.correctAnswer,
  points: r.points,
  difficulty: r.difficulty,
  tags: r.tags,
  isActive: r.isActive,
});

export async function listFibs(deps: Deps, q: z.output<typeof ZFibListQuery>) {
  const { rows, total, allTags } = await repo.findFibs(deps.db, {
    search: q.question || undefined,
    difficulty: q.difficulty,
    tags: q.tags,
    isActive: q.isActive,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return {
    fillInTheBlanks: rows.map((r) => toFib(r.row, r.usedIn)),
    pagination: paginate(total, q.page, q.limit),
    allTags,
  };
}

async function rereadFib(db: Tx, id: string) {
  const found = await repo.findFib(db, id);
  if (!found) throw notFound(ASSESS_MSG.fibNotFound);
  return toFib(found.row, found.usedIn);
}

export const getFib = (deps: Deps, id: string) => rereadFib(deps.db, id);

const fibValues = (b: FibBody) => ({
  question: b.question,
  correctAnswer: b.correctAnswer,
  points: b.points,
  difficulty: b.difficulty,
  tags: b.tags,
  isActive: b.isActive,
});

export async function createFib(deps: Deps, req: FastifyRequest, body: FibBody) {
  return deps.db.transaction(async (tx) => {
    const [row] = await repo.insertFibs(tx, [{ ...fibValues(body), createdBy: actorOf(req) }]);
    await recordActivity(tx, req, {
      action: 'fib.create',
      entity: 'fill_in_the_blank',
      entityId: row!.id,
      before: null,
      after: fibSnapshot(row!),
    });
    return toFib(row!, 0);
  });
}

export async function updateFib(deps: Deps, req: FastifyRequest, id: string, patch: FibPatch) {
  const keys = assertChanges(patch);
  return deps.db.transaction(async (tx) => {
    const before = await repo.lockFib(tx, id);
    if (!before) throw notFound(ASSESS_MSG.fibNotFound);
    const after = await repo.updateFib(tx, id, definedOnly(patch));
    await recordActivity(tx, req, {
      action: isToggle(keys) ? 'fib.status' : 'fib.update',
      entity: 'fill_in_the_blank',
      entityId: id,
      before: fibSnapshot(before),
      after: fibSnapshot(after),
    });
    return { fillInTheBlank: await rereadFib(tx, id), toggle: isToggle(keys) };
  });
}

export async function deleteFib(deps: Deps, req: FastifyRequest, id: string) {
  await deps.db.transaction(async (tx) => {
    const before = await repo.lockFib(tx, id);
    if (!before) throw notFound(ASSESS_MSG.fibNotFound);
    await refuseIfUsed(tx, id, 'FillInTheBlank');
    await repo.deleteFib(tx, id);
    await recordActivity(tx, req, {
      action: 'fib.delete',
      entity: 'fill_in_the_blank',
      entityId: id,
      before: fibSnapshot(before),
      after: null,
    });
  });
}

export async function importFibs(
  deps: Deps,
  req: FastifyRequest,
  body: unknown,
): Promise<ImportReport> {
  const { valid, report } = readImport<FibBody>(body, 'fib');
  if (!valid.length) return report;
  const rows = await deps.db.transaction(async (tx) => {
    const created = await repo.insertFibs(
      tx,
      valid.map((b) => ({ ...fibValues(b), createdBy: actorOf(req) })),
    );
    await recordActivity(tx, req, {
      action: 'fib.import',
      entity: 'fill_in_the_blank',
      entityId: null,
      before: null,
      after: {
        totalRows: report.totalRows,
        created: created.length,
        rejected: report.rejected.length,
        ids: created.map((r) => r.id),
      },
    });
    return created;
  });
  return { ...report, created: rows.length };
}

// ---------------------------------------------------------------- Coding problem

export function toCodingProblem(row: CodingProblemRow, usedIn: number): CodingProblem {
  return {
    _id: row.id,
    problemId: row.problemId,
    title: row.title,
    description: row.description,
    tags: row.tags,
    isActive: row.isActive,
    inputFormat: row.inputFormat,
    outputFormat: row.outputFormat,
    constraints: row.constraints,
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
  problemId: r.problemId,
  title: r.title,
  description: r.description,
  tags: r.tags,
  isActive: r.isActive,
  inputFormat: r.inputFormat,
  outputFormat: r.outputFormat,
  constraints: r.constraints,
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

export async function listCodingProblems(deps: Deps, q: z.output<typeof ZCodingListQuery>) {
  const { rows, total, allTags } = await repo.findCodingProblems(deps.db, {
    search: q.search || undefined,
    difficulty: q.difficulty,
    tags: q.tags,
    isActive: q.isActive,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  const codingProblems: CodingProblemSummary[] = rows.map(({ row, usedIn }) => ({
    _id: row.id,
    problemId: row.problemId,
    title: row.title,
    description: row.description,
    tags: row.tags,
    isActive: row.isActive,
    inputFormat: row.inputFormat,
    outputFormat: row.outputFormat,
    constraints: row.constraints,
    points: row.points,
    difficulty: row.difficulty,
    usedIn,
    testCaseCount: row.testCaseCount,
    languages: row.languages as CodingProblemSummary['languages'],
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }));
  return { codingProblems, pagination: paginate(total, q.page, q.limit), allTags };
}

async function rereadCoding(db: Tx, id: string) {
  const found = await repo.findCodingProblem(db, id);
  if (!found) throw notFound(ASSESS_MSG.codingNotFound);
  return toCodingProblem(found.row, found.usedIn);
}

export const getCodingProblem = (deps: Deps, id: string) => rereadCoding(deps.db, id);

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

export async function createCodingProblem(deps: Deps, req: FastifyRequest, body: CodingBody) {
  return uniqueProblemId(() =>
    deps.db.transaction(async (tx) => {
      if (await repo.problemIdTaken(tx, body.problemId)) throw problemIdTaken();
      const row = await repo.insertCodingProblem(tx, {
        ...(codingValues(body) as Required<ReturnType<typeof codingValues>>),
        createdBy: actorOf(req),
      });
      await recordActivity(tx, req, {
        action: 'coding.create',
        entity: 'coding_problem',
        entityId: row.id,
        before: null,
        after: codingSnapshot(row),
      });
      return toCodingProblem(row, 0);
    }),
  );
}

export async function updateCodingProblem(
  deps: Deps,
  req: FastifyRequest,
  id: string,
  patch: CodingPatch,
) {
  const keys = assertChanges(patch);
  return uniqueProblemId(() =>
    deps.db.transaction(async (tx) => {
      const before = await repo.lockCodingProblem(tx, id);
      if (!before) throw notFound(ASSESS_MSG.codingNotFound);
      if (patch.problemId !== undefined && (await repo.problemIdTaken(tx, patch.problemId, id))) {
        throw problemIdTaken();
      }
      const after = await repo.updateCodingProblem(tx, id, codingValues(patch));
      await recordActivity(tx, req, {
        action: isToggle(keys) ? 'coding.status' : 'coding.update',
        entity: 'coding_problem',
        entityId: id,
        before: codingSnapshot(before),
        after: codingSnapshot(after),
      });
      return { codingProblem: await rereadCoding(tx, id), toggle: isToggle(keys) };
    }),
  );
}

export async function deleteCodingProblem(deps: Deps, req: FastifyRequest, id: string) {
  await deps.db.transaction(async (tx) => {
    const before = await repo.lockCodingProblem(tx, id);
    if (!before) throw notFound(ASSESS_MSG.codingNotFound);
    await refuseIfUsed(tx, id, 'codingProblem');
    await repo.deleteCodingProblem(tx, id);
    await recordActivity(tx, req, {
      action: 'coding.delete',
      entity: 'coding_problem',
      entityId: id,
      before: codingSnapshot(before),
      after: null,
    });
  });
}
