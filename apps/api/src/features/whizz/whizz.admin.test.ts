import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  ASSESS_MSG,
  WHIZZ_MSG,
  type BatchOption,
  type QuestionOption,
  type Whizz,
  type WhizzBody,
} from '@app/shared';

import { newId } from '../../core/ids.ts';
import {
  type BatchRow,
  kodexContests,
  whizzAttempts,
  whizzBatches,
} from '../../db/schema/index.ts';
import {
  adminCaller,
  createUser,
  logsOf,
  refusals,
  signedIn,
  useTestContext,
  withField,
} from '../../test/harness.ts';
import { enrol, makeCoding, makeCourse, makeFib, makeMcq, whizzBody } from './whizz.fixtures.ts';
import { WHIZZ_API_MSG } from './whizz.service.ts';

const ctx = useTestContext();
let instructor: string;
let mentor: string;
let batchManager: string;
let support: string;
let student: string;
let studentId: string;
let fsWeekend: BatchRow;
let fsEvening: BatchRow;
let dsaBatch: BatchRow;
let mcqId: string;
let fibId: string;
let codingId: string;

beforeAll(async () => {
  const users = await Promise.all([
    signedIn(ctx, 'instructor', { firstName: 'Priya', lastName: 'Iyer' }),
    signedIn(ctx, 'mentor', { firstName: 'Kavya', lastName: 'Reddy' }),
    signedIn(ctx, 'batch_manager'),
    signedIn(ctx, 'support'),
    signedIn(ctx, 'student'),
  ]);
  [instructor, mentor, batchManager, support, student] = users.map((u) => u.cookie) as [
    string,
    string,
    string,
    string,
    string,
  ];
  studentId = users[4]!.user.id;
  const fs = await makeCourse(ctx.db, 'Full Stack Web Development', [
    'FSWD Weekend Batch',
    'FSWD Evening Batch',
  ]);
  const dsa = await makeCourse(ctx.db, 'DSA in C++', ['DSA Sprint']);
  [fsWeekend, fsEvening] = fs.batches as [BatchRow, BatchRow];
  dsaBatch = dsa.batches[0]!;
  await enrol(ctx.db, studentId, fsWeekend);
  await enrol(ctx.db, (await createUser(ctx.db)).id, fsWeekend);
  await enrol(ctx.db, (await createUser(ctx.db)).id, fsWeekend, 'cancelled');
  mcqId = (await makeMcq(ctx.db, { points: 2 })).id;
  fibId = (await makeFib(ctx.db, { points: 3 })).id;
  codingId = (await makeCoding(ctx.db, { points: 10 })).id;
});

const call = adminCaller(
  () => ctx,
  () => instructor,
);

const internal = (overrides: Partial<WhizzBody> = {}) =>
  whizzBody({
    batches: [{ batchId: fsWeekend.id, isActive: true }],
    questions: [
      { questionId: mcqId, type: 'MCQ' },
      { questionId: fibId, type: 'FillInTheBlank' },
      { questionId: codingId, type: 'codingProblem' },
    ],
    ...overrides,
  });

async function create(body: WhizzBody, session = instructor) {
  const res = await call('POST', '/whizz', body, session);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.whizz as Whizz;
}

async function expectInvalid(
  body: unknown,
  field: string,
  message: string,
  method = 'POST',
  url = '/whizz',
) {
  const res = await call(method as 'POST', url, body);
  expect(res.statusCode, res.body).toBe(400);
  const json = res.json();
  expect(json.message).toBe('Validation Error');
  expect(json.data).toContainEqual({ field, message });
}

