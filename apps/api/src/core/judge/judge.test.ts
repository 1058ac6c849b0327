import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ZSubmission } from '@app/shared';

import { codeSubmissions, jobs, type StoredTestCase } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import {
  createSandboxEngine,
  enqueueSubmission,
  JUDGE_UNAVAILABLE_BWRAP,
  toSubmission,
  type NewSubmission,
} from './index.ts';

const tests: StoredTestCase[] = [
  { input: '1 2\n', expectedOutput: '3\n', isHidden: false, points: 1 },
  { input: '10 20\n', expectedOutput: '30', isHidden: false, points: 1 },
  { input: '100 -1\n', expectedOutput: '99\n', isHidden: true, points: 2 },
];

function submission(over: Partial<NewSubmission>): NewSubmission {
  return {
    kind: 'submit',
    userId: null,
    problemId: null,
    language: 'python',
    code: '',
    mainCode: '',
    tests,
    maxPoints: 10,
    ...over,
  };
}

async function row(id: string) {
  const [r] = await ctx.db.select().from(codeSubmissions).where(eq(codeSubmissions.id, id));
  return r!;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('judge through the job queue (local sandbox)', () => {
  it('queues a submission with its job in one transaction, then judges it', async () => {
    const queued = await ctx.db.transaction((tx) =>
      enqueueSubmission(
        ctx.app,
        tx,
        submission({
          code: 'def add(a, b):\n    return a + b\n',
          mainCode: '{{USER_CODE}}\na, b = map(int, input().split())\nprint(add(a, b))   \n',
        }),
      ),
    );
    expect(queued.status).toBe('queued');
    expect(queued.total).toBe(3);
    const [job] = await ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `judge:${queued.id}`));
    expect(job).toMatchObject({ queue: 'judge', status: 'queued' });
    expect(job!.payload).toMatchObject({ submissionId: queued.id });

    await ctx.app.jobs.drain();
    const done = await row(queued.id);
    expect(done).toMatchObject({
      status: 'done',
      verdict: 'Accepted',
      passed: 3,
      total: 3,
      pointsEarned: 10,
      error: '',
    });
    expect(done.finishedAt).toBeInstanceOf(Date);
    expect(done.tests.map((t) => t.verdict)).toEqual(['Accepted', 'Accepted', 'Accepted']);
    expect(done.tests[0]!.memoryKb).toBeGreaterThan(0);

    // staff see everything; students lose the hidden test's data
    const staff = ZSubmission.parse(toSubmission(done, { redactHidden: false }));
    expect(staff.tests[2]).toMatchObject({ input: '100 -1\n', stdout: '99\n', isHidden: true });
    const student = ZSubmission.parse(toSubmission(done, { redactHidden: true }));
    expect(student.tests[0]).toMatchObject({ input: '1 2\n', expectedOutput: '3\n' });
    expect(student.tests[2]).toEqual({
      index: 2,
      verdict: 'Accepted',
      isHidden: true,
      points: 2,
      timeMs: done.tests[2]!.timeMs,
      memoryKb: done.tests[2]!.memoryKb,
    });
    expect(student).toMatchObject({ _id: queued.id, kind: 'submit', maxPoints: 10 });
  });

  it('scores partial answers by test points and takes the first failing verdict', async () => {
    // wrong only for the hidden test (a negative number)
    const s = await enqueueSubmission(
      ctx.app,
      ctx.db,
      submission({
        language: 'cpp',
        code: '#include <cstdio>\nint main(){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n", b < 0 ? 0 : a+b);}',
        maxPoints: 8,
      }),
    );
    await ctx.app.jobs.drain();
    const done = await row(s.id);
    expect(done).toMatchObject({ status: 'done', verdict: 'Wrong Answer', passed: 2, total: 3 });
    expect(done.pointsEarned).toBe(4); // 2 of 4 points × 8
    expect(done.tests[2]).toMatchObject({ verdict: 'Wrong Answer', stdout: '0\n' });
  });

  it('a compilation error runs no test', async () => {
    const s = await enqueueSubmission(
      ctx.app,
      ctx.db,
      submission({ language: 'cpp', code: 'int main( { return 0 }' }),
    );
    await ctx.app.jobs.drain();
    const done = await row(s.id);
    expect(done).toMatchObject({
      status: 'done',
      verdict: 'Compilation Error',
      passed: 0,
      total: 3,
      pointsEarned: 0,
      tests: [],
    });
    expect(done.compileOutput).toMatch(/error/);
  });

  it("Python that does not parse is a Syntax Error shown at the student's own line", async () => {
    const s = await enqueueSubmission(
      ctx.app,
      ctx.db,
      submission({
        code: 'def add(a, b)\n    return a + b\n',
        mainCode:
          'import sys\n\n{{USER_CODE}}\na, b = map(int, input().split())\nprint(add(a, b))\n',
      }),
    );
    await ctx.app.jobs.drain();
    const done = await row(s.id);
    expect(done).toMatchObject({ status: 'done', verdict: 'Syntax Error', tests: [] });
    expect(done.compileOutput).toMatch(/^\s*File "solution\.py", line 1\n\s+def add\(a, b\)/);
    expect(done.compileOutput).not.toMatch(/<string>|main\.py|line 3/);
    expect(ZSubmission.parse(toSubmission(done, { redactHidden: true })).verdict).toBe(
      'Syntax Error',
    );
  });

  it('judging again after a crash overwrites the same row', async () => {
    const s = await enqueueSubmission(
      ctx.app,
      ctx.db,
      submission({ code: 'a, b = map(int, input().split())\nprint(a + b)\n' }),
    );
    await ctx.app.jobs.drain();
    const first = await row(s.id);
    // the worker "died" after judging: the job runs again
    await ctx.db
      .update(jobs)
      .set({ status: 'queued' })
      .where(eq(jobs.dedupeKey, `judge:${s.id}`));
    await ctx.app.jobs.drain();
    const again = await row(s.id);
    expect(again).toMatchObject({ status: 'done', verdict: 'Accepted', passed: 3 });
    expect(again.tests).toHaveLength(first.tests.length);
    const count = await ctx.db.select().from(codeSubmissions).where(eq(codeSubmissions.id, s.id));
    expect(count).toHaveLength(1);
  });
});

