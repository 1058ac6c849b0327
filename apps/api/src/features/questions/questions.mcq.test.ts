import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ASSESS_MSG, MSG, QB_MSG, type Mcq, type McqBody, type Pagination } from '@app/shared';

import { activityLogs, mcqs } from '../../db/schema/index.ts';
import { expectFieldError } from '../../test/harness.ts';
import { insertWhizz, mcqBody, useQuestionBank } from './questions.fixtures.ts';

const bank = useQuestionBank();
const { req } = bank;

async function create(over: Partial<McqBody> = {}, cookie = bank.s.instructor.cookie) {
  const res = await req('POST', '/mcqs', mcqBody(over), cookie);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { mcq: Mcq } }).data.mcq;
}
type ListData = { mcqs: Mcq[]; pagination: Pagination; allTags: string[] };
async function list(query: string) {
  const res = await req('GET', `/mcqs/all${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: ListData }).data;
}

const opts = (...correct: boolean[]) =>
  correct.map((isCorrect, i) => ({ text: `Option ${String.fromCharCode(65 + i)}`, isCorrect }));

describe('roles (menu questions)', () => {
  it('super_admin, admin, instructor and mentor may; batch_manager, support, sales, student 403; anonymous 401', async () => {
    for (const who of [bank.s.superAdmin, bank.s.admin, bank.s.instructor, bank.s.mentor]) {
      expect((await req('GET', '/mcqs/all', undefined, who.cookie)).statusCode).toBe(200);
    }
    await create({}, bank.s.mentor.cookie);
    for (const who of [bank.s.batchManager, bank.s.support, bank.s.sales, bank.s.student]) {
      const res = await req('GET', '/mcqs/all', undefined, who.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: MSG.forbidden });
      expect((await req('POST', '/mcqs', {}, who.cookie)).statusCode).toBe(403);
      expect((await req('GET', '/fillintheblank', undefined, who.cookie)).statusCode).toBe(403);
      expect((await req('GET', '/coding-problems', undefined, who.cookie)).statusCode).toBe(403);
    }
    expect((await req('GET', '/mcqs/all', undefined, null)).statusCode).toBe(401);
    expect((await req('POST', '/mcqs', mcqBody(), null)).statusCode).toBe(401);
  });
});

describe('POST /admin/mcqs', () => {
  it('→ 201 data.mcq, trimmed, tags de-duplicated, an activity row by the author', async () => {
    const res = await req('POST', '/mcqs', {
      ...mcqBody(),
      question: '  What does CSS stand for?  ',
      tags: ['css', ' web ', 'css'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const json = res.json() as { message: string; data: { mcq: Mcq } };
    expect(json.message).toBe(ASSESS_MSG.mcqCreated);
    expect(json.data.mcq).toMatchObject({
      question: 'What does CSS stand for?',
      selectionType: 'single',
      points: 2,
      difficulty: 'easy',
      tags: ['css', 'web'],
      isActive: true,
      usedIn: 0,
    });
    expect(json.data.mcq.options).toEqual([
      { text: 'var', isCorrect: false },
      { text: 'const', isCorrect: true },
      { text: 'let', isCorrect: false },
    ]);
    const [row] = await bank.ctx.db.select().from(mcqs).where(eq(mcqs.id, json.data.mcq._id));
    expect(row!.createdBy).toBe(bank.s.instructor.user.id);
    const logs = await bank.ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityId, json.data.mcq._id));
    expect(logs.map((l) => [l.action, l.entity, l.actorId])).toEqual([
      ['mcq.create', 'mcq', bank.s.instructor.user.id],
    ]);
  });

  it('options without isCorrect default to false; isActive may be sent false', async () => {
    const mcq = await create({
      options: [{ text: 'Yes', isCorrect: true }, { text: 'No' }],
      isActive: false,
    });
    expect(mcq.options).toEqual([
      { text: 'Yes', isCorrect: true },
      { text: 'No', isCorrect: false },
    ]);
    expect(mcq.isActive).toBe(false);
  });

  it('multiple with two, three or four correct options is accepted on create', async () => {
    for (const correct of [
      opts(true, true, false),
      opts(true, true, true, false),
      opts(true, true, true, true),
    ]) {
      const mcq = await create({ selectionType: 'multiple', options: correct });
      expect(mcq.options.filter((o) => o.isCorrect)).toHaveLength(
        correct.filter((o) => o.isCorrect).length,
      );
    }
  });

  it.each([
    ['question', { question: '' }, QB_MSG.questionRequired],
    ['question', { question: '   ' }, QB_MSG.questionRequired],
    ['question', { question: undefined }, QB_MSG.questionRequired],
    ['question', { question: 'x'.repeat(251) }, QB_MSG.questionTooLong],
    ['options', { options: [{ text: 'Only', isCorrect: true }] }, QB_MSG.optionsMin],
    ['options', { options: undefined }, QB_MSG.optionsMin],
    ['options', { options: opts(true, ...Array<boolean>(10).fill(false)) }, QB_MSG.optionsMax],
    [
      'options.1.text',
      {
        options: [
          { text: 'A', isCorrect: true },
          { text: ' ', isCorrect: false },
        ],
      },
      QB_MSG.optionTextRequired,
    ],
    [
      'options.0.text',
      {
        options: [
          { text: 'a'.repeat(201), isCorrect: true },
          { text: 'B', isCorrect: false },
        ],
      },
      QB_MSG.optionTextTooLong,
    ],
    ['selectionType', { selectionType: 'many' }, QB_MSG.selectionType],
    ['selectionType', { selectionType: undefined }, QB_MSG.selectionType],
    ['options', { options: opts(false, false, false) }, QB_MSG.singleExactlyOne],
    ['options', { options: opts(true, true, false) }, QB_MSG.singleExactlyOne],
    [
      'options',
      { selectionType: 'multiple', options: opts(true, false, false) },
      QB_MSG.multipleAtLeastTwo,
    ],
    [
      'options',
      { selectionType: 'multiple', options: opts(false, false) },
      QB_MSG.multipleAtLeastTwo,
    ],
    [
      'options',
      {
        options: [
          { text: 'Java', isCorrect: true },
          { text: ' JAVA ', isCorrect: false },
        ],
      },
      ASSESS_MSG.optionsUnique,
    ],
    ['points', { points: -1 }, QB_MSG.pointsMin],
    ['points', { points: 1001 }, QB_MSG.pointsMax],
    ['points', { points: '5' }, QB_MSG.pointsNumber],
    ['points', { points: undefined }, QB_MSG.pointsNumber],
    ['difficulty', { difficulty: 'expert' }, QB_MSG.difficulty],
    ['tags', { tags: [] }, QB_MSG.tagsMin],
    ['tags', { tags: undefined }, QB_MSG.tagsMin],
    ['tags.0', { tags: [''] }, QB_MSG.tagLength],
    ['tags.0', { tags: ['t'.repeat(26)] }, QB_MSG.tagLength],
    ['tags', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, QB_MSG.tagsMax],
  ] as [string, Record<string, unknown>, string][])('%s %j → %s', async (field, over, message) => {
    const res = await req('POST', '/mcqs', { ...mcqBody(), ...over });
    expectFieldError(res, field, message);
  });

  it('points of 0 are allowed; unknown fields are refused', async () => {
    expect((await create({ points: 0 })).points).toBe(0);
    const res = await req('POST', '/mcqs', { ...mcqBody(), extra: 1 });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET|PATCH|DELETE /admin/mcqs/{id}', () => {
  it('GET → data.mcq; unknown id → 404 MCQ not found; malformed id → 400', async () => {
    const mcq = await create();
    const res = await req('GET', `/mcqs/${mcq._id}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { mcq: Mcq } }).data.mcq).toEqual(mcq);
    const missing = await req('GET', '/mcqs/0123456789abcdef01234567');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: ASSESS_MSG.mcqNotFound });
    expect((await req('GET', '/mcqs/nope')).statusCode).toBe(400);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const r = await req(
        method,
        '/mcqs/0123456789abcdef01234567',
        method === 'PATCH' ? { points: 1 } : undefined,
      );
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({ message: ASSESS_MSG.mcqNotFound });
    }
  });

  it('PATCH changes only the sent fields and logs the change', async () => {
    const mcq = await create();
    const res = await req('PATCH', `/mcqs/${mcq._id}`, { points: 5, tags: ['js', 'basics'] });
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json() as { message: string; data: { mcq: Mcq } };
    expect(json.message).toBe(ASSESS_MSG.mcqUpdated);
    expect(json.data.mcq).toMatchObject({
      ...mcq,
      points: 5,
      tags: ['js', 'basics'],
      updatedAt: expect.any(String),
    });
    const logs = await bank.ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityId, mcq._id));
    const update = logs.find((l) => l.action === 'mcq.update')!;
    expect(update.changes).toEqual({
      points: { before: 2, after: 5 },
      tags: { before: ['javascript'], after: ['js', 'basics'] },
    });
  });

  it('PATCH {} or no body → 400 No changes made', async () => {
    const mcq = await create();
    for (const payload of [{}, undefined]) {
      const res = await req('PATCH', `/mcqs/${mcq._id}`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: ASSESS_MSG.noChanges });
    }
  });

  it('PATCH re-checks the rules on the stored MCQ with the patch applied (update: 2-3 correct)', async () => {
    const single = await create();
    // switching to multiple with the stored options (one correct) is refused
    let res = await req('PATCH', `/mcqs/${single._id}`, { selectionType: 'multiple' });
    expectFieldError(res, 'options', QB_MSG.multipleTwoToThree);
    // options alone, checked against the stored single selection
    res = await req('PATCH', `/mcqs/${single._id}`, { options: opts(true, true, false) });
    expectFieldError(res, 'options', QB_MSG.singleExactlyOne);
    res = await req('PATCH', `/mcqs/${single._id}`, {
      selectionType: 'multiple',
      options: opts(true, true, true, true),
    });
    expectFieldError(res, 'options', QB_MSG.multipleTwoToThree);
    res = await req('PATCH', `/mcqs/${single._id}`, {
      options: [
        { text: 'Same', isCorrect: true },
        { text: 'same', isCorrect: false },
      ],
    });
    expectFieldError(res, 'options', ASSESS_MSG.optionsUnique);
    res = await req('PATCH', `/mcqs/${single._id}`, { question: '' });
    expectFieldError(res, 'question', QB_MSG.questionRequired);
    res = await req('PATCH', `/mcqs/${single._id}`, {
      selectionType: 'multiple',
      options: opts(true, true, true, false),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: { mcq: Mcq } }).data.mcq.selectionType).toBe('multiple');
    // a stored multiple MCQ: options alone with one correct is refused
    res = await req('PATCH', `/mcqs/${single._id}`, { options: opts(true, false) });
    expectFieldError(res, 'options', QB_MSG.multipleTwoToThree);
    // nothing was changed by the refused patches
    const [row] = await bank.ctx.db.select().from(mcqs).where(eq(mcqs.id, single._id));
    expect(row!.options.filter((o) => o.isCorrect)).toHaveLength(3);
  });

  it('toggle: sending only isActive, logged as mcq.status', async () => {
    const mcq = await create();
    let res = await req('PATCH', `/mcqs/${mcq._id}`, { isActive: false });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { mcq: Mcq } }).data.mcq.isActive).toBe(false);
    res = await req('PATCH', `/mcqs/${mcq._id}`, { isActive: true });
    expect((res.json() as { data: { mcq: Mcq } }).data.mcq.isActive).toBe(true);
    const logs = await bank.ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityId, mcq._id));
    expect(logs.filter((l) => l.action === 'mcq.status').map((l) => l.changes)).toEqual([
      { isActive: { before: true, after: false } },
      { isActive: { before: false, after: true } },
    ]);
  });

  it('a multiple MCQ with four correct options (valid on create) can still be toggled', async () => {
    const mcq = await create({ selectionType: 'multiple', options: opts(true, true, true, true) });
    const res = await req('PATCH', `/mcqs/${mcq._id}`, { isActive: false });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('DELETE → 200, logged; a question a whizz uses → 409 and stays', async () => {
    const free = await create();
    let res = await req('DELETE', `/mcqs/${free._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: ASSESS_MSG.mcqDeleted });
    expect((await req('GET', `/mcqs/${free._id}`)).statusCode).toBe(404);
    const [log] = await bank.ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, 'mcq.delete'));
    expect(log).toMatchObject({ entityId: free._id, actorId: bank.s.instructor.user.id });

    const used = await create();
    await insertWhizz(bank.ctx.db, [{ questionId: used._id, type: 'MCQ' }]);
    await insertWhizz(bank.ctx.db, [
      { questionId: '0123456789abcdef01234567', type: 'FillInTheBlank' },
      { questionId: used._id, type: 'MCQ' },
    ]);
    expect((await req('GET', `/mcqs/${used._id}`)).json()).toMatchObject({
      data: { mcq: { usedIn: 2 } },
    });
    res = await req('DELETE', `/mcqs/${used._id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: ASSESS_MSG.questionInUse });
    expect((await req('GET', `/mcqs/${used._id}`)).statusCode).toBe(200);
  });
});