describe('POST /admin/whizz', () => {
  it('creates an internal whizz with names, titles, points and its author filled in', async () => {
    const w = await create(internal({ title: '  Scope and closures  ' }));
    expect(w).toMatchObject({
      title: 'Scope and closures',
      isPublic: false,
      duration: { unit: 'minutes', value: 30 },
      totalScore: 100,
      status: 'Active',
      attemptCount: 0,
      contestId: null,
      createdBy: { name: { firstName: 'Priya', lastName: 'Iyer' } },
      batches: [{ batchId: fsWeekend.id, isActive: true, batchName: 'FSWD Weekend Batch' }],
      questions: [
        {
          questionId: mcqId,
          type: 'MCQ',
          title: expect.stringContaining('block-scoped'),
          points: 2,
        },
        { questionId: fibId, type: 'FillInTheBlank', points: 3 },
        { questionId: codingId, type: 'codingProblem', title: 'Add two numbers', points: 10 },
      ],
    });
    expect(Date.parse(w.endsAt) - Date.parse(w.startDate)).toBe(30 * 60_000);
    const [log] = await logsOf(ctx, w._id, 'whizz.create');
    expect(log).toMatchObject({ entity: 'whizz', actorRole: 'instructor' });
    expect(log!.changes.title).toEqual({ before: null, after: 'Scope and closures' });
  });

  it('keeps hours as the unit', async () => {
    const w = await create(internal({ duration: { unit: 'hours', value: 2 } }));
    expect(Date.parse(w.endsAt) - Date.parse(w.startDate)).toBe(2 * 3_600_000);
  });

  it('lets an external whizz have no batches (Active)', async () => {
    const w = await create(internal({ isPublic: true, batches: [] }));
    expect(w).toMatchObject({ isPublic: true, batches: [], status: 'Active' });
  });

  it.each([
    ...refusals('title', WHIZZ_MSG.titleLength, 'ab', '   ab   ', 'x'.repeat(51), undefined),
    ...refusals('description', WHIZZ_MSG.descriptionRequired, '', '  '),
    ...refusals('description', WHIZZ_MSG.descriptionTooLong, 'd'.repeat(201)),
    ...refusals('startDate', WHIZZ_MSG.startDateRequired, undefined, 'tomorrow'),
    ...refusals('totalScore', WHIZZ_MSG.totalScore, 0, 101, 12.5),
    ...refusals('batches', WHIZZ_MSG.batchesMin, [], undefined),
  ])('refuses %s = %j: %s', async (field, value, message) => {
    await expectInvalid(withField(internal(), field, value), field, message);
  });

  it('takes a title of 3 or 50 characters', async () => {
    expect((await create(internal({ title: 'x'.repeat(50) }))).title).toHaveLength(50);
    expect((await create(internal({ title: 'abc' }))).title).toBe('abc');
  });

  it('takes a description of 200 characters', async () => {
    expect((await create(internal({ description: 'd'.repeat(200) }))).description).toHaveLength(
      200,
    );
  });

  it('checks the duration: value 1-50 and minutes or hours', async () => {
    for (const value of [0, 51, 2.5, -1]) {
      await expectInvalid(
        internal({ duration: { unit: 'minutes', value } }),
        'duration.value',
        WHIZZ_MSG.durationValue,
      );
    }
    await expectInvalid(
      internal({ duration: { unit: 'days' as 'hours', value: 2 } }),
      'duration.unit',
      WHIZZ_MSG.durationUnit,
    );
    expect(
      (await create(internal({ duration: { unit: 'minutes', value: 1 } }))).duration.value,
    ).toBe(1);
    expect(
      (await create(internal({ duration: { unit: 'hours', value: 50 } }))).duration.value,
    ).toBe(50);
  });

  it('takes a total score of 1', async () => {
    expect((await create(internal({ totalScore: 1 }))).totalScore).toBe(1);
  });

  it('needs at least one batch for an internal whizz, each with an id, once', async () => {
    await expectInvalid(
      internal({ batches: [{ batchId: '', isActive: true }] }),
      'batches.0.batchId',
      WHIZZ_MSG.batchIdRequired,
    );
    await expectInvalid(
      internal({ batches: [{ batchId: '   ', isActive: true }] }),
      'batches.0.batchId',
      WHIZZ_MSG.batchIdRequired,
    );
    await expectInvalid(
      internal({
        batches: [
          { batchId: fsWeekend.id, isActive: true },
          { batchId: fsWeekend.id, isActive: false },
        ],
      }),
      'batches',
      WHIZZ_MSG.batchesUnique,
    );
  });

  it('needs at least one question, each id 1-200 characters and of a known type', async () => {
    await expectInvalid(internal({ questions: [] }), 'questions', WHIZZ_MSG.questionsMin);
    await expectInvalid(
      internal({ questions: [{ questionId: '', type: 'MCQ' }] }),
      'questions.0.questionId',
      WHIZZ_MSG.questionIdLength,
    );
    await expectInvalid(
      internal({ questions: [{ questionId: 'q'.repeat(201), type: 'MCQ' }] }),
      'questions.0.questionId',
      WHIZZ_MSG.questionIdLength,
    );
    await expectInvalid(
      internal({ questions: [{ questionId: mcqId, type: 'essay' as 'MCQ' }] }),
      'questions.0.type',
      WHIZZ_MSG.questionType,
    );
    await expectInvalid(
      internal({
        questions: [
          { questionId: mcqId, type: 'MCQ' },
          { questionId: mcqId, type: 'MCQ' },
        ],
      }),
      'questions',
      WHIZZ_MSG.questionsUnique,
    );
  });

  it('refuses batches and questions that do not exist', async () => {
    await expectInvalid(
      internal({
        batches: [
          { batchId: fsWeekend.id, isActive: true },
          { batchId: newId(), isActive: true },
        ],
      }),
      'batches.1.batchId',
      ASSESS_MSG.whizzBatchMissing,
    );
    await expectInvalid(
      internal({
        questions: [
          { questionId: mcqId, type: 'MCQ' },
          { questionId: 'q'.repeat(200), type: 'MCQ' },
        ],
      }),
      'questions.1.questionId',
      ASSESS_MSG.whizzQuestionMissing,
    );
    // an MCQ's id named as a fill in the blank is not that question
    await expectInvalid(
      internal({ questions: [{ questionId: mcqId, type: 'FillInTheBlank' }] }),
      'questions.0.questionId',
      ASSESS_MSG.whizzQuestionMissing,
    );
  });

  it('refuses unknown fields', async () => {
    const res = await call('POST', '/whizz', { ...internal(), points: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Validation Error');
  });
});

describe('GET and PUT /admin/whizz/{id}', () => {
  it('answers Whizz not found for unknown and malformed ids', async () => {
    for (const id of [newId(), 'not-an-id']) {
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', { title: 'Renamed quiz' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await call(method, `/whizz/${id}`, body);
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(res.json()).toEqual({ success: false, message: ASSESS_MSG.whizzNotFound });
      }
    }
  });

  it('changes only the fields sent, and logs the change', async () => {
    const w = await create(internal({ title: 'Before the rename' }));
    const res = await call('PUT', `/whizz/${w._id}`, { title: 'After the rename' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ASSESS_MSG.whizzUpdated);
    const after = res.json().data.whizz as Whizz;
    expect(after).toMatchObject({ ...w, title: 'After the rename', updatedAt: expect.any(String) });
    const logs = await logsOf(ctx, w._id, 'whizz.update');
    expect(logs).toHaveLength(1);
    expect(logs[0]!.changes).toEqual({
      title: { before: 'Before the rename', after: 'After the rename' },
    });
    const got = await call('GET', `/whizz/${w._id}`);
    expect(got.json().data.whizz.title).toBe('After the rename');
  });

  it('moves the end with a new start or duration', async () => {
    const w = await create(internal());
    const start = new Date(Date.now() + 3_600_000).toISOString();
    const res = await call('PUT', `/whizz/${w._id}`, {
      startDate: start,
      duration: { unit: 'hours', value: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data.whizz as Whizz;
    expect(after.startDate).toBe(start);
    expect(Date.parse(after.endsAt)).toBe(Date.parse(start) + 3_600_000);
  });

  it('checks each field sent and the whizz as it would become', async () => {
    const w = await create(internal({ isPublic: true, batches: [] }));
    await expectInvalid({ title: 'no' }, 'title', WHIZZ_MSG.titleLength, 'PUT', `/whizz/${w._id}`);
    await expectInvalid(
      { totalScore: 0 },
      'totalScore',
      WHIZZ_MSG.totalScore,
      'PUT',
      `/whizz/${w._id}`,
    );
    await expectInvalid(
      { questions: [] },
      'questions',
      WHIZZ_MSG.questionsMin,
      'PUT',
      `/whizz/${w._id}`,
    );
    // internal now, with the stored (empty) batch list
    await expectInvalid(
      { isPublic: false },
      'batches',
      WHIZZ_MSG.batchesMin,
      'PUT',
      `/whizz/${w._id}`,
    );
    await expectInvalid(
      { batches: [{ batchId: newId(), isActive: true }] },
      'batches.0.batchId',
      ASSESS_MSG.whizzBatchMissing,
      'PUT',
      `/whizz/${w._id}`,
    );
    const ok = await call('PUT', `/whizz/${w._id}`, {
      isPublic: false,
      batches: [{ batchId: dsaBatch.id, isActive: true }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.whizz).toMatchObject({
      isPublic: false,
      batches: [{ batchId: dsaBatch.id, isActive: true, batchName: 'DSA Sprint' }],
    });
  });

  it('toggles a batch with PUT batches: Paused when none is active', async () => {
    const w = await create(
      internal({
        batches: [
          { batchId: fsWeekend.id, isActive: true },
          { batchId: fsEvening.id, isActive: true },
        ],
      }),
    );
    const put = (batches: { batchId: string; isActive: boolean }[]) =>
      call('PUT', `/whizz/${w._id}`, { batches }).then((r) => {
        expect(r.statusCode, r.body).toBe(200);
        return r.json().data.whizz as Whizz;
      });
    let after = await put([
      { batchId: fsWeekend.id, isActive: false },
      { batchId: fsEvening.id, isActive: true },
    ]);
    expect(after.status).toBe('Active');
    after = await put([
      { batchId: fsWeekend.id, isActive: false },
      { batchId: fsEvening.id, isActive: false },
    ]);
    expect(after.status).toBe('Paused');
    expect(after.batches.map((b) => [b.batchName, b.isActive])).toEqual([
      ['FSWD Weekend Batch', false],
      ['FSWD Evening Batch', false],
    ]);
    after = await put([{ batchId: fsEvening.id, isActive: true }]);
    expect(after.status).toBe('Active');
    expect(after.batches.map((b) => b.batchId)).toEqual([fsEvening.id]);
    const rows = await ctx.db.select().from(whizzBatches).where(eq(whizzBatches.whizzId, w._id));
    expect(rows).toHaveLength(1);
    const logs = await logsOf(ctx, w._id, 'whizz.batches');
    expect(logs).toHaveLength(3);
  });

  it('an external whizz with only inactive batches is Paused', async () => {
    const w = await create(
      internal({ isPublic: true, batches: [{ batchId: dsaBatch.id, isActive: false }] }),
    );
    expect(w.status).toBe('Paused');
  });
});

describe('GET /admin/whizz', () => {
  let ids: { first: string; second: string; paused: string; external: string };
  const tag = `F${Date.now().toString(36)}`;
  beforeAll(async () => {
    const at = (h: number) => new Date(Date.UTC(2030, 0, 1, h)).toISOString();
    const first = await create(internal({ title: `${tag} first`, startDate: at(1) }));
    const second = await create(
      internal({
        title: `${tag} second`,
        startDate: at(5),
        batches: [{ batchId: dsaBatch.id, isActive: true }],
      }),
    );
    const paused = await create(
      internal({
        title: `${tag} paused`,
        startDate: at(3),
        batches: [{ batchId: fsEvening.id, isActive: false }],
      }),
    );
    const external = await create(
      internal({ title: `${tag} external`, startDate: at(2), isPublic: true, batches: [] }),
    );
    ids = { first: first._id, second: second._id, paused: paused._id, external: external._id };
  });
  const list = async (query: string) => {
    const res = await call('GET', `/whizz?search=${tag}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { whizz: Whizz[]; pagination: Record<string, number> };
  };

  it('lists newest start first with pagination', async () => {
    const page1 = await list('limit=3');
    expect(page1.whizz.map((w) => w._id)).toEqual([ids.second, ids.paused, ids.external]);
    expect(page1.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      itemsPerPage: 3,
      totalItems: 4,
    });
    const page2 = await list('limit=3&page=2');
    expect(page2.whizz.map((w) => w._id)).toEqual([ids.first]);
  });

  it('filters by status, type and batch, and searches titles', async () => {
    expect((await list('status=Paused')).whizz.map((w) => w._id)).toEqual([ids.paused]);
    expect((await list('status=Active')).whizz.map((w) => w._id)).toEqual([
      ids.second,
      ids.external,
      ids.first,
    ]);
    expect((await list('isPublic=true')).whizz.map((w) => w._id)).toEqual([ids.external]);
    expect((await list(`batchId=${dsaBatch.id}`)).whizz.map((w) => w._id)).toEqual([ids.second]);
    const res = await call('GET', `/whizz?search=${tag.toLowerCase()}%20EXTERNAL`);
    expect(res.json().data.whizz.map((w: Whizz) => w._id)).toEqual([ids.external]);
    const none = await call('GET', '/whizz?search=%25_%25');
    expect(none.json().data.whizz).toEqual([]);
  });

  it('refuses bad filters with a validation error', async () => {
    for (const q of ['status=Live', 'isPublic=yes', 'batchId=abc', 'limit=101', 'page=0']) {
      const res = await call('GET', `/whizz?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('DELETE /admin/whizz/{id}', () => {
  it('deletes an unused whizz and logs it', async () => {
    const w = await create(internal());
    const res = await call('DELETE', `/whizz/${w._id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ASSESS_MSG.whizzDeleted });
    expect((await call('GET', `/whizz/${w._id}`)).statusCode).toBe(404);
    const logs = await logsOf(ctx, w._id, 'whizz.delete');
    expect(logs).toHaveLength(1);
  });

  it('refuses once a student has attempted it', async () => {
    const w = await create(internal());
    await ctx.db.insert(whizzAttempts).values({
      whizzId: w._id,
      userId: studentId,
      deadline: new Date(w.endsAt),
    });
    const res = await call('DELETE', `/whizz/${w._id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: WHIZZ_API_MSG.hasAttempts });
    expect((await call('GET', `/whizz/${w._id}`)).json().data.whizz.attemptCount).toBe(1);
  });

  it('refuses while a Kodex contest runs on it', async () => {
    const w = await create(internal({ isPublic: true, batches: [] }));
    const [contest] = await ctx.db
      .insert(kodexContests)
      .values({
        whizzId: w._id,
        title: 'Kodex Winter',
        registrationOpensAt: new Date(Date.now() - 86_400_000),
        registrationClosesAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    expect((await call('GET', `/whizz/${w._id}`)).json().data.whizz.contestId).toBe(contest!.id);
    const res = await call('DELETE', `/whizz/${w._id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(WHIZZ_API_MSG.usedByContest);
  });
});

describe('pickers', () => {
  it('searches all three banks, active questions first', async () => {
    const inactive = await makeFib(ctx.db, {
      text: 'Promises settle on the microtask ____ queue.',
      answer: 'job',
      isActive: false,
    });
    const active = await makeFib(ctx.db, {
      text: 'A settled promise queues a microtask ____.',
      answer: 'job',
    });
    const res = await call('GET', '/whizz/question-options?search=MICROTASK');
    expect(res.statusCode, res.body).toBe(200);
    const questions = res.json().data.questions as QuestionOption[];
    expect(questions.map((q) => q.questionId)).toEqual([active.id, inactive.id]);
    expect(questions[1]).toMatchObject({ type: 'FillInTheBlank', isActive: false, points: 3 });

    const coding = await call('GET', '/whizz/question-options?search=add%20two');
    expect(coding.json().data.questions).toContainEqual(
      expect.objectContaining({
        questionId: codingId,
        type: 'codingProblem',
        title: 'Add two numbers',
      }),
    );
    const onlyMcq = await call('GET', '/whizz/question-options?type=MCQ&limit=50');
    const types = new Set((onlyMcq.json().data.questions as QuestionOption[]).map((q) => q.type));
    expect([...types]).toEqual(['MCQ']);
    const bad = await call('GET', '/whizz/question-options?type=essay');
    expect(bad.statusCode).toBe(400);
  });

  it('searches batches by name or course, with the active student count', async () => {
    const res = await call('GET', '/whizz/batch-options?search=full%20stack');
    expect(res.statusCode, res.body).toBe(200);
    const batches = res.json().data.batches as BatchOption[];
    expect(batches.map((b) => b.name).sort()).toEqual(['FSWD Evening Batch', 'FSWD Weekend Batch']);
    expect(batches.find((b) => b._id === fsWeekend.id)).toEqual({
      _id: fsWeekend.id,
      name: 'FSWD Weekend Batch',
      courseTitle: 'Full Stack Web Development',
      startDate: fsWeekend.startDate,
      studentCount: 2,
    });
    const byName = await call('GET', '/whizz/batch-options?search=sprint');
    expect(byName.json().data.batches.map((b: BatchOption) => b._id)).toEqual([dsaBatch.id]);
  });
});

describe('roles', () => {
  it('lets mentors and batch managers manage whizzes', async () => {
    for (const session of [mentor, batchManager]) {
      expect((await call('GET', '/whizz', undefined, session)).statusCode).toBe(200);
      const w = await create(internal(), session);
      const res = await call('PUT', `/whizz/${w._id}`, { totalScore: 50 }, session);
      expect(res.statusCode).toBe(200);
      expect((await call('GET', '/whizz/batch-options', undefined, session)).statusCode).toBe(200);
    }
  });

  it('refuses support staff and students (403) and anonymous callers (401)', async () => {
    const w = await create(internal());
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', '/whizz'],
      ['POST', '/whizz', internal()],
      ['GET', `/whizz/${w._id}`],
      ['PUT', `/whizz/${w._id}`, { title: 'Nope nope' }],
      ['DELETE', `/whizz/${w._id}`],
      ['GET', `/whizz/${w._id}/attempts`],
      ['GET', '/whizz/question-options'],
      ['GET', '/whizz/batch-options'],
    ];
    for (const [method, url, body] of routes) {
      for (const session of [support, student]) {
        expect((await call(method, url, body, session)).statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await call(method, url, body, '')).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call('GET', `/whizz/${w._id}`)).json().data.whizz.title).toBe(w.title);
  });
});

describe('server failures', () => {
  it("answer 'Failed to create whizz' and 'Failed to update whizz'", async () => {
    const w = await create(internal());
    await ctx.db.execute(sql`alter table whizz_batches rename to whizz_batches_away`);
    try {
      const created = await call('POST', '/whizz', internal());
      expect(created.statusCode).toBe(500);
      expect(created.json()).toEqual({ success: false, message: ASSESS_MSG.whizzCreateFailed });
      const updated = await call('PUT', `/whizz/${w._id}`, { title: 'Will not happen' });
      expect(updated.statusCode).toBe(500);
      expect(updated.json()).toEqual({ success: false, message: ASSESS_MSG.whizzUpdateFailed });
      // bad input still gets its validation error
      const invalid = await call('POST', '/whizz', internal({ title: 'x' }));
      expect(invalid.statusCode).toBe(400);
    } finally {
      await ctx.db.execute(sql`alter table whizz_batches_away rename to whizz_batches`);
    }
    expect((await call('GET', `/whizz/${w._id}`)).json().data.whizz.title).toBe(w.title);
  });
});
