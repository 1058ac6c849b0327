import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ASSESS_MSG, QB_MSG, type Fib, type FibBody, type Pagination } from '@app/shared';

import { activityLogs, fillInTheBlanks } from '../../db/schema/index.ts';
import { expectFieldError } from '../../test/harness.ts';
import { fibBody, insertWhizz, useQuestionBank } from './questions.fixtures.ts';

const bank = useQuestionBank('mentor');
const { req } = bank;

async function create(over: Partial<FibBody> = {}) {
  const res = await req('POST', '/fillintheblank', fibBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { fillInTheBlank: Fib } }).data.fillInTheBlank;
}
type ListData = { fillInTheBlanks: Fib[]; pagination: Pagination; allTags: string[] };
async function list(query: string) {
  const res = await req('GET', `/fillintheblank${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: ListData }).data;
}

describe('POST /admin/fillintheblank', () => {
  it("→ 201 'Fill in the Blank created successfully' data.fillInTheBlank, logged", async () => {
    const res = await req('POST', '/fillintheblank', {
      ...fibBody(),
      question: ' A ____ loop runs at least once. ',
      correctAnswer: ' do-while ',
    });
    expect(res.statusCode).toBe(201);
    const json = res.json() as { success: boolean; message: string; data: { fillInTheBlank: Fib } };
    expect(json).toMatchObject({
      success: true,
      message: 'Fill in the Blank created successfully',
    });
    expect(json.data.fillInTheBlank).toMatchObject({
      question: 'A ____ loop runs at least once.',
      correctAnswer: 'do-while',
      points: 1,
      difficulty: 'easy',
      tags: ['http'],
      isActive: true,
      usedIn: 0,
    });
    const logs = await bank.ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityId, json.data.fillInTheBlank._id));
    expect(logs.map((l) => [l.action, l.entity, l.actorId])).toEqual([
      ['fib.create', 'fill_in_the_blank', bank.s.mentor.user.id],
    ]);
  });

  it.each([
    ['question', { question: '' }, QB_MSG.questionRequired],
    ['question', { question: undefined }, QB_MSG.questionRequired],
    ['question', { question: 'q'.repeat(251) }, QB_MSG.questionTooLong],
    ['correctAnswer', { correctAnswer: '  ' }, QB_MSG.correctAnswerRequired],
    ['correctAnswer', { correctAnswer: undefined }, QB_MSG.correctAnswerRequired],
    ['correctAnswer', { correctAnswer: 'a'.repeat(101) }, QB_MSG.correctAnswerTooLong],
    ['points', { points: -0.5 }, QB_MSG.pointsMin],
    ['points', { points: 'ten' }, QB_MSG.pointsNumber],
    ['points', { points: 1001 }, QB_MSG.pointsMax],
    ['difficulty', { difficulty: 'EASY' }, QB_MSG.difficulty],
    ['tags', { tags: [] }, QB_MSG.tagsMin],
    ['tags.1', { tags: ['ok', 'x'.repeat(26)] }, QB_MSG.tagLength],
  ] as [string, Record<string, unknown>, string][])('%s %j → %s', async (field, over, message) => {
    expectFieldError(
      await req('POST', '/fillintheblank', { ...fibBody(), ...over }),
      field,
      message,
    );
  });
});

describe('GET|PUT|DELETE /admin/fillintheblank/{id}', () => {
  it('GET → data.fillInTheBlank; unknown → 404 Fill in the Blank not found', async () => {
    const fib = await create();
    const res = await req('GET', `/fillintheblank/${fib._id}`);
    expect((res.json() as { data: { fillInTheBlank: Fib } }).data.fillInTheBlank).toEqual(fib);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const r = await req(
        method,
        '/fillintheblank/0123456789abcdef01234567',
        method === 'PUT' ? { points: 2 } : undefined,
      );
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({ success: false, message: ASSESS_MSG.fibNotFound });
    }
  });

  it("PUT with edited fields → 'Fill in the Blank updated successfully'; only those change", async () => {
    const fib = await create();
    const res = await req('PUT', `/fillintheblank/${fib._id}`, {
      correctAnswer: 'Not Found',
      difficulty: 'medium',
    });
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json() as { message: string; data: { fillInTheBlank: Fib } };
    expect(json.message).toBe('Fill in the Blank updated successfully');
    expect(json.data.fillInTheBlank).toMatchObject({
      question: fib.question,
      correctAnswer: 'Not Found',
      difficulty: 'medium',
      points: 1,
    });
    const [log] = await bank.ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, 'fib.update'));
    expect(log!.changes).toEqual({
      correctAnswer: { before: '404', after: 'Not Found' },
      difficulty: { before: 'easy', after: 'medium' },
    });
  });

  it('PUT validates like create; {} → No changes made', async () => {
    const fib = await create();
    expectFieldError(
      await req('PUT', `/fillintheblank/${fib._id}`, { correctAnswer: '' }),
      'correctAnswer',
      QB_MSG.correctAnswerRequired,
    );
    expectFieldError(
      await req('PUT', `/fillintheblank/${fib._id}`, { tags: [] }),
      'tags',
      QB_MSG.tagsMin,
    );
    const res = await req('PUT', `/fillintheblank/${fib._id}`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: ASSESS_MSG.noChanges });
  });

  it('toggle: PUT {isActive} only, logged as fib.status', async () => {
    const fib = await create();
    const res = await req('PUT', `/fillintheblank/${fib._id}`, { isActive: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: ASSESS_MSG.fibUpdated,
      data: { fillInTheBlank: { isActive: false } },
    });
    const logs = await bank.ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityId, fib._id));
    expect(logs.map((l) => l.action)).toEqual(['fib.create', 'fib.status']);
  });

  it('DELETE → 200; used by a whizz → 409', async () => {
    const fib = await create();
    expect((await req('DELETE', `/fillintheblank/${fib._id}`)).json()).toMatchObject({
      success: true,
      message: ASSESS_MSG.fibDeleted,
    });
    const used = await create();
    // the same id listed as another type does not count
    await insertWhizz(bank.ctx.db, [{ questionId: used._id, type: 'MCQ' }]);
    expect((await list('')).fillInTheBlanks.find((f) => f._id === used._id)!.usedIn).toBe(0);
    await insertWhizz(bank.ctx.db, [{ questionId: used._id, type: 'FillInTheBlank' }]);
    expect((await list('')).fillInTheBlanks.find((f) => f._id === used._id)!.usedIn).toBe(1);
    const res = await req('DELETE', `/fillintheblank/${used._id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: ASSESS_MSG.questionInUse });
    const logs = await bank.ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, 'fib.delete'));
    expect(logs.map((l) => l.entityId)).toEqual([fib._id]);
  });
});

