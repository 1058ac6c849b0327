import type { CodeLanguage, Verdict } from '@app/shared';

/** What an engine is asked to do: compile one program once and run it on every input. */
export type JudgeRequest = {
  language: CodeLanguage;
  /** the assembled program (student code inside the driver) */
  source: string;
  inputs: string[];
  /** stop after the first test that is not a clean run (default false: run them all) */
  stopOnFailure?: boolean;
};

/**
 * How one run ended. 'ok' means it exited normally; the caller compares the output and decides
 * Accepted or Wrong Answer.
 */
export type RunStatus =
  'ok' | Exclude<Verdict, 'Accepted' | 'Wrong Answer' | 'Compilation Error' | 'Syntax Error'>;

export type RunResult = {
  status: RunStatus;
  stdout: string;
  stderr: string;
  /** CPU time of the whole process tree */
  timeMs: number;
  /** peak resident memory of the process tree */
  memoryKb: number;
  /** elapsed time of the run as the server saw it (sandbox start-up included), when known */
  wallMs?: number;
  /** why a run failed in plain words ("Output limit exceeded", "Exited with code 1") */
  message?: string;
};

export type JudgeOutcome =
  | {
      compiled: false;
      compileOutput: string;
      /** an interpreted language's program did not parse (a 'Syntax Error', not a compile one) */
      isSyntaxError?: boolean;
    }
  | { compiled: true; compileOutput: string; runs: RunResult[] };

export interface JudgeEngine {
  readonly name: 'sandbox' | 'judge0';
  judge(request: JudgeRequest): Promise<JudgeOutcome>;
}

/** The engine cannot judge on this server (bubblewrap missing, Judge0 unreachable…). */
export class JudgeUnavailableError extends Error {}

export const JUDGE_UNAVAILABLE_BWRAP =
  'The code judge is not available on this server: install bubblewrap';
