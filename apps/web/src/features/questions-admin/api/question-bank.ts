import {
  type CodingProblem,
  type CodingProblemSummary,
  type Fib,
  type ImportReport,
  type Mcq,
  type Pagination,
} from '@app/shared';

import { adminApi, failWith } from '@/core/api-client';

import { readFibCache, writeFibCache } from '../lib/fib-cache.ts';
import { KIND_TEXT, type QuestionKind } from '../lib/question-kinds.ts';
import type { QuestionListParams } from './question-keys.ts';

/** A list row of each bank (coding rows leave the code and tests out). */
export type RowOf = { mcq: Mcq; fib: Fib; coding: CodingProblemSummary };
/** One whole question of each bank. */
export type QuestionOf = { mcq: Mcq; fib: Fib; coding: CodingProblem };

export type QuestionList<K extends QuestionKind> = {
  /** The bank the rows come from, so that no screen reads one bank's rows as another's. */
  kind: K;
  rows: RowOf[K][];
  pagination: Pagination;
  allTags: string[];
};

/** How each bank is reached (packages/shared/src/assessments/index.ts lists the routes). */
const BANK = {
  mcq: {
    base: '/mcqs',
    listPath: '/mcqs/all',
    listData: 'ZMcqListData',
    listField: 'mcqs',
    oneData: 'ZMcqData',
    oneField: 'mcq',
    update: 'patch',
    searchParam: 'search',
  },
  fib: {
    base: '/fillintheblank',
    listPath: '/fillintheblank',
    listData: 'ZFibListData',
    listField: 'fillInTheBlanks',
    oneData: 'ZFibData',
    oneField: 'fillInTheBlank',
    update: 'put',
    searchParam: 'question',
  },
  coding: {
    base: '/coding-problems',
    listPath: '/coding-problems',
    listData: 'ZCodingListData',
    listField: 'codingProblems',
    oneData: 'ZCodingProblemData',
    oneField: 'codingProblem',
    update: 'patch',
    searchParam: 'search',
  },
} as const;

const itemPath = (kind: QuestionKind, id: string) => `${BANK[kind].base}/${encodeURIComponent(id)}`;

/** A bank's one question out of its answer (`data.mcq`, `data.fillInTheBlank`…). */
const oneOf = <K extends QuestionKind>(kind: K, data: object) =>
  (data as Record<string, unknown>)[BANK[kind].oneField] as QuestionOf[K];

function listQuery(kind: QuestionKind, params: QuestionListParams) {
  return {
    page: params.page,
    limit: params.limit,
    // calls.md §7: the fill-in-the-blank search text is trimmed before sending.
    [BANK[kind].searchParam]: params.search.trim() || undefined,
    difficulty: params.difficulty,
    tags: params.tags,
    isActive: params.isActive || undefined,
  };
}

async function fetchList<K extends QuestionKind>(
  kind: K,
  params: QuestionListParams,
  signal?: AbortSignal,
): Promise<QuestionList<K>> {
  try {
    const { data } = await adminApi.get(BANK[kind].listPath, BANK[kind].listData, {
      query: listQuery(kind, params),
      signal,
    });
    const rows = (data as Record<string, unknown>)[BANK[kind].listField] as RowOf[K][];
    return { kind, rows, pagination: data.pagination, allTags: data.allTags };
  } catch (error) {
    if (signal?.aborted) throw error;
    failWith(error, KIND_TEXT[kind].fetchListFailed);
  }
}

/** GET a bank's list; fill-in-the-blank answers come from its memory / local-storage cache first. */
export async function getQuestionList<K extends QuestionKind>(
  kind: K,
  params: QuestionListParams,
  signal?: AbortSignal,
): Promise<QuestionList<K>> {
  if (kind !== 'fib') return fetchList(kind, params, signal);
  const key = `list:${JSON.stringify(params)}`;
  const cached = readFibCache<QuestionList<K>>(key);
  // A copy stored before lists carried their bank still belongs to this one.
  if (cached) return { ...cached, kind };
  const fresh = await fetchList(kind, params, signal);
  writeFibCache(key, fresh);
  return fresh;
}

async function fetchOne<K extends QuestionKind>(
  kind: K,
  id: string,
  signal?: AbortSignal,
): Promise<QuestionOf[K]> {
  try {
    const res = await adminApi.get(itemPath(kind, id), BANK[kind].oneData, { signal });
    return oneOf(kind, res.data);
  } catch (error) {
    if (signal?.aborted) throw error;
    failWith(error, KIND_TEXT[kind].fetchOneFailed);
  }
}

export async function getQuestion<K extends QuestionKind>(
  kind: K,
  id: string,
  signal?: AbortSignal,
): Promise<QuestionOf[K]> {
  if (kind !== 'fib') return fetchOne(kind, id, signal);
  const key = `one:${id}`;
  const cached = readFibCache<QuestionOf[K]>(key);
  if (cached) return cached;
  const fresh = await fetchOne(kind, id, signal);
  writeFibCache(key, fresh);
  return fresh;
}

/** POST a new question → 201 data.{mcq|fillInTheBlank|codingProblem}. */
export async function createQuestion<K extends QuestionKind>(
  kind: K,
  body: unknown,
): Promise<QuestionOf[K]> {
  try {
    const res = await adminApi.post(BANK[kind].base, BANK[kind].oneData, body);
    return oneOf(kind, res.data);
  } catch (error) {
    failWith(error, KIND_TEXT[kind].createFailed);
  }
}

/** PATCH (MCQ, coding) or PUT (fill in the blank) the changed fields, or `{isActive}` alone. */
export async function updateQuestion<K extends QuestionKind>(
  kind: K,
  id: string,
  patch: Record<string, unknown>,
  fallback = KIND_TEXT[kind].updateFailed,
): Promise<QuestionOf[K]> {
  try {
    const res = await adminApi[BANK[kind].update](itemPath(kind, id), BANK[kind].oneData, patch);
    return oneOf(kind, res.data);
  } catch (error) {
    failWith(error, fallback);
  }
}

export async function deleteQuestion(kind: QuestionKind, id: string): Promise<void> {
  try {
    await adminApi.delete(itemPath(kind, id), 'ZNoData');
  } catch (error) {
    failWith(error, KIND_TEXT[kind].deleteFailed);
  }
}

export const IMPORT_FAILED = 'Failed to import the file';

/** POST /admin/{mcqs|fillintheblank}/import with the CSV text (text/csv) → data.report. */
export async function importQuestions(kind: 'mcq' | 'fib', csv: string): Promise<ImportReport> {
  try {
    const res = await adminApi.post(
      `${BANK[kind].base}/import`,
      'ZImportReportData',
      new Blob([csv], { type: 'text/csv' }),
    );
    return res.data.report;
  } catch (error) {
    failWith(error, IMPORT_FAILED);
  }
}
