import { JUDGE_LIMITS, type CodeLanguage } from '@app/shared';

import type { JudgeEngine, JudgeOutcome, JudgeRequest, RunResult } from './engine.ts';

/**
 * The Judge0 engine (JUDGE0_URL, optional JUDGE0_AUTH_TOKEN sent as X-Auth-Token): one batch
 * of submissions (one per test, base64) created with POST /submissions/batch, then polled with
 * GET /submissions/batch?tokens=… until none is queued or processing. Judge0 compiles per
 * submission; its statuses map onto our verdicts and outputs are compared by the caller.
 */

/** Judge0 CE language ids. */
export const JUDGE0_LANGUAGE_IDS: Record<CodeLanguage, number> = {
  cpp: 54, // C++ (GCC 9.2.0)
  java: 62, // Java (OpenJDK 13.0.1)
  javascript: 63, // JavaScript (Node.js 12.14.0)
  python: 71, // Python (3.8.1)
};

type Judge0Result = {
  token: string;
  stdout: string | null;
  stderr: string | null;
  compile_output: string | null;
  message: string | null;
  status: { id: number; description: string };
  time: string | null;
  memory: number | null;
};

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const unb64 = (s: string | null) => (s ? Buffer.from(s, 'base64').toString('utf8') : '');
const OUT_OF_MEMORY =
  /std::bad_alloc|MemoryError|java\.lang\.OutOfMemoryError|JavaScript heap out of memory/;

export type Judge0Options = {
  url: string;
  authToken?: string;
  /** between polls (default 500 ms) */
  pollMs?: number;
  /** give up after (default 30 s per test + 30 s) */
  timeoutMs?: number;
};

const INTERPRETED: ReadonlySet<CodeLanguage> = new Set(['python', 'javascript']);

/**
 * A program that did not parse, as the interpreter reports it before running anything: Python
 * prints the syntax error without a traceback; Node's stack holds only its own loader's frames.
 */
export function isLoadSyntaxError(language: CodeLanguage, stderr: string): boolean {
  const text = stderr.trim();
  if (language === 'python') {
    return (
      !text.includes('Traceback (most recent call last)') &&
      /^(SyntaxError|IndentationError|TabError): /m.test(text)
    );
  }
  return (
    /^SyntaxError: /m.test(text) &&
    !text.split('\n').some((l) => /^\s+at /.test(l) && !/\(node:|node:internal/.test(l))
  );
}

export function mapJudge0Status(r: Judge0Result): RunResult {
  const stdout = unb64(r.stdout);
  const stderr = unb64(r.stderr);
  const base = {
    stdout: stdout.slice(0, JUDGE_LIMITS.outputBytes),
    stderr,
    timeMs: Math.round(Number(r.time ?? 0) * 1000),
    memoryKb: Math.round(r.memory ?? 0),
  };
  const memoryKb = JUDGE_LIMITS.memoryBytes / 1024;
  const message = unb64(r.message) || r.status.description;
  if (Buffer.byteLength(stdout) > JUDGE_LIMITS.outputBytes || r.status.id === 8) {
    return { ...base, status: 'Runtime Error', message: 'Output limit exceeded' };
  }
  switch (r.status.id) {
    case 3:
    case 4:
      return { ...base, status: 'ok' };
    case 5:
      return { ...base, status: 'Time Limit Exceeded', message: 'Time limit exceeded' };
    default:
      if (OUT_OF_MEMORY.test(stderr) || (r.memory ?? 0) >= memoryKb) {
        return { ...base, status: 'Memory Limit Exceeded', message: 'Memory limit exceeded' };
      }
      return { ...base, status: 'Runtime Error', message };
  }
}

export function createJudge0Engine(opts: Judge0Options): JudgeEngine {
  const base = opts.url.replace(/\/+$/, '');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.authToken) headers['x-auth-token'] = opts.authToken;
  const pollMs = opts.pollMs ?? 500;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    if (!res.ok) throw new Error(`Judge0 ${method} ${path.split('?')[0]}: HTTP ${res.status}`);
    return (await res.json()) as T;
  }

  return {
    name: 'judge0',
    async judge(request: JudgeRequest): Promise<JudgeOutcome> {
      if (!request.inputs.length) return { compiled: true, compileOutput: '', runs: [] };
      const submissions = request.inputs.map((input) => ({
        language_id: JUDGE0_LANGUAGE_IDS[request.language],
        source_code: b64(request.source),
        stdin: b64(input),
        cpu_time_limit: JUDGE_LIMITS.cpuMs / 1000,
        wall_time_limit: JUDGE_LIMITS.wallMs / 1000,
        memory_limit: JUDGE_LIMITS.memoryBytes / 1024,
        max_processes_and_or_threads: JUDGE_LIMITS.processes,
        max_file_size: JUDGE_LIMITS.outputBytes / 1024,
        enable_network: false,
      }));
      const created = await call<{ token?: string; error?: string }[]>(
        'POST',
        '/submissions/batch?base64_encoded=true',
        { submissions },
      );
      const tokens = created.map((c) => {
        if (!c.token) throw new Error(`Judge0 refused a submission: ${c.error ?? 'no token'}`);
        return c.token;
      });
      const deadline = Date.now() + (opts.timeoutMs ?? 30_000 * tokens.length + 30_000);
      const fields = 'token,stdout,stderr,compile_output,message,status,time,memory';
      let results: Judge0Result[] = [];
      for (;;) {
        const page = await call<{ submissions: Judge0Result[] }>(
          'GET',
          `/submissions/batch?tokens=${tokens.join(',')}&base64_encoded=true&fields=${fields}`,
        );
        results = page.submissions;
        if (results.length === tokens.length && results.every((r) => r.status.id > 2)) break;
        if (Date.now() > deadline) throw new Error('Judge0 did not finish in time');
        await new Promise((r) => setTimeout(r, pollMs));
      }
      const internal = results.find((r) => r.status.id === 13);
      if (internal) throw new Error(`Judge0 internal error: ${unb64(internal.message)}`);
      const compileError = results.find((r) => r.status.id === 6);
      if (compileError) {
        return { compiled: false, compileOutput: unb64(compileError.compile_output) };
      }
      // Judge0 runs Python and JavaScript without a compile step: a program that does not parse
      // fails every run the same way, which is a syntax error, not a runtime one.
      const first = unb64(results[0]?.stderr ?? null);
      if (
        INTERPRETED.has(request.language) &&
        results.every((r) => r.status.id >= 7 && r.status.id <= 12) &&
        isLoadSyntaxError(request.language, first)
      ) {
        return { compiled: false, isSyntaxError: true, compileOutput: first };
      }
      return {
        compiled: true,
        compileOutput: unb64(results[0]?.compile_output ?? null),
        runs: results.map(mapJudge0Status),
      };
    },
  };
}