describe('judge without bubblewrap', () => {
  let noBwrap: TestContext;
  beforeAll(async () => {
    noBwrap = await createTestContext({
      judgeEngine: createSandboxEngine({ bwrapPath: '/nonexistent/bwrap' }),
    });
  });
  afterAll(() => noBwrap.close());

  it('ends the submission in status error with a plain message', async () => {
    const s = await enqueueSubmission(noBwrap.app, noBwrap.db, submission({ code: 'print(3)' }));
    await noBwrap.app.jobs.drain();
    const [done] = await noBwrap.db
      .select()
      .from(codeSubmissions)
      .where(eq(codeSubmissions.id, s.id));
    expect(done).toMatchObject({ status: 'error', error: JUDGE_UNAVAILABLE_BWRAP, verdict: null });
    const [job] = await noBwrap.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `judge:${s.id}`));
    expect(job!.status).toBe('done');
    expect(toSubmission(done!, { redactHidden: true }).error).toBe(JUDGE_UNAVAILABLE_BWRAP);
  });
});

/** A fake Judge0: the endpoints the engine calls, with outcomes chosen by markers in the code. */
type FakeSubmission = { language_id: number; source_code: string; stdin: string; polls: number };
function startFakeJudge0(token: string) {
  const store = new Map<string, FakeSubmission>();
  const seen = {
    batches: 0,
    polls: 0,
    auth: [] as (string | undefined)[],
    languages: [] as number[],
  };
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
  const unb64 = (s: string) => Buffer.from(s, 'base64').toString('utf8');
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seen.auth.push(req.headers['x-auth-token'] as string | undefined);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers['x-auth-token'] !== token) return json(401, { error: 'unauthorised' });
    if (
      url.pathname !== '/submissions/batch' ||
      url.searchParams.get('base64_encoded') !== 'true'
    ) {
      return json(404, { error: 'not found' });
    }
    if (req.method === 'POST') {
      seen.batches += 1;
      const body = JSON.parse(await read(req)) as { submissions: FakeSubmission[] };
      return json(
        201,
        body.submissions.map((s) => {
          const id = `tok-${store.size + 1}`;
          seen.languages.push(s.language_id);
          store.set(id, { ...s, polls: 0 });
          return { token: id };
        }),
      );
    }
    seen.polls += 1;
    const tokens = (url.searchParams.get('tokens') ?? '').split(',');
    return json(200, {
      submissions: tokens.map((t) => {
        const s = store.get(t)!;
        s.polls += 1;
        const source = unb64(s.source_code);
        const stdin = unb64(s.stdin);
        const base = { token: t, stdout: null, stderr: null, compile_output: null, message: null };
        if (s.polls === 1) return { ...base, status: { id: 2, description: 'Processing' } };
        if (source.includes('SYNTAX'))
          return {
            ...base,
            compile_output: b64('main.cpp:1: error: expected'),
            status: { id: 6, description: 'Compilation Error' },
          };
        if (source.includes('SLOW') && stdin.includes('-'))
          return {
            ...base,
            time: '2.1',
            memory: 900,
            status: { id: 5, description: 'Time Limit Exceeded' },
          };
        if (source.includes('CRASH') && stdin.includes('-'))
          return {
            ...base,
            stderr: b64('Segmentation fault'),
            message: b64('Exited with error status 139'),
            status: { id: 11, description: 'Runtime Error (NZEC)' },
          };
        const sum = stdin
          .split(/\s+/)
          .filter(Boolean)
          .reduce((a, b) => a + Number(b), 0);
        return {
          ...base,
          stdout: b64(`${sum}\n`),
          time: '0.012',
          memory: 3100,
          status: { id: 3, description: 'Accepted' },
        };
      }),
    });
  });
  return new Promise<{ url: string; seen: typeof seen; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        seen,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

describe('judge through Judge0 (JUDGE0_URL)', () => {
  let j0: TestContext;
  let fake: Awaited<ReturnType<typeof startFakeJudge0>>;
  beforeAll(async () => {
    fake = await startFakeJudge0('secret-token');
    j0 = await createTestContext({
      env: { JUDGE0_URL: fake.url, JUDGE0_AUTH_TOKEN: 'secret-token' },
    });
  });
  afterAll(async () => {
    await j0.close();
    await fake.close();
  });

  async function judge(code: string, language: NewSubmission['language'] = 'cpp') {
    const s = await enqueueSubmission(j0.app, j0.db, submission({ code, language }));
    await j0.app.jobs.drain();
    const [done] = await j0.db.select().from(codeSubmissions).where(eq(codeSubmissions.id, s.id));
    return done!;
  }

  it('sends one base64 batch, polls until done and grades the outputs', async () => {
    const before = fake.seen.batches;
    const done = await judge('int main(){}', 'java');
    expect(done).toMatchObject({
      status: 'done',
      verdict: 'Accepted',
      passed: 3,
      pointsEarned: 10,
    });
    expect(fake.seen.batches).toBe(before + 1);
    expect(fake.seen.polls).toBeGreaterThanOrEqual(2);
    expect(fake.seen.languages.at(-1)).toBe(62);
    expect(fake.seen.auth.every((a) => a === 'secret-token')).toBe(true);
    expect(done.tests[0]).toMatchObject({ timeMs: 12, memoryKb: 3100, stdout: '3\n' });
  });

  it('maps Judge0 statuses to verdicts', async () => {
    const slow = await judge('SLOW');
    expect(slow.verdict).toBe('Time Limit Exceeded');
    expect(slow.tests.map((t) => t.verdict)).toEqual([
      'Accepted',
      'Accepted',
      'Time Limit Exceeded',
    ]);
    const crash = await judge('CRASH', 'python');
    expect(crash.tests[2]!.verdict).toBe('Runtime Error');
    expect(crash.verdict).toBe('Runtime Error');
    expect(fake.seen.languages.at(-1)).toBe(71);
    const ce = await judge('SYNTAX', 'javascript');
    expect(ce).toMatchObject({ verdict: 'Compilation Error', tests: [] });
    expect(ce.compileOutput).toContain('expected');
  });
});
