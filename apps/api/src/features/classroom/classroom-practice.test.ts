import { describe, expect, it } from 'vitest';

import {
  ASSESS_MSG,
  LESSON_MSG,
  type ClassroomLesson,
  type Practice,
  type Submission,
} from '@app/shared';

import { newId } from '../../core/ids.ts';
import { useClassroom } from '../../test/classroom.ts';
import { useTestContext } from '../../test/harness.ts';
import { lessonAt, testLesson } from '../../test/lessons.ts';
import { ADD_PROBLEM_TEXT, ADD_STUB, insertAddProblem } from '../../test/problems.ts';

const ctx = useTestContext();
let problemId: string;

const PRACTICE = lessonAt('0.0');
const ARTICLE = lessonAt('0.1');
/** the same problem in a module that opens on day 3 (shut for the batch starting tomorrow) */
const LATER_PRACTICE = lessonAt('1.0');

const SOLVED = 'function add(a, b) {\n  return a + b;\n}';
/** Right only while a <= 4: passes the visible test and fails both hidden ones. */
const PARTIAL = 'function add(a, b) {\n  return a > 4 ? 0 : a + b;\n}';
/** the first hidden test's input (ADD_TESTS) */
const HIDDEN_INPUT = '5 7';

const room = useClassroom(ctx, 'Practice course', async () => {
  problemId = (
    await insertAddProblem(ctx.db, { solutions: [{ language: 'javascript', code: SOLVED }] })
  ).id;
  return [
    {
      title: 'Start here',
      unlockDay: null,
      lessons: [
        testLesson(0, 0, { title: 'Add them', kind: 'practice', problemId }),
        testLesson(0, 1, { title: 'Read me', kind: 'article', body: 'Hello' }),
      ],
    },
    {
      title: 'Week two',
      unlockDay: 3,
      lessons: [testLesson(1, 0, { title: 'Add again', kind: 'practice', problemId })],
    },
  ];
});

const { call } = room;
const base = (lesson = PRACTICE, batch = room.batchId) => `/classroom/${batch}/lessons/${lesson}`;
const send = (kind: 'run' | 'submit', code: string, extra = {}, cookie = room.student) =>
  call('POST', `${base()}/practice/${kind}`, cookie, { language: 'javascript', code, ...extra });
