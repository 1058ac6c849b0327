import { normaliseOutput, type TestResult, type Verdict } from '@app/shared';

import type { StoredTestCase } from '../../db/schema/assessments.ts';
import type { JudgeOutcome } from './engine.ts';

/** Texts kept per test on the submission row. */
export const KEEP_CHARS = 4096;

export function clip(text: string, max = KEEP_CHARS): string {
  return text.length > max ? `${text.slice(0, max)}\n… (cut)` : text;
}

export type Graded = {
  verdict: Verdict;
  compileOutput: string;
  tests: TestResult[];
  passed: number;
  total: number;
  pointsEarned: number;
};

/** Passed tests' points as a share of all the tests' points, scaled to maxPoints (2 decimals). */
export function scorePoints(tests: StoredTestCase[], passed: boolean[], maxPoints: number): number {
  const all = tests.reduce((s, t) => s + Math.max(0, t.points || 0), 0);
  const got = tests.reduce((s, t, i) => s + (passed[i] ? Math.max(0, t.points || 0) : 0), 0);
  const share =
    all > 0 ? got / all : tests.length ? passed.filter(Boolean).length / tests.length : 0;
  return Math.round(share * maxPoints * 100) / 100;
}

/** Turns an engine's raw runs into verdicts: the overall one is the first non-Accepted test's. */
export function grade(tests: StoredTestCase[], outcome: JudgeOutcome, maxPoints: number): Graded {
  if (!outcome.compiled) {
    return {
      verdict: outcome.isSyntaxError ? 'Syntax Error' : 'Compilation Error',
      compileOutput: clip(outcome.compileOutput, 16_384),
      tests: [],
      passed: 0,
      total: tests.length,
      pointsEarned: 0,
    };
  }
  const results: TestResult[] = tests.map((t, index) => {
    const run = outcome.runs[index];
    let verdict: Verdict;
    if (!run) verdict = 'Runtime Error';
    else if (run.status !== 'ok') verdict = run.status;
    else
      verdict =
        normaliseOutput(run.stdout) === normaliseOutput(t.expectedOutput)
          ? 'Accepted'
          : 'Wrong Answer';
    const stderr = run ? [run.message, run.stderr].filter(Boolean).join('\n') : 'Not run';
    return {
      index,
      verdict,
      isHidden: t.isHidden,
      points: t.points,
      timeMs: Math.round(run?.timeMs ?? 0),
      memoryKb: Math.round(run?.memoryKb ?? 0),
      input: clip(t.input),
      expectedOutput: clip(t.expectedOutput),
      stdout: clip(run?.stdout ?? ''),
      stderr: clip(stderr),
    };
  });
  const passedFlags = results.map((r) => r.verdict === 'Accepted');
  return {
    verdict: results.find((r) => r.verdict !== 'Accepted')?.verdict ?? 'Accepted',
    compileOutput: clip(outcome.compileOutput, 16_384),
    tests: results,
    passed: passedFlags.filter(Boolean).length,
    total: tests.length,
    pointsEarned: scorePoints(tests, passedFlags, maxPoints),
  };
}