describe('GET /admin/fillintheblank', () => {
  it('question (trimmed search), filters, newest first, pagination, allTags', async () => {
    await bank.ctx.db.delete(fillInTheBlanks);
    const a = await create({
      question: 'The keyword to define a function in Python is ____.',
      tags: ['python'],
    });
    const b = await create({
      question: 'SQL keyword to sort rows: ____ BY.',
      tags: ['sql', 'databases'],
      difficulty: 'medium',
    });
    const c = await create({
      question: 'CSS property for text colour: ____.',
      tags: ['css'],
      isActive: false,
      difficulty: 'hard',
    });

    const all = await list('');
    expect(all.fillInTheBlanks.map((f) => f._id)).toEqual([c._id, b._id, a._id]);
    expect(all.allTags).toEqual(['css', 'databases', 'python', 'sql']);
    expect(all.pagination.totalItems).toBe(3);
    expect((await list('?question=%20%20python%20')).fillInTheBlanks.map((f) => f._id)).toEqual([
      a._id,
    ]);
    expect((await list('?question=keyword')).fillInTheBlanks.map((f) => f._id)).toEqual([
      b._id,
      a._id,
    ]);
    expect((await list('?difficulty=hard&difficulty=medium')).fillInTheBlanks).toHaveLength(2);
    expect((await list('?tags=databases')).fillInTheBlanks.map((f) => f._id)).toEqual([b._id]);
    expect((await list('?isActive=true')).fillInTheBlanks.map((f) => f._id)).toEqual([
      b._id,
      a._id,
    ]);
    const page = await list('?page=2&limit=2');
    expect(page.fillInTheBlanks.map((f) => f._id)).toEqual([a._id]);
    expect(page.pagination).toEqual({
      currentPage: 2,
      totalPages: 2,
      itemsPerPage: 2,
      totalItems: 3,
    });
    // `search` is not this list's parameter
    expect((await req('GET', '/fillintheblank?search=x')).statusCode).toBe(400);
  });
});