describe('GET /admin/mcqs/all', () => {
  it('search, difficulty (repeated), tags (any of), isActive, newest first, pagination, allTags', async () => {
    await bank.ctx.db.delete(mcqs);
    const a = await create({
      question: 'What is a closure in JavaScript?',
      tags: ['javascript', 'functions'],
      difficulty: 'medium',
    });
    const b = await create({
      question: 'Which SQL clause filters groups?',
      tags: ['sql'],
      difficulty: 'hard',
    });
    const c = await create({
      question: 'What does 100% mean_here?',
      tags: ['misc'],
      isActive: false,
    });
    const d = await create({
      question: 'Python lists are mutable. Which method appends?',
      tags: ['python', 'lists'],
    });

    let data = await list('');
    expect(data.mcqs.map((m) => m._id)).toEqual([d._id, c._id, b._id, a._id]);
    expect(data.allTags).toEqual(['functions', 'javascript', 'lists', 'misc', 'python', 'sql']);
    expect(data.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      itemsPerPage: 10,
      totalItems: 4,
    });

    expect((await list('?search=%20CLOSURE%20')).mcqs.map((m) => m._id)).toEqual([a._id]);
    // % and _ are taken literally
    expect((await list('?search=100%25')).mcqs.map((m) => m._id)).toEqual([c._id]);
    expect((await list('?search=n_h')).mcqs.map((m) => m._id)).toEqual([c._id]);
    expect((await list('?search=zzz')).mcqs).toEqual([]);
    expect((await list('?difficulty=medium&difficulty=hard')).mcqs.map((m) => m._id)).toEqual([
      b._id,
      a._id,
    ]);
    expect((await list('?difficulty=hard')).mcqs.map((m) => m._id)).toEqual([b._id]);
    expect((await list('?tags=sql&tags=python')).mcqs.map((m) => m._id)).toEqual([d._id, b._id]);
    expect((await list('?tags=functions')).mcqs.map((m) => m._id)).toEqual([a._id]);
    expect((await list('?isActive=false')).mcqs.map((m) => m._id)).toEqual([c._id]);
    expect((await list('?isActive=true')).mcqs).toHaveLength(3);
    // allTags is the whole bank's, whatever the filters
    expect((await list('?tags=sql')).allTags).toHaveLength(6);

    data = await list('?page=2&limit=3');
    expect(data.mcqs.map((m) => m._id)).toEqual([a._id]);
    expect(data.pagination).toEqual({
      currentPage: 2,
      totalPages: 2,
      itemsPerPage: 3,
      totalItems: 4,
    });
    expect((await list('?page=5&limit=3')).mcqs).toEqual([]);
  });

  it('bad query values → 400, never 500', async () => {
    for (const q of [
      '?page=0',
      '?limit=101',
      '?difficulty=expert',
      '?isActive=yes',
      '?other=1',
      `?search=${'x'.repeat(101)}`,
    ]) {
      expect((await req('GET', `/mcqs/all${q}`)).statusCode, q).toBe(400);
    }
  });
});