const practiceOf = async (cookie = room.student) => {
  const res = await call('GET', `${base()}/practice`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { practice: Practice } }).data.practice;
};
async function judged(id: string): Promise<Submission> {
  await ctx.app.jobs.drain();
  const res = await call('GET', `${base()}/practice/submissions/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.submission as Submission;
}
const completed = async (lesson: string) =>
  ((await call('GET', base(lesson))).json() as { data: { lesson: ClassroomLesson } }).data.lesson
    .completed;

describe('the gate', () => {
  const fourCalls = (lesson: string, batch: string, cookie: string | null) => [
    call('GET', `${base(lesson, batch)}/practice`, cookie),
    call('POST', `${base(lesson, batch)}/practice/run`, cookie, {
      language: 'javascript',
      code: SOLVED,
    }),
    call('POST', `${base(lesson, batch)}/practice/submit`, cookie, {
      language: 'javascript',
      code: SOLVED,
    }),
    call('GET', `${base(lesson, batch)}/practice/submissions/${newId()}`, cookie),
  ];

  it('signed out: 401; not enrolled, another batch or no such lesson: 404 as the lesson call', async () => {
    for (const res of await Promise.all(fourCalls(PRACTICE, room.batchId, null)))
      expect(res.statusCode).toBe(401);
    const cases: [string, string, string][] = [
      [PRACTICE, room.batchId, room.outsider],
      [PRACTICE, room.batchId, room.classmate], // enrolled in the other batch
      [newId(), room.batchId, room.student],
      ['not-an-id', room.batchId, room.student],
      [PRACTICE, newId(), room.student],
    ];
    for (const [lesson, batch, cookie] of cases) {
      for (const res of await Promise.all(fourCalls(lesson, batch, cookie))) {
        expect(res.statusCode, `${lesson} ${batch}`).toBe(404);
        expect(res.json()).toEqual({ success: false, message: LESSON_MSG.lessonNotFound });
      }
    }
  });

  it('a lesson that is not a practice lesson: 404', async () => {
    for (const res of await Promise.all(fourCalls(ARTICLE, room.batchId, room.student))) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: LESSON_MSG.practiceNotFound });
    }
  });

  it('a lesson whose module is still shut: 403', async () => {
    for (const res of await Promise.all(
      fourCalls(LATER_PRACTICE, room.laterBatchId, room.classmate),
    )) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: LESSON_MSG.lessonLocked });
    }
    // the classmate's open practice lesson works
    expect(
      (await call('GET', `${base(PRACTICE, room.laterBatchId)}/practice`, room.classmate))
        .statusCode,
    ).toBe(200);
  });
});

describe('GET …/practice', () => {
  it('the problem as a student sees it, without hidden tests, drivers or solutions', async () => {
    const res = await call('GET', `${base()}/practice`);
    expect(res.headers['cache-control']).toBe('no-store');
    const practice = (res.json() as { data: { practice: Practice } }).data.practice;
    expect(practice).toEqual({
      problem: {
        _id: problemId,
        ...ADD_PROBLEM_TEXT,
        boilerplate: [{ language: 'javascript', code: ADD_STUB }],
        sampleTests: [{ input: '1 2\n', expectedOutput: '3' }],
        hiddenTestCount: 2,
        points: 10,
      },
      best: null,
      recent: [],
    });
    expect(res.body).not.toContain(HIDDEN_INPUT);
    expect(res.body).not.toContain('readFileSync');
    expect(res.body).not.toContain('return a + b');
  });
});

describe('run and submit', () => {
  it('refuses bad languages and bodies with 400', async () => {
    const cases: [Record<string, unknown>, string | null][] = [
      [{ language: 'ruby', code: SOLVED }, ASSESS_MSG.languageUnsupported],
      [{ language: 'javascript', code: '   ' }, ASSESS_MSG.sourceRequired],
      [{ language: 'javascript', code: 'x'.repeat(64 * 1024 + 1) }, ASSESS_MSG.sourceTooLarge],
      [{ language: 'javascript', code: SOLVED, questionId: problemId }, null],
      [{ code: SOLVED }, null],
    ];
    for (const [body, message] of cases) {
      for (const kind of ['run', 'submit']) {
        const res = await call('POST', `${base()}/practice/${kind}`, room.student, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        if (message) expect(res.body).toContain(message);
      }
    }
    // a language the problem has no driver for
    const python = await send('run', 'print(3)', { language: 'python' });
    expect(python.statusCode).toBe(400);
    expect(python.json().message).toBe(LESSON_MSG.languageNotOffered);
    expect((await practiceOf()).recent).toEqual([]);
  });

  it('a run is judged against the visible tests only and is not a best result', async () => {
    const res = await send('run', SOLVED);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().message).toBe(ASSESS_MSG.submissionQueued);
    const queued = res.json().data.submission as Submission;
    expect(queued).toMatchObject({ kind: 'run', status: 'queued', total: 1 });
    const done = await judged(queued._id);
    expect(done).toMatchObject({ status: 'done', verdict: 'Accepted', passed: 1, total: 1 });
    expect(done.tests[0]).toMatchObject({ isHidden: false, input: '1 2\n', stdout: '3\n' });
    const practice = await practiceOf();
    expect(practice.best).toBeNull();
    expect(practice.recent).toMatchObject([{ _id: queued._id, kind: 'run', passed: 1, total: 1 }]);
    expect(await completed(PRACTICE)).toBe(false);
  }, 60_000);

  it('a submit runs every test, hidden ones redacted; the best result is the highest', async () => {
    const partial = await send('submit', PARTIAL);
    expect(partial.statusCode, partial.body).toBe(202);
    const first = await judged(partial.json().data.submission._id);
    expect(first).toMatchObject({
      kind: 'submit',
      verdict: 'Wrong Answer',
      passed: 1,
      total: 3,
      pointsEarned: 2.5,
      maxPoints: 10,
    });
    const hidden = first.tests.filter((t) => t.isHidden);
    expect(hidden).toHaveLength(2);
    for (const t of hidden) {
      expect(t.input).toBeUndefined();
      expect(t.expectedOutput).toBeUndefined();
      expect(t.stdout).toBeUndefined();
    }
    expect(JSON.stringify(first)).not.toContain(HIDDEN_INPUT);
    expect((await practiceOf()).best).toMatchObject({ _id: first._id, passed: 1, total: 3 });
    expect(await completed(PRACTICE)).toBe(false);

    const solved = await send('submit', SOLVED);
    const solvedId = solved.json().data.submission._id as string;
    await ctx.app.jobs.drain();
    // the judge's listener ticked the lesson (and the later one of the same problem) before any poll
    expect(await completed(PRACTICE)).toBe(true);
    expect(await completed(LATER_PRACTICE)).toBe(true);
    expect(await judged(solvedId)).toMatchObject({ verdict: 'Accepted', passed: 3, total: 3 });

    // a worse submit afterwards keeps the best
    const worse = await send('submit', PARTIAL);
    await judged(worse.json().data.submission._id);
    const practice = await practiceOf();
    expect(practice.best).toMatchObject({
      _id: solvedId,
      kind: 'submit',
      verdict: 'Accepted',
      passed: 3,
      total: 3,
      pointsEarned: 10,
      maxPoints: 10,
    });
    expect(practice.recent.map((r) => r._id)).toEqual([
      worse.json().data.submission._id,
      solvedId,
      first._id,
      expect.any(String),
    ]);
  }, 120_000);

  it('polling: only my own submissions of this problem; someone else’s is 404', async () => {
    const mine = await send('run', SOLVED);
    const id = mine.json().data.submission._id as string;
    for (const [url, cookie] of [
      [`${base(PRACTICE, room.laterBatchId)}/practice/submissions/${id}`, room.classmate],
      [`${base()}/practice/submissions/not-an-id`, room.student],
      [`${base()}/practice/submissions/${newId()}`, room.student],
    ] as const) {
      const res = await call('GET', url, cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, message: ASSESS_MSG.submissionNotFound });
    }
    await ctx.app.jobs.drain();
  }, 60_000);

  it('at most 4 waiting for the judge at once', async () => {
    for (let i = 0; i < 4; i += 1) expect((await send('run', SOLVED)).statusCode).toBe(202);
    const fifth = await send('submit', SOLVED);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(LESSON_MSG.tooManyPending);
    await ctx.app.jobs.drain();
    expect((await practiceOf()).recent).toHaveLength(5);
  }, 120_000);
});
