import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ASSESS_MSG,
  type Attempt,
  type Submission,
  type Whizz,
  type WhizzResult,
} from '@app/shared';

import { newId } from '../../core/ids.ts';
import { whizzAttempts, type UserRow } from '../../db/schema/index.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../test/harness.ts';
import { ATTEMPT_MSG } from './whizz-attempt.service.ts';
import { submitExpiredAttempts } from './whizz-finalize.ts';
import { endWhizz, makeCoding, makeMcq, whizzBody } from './whizz.fixtures.ts';

let ctx: TestContext;
let staff: string;
type Person = { user: UserRow; cookie: string };
let ana: Person;
let ben: Person;
let codingId: string;
let mcqId: string;

const SOLVED = 'function add(a, b) {\n  return a + b;\n}';
/** Right only while a <= 4: passes the visible test (1 point of 4). */
const PARTIAL = 'function add(a, b) {\n  return a > 4 ? 0 : a + b;\n}';

async function person(firstName: string): Promise<Person> {
  const user = await createUser(ctx.db, { firstName, lastName: 'Coder' });
  return { user, cookie: await loginAs(ctx.app, user.phoneNumber!) };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await createUser(ctx.db, { role: 'instructor' });
  staff = await loginAs(ctx.app, admin.phoneNumber!);
  ana = await person('Ana');
  ben = await person('Ben');
  codingId = (await makeCoding(ctx.db, { points: 10 })).id;
  mcqId = (await makeMcq(ctx.db, { points: 2 })).id;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, session: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie: session },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function liveWhizz() {
  const res = await call(
    'POST',
    '/admin/whizz',
    staff,
    whizzBody({
      isPublic: true,
      totalScore: 50,
      questions: [
        { questionId: mcqId, type: 'MCQ' },
        { questionId: codingId, type: 'codingProblem' },
      ],
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.whizz as Whizz;
}

async function send(w: Whizz, p: Person, kind: 'run' | 'submit-code', code: string, extra = {}) {
  return call('POST', `/whizz/${w._id}/attempt/${kind}`, p.cookie, {
    questionId: codingId,
    language: 'javascript',
    code,
    ...extra,
  });
}

async function judged(w: Whizz, p: Person, id: string) {
  await ctx.app.jobs.drain();
  const res = await call('GET', `/whizz/${w._id}/attempt/submissions/${id}`, p.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.submission as Submission;
}

describe('coding questions in a whizz', () => {
  let w: Whizz;
  beforeAll(async () => {
    w = await liveWhizz();
    expect((await call('POST', `/whizz/${w._id}/attempt`, ana.cookie)).statusCode).toBe(201);
  });

  it('runs against the visible tests only', async () => {
    const res = await send(w, ana, 'run', SOLVED);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().message).toBe(ASSESS_MSG.submissionQueued);
    const queued = res.json().data.submission as Submission;
    expect(queued).toMatchObject({ kind: 'run', status: 'queued', total: 1 });
    const done = await judged(w, ana, queued._id);
    expect(done).toMatchObject({ status: 'done', verdict: 'Accepted', passed: 1, total: 1 });
    expect(done.tests[0]).toMatchObject({ isHidden: false, input: '1 2\n', stdout: '3\n' });
  }, 60_000);

  it('submits against every test, hidden ones redacted, points scaled to the question', async () => {
    const res = await send(w, ana, 'submit-code', PARTIAL);
    expect(res.statusCode, res.body).toBe(202);
    const done = await judged(w, ana, res.json().data.submission._id);
    expect(done).toMatchObject({
      kind: 'submit',
      status: 'done',
      verdict: 'Wrong Answer',
      passed: 1,
      total: 3,
      pointsEarned: 2.5,
      maxPoints: 10,
    });
    const hidden = done.tests.filter((t) => t.isHidden);
    expect(hidden).toHaveLength(2);
    for (const t of hidden) {
      expect(t.input).toBeUndefined();
      expect(t.expectedOutput).toBeUndefined();
      expect(t.stdout).toBeUndefined();
    }
    const attempt = (await call('GET', `/whizz/${w._id}/attempt`, ana.cookie)).json().data
      .attempt as Attempt;
    expect(attempt.questions[1]).toMatchObject({
      best: { pointsEarned: 2.5, passed: 1, total: 3 },
    });
    // the code sent is kept as the answer
    expect(attempt.answers[codingId]).toEqual({
      type: 'codingProblem',
      language: 'javascript',
      code: PARTIAL,
    });
  }, 60_000);

  it('counts the best submission when the attempt is submitted', async () => {
    const res = await send(w, ana, 'submit-code', SOLVED);
    await judged(w, ana, res.json().data.submission._id);
    // a worse one afterwards does not lower it
    const worse = await send(w, ana, 'submit-code', PARTIAL);
    await judged(w, ana, worse.json().data.submission._id);
    expect(
      (
        await call('PUT', `/whizz/${w._id}/attempt/answers/${mcqId}`, ana.cookie, {
          type: 'MCQ',
          selected: [1],
        })
      ).statusCode,
    ).toBe(200);
    const submitted = await call('POST', `/whizz/${w._id}/attempt/submit`, ana.cookie);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const result = submitted.json().data.result as WhizzResult;
    expect(result).toMatchObject({ rawPoints: 12, maxPoints: 12, score: 50 });
    expect(result.questions[1]).toMatchObject({
      type: 'codingProblem',
      outcome: 'correct',
      earned: 10,
      passed: 3,
      total: 3,
    });
    const [row] = await ctx.db
      .select()
      .from(whizzAttempts)
      .where(and(eq(whizzAttempts.whizzId, w._id), eq(whizzAttempts.userId, ana.user.id)));
    expect(row).toMatchObject({ problemsSolved: 1, breakdown: { [mcqId]: 2, [codingId]: 10 } });
    // and no more code afterwards
    const late = await send(w, ana, 'run', SOLVED);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ASSESS_MSG.attemptAlreadySubmitted);
  }, 90_000);

  it('shows a student only their own submissions', async () => {
    const other = await liveWhizz();
    expect((await call('POST', `/whizz/${other._id}/attempt`, ben.cookie)).statusCode).toBe(201);
    const mine = await send(other, ben, 'run', SOLVED);
    const id = mine.json().data.submission._id as string;
    expect(
      (await call('GET', `/whizz/${other._id}/attempt/submissions/${id}`, ana.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/whizz/${w._id}/attempt/submissions/${id}`, ben.cookie)).statusCode,
    ).toBe(404);
    const missing = await call(
      'GET',
      `/whizz/${other._id}/attempt/submissions/${newId()}`,
      ben.cookie,
    );
    expect(missing.json()).toEqual({ success: false, message: ASSESS_MSG.submissionNotFound });
    await ctx.app.jobs.drain();
  }, 60_000);

  it('refuses code for other questions, languages without a driver, and bad bodies', async () => {
    const other = await liveWhizz();
    expect((await call('POST', `/whizz/${other._id}/attempt`, ana.cookie)).statusCode).toBe(201);
    const python = await send(other, ana, 'run', 'print(3)', { language: 'python' });
    expect(python.statusCode).toBe(400);
    expect(python.json().message).toBe(ATTEMPT_MSG.languageNotOffered);
    const onMcq = await send(other, ana, 'run', SOLVED, { questionId: mcqId });
    expect(onMcq.statusCode).toBe(400);
    expect(onMcq.json().message).toBe(ASSESS_MSG.answerTypeMismatch);
    const elsewhere = await send(other, ana, 'run', SOLVED, { questionId: newId() });
    expect(elsewhere.json().message).toBe(ASSESS_MSG.questionNotInWhizz);
    const empty = await send(other, ana, 'run', '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data).toContainEqual({ field: 'code', message: ASSESS_MSG.sourceRequired });
    const ruby = await send(other, ana, 'run', 'puts 3', { language: 'ruby' });
    expect(ruby.json().data).toContainEqual({
      field: 'language',
      message: ASSESS_MSG.languageUnsupported,
    });
  });

  it('keeps at most four runs of an attempt waiting for the judge', async () => {
    const other = await liveWhizz();
    expect((await call('POST', `/whizz/${other._id}/attempt`, ana.cookie)).statusCode).toBe(201);
    for (let i = 0; i < 4; i++)
      expect((await send(other, ana, 'run', SOLVED)).statusCode).toBe(202);
    const fifth = await send(other, ana, 'run', SOLVED);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(ATTEMPT_MSG.tooManyPending);
    await ctx.app.jobs.drain();
    expect((await send(other, ana, 'run', SOLVED)).statusCode).toBe(202);
    await ctx.app.jobs.drain();
  }, 90_000);

  it('refuses code after the deadline and submits the attempt', async () => {
    const other = await liveWhizz();
    expect((await call('POST', `/whizz/${other._id}/attempt`, ana.cookie)).statusCode).toBe(201);
    await endWhizz(ctx.db, other._id);
    const res = await send(other, ana, 'submit-code', SOLVED);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ASSESS_MSG.timeUp);
    const [row] = await ctx.db
      .select()
      .from(whizzAttempts)
      .where(and(eq(whizzAttempts.whizzId, other._id), eq(whizzAttempts.userId, ana.user.id)));
    expect(row).toMatchObject({ status: 'submitted', autoSubmitted: true });
  });

  it('counts code sent before submission but judged after it', async () => {
    const other = await liveWhizz();
    expect((await call('POST', `/whizz/${other._id}/attempt`, ben.cookie)).statusCode).toBe(201);
    const res = await send(other, ben, 'submit-code', SOLVED);
    expect(res.statusCode).toBe(202);
    const early = await call('POST', `/whizz/${other._id}/attempt/submit`, ben.cookie);
    expect(early.json().data.result).toMatchObject({ rawPoints: 0, score: 0 });
    await ctx.app.jobs.drain();
    // the sweep works the score out again
    await submitExpiredAttempts(ctx.db, new Date());
    const [row] = await ctx.db
      .select()
      .from(whizzAttempts)
      .where(and(eq(whizzAttempts.whizzId, other._id), eq(whizzAttempts.userId, ben.user.id)));
    expect(row).toMatchObject({ rawPoints: 10, problemsSolved: 1, autoSubmitted: false });
    const result = await call('GET', `/whizz/${other._id}/result`, ben.cookie);
    expect(result.json().data.result).toMatchObject({ rawPoints: 10, maxPoints: 12 });
    expect(result.json().data.result.score).toBe(41.67);
  }, 60_000);

  it('re-scores a submitted attempt as soon as its late code is judged', async () => {
    const other = await liveWhizz();
    const cara = await person('Cara');
    expect((await call('POST', `/whizz/${other._id}/attempt`, cara.cookie)).statusCode).toBe(201);
    expect((await send(other, cara, 'submit-code', SOLVED)).statusCode).toBe(202);
    const early = await call('POST', `/whizz/${other._id}/attempt/submit`, cara.cookie);
    expect(early.json().data.result).toMatchObject({ rawPoints: 0 });
    await ctx.app.jobs.drain();
    // no sweep: the judge's listener counted it
    const result = await call('GET', `/whizz/${other._id}/result`, cara.cookie);
    expect(result.json().data.result).toMatchObject({ rawPoints: 10, maxPoints: 12 });
  }, 60_000);
});
