import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ASSESS_MSG,
  type Attempt,
  type StudentWhizz,
  type Whizz,
  type WhizzBody,
  type WhizzResult,
} from '@app/shared';

import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import {
  kodexContests,
  kodexRegistrations,
  whizzAttempts,
  type BatchRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../test/harness.ts';
import { saveAnswer } from './whizz-attempt.service.ts';
import { submitExpiredAttempts } from './whizz-finalize.ts';
import {
  endWhizz,
  enrol,
  makeCoding,
  makeCourse,
  makeFib,
  makeMcq,
  shiftBack,
  whizzBody,
} from './whizz.fixtures.ts';

let ctx: TestContext;
let staff: string;
type Person = { user: UserRow; cookie: string };
let ana: Person; // active in the weekend batch
let ben: Person; // active in the evening batch only
let cara: Person; // cancelled in the weekend batch
let dev: Person; // no enrolment
let weekend: BatchRow;
let evening: BatchRow;
let singleId: string;
let multipleId: string;
let fibId: string;
let codingId: string;

async function person(firstName: string, lastName: string): Promise<Person> {
  const user = await createUser(ctx.db, { firstName, lastName });
  return { user, cookie: await loginAs(ctx.app, user.phoneNumber!) };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await createUser(ctx.db, { role: 'admin' });
  staff = await loginAs(ctx.app, admin.phoneNumber!);
  ana = await person('Ana', 'Rao');
  ben = await person('Ben', 'Das');
  cara = await person('Cara', 'Nair');
  dev = await person('Dev', 'Shah');
  const course = await makeCourse(ctx.db, 'Full Stack', ['Weekend', 'Evening']);
  [weekend, evening] = course.batches as [BatchRow, BatchRow];
  await enrol(ctx.db, ana.user.id, weekend);
  await enrol(ctx.db, ben.user.id, evening);
  await enrol(ctx.db, cara.user.id, weekend, 'cancelled');
  singleId = (await makeMcq(ctx.db, { selectionType: 'single', correct: [1], points: 2 })).id;
  multipleId = (
    await makeMcq(ctx.db, {
      selectionType: 'multiple',
      correct: [0, 2],
      points: 3,
      text: 'Which are primitive types?',
    })
  ).id;
  fibId = (await makeFib(ctx.db, { answer: 'Event Loop', points: 3 })).id;
  codingId = (await makeCoding(ctx.db, { points: 10 })).id;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, session: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: session ? { cookie: session } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const QUESTIONS = () => [
  { questionId: singleId, type: 'MCQ' as const },
  { questionId: multipleId, type: 'MCQ' as const },
  { questionId: fibId, type: 'FillInTheBlank' as const },
  { questionId: codingId, type: 'codingProblem' as const },
];

async function makeWhizz(overrides: Partial<WhizzBody> = {}) {
  const res = await call(
    'POST',
    '/admin/whizz',
    staff,
    whizzBody({
      batches: [{ batchId: weekend.id, isActive: true }],
      questions: QUESTIONS(),
      ...overrides,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.whizz as Whizz;
}

const start = (w: { _id: string }, p: Person) => call('POST', `/whizz/${w._id}/attempt`, p.cookie);
const answer = (w: { _id: string }, p: Person, questionId: string, body: unknown) =>
  call('PUT', `/whizz/${w._id}/attempt/answers/${questionId}`, p.cookie, body);
const myList = async (p: Person) => {
  const res = await call('GET', '/whizz', p.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { whizz: StudentWhizz[]; serverNow: string };
};
const attemptRow = async (w: { _id: string }, p: Person) =>
  (
    await ctx.db
      .select()
      .from(whizzAttempts)
      .where(and(eq(whizzAttempts.whizzId, w._id), eq(whizzAttempts.userId, p.user.id)))
  )[0];

describe('who may take a whizz', () => {
  it('a student actively enrolled in one of its active batches', async () => {
    const w = await makeWhizz({ title: 'Weekend quiz' });
    const listed = (await myList(ana)).whizz.find((x) => x._id === w._id);
    expect(listed).toMatchObject({
      state: 'live',
      attempt: null,
      questionCount: 4,
      totalScore: 100,
    });
    const res = await start(w, ana);
    expect(res.statusCode, res.body).toBe(201);
    for (const other of [ben, cara, dev]) {
      expect((await myList(other)).whizz.map((x) => x._id)).not.toContain(w._id);
      const refused = await start(w, other);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, message: ASSESS_MSG.whizzNotOpenToYou });
    }
  });

  it('not through a whizz batch that is switched off', async () => {
    const w = await makeWhizz({
      batches: [
        { batchId: weekend.id, isActive: false },
        { batchId: evening.id, isActive: true },
      ],
    });
    expect((await myList(ana)).whizz.map((x) => x._id)).not.toContain(w._id);
    expect((await start(w, ana)).statusCode).toBe(403);
    expect((await start(w, ben)).statusCode).toBe(201);
  });

  it('anyone signed in for an external whizz (not when Paused); nobody anonymous', async () => {
    const w = await makeWhizz({ isPublic: true, batches: [] });
    expect((await myList(dev)).whizz.map((x) => x._id)).toContain(w._id);
    expect((await start(w, dev)).statusCode).toBe(201);
    expect((await call('GET', '/whizz', '')).statusCode).toBe(401);
    expect((await call('POST', `/whizz/${w._id}/attempt`, '')).statusCode).toBe(401);

    const paused = await makeWhizz({
      isPublic: true,
      batches: [{ batchId: evening.id, isActive: false }],
    });
    expect((await myList(dev)).whizz.map((x) => x._id)).not.toContain(paused._id);
    expect((await start(paused, dev)).statusCode).toBe(403);
  });

  it("a Kodex contest's whizz only with a registration for the user's phone", async () => {
    const w = await makeWhizz({
      isPublic: true,
      batches: [],
      questions: [{ questionId: codingId, type: 'codingProblem' }],
    });
    const [contest] = await ctx.db
      .insert(kodexContests)
      .values({
        whizzId: w._id,
        title: 'Kodex Spring',
        registrationOpensAt: new Date(Date.now() - 86_400_000),
        registrationClosesAt: new Date(Date.now() - 60_000),
      })
      .returning();
    // reached from /kodex only
    expect((await myList(dev)).whizz.map((x) => x._id)).not.toContain(w._id);
    const refused = await start(w, dev);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ASSESS_MSG.kodexNotRegistered);
    const [reg] = await ctx.db
      .insert(kodexRegistrations)
      .values({
        contestId: contest!.id,
        name: 'Dev Shah',
        email: 'dev.shah@example.com',
        phone: dev.user.phoneNumber!,
        organisation: 'IIT Madras',
        year: '2nd year',
        experience: 'beginner',
      })
      .returning();
    expect((await start(w, dev)).statusCode).toBe(201);
    const [after] = await ctx.db
      .select()
      .from(kodexRegistrations)
      .where(eq(kodexRegistrations.id, reg!.id));
    expect(after!.userId).toBe(dev.user.id);
    // a batch student is no exception
    expect((await start(w, ana)).json().message).toBe(ASSESS_MSG.kodexNotRegistered);
  });

  it('only while live: not before the start, not after the end', async () => {
    const upcoming = await makeWhizz({ startDate: new Date(Date.now() + 3_600_000).toISOString() });
    const finished = await makeWhizz({ startDate: new Date(Date.now() - 7_200_000).toISOString() });
    const list = await myList(ana);
    expect(list.whizz.find((x) => x._id === upcoming._id)?.state).toBe('upcoming');
    expect(list.whizz.find((x) => x._id === finished._id)?.state).toBe('finished');
    expect(Math.abs(Date.parse(list.serverNow) - Date.now())).toBeLessThan(5_000);
    const early = await start(upcoming, ana);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(ASSESS_MSG.whizzNotStarted);
    const late = await start(finished, ana);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ASSESS_MSG.whizzEnded);
    expect(await attemptRow(upcoming, ana)).toBeUndefined();
  });

  it('answers Whizz not found for unknown ids', async () => {
    for (const id of [newId(), 'nope']) {
      const res = await call('POST', `/whizz/${id}/attempt`, ana.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ASSESS_MSG.whizzNotFound);
    }
  });
});

describe("a batch's quizzes in the classroom (issue 17)", () => {
  const batchList = (batchId: string, p: Person | { cookie: string }) =>
    call('GET', `/classroom/${batchId}/whizz`, p.cookie);

  it("lists the batch's whizzes (not those of other batches or switched off) with my score", async () => {
    const mine = await makeWhizz({ title: 'Batch quiz' });
    const off = await makeWhizz({
      title: 'Switched off',
      batches: [
        { batchId: weekend.id, isActive: false },
        { batchId: evening.id, isActive: true },
      ],
    });
    const external = await makeWhizz({ title: 'Open to all', isPublic: true, batches: [] });
    expect((await start(mine, ana)).statusCode).toBe(201);
    const res = await batchList(weekend.id, ana);
    expect(res.statusCode, res.body).toBe(200);
    const { whizz, serverNow } = res.json().data as { whizz: StudentWhizz[]; serverNow: string };
    expect(Date.parse(serverNow)).toBeGreaterThan(0);
    const ids = whizz.map((w) => w._id);
    expect(ids).toContain(mine._id);
    expect(ids).not.toContain(off._id);
    expect(ids).not.toContain(external._id);
    expect(whizz.find((w) => w._id === mine._id)).toMatchObject({
      state: 'live',
      attempt: { status: 'in_progress' },
    });
    // the evening batch lists the whizz switched on for it
    const evening_ = (await batchList(evening.id, ben)).json().data.whizz as StudentWhizz[];
    expect(evening_.map((w) => w._id)).toContain(off._id);
  });

  it('is for students with an active place in the batch only (404 otherwise)', async () => {
    for (const [batchId, p] of [
      [weekend.id, ben],
      [weekend.id, cara],
      [weekend.id, dev],
      ['not-an-id', ana],
      [newId(), ana],
    ] as const) {
      const res = await batchList(batchId, p);
      expect(res.statusCode, `${batchId}`).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Batch not found' });
    }
    expect((await batchList(weekend.id, { cookie: '' })).statusCode).toBe(401);
  });
});

describe('taking a whizz', () => {
  let w: Whizz;
  beforeAll(async () => {
    w = await makeWhizz({ title: 'Closures and loops', totalScore: 100 });
  });

  it('starts once and resumes after that', async () => {
    const first = await start(w, ana);
    expect(first.statusCode, first.body).toBe(201);
    const attempt = first.json().data.attempt as Attempt;
    expect(attempt).toMatchObject({
      whizzId: w._id,
      title: 'Closures and loops',
      status: 'in_progress',
      deadline: w.endsAt,
      tabSwitches: 0,
      answers: {},
    });
    expect(attempt.questions.map((q) => q.type)).toEqual([
      'MCQ',
      'MCQ',
      'FillInTheBlank',
      'codingProblem',
    ]);
    expect(attempt.questions[0]).toMatchObject({
      options: ['var', 'let', 'const', 'function'],
      selectionType: 'single',
      points: 2,
    });
    expect(attempt.questions[3]).toMatchObject({
      title: 'Add two numbers',
      boilerplate: [{ language: 'javascript', code: expect.stringContaining('function add') }],
      sampleTests: [{ input: '1 2\n', expectedOutput: '3' }],
      hiddenTestCount: 2,
      best: null,
    });
    // nothing that gives the answers away
    expect(first.body).not.toMatch(/isCorrect|correctAnswer|Event Loop|mainCode|readFileSync|5 7/);
    const again = await start(w, ana);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.attempt._id).toBe(attempt._id);
  });

  it('saves answers as given; they come back on reload', async () => {
    const single = await answer(w, ana, singleId, { type: 'MCQ', selected: [1] });
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json()).toEqual({
      success: true,
      message: ASSESS_MSG.answerSaved,
      data: { answer: { type: 'MCQ', selected: [1] } },
    });
    expect((await answer(w, ana, multipleId, { type: 'MCQ', selected: [0] })).statusCode).toBe(200);
    expect(
      (await answer(w, ana, fibId, { type: 'FillInTheBlank', text: '  event LOOP ' })).statusCode,
    ).toBe(200);
    // the last answer wins
    expect((await answer(w, ana, multipleId, { type: 'MCQ', selected: [2] })).statusCode).toBe(200);
    const res = await call('GET', `/whizz/${w._id}/attempt`, ana.cookie);
    expect(res.json().data.attempt.answers).toEqual({
      [singleId]: { type: 'MCQ', selected: [1] },
      [multipleId]: { type: 'MCQ', selected: [2] },
      [fibId]: { type: 'FillInTheBlank', text: '  event LOOP ' },
    });
  });

  it('refuses answers that do not fit the question', async () => {
    const cases: [string, unknown, string][] = [
      [singleId, { type: 'MCQ', selected: [0, 1] }, ASSESS_MSG.answerTypeMismatch],
      [singleId, { type: 'MCQ', selected: [4] }, ASSESS_MSG.answerTypeMismatch],
      [singleId, { type: 'FillInTheBlank', text: 'let' }, ASSESS_MSG.answerTypeMismatch],
      [fibId, { type: 'MCQ', selected: [0] }, ASSESS_MSG.answerTypeMismatch],
      [newId(), { type: 'MCQ', selected: [0] }, ASSESS_MSG.questionNotInWhizz],
    ];
    for (const [questionId, body, message] of cases) {
      const res = await answer(w, ana, questionId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    for (const body of [
      { type: 'MCQ', selected: [-1] },
      { type: 'MCQ' },
      { type: 'Essay', text: 'x' },
      {},
    ]) {
      const res = await answer(w, ana, singleId, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Validation Error');
    }
    const row = await attemptRow(w, ana);
    expect(row!.answers[singleId]).toEqual({ type: 'MCQ', selected: [1] });
  });

  it('needs a started attempt', async () => {
    const res = await answer(w, ben, singleId, { type: 'MCQ', selected: [1] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ASSESS_MSG.attemptNotFound);
    expect((await call('GET', `/whizz/${w._id}/attempt`, ben.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/whizz/${w._id}/result`, ben.cookie)).json().message).toBe(
      ASSESS_MSG.attemptNotFound,
    );
  });

  it('counts tab switches', async () => {
    for (const n of [1, 2]) {
      const res = await call('POST', `/whizz/${w._id}/attempt/tab-switch`, ana.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.tabSwitches).toBe(n);
    }
  });

  it('shows no result before submission', async () => {
    const res = await call('GET', `/whizz/${w._id}/result`, ana.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ASSESS_MSG.resultNotReady);
  });

  it('scores on submission, without correct answers while the whizz is live', async () => {
    const res = await call('POST', `/whizz/${w._id}/attempt/submit`, ana.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ASSESS_MSG.attemptSubmitted);
    const result = res.json().data.result as WhizzResult;
    // single 2 + multiple 3 (exactly [0,2]? no: [2]) 0 + blank 3 + coding 0 of 18
    expect(result).toMatchObject({
      whizzId: w._id,
      rawPoints: 5,
      maxPoints: 18,
      score: 27.78,
      totalScore: 100,
      autoSubmitted: false,
      rank: 1,
      participants: 1,
      whizzEnded: false,
    });
    expect(result.questions.map((q) => [q.outcome, q.earned, q.correctAnswer])).toEqual([
      ['correct', 2, null],
      ['wrong', 0, null],
      ['correct', 3, null],
      ['unanswered', 0, null],
    ]);
    expect(result.questions[3]).toMatchObject({ passed: 0, total: 3, answer: null });
    const row = await attemptRow(w, ana);
    expect(row).toMatchObject({
      status: 'submitted',
      score: 27.78,
      rawPoints: 5,
      maxPoints: 18,
      problemsSolved: 0,
      breakdown: { [singleId]: 2, [multipleId]: 0, [fibId]: 3, [codingId]: 0 },
    });
    expect(row!.timeTakenSeconds).toBeGreaterThanOrEqual(0);
    expect(row!.timeTakenSeconds).toBeLessThan(120);
    const list = await myList(ana);
    expect(list.whizz.find((x) => x._id === w._id)?.attempt).toMatchObject({
      status: 'submitted',
      score: 27.78,
    });
  });

  it('takes nothing more once submitted', async () => {
    const late = await answer(w, ana, multipleId, { type: 'MCQ', selected: [0, 2] });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ASSESS_MSG.attemptAlreadySubmitted);
    for (const url of ['/attempt', '/attempt/submit', '/attempt/tab-switch']) {
      const res = await call('POST', `/whizz/${w._id}${url}`, ana.cookie);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toBe(ASSESS_MSG.attemptAlreadySubmitted);
    }
    expect((await attemptRow(w, ana))!.score).toBe(27.78);
  });

  it('reveals the correct answers once the whizz has ended', async () => {
    await endWhizz(ctx.db, w._id);
    const res = await call('GET', `/whizz/${w._id}/result`, ana.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data.result as WhizzResult;
    expect(result.whizzEnded).toBe(true);
    expect(result.questions.map((q) => q.correctAnswer)).toEqual([[1], [0, 2], 'Event Loop', null]);
  });
});

describe('the time limit', () => {
  it('saves answers before the deadline; at it the attempt is submitted and answers refused', async () => {
    const w = await makeWhizz();
    expect((await start(w, ana)).statusCode).toBe(201);
    const row = (await attemptRow(w, ana))!;
    const deps = { db: ctx.db, app: ctx.app };
    const who = { id: ana.user.id, phoneNumber: ana.user.phoneNumber };
    const just = new Date(row.deadline.getTime() - 1);
    await expect(
      saveAnswer(deps, who, w._id, singleId, { type: 'MCQ', selected: [1] }, just),
    ).resolves.toEqual({ type: 'MCQ', selected: [1] });
    const at = saveAnswer(
      deps,
      who,
      w._id,
      fibId,
      { type: 'FillInTheBlank', text: 'event loop' },
      row.deadline,
    );
    await expect(at).rejects.toBeInstanceOf(AppError);
    await expect(at).rejects.toMatchObject({ statusCode: 409, message: ASSESS_MSG.timeUp });
    const after = (await attemptRow(w, ana))!;
    expect(after).toMatchObject({
      status: 'submitted',
      autoSubmitted: true,
      submittedAt: row.deadline,
      answers: { [singleId]: { type: 'MCQ', selected: [1] } },
      rawPoints: 2,
    });
    // capped at the duration
    expect(after.timeTakenSeconds).toBeLessThanOrEqual(30 * 60);
  });

  it('answers 409 time up over HTTP once the deadline has passed', async () => {
    const w = await makeWhizz();
    expect((await start(w, ana)).statusCode).toBe(201);
    expect((await answer(w, ana, singleId, { type: 'MCQ', selected: [1] })).statusCode).toBe(200);
    await endWhizz(ctx.db, w._id, 10);
    const res = await answer(w, ana, fibId, { type: 'FillInTheBlank', text: 'event loop' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: ASSESS_MSG.timeUp });
    const row = (await attemptRow(w, ana))!;
    expect(row).toMatchObject({ status: 'submitted', autoSubmitted: true, rawPoints: 2 });
    expect(row.answers[fibId]).toBeUndefined();
    // submitted at the deadline: the attempt ran until the whizz ended
    expect(row.submittedAt).toEqual(row.deadline);
    expect(row.timeTakenSeconds).toBe(
      Math.round((row.deadline.getTime() - row.startedAt.getTime()) / 1000),
    );
    const result = await call('GET', `/whizz/${w._id}/result`, ana.cookie);
    expect(result.json().data.result).toMatchObject({ autoSubmitted: true, score: 11.11 });
  });

  it('the sweep submits expired attempts and leaves running ones alone', async () => {
    const w = await makeWhizz();
    const running = await makeWhizz();
    expect((await start(w, ana)).statusCode).toBe(201);
    expect((await start(running, ana)).statusCode).toBe(201);
    expect(
      (await answer(w, ana, fibId, { type: 'FillInTheBlank', text: 'Event loop' })).statusCode,
    ).toBe(200);
    await shiftBack(ctx.db, w._id, 31 * 60_000);
    expect(await submitExpiredAttempts(ctx.db, new Date())).toBeGreaterThanOrEqual(1);
    const expired = (await attemptRow(w, ana))!;
    expect(expired).toMatchObject({ status: 'submitted', autoSubmitted: true, rawPoints: 3 });
    expect(expired.submittedAt).toEqual(expired.deadline);
    expect((await attemptRow(running, ana))!.status).toBe('in_progress');
    // a second sweep has nothing to do for it
    await submitExpiredAttempts(ctx.db, new Date());
    expect((await attemptRow(w, ana))!.submittedAt).toEqual(expired.submittedAt);
  });

  it('a late GET submits an expired attempt too', async () => {
    const w = await makeWhizz();
    expect((await start(w, ana)).statusCode).toBe(201);
    await endWhizz(ctx.db, w._id);
    const res = await call('GET', `/whizz/${w._id}/attempt`, ana.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attempt.status).toBe('submitted');
    const again = await start(w, ana);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ASSESS_MSG.attemptAlreadySubmitted);
  });

  it('one attempt per student, even for two starts at once', async () => {
    const w = await makeWhizz();
    const [a, b] = await Promise.all([start(w, ana), start(w, ana)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().data.attempt._id).toBe(b.json().data.attempt._id);
    const rows = await ctx.db
      .select()
      .from(whizzAttempts)
      .where(and(eq(whizzAttempts.whizzId, w._id), eq(whizzAttempts.userId, ana.user.id)));
    expect(rows).toHaveLength(1);
  });
});

describe('leaderboard and staff view', () => {
  it('ranks by score, then time taken; staff see tab switches and automatic submissions', async () => {
    const w = await makeWhizz({ isPublic: true, batches: [] });
    const people = await Promise.all(
      ['Esha', 'Farid', 'Gita', 'Hari'].map((n) => person(n, 'Test')),
    );
    const base = Date.now() - 20 * 60_000;
    const rows: [Person, number, number, boolean][] = [
      [people[0]!, 60, 300, false],
      [people[1]!, 80, 400, true],
      [people[2]!, 80, 200, false],
      [people[3]!, 60, 300, false],
    ];
    await ctx.db.insert(whizzAttempts).values(
      rows.map(([p, score, time, auto], i) => ({
        whizzId: w._id,
        userId: p.user.id,
        status: 'submitted' as const,
        startedAt: new Date(base),
        deadline: new Date(w.endsAt),
        submittedAt: new Date(base + time * 1000 + i),
        autoSubmitted: auto,
        score,
        rawPoints: score / 10,
        maxPoints: 10,
        timeTakenSeconds: time,
        tabSwitches: i,
      })),
    );
    // Dev is still on it
    expect((await start(w, dev)).statusCode).toBe(201);
    const res = await call('GET', `/whizz/${w._id}/leaderboard`, people[1]!.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .data.leaderboard.map(
          (r: { name: string; rank: number; isYou: boolean; score: number }) => [
            r.name,
            r.rank,
            r.score,
            r.isYou,
          ],
        ),
    ).toEqual([
      ['Gita Test', 1, 80, false],
      ['Farid Test', 2, 80, true],
      ['Esha Test', 3, 60, false],
      ['Hari Test', 3, 60, false],
    ]);
    expect(res.json().data.pagination.totalItems).toBe(4);
    const page2 = await call('GET', `/whizz/${w._id}/leaderboard?limit=2&page=2`, dev.cookie);
    expect(page2.json().data.leaderboard.map((r: { rank: number }) => r.rank)).toEqual([3, 3]);

    const staffView = await call('GET', `/admin/whizz/${w._id}/attempts`, staff);
    expect(staffView.statusCode, staffView.body).toBe(200);
    const attempts = staffView.json().data.attempts as {
      name: string;
      rank: number | null;
      status: string;
      autoSubmitted: boolean;
      tabSwitches: number;
      phone: string | null;
    }[];
    expect(attempts.map((a) => [a.name, a.rank, a.status, a.autoSubmitted, a.tabSwitches])).toEqual(
      [
        ['Gita Test', 1, 'submitted', false, 2],
        ['Farid Test', 2, 'submitted', true, 1],
        ['Esha Test', 3, 'submitted', false, 0],
        ['Hari Test', 3, 'submitted', false, 3],
        ['Dev Shah', null, 'in_progress', false, 0],
      ],
    );
    expect(attempts[4]!.phone).toBe(dev.user.phoneNumber);
    expect((await call('GET', `/admin/whizz/${newId()}/attempts`, staff)).statusCode).toBe(404);
  });

  it('is closed to students the whizz is not open to', async () => {
    const w = await makeWhizz();
    const res = await call('GET', `/whizz/${w._id}/leaderboard`, ben.cookie);
    expect(res.statusCode).toBe(403);
    expect((await call('GET', `/whizz/${w._id}/leaderboard`, ana.cookie)).statusCode).toBe(200);
  });
});
