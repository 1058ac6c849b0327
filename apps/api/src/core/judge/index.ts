import { availableParallelism } from 'node:os';

import type { FastifyInstance } from 'fastify';

import {
  assembleProgram,
  byteLength,
  MAX_SOURCE_BYTES,
  type CodeLanguage,
  type PracticeAttempt,
  type Submission,
  type SubmissionKind,
} from '@app/shared';

import type { Tx } from '../../db/client.ts';
import type { CodeSubmissionRow, StoredTestCase } from '../../db/schema/assessments.ts';
import type { Job } from '../jobs/index.ts';
import { JudgeUnavailableError, type JudgeEngine } from './engine.ts';
import { grade } from './grade.ts';
import { createJudge0Engine } from './judge0.ts';
import { presentOutcome, programMap } from './present.ts';
import { createSandboxEngine } from './sandbox.ts';
import { findSubmission, insertSubmission, updateSubmission } from './submissions.repo.ts';

export { JudgeUnavailableError, JUDGE_UNAVAILABLE_BWRAP, type JudgeEngine } from './engine.ts';
export type { JudgeOutcome, JudgeRequest, RunResult, RunStatus } from './engine.ts';
export { grade, scorePoints } from './grade.ts';
export { presentOutcome, presentText, programMap } from './present.ts';
export { createJudge0Engine } from './judge0.ts';
export { createSandboxEngine } from './sandbox.ts';

export const JUDGE_QUEUE = 'judge';

export type NewSubmission = {
  kind: SubmissionKind;
  userId: string | null;
  problemId: string | null;
  attemptId?: string | null;
  whizzId?: string | null;
  language: CodeLanguage;
  /** what the student (or author) wrote */
  code: string;
  /** the problem's driver for this language ('' when none) */
  mainCode: string;
  /** the tests to run (visible ones for a run, all for a submit or check) */
  tests: StoredTestCase[];
  maxPoints: number;
};

export type JudgeJobPayload = {
  submissionId: string;
  mainCode: string;
  tests: StoredTestCase[];
};

/**
 * Records a queued submission and enqueues its judge job in the same transaction (pass the
 * transaction so both commit together). The row is filled in by the 'judge' worker.
 */
export async function enqueueSubmission(
  app: FastifyInstance,
  db: Tx,
  input: NewSubmission,
): Promise<CodeSubmissionRow> {
  const row = await insertSubmission(db, {
    kind: input.kind,
    status: 'queued',
    userId: input.userId,
    problemId: input.problemId,
    attemptId: input.attemptId ?? null,
    whizzId: input.whizzId ?? null,
    language: input.language,
    code: input.code,
    total: input.tests.length,
    maxPoints: input.maxPoints,
  });
  const payload: JudgeJobPayload = {
    submissionId: row.id,
    mainCode: input.mainCode,
    tests: input.tests.map((t) => ({
      input: t.input,
      expectedOutput: t.expectedOutput,
      isHidden: t.isHidden,
      points: t.points,
    })),
  };
  await app.jobs.enqueue(db, JUDGE_QUEUE, payload, {
    dedupeKey: `judge:${row.id}`,
    maxAttempts: 3,
  });
  return row;
}

type ScoreColumns = 'id' | 'kind' | 'status' | 'language' | 'verdict' | 'passed' | 'total';

