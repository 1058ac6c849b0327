import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { jobs, type StoredTestCase } from '../db/schema/index.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { startTestSmtp } from '../test/smtp.ts';
import { loadConfig } from './config.ts';
import {
  enqueueSubmission,
  JUDGE_QUEUE,
  JudgeUnavailableError,
  type JudgeEngine,
} from './judge/index.ts';
import { createMailer } from './mailer.ts';

/** Prints what it is told to print: the program's text is the output of every run. */
const echoEngine: JudgeEngine = {
  name: 'sandbox',
  async judge(request) {
    if (request.source.includes('unavailable')) throw new JudgeUnavailableError('no judge here');
    return {
      compiled: true,
      compileOutput: '',
      runs: request.inputs.map(() => ({
        status: 'ok' as const,
        stdout: request.source,
        stderr: '',
        timeMs: 1,
        memoryKb: 1,
      })),
    };
  },
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ judgeEngine: echoEngine });
});
afterAll(() => ctx.close());

type Sample = { name: string; labels: Record<string, string>; value: number };
function parse(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]!] = l[2]!;
    out.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return out;
}

async function scrape(headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return { text: res.body, samples: parse(res.body) };
}

function valueOf(samples: Sample[], name: string, labels: Record<string, string>) {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  return found.length ? found.reduce((n, s) => n + s.value, 0) : undefined;
}

describe('GET /metrics', () => {
  it('counts requests by route pattern, method and status; unknown URLs share one label', async () => {
    for (const id of ['aaaaaaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbbbbbb']) {
      await ctx.app.inject({ method: 'GET', url: `/api/v1/courses/${id}` });
    }
    await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such/1' });
    await ctx.app.inject({ method: 'GET', url: '/wp-admin/setup.php?x=2' });
    await ctx.app.inject({ method: 'GET', url: '/healthz' });
    await scrape();
    const { text, samples } = await scrape();

    const req = 'kodeschool_http_requests_total';
    const course = { route: '/api/v1/courses/:id', method: 'GET' };
    expect(valueOf(samples, req, course)).toBe(2);
    expect(valueOf(samples, req, { route: 'unknown', method: 'GET', status: '404' })).toBe(2);
    expect(valueOf(samples, req, { route: '/healthz', method: 'GET', status: '200' })).toBe(1);
    expect(
      valueOf(samples, 'kodeschool_http_request_duration_seconds_count', {
        route: '/healthz',
        status: '200',
      }),
    ).toBe(1);
    // Never a raw URL, and /metrics does not count itself.
    expect(text).not.toContain('aaaaaaaa');
    expect(text).not.toContain('wp-admin');
    expect(text).not.toContain('route="/metrics"');
    // The process's default metrics come along.
    expect(valueOf(samples, 'process_cpu_user_seconds_total', {})).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_eventloop_lag_seconds', {})).toBeDefined();
  });

  it('counts judge verdicts when they are final', async () => {
    const tests: StoredTestCase[] = [
      { input: '', expectedOutput: '3', isHidden: false, points: 1 },
    ];
    const submit = (code: string) =>
      ctx.db.transaction((tx) =>
        enqueueSubmission(ctx.app, tx, {
          kind: 'run',
          userId: null,
          problemId: null,
          language: 'javascript',
          code,
          mainCode: '',
          tests,
          maxPoints: 1,
        }),
      );
    await submit('3');
    await submit('4');
    await submit('4');
    await submit('unavailable');
    await ctx.app.jobs.drain();
    const { samples } = await scrape();
    const verdicts = 'kodeschool_judge_verdicts_total';
    expect(valueOf(samples, verdicts, { verdict: 'Accepted' })).toBe(1);
    expect(valueOf(samples, verdicts, { verdict: 'Wrong Answer' })).toBe(2);
    expect(valueOf(samples, verdicts, { verdict: 'Judge Error' })).toBe(1);
  });

  it('counts e-mail outcomes: outbox logged, SMTP sent and refused', async () => {
    const mail = { to: 'asha@example.com', subject: 'Hello', text: 'Hi' };
    await ctx.app.mailer.send(ctx.db, mail);
    const smtp = await startTestSmtp({ parse: false });
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url });
    const mailer = createMailer(config, ctx.app.log, ctx.app.metrics);
    try {
      await mailer.send(ctx.db, mail);
      smtp.rejectNext('bounce@example.com');
      await expect(mailer.send(ctx.db, { ...mail, to: 'bounce@example.com' })).rejects.toThrow();
    } finally {
      mailer.close();
      await smtp.close();
    }
    const { samples } = await scrape();
    const email = 'kodeschool_email_total';
    expect(valueOf(samples, email, { transport: 'outbox', outcome: 'logged' })).toBe(1);
    expect(valueOf(samples, email, { transport: 'smtp', outcome: 'sent' })).toBe(1);
    expect(valueOf(samples, email, { transport: 'smtp', outcome: 'failed' })).toBe(1);
  });

  it('job queue depth and the oldest due job age per queue, read at scrape time', async () => {
    const a = await ctx.app.jobs.enqueue(ctx.db, JUDGE_QUEUE, { submissionId: 'x' });
    await ctx.app.jobs.enqueue(ctx.db, JUDGE_QUEUE, { submissionId: 'y' });
    // a retry waiting for its backoff is queued but not yet due
    await ctx.app.jobs.enqueue(
      ctx.db,
      JUDGE_QUEUE,
      { submissionId: 'z' },
      {
        runAt: new Date(Date.now() + 3_600_000),
      },
    );
    await ctx.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '5 minutes'` })
      .where(eq(jobs.id, a.id));
    const { samples } = await scrape();
    const judge = { queue: JUDGE_QUEUE };
    expect(valueOf(samples, 'kodeschool_jobs_queued', judge)).toBe(3);
    expect(valueOf(samples, 'kodeschool_jobs_running', judge)).toBe(0);
    const age = valueOf(samples, 'kodeschool_jobs_oldest_queued_age_seconds', judge)!;
    expect(age).toBeGreaterThanOrEqual(299);
    expect(age).toBeLessThan(400);
    // every queue with a handler is there, empty ones at 0
    const queues = samples.filter((s) => s.name === 'kodeschool_jobs_queued');
    expect(queues.length).toBe(ctx.app.jobs.queues().length);
    expect(queues.filter((s) => s.labels.queue !== JUDGE_QUEUE).every((s) => s.value === 0)).toBe(
      true,
    );
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let guarded: TestContext;
  beforeAll(async () => {
    guarded = await createTestContext({ config: { metricsToken: 'scrape-token-0123456789' } });
  });
  afterAll(() => guarded.close());

  it('needs Authorization: Bearer <token>; 401 with the envelope otherwise', async () => {
    const get = (authorization?: string) =>
      guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
    for (const bad of [
      undefined,
      'Bearer wrong',
      'Bearer scrape-token-012345678',
      'Basic scrape-token-0123456789',
    ]) {
      const res = await get(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
    const ok = await get('Bearer scrape-token-0123456789');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('kodeschool_http_requests_total');
    expect(ok.body).not.toContain('route="/metrics"');
  });
});