/** What a submission is and scored, without its tests (a practice lesson's list of tries). */
export function submissionScore(
  row: Pick<CodeSubmissionRow, ScoreColumns | 'pointsEarned' | 'maxPoints' | 'createdAt'>,
): PracticeAttempt {
  return {
    _id: row.id,
    kind: row.kind,
    status: row.status,
    language: row.language,
    verdict: row.verdict ?? null,
    passed: row.passed,
    total: row.total,
    pointsEarned: Number(row.pointsEarned),
    maxPoints: Number(row.maxPoints),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The API shape of a submission; hidden tests lose their input, output and expected output. */
export function toSubmission(row: CodeSubmissionRow, opts: { redactHidden: boolean }): Submission {
  return {
    ...submissionScore(row),
    compileOutput: row.compileOutput,
    tests: row.tests.map((t) =>
      opts.redactHidden && t.isHidden
        ? {
            index: t.index,
            verdict: t.verdict,
            isHidden: true,
            points: t.points,
            timeMs: t.timeMs,
            memoryKb: t.memoryKb,
          }
        : t,
    ),
    error: row.error,
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

/** The engine the config asks for: Judge0 when JUDGE0_URL is set, the local sandbox otherwise. */
export function createJudgeEngine(app: FastifyInstance): JudgeEngine {
  const { judge } = app.config;
  if (judge.judge0Url) {
    return createJudge0Engine({ url: judge.judge0Url, authToken: judge.judge0AuthToken });
  }
  return createSandboxEngine({ log: app.log });
}

export function judgeConcurrency(app: FastifyInstance): number {
  return app.config.judge.concurrency || availableParallelism();
}

/** Judges one submission; safe to run again after a crash (it overwrites the same row). */
export async function judgeSubmission(
  app: FastifyInstance,
  engine: JudgeEngine,
  job: Job<JudgeJobPayload>,
): Promise<void> {
  const { submissionId, mainCode, tests } = job.payload;
  const db = app.db;
  const row = await findSubmission(db, submissionId);
  if (!row) return;
  await updateSubmission(db, submissionId, { status: 'running', error: '' });
  // A final outcome without a verdict (judge unavailable, too large, out of retries).
  const fail = async (message: string) => {
    await updateSubmission(db, submissionId, {
      status: 'error',
      error: message,
      finishedAt: new Date(),
    });
    app.metrics.judgeVerdicts.inc({ verdict: 'Judge Error' });
  };
  const source = assembleProgram(row.code, mainCode ?? '');
  if (byteLength(source) > MAX_SOURCE_BYTES * 2) {
    await fail('The program is too large to judge.');
    return;
  }
  let outcome;
  try {
    outcome = await engine.judge({
      language: row.language,
      source,
      inputs: tests.map((t) => t.input),
    });
  } catch (error) {
    if (error instanceof JudgeUnavailableError) {
      await fail(error.message);
      return;
    }
    if (job.attempts < job.maxAttempts) {
      await updateSubmission(db, submissionId, { status: 'queued' });
      throw error;
    }
    app.log.error({ err: error, submissionId }, 'judging failed');
    await fail('The code judge could not judge this submission. Please try again.');
    return;
  }
  // The student reads their own lines: not the driver's numbers, source or frames (present.ts).
  // Staff checking their problem's solutions also see where in their driver something failed.
  const map = programMap(row.language, row.code, mainCode ?? '', {
    showDriver: row.kind === 'check',
  });
  const shown = presentOutcome(outcome, map);
  const graded = grade(tests, shown, Number(row.maxPoints));
  const judged = await updateSubmission(db, submissionId, {
    status: 'done',
    verdict: graded.verdict,
    compileOutput: graded.compileOutput,
    tests: graded.tests,
    passed: graded.passed,
    total: graded.total,
    pointsEarned: graded.pointsEarned,
    error: '',
    finishedAt: new Date(),
  });
  app.metrics.judgeVerdicts.inc({ verdict: graded.verdict });
  for (const listener of judgedListeners.get(app.jobs) ?? []) {
    try {
      await listener(judged!);
    } catch (error) {
      // The verdict stands; whoever listens has its own backstop (e.g. the whizz sweep).
      app.log.error({ err: error, submissionId }, 'a listener of judged submissions failed');
    }
  }
}

type JudgedListener = (submission: CodeSubmissionRow) => Promise<void>;
/** Keyed by the app's job queue: one object shared by the app and every plugin inside it. */
const judgedListeners = new WeakMap<object, JudgedListener[]>();

/**
 * Runs `listener` each time this app's judge finishes a submission (after its row is saved),
 * e.g. to count a quiz answer judged after the attempt was submitted.
 */
export function onSubmissionJudged(app: FastifyInstance, listener: JudgedListener): void {
  judgedListeners.set(app.jobs, [...(judgedListeners.get(app.jobs) ?? []), listener]);
}

/** Registers the 'judge' job handler (one judging per core unless JUDGE_CONCURRENCY says). */
export function registerJudge(app: FastifyInstance, engine: JudgeEngine = createJudgeEngine(app)) {
  app.jobs.register<JudgeJobPayload>(JUDGE_QUEUE, (job) => judgeSubmission(app, engine, job), {
    concurrency: judgeConcurrency(app),
  });
}
