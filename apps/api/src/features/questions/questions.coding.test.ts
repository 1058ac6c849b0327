import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import {
  ASSESS_MSG,
  QB_MSG,
  type CodingProblem,
  type CodingProblemSummary,
  type Pagination,
} from '@app/shared';

import { activityLogs, codingProblems } from '../../db/schema/index.ts';
import { expectFieldError } from '../../test/harness.ts';
import {
  codingBody,
  type CodingDraft,
  insertWhizz,
  useQuestionBank,
} from './questions.fixtures.ts';

const bank = useQuestionBank('admin');
const { req } = bank;

async function create(over: Partial<CodingDraft> = {}) {
  const res = await req('POST', '/coding-problems', codingBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { codingProblem: CodingProblem } }).data.codingProblem;
}
type ListData = {
  codingProblems: CodingProblemSummary[];
  pagination: Pagination;
  allTags: string[];
};
async function list(query: string) {
  const res = await req('GET', `/coding-problems${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: ListData }).data;
}

const js = (code: string, mainCode = '') => ({ language: 'javascript' as const, code, mainCode });

describe('POST /admin/coding-problems', () => {
  it('→ 201 data.codingProblem with every field; defaults filled; logged', async () => {
    const res = await req('POST', '/coding-problems', {
      ...codingBody({ problemId: ' Sum-Two ' }),
      hints: [{ text: 'Think about overflow' }],
      testCases: [{ input: '1 2', expectedOutput: '3' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const json = res.json() as { message: string; data: { codingProblem: CodingProblem } };
    expect(json.message).toBe(ASSESS_MSG.codingCreated);
    const p = json.data.codingProblem;
    expect(p).toMatchObject({
      problemId: 'Sum-Two',
      title: 'Sum of two numbers',
      isActive: true,
      hints: [{ language: 'general', text: 'Think about overflow' }],
      testCases: [{ input: '1 2', expectedOutput: '3', isHidden: false, points: 1 }],
      points: 10,
      usedIn: 0,
    });
    expect(p.boilerplate[0]!.mainCode).toContain('{{USER_CODE}}');
    expect((await req('GET', `/coding-problems/${p._id}`)).json()).toMatchObject({
      data: { codingProblem: p },
    });
    const logs = await bank.ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityId, p._id));
    expect(logs.map((l) => [l.action, l.entity])).toEqual([['coding.create', 'coding_problem']]);
  });

  it('boilerplate and solution entries with empty code are dropped before validation', async () => {
    const p = await create({
      boilerplate: [
        js('function sum(a, b) {}', 'console.log(1)'),
        { language: 'python', code: '   ', mainCode: 'print(1)' },
        { language: 'java', code: '' },
      ],
      solutions: [
        { language: 'python', code: '' },
        { language: 'javascript', code: 'function sum(a, b) { return a + b; }' },
        { language: 'cpp', code: '\n\t' },
      ],
    });
    expect(p.boilerplate.map((b) => b.language)).toEqual(['javascript']);
    expect(p.solutions.map((x) => x.language)).toEqual(['javascript']);
    // all empty → the "at least one" rules
    const res = await req('POST', '/coding-problems', {
      ...codingBody(),
      boilerplate: [{ language: 'python', code: ' ' }],
      solutions: [{ language: 'python', code: '' }],
    });
    expectFieldError(res, 'boilerplate', QB_MSG.boilerplateMin);
    expectFieldError(res, 'solutions', QB_MSG.solutionsMin);
  });

  it.each([
    ['problemId', { problemId: '' }, QB_MSG.problemIdRequired],
    ['problemId', { problemId: undefined }, QB_MSG.problemIdRequired],
    ['problemId', { problemId: 'has space' }, QB_MSG.problemIdFormat],
    ['problemId', { problemId: 'p'.repeat(51) }, QB_MSG.problemIdFormat],
    ['title', { title: '' }, QB_MSG.titleRequired],
    ['title', { title: 't'.repeat(251) }, QB_MSG.titleTooLong],
    ['description', { description: ' ' }, QB_MSG.descriptionRequired],
    ['description', { description: 'd'.repeat(501) }, QB_MSG.descriptionTooLong],
    ['tags', { tags: [] }, QB_MSG.tagsMin],
    ['tags.0', { tags: ['x'.repeat(26)] }, QB_MSG.tagLength],
    ['inputFormat', { inputFormat: '' }, QB_MSG.inputFormatRequired],
    ['inputFormat', { inputFormat: 'i'.repeat(201) }, QB_MSG.formatTooLong],
    ['outputFormat', { outputFormat: undefined }, QB_MSG.outputFormatRequired],
    ['outputFormat', { outputFormat: 'o'.repeat(201) }, QB_MSG.formatTooLong],
    ['constraints', { constraints: [] }, QB_MSG.constraintsCount],
    [
      'constraints',
      { constraints: Array.from({ length: 11 }, (_, i) => `c${i}`) },
      QB_MSG.constraintsCount,
    ],
    // A blank line is a row left empty in the form: dropped, so only blanks is no constraint.
    ['constraints', { constraints: [' ', ''] }, QB_MSG.constraintsCount],
    ['constraints.0', { constraints: ['c'.repeat(201)] }, QB_MSG.constraintTooLong],
    ['hints', { hints: [] }, QB_MSG.hintsMin],
    ['hints', { hints: undefined }, QB_MSG.hintsMin],
    ['hints.0.text', { hints: [{ text: '' }] }, QB_MSG.hintRequired],
    ['hints.0.text', { hints: [{ text: 'h'.repeat(251) }] }, QB_MSG.hintTooLong],
    ['boilerplate', { boilerplate: [] }, QB_MSG.boilerplateMin],
    ['boilerplate', { boilerplate: [js('a'), js('b')] }, QB_MSG.boilerplateUnique],
    [
      'boilerplate.0.language',
      { boilerplate: [{ language: 'ruby', code: 'x' }] },
      ASSESS_MSG.languageUnsupported,
    ],
    [
      'boilerplate.0.code',
      { boilerplate: [js('x'.repeat(64 * 1024 + 1))] },
      ASSESS_MSG.sourceTooLarge,
    ],
    ['solutions', { solutions: [] }, QB_MSG.solutionsMin],
    ['testCases', { testCases: [] }, QB_MSG.testCasesMin],
    [
      'testCases',
      { testCases: Array.from({ length: 51 }, () => ({ input: '', expectedOutput: '1' })) },
      QB_MSG.testCasesMax,
    ],
    [
      'testCases.0.expectedOutput',
      { testCases: [{ input: '1', expectedOutput: ' \n' }] },
      QB_MSG.testOutputRequired,
    ],
    [
      'testCases.0.input',
      { testCases: [{ input: 'x'.repeat(64 * 1024 + 1), expectedOutput: '1' }] },
      QB_MSG.testTooLarge,
    ],
    [
      'testCases.0.points',
      { testCases: [{ input: '', expectedOutput: '1', points: -1 }] },
      QB_MSG.pointsMin,
    ],
    ['points', { points: -1 }, QB_MSG.pointsMin],
    ['difficulty', { difficulty: 'insane' }, QB_MSG.difficulty],
  ] as [string, Record<string, unknown>, string][])('%s → %s', async (field, over, message) => {
    expectFieldError(
      await req('POST', '/coding-problems', { ...codingBody(), ...over }),
      field,
      message,
    );
  });

  it('blank constraint rows are dropped, never refused (issue 15)', async () => {
    const p = await create({ constraints: ['', '1 ≤ n ≤ 10', '  '] });
    expect(p.constraints).toEqual(['1 ≤ n ≤ 10']);
  });

  it('a problem with many large test cases (over the default 1 MB body) can be saved', async () => {
    const big = 'x'.repeat(60 * 1024);
    const p = await create({
      testCases: Array.from({ length: 30 }, (_, i) => ({
        input: big,
        expectedOutput: `${i}`,
        isHidden: i > 0,
        points: 1,
      })),
    });
    expect(p.testCases).toHaveLength(30);
    expect(p.testCases[29]!.input).toHaveLength(60 * 1024);
    // the activity log keeps the start, the length and a hash of long texts
    const [log] = await bank.ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityId, p._id));
    const tests = (log!.changes as unknown as { testCases: { after: { input: string }[] } })
      .testCases.after;
    expect(tests[0]!.input).toMatch(/^x{200}… \[61440 characters, sha256 [0-9a-f]{12}\]$/);
  });

  it('problem IDs are unique case-insensitively → 409', async () => {
    await create({ problemId: 'Reverse-String' });
    const res = await req('POST', '/coding-problems', codingBody({ problemId: 'reverse-STRING' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      message: ASSESS_MSG.problemIdTaken,
      data: [{ field: 'problemId', message: ASSESS_MSG.problemIdTaken }],
    });
  });
});

describe('GET|PATCH|DELETE /admin/coding-problems/{id}', () => {
  it('unknown id → 404 Coding problem not found', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await req(
        method,
        '/coding-problems/0123456789abcdef01234567',
        method === 'PATCH' ? { title: 'x' } : undefined,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: ASSESS_MSG.codingNotFound });
    }
  });

  it('PATCH sends only changed fields; empty → 400 No changes made; rules as on create', async () => {
    const p = await create();
    let res = await req('PATCH', `/coding-problems/${p._id}`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: ASSESS_MSG.noChanges });

    res = await req('PATCH', `/coding-problems/${p._id}`, {
      title: 'Add two numbers',
      solutions: [
        { language: 'python', code: '' },
        { language: 'javascript', code: 'function sum(a,b){return a+b}' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json() as { message: string; data: { codingProblem: CodingProblem } };
    expect(json.message).toBe(ASSESS_MSG.codingUpdated);
    expect(json.data.codingProblem).toMatchObject({
      title: 'Add two numbers',
      description: p.description,
      testCases: p.testCases,
      solutions: [{ language: 'javascript', code: 'function sum(a,b){return a+b}' }],
    });
    const [log] = await bank.ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, 'coding.update'));
    expect(Object.keys(log!.changes as object).sort()).toEqual(['solutions', 'title']);

    expectFieldError(
      await req('PATCH', `/coding-problems/${p._id}`, { title: '' }),
      'title',
      QB_MSG.titleRequired,
    );
    expectFieldError(
      await req('PATCH', `/coding-problems/${p._id}`, {
        boilerplate: [{ language: 'cpp', code: '' }],
      }),
      'boilerplate',
      QB_MSG.boilerplateMin,
    );
    expectFieldError(
      await req('PATCH', `/coding-problems/${p._id}`, { hints: [] }),
      'hints',
      QB_MSG.hintsMin,
    );
  });

  it('PATCH problemId: its own in another case is fine; another problem’s → 409', async () => {
    const a = await create({ problemId: 'fizzbuzz' });
    await create({ problemId: 'palindrome' });
    let res = await req('PATCH', `/coding-problems/${a._id}`, { problemId: 'FizzBuzz' });
    expect(res.statusCode, res.body).toBe(200);
    res = await req('PATCH', `/coding-problems/${a._id}`, { problemId: 'PALINDROME' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: ASSESS_MSG.problemIdTaken });
  });

  it('toggle with {isActive} only, logged as coding.status', async () => {
    const p = await create();
    const res = await req('PATCH', `/coding-problems/${p._id}`, { isActive: false });
    expect(res.json()).toMatchObject({ data: { codingProblem: { isActive: false } } });
    const logs = await bank.ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityId, p._id));
    expect(logs.map((l) => l.action)).toEqual(['coding.create', 'coding.status']);
  });

  it('DELETE → 200; used by a whizz → 409', async () => {
    const p = await create();
    const res = await req('DELETE', `/coding-problems/${p._id}`);
    expect(res.json()).toMatchObject({ success: true, message: ASSESS_MSG.codingDeleted });
    expect((await req('GET', `/coding-problems/${p._id}`)).statusCode).toBe(404);
    const used = await create();
    await insertWhizz(bank.ctx.db, [{ questionId: used._id, type: 'codingProblem' }]);
    const refused = await req('DELETE', `/coding-problems/${used._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: ASSESS_MSG.questionInUse });
  });
});

describe('GET /admin/coding-problems', () => {
  it('summaries (no code or tests), search by title or problem ID, filters, allTags, pages', async () => {
    await bank.ctx.db.delete(codingProblems);
    const a = await create({ problemId: 'two-sum', title: 'Sum of two numbers', tags: ['math'] });
    const b = await create({
      problemId: 'rev-str',
      title: 'Reverse a string',
      tags: ['strings'],
      difficulty: 'medium',
      boilerplate: [js('x'), { language: 'python', code: 'def f(): pass', mainCode: '' }],
    });
    const c = await create({
      problemId: 'fizz',
      title: 'FizzBuzz count',
      tags: ['math', 'loops'],
      isActive: false,
    });

    const all = await list('');
    expect(all.codingProblems.map((p) => p.problemId)).toEqual(['fizz', 'rev-str', 'two-sum']);
    expect(all.allTags).toEqual(['loops', 'math', 'strings']);
    const rev = all.codingProblems[1]!;
    expect(rev).toMatchObject({
      _id: b._id,
      testCaseCount: 2,
      languages: ['javascript', 'python'],
      usedIn: 0,
    });
    expect(rev).not.toHaveProperty('testCases');
    expect(rev).not.toHaveProperty('solutions');
    expect((await list('?search=REVERSE')).codingProblems.map((p) => p._id)).toEqual([b._id]);
    expect((await list('?search=two-s')).codingProblems.map((p) => p._id)).toEqual([a._id]);
    expect((await list('?tags=math')).codingProblems.map((p) => p._id)).toEqual([c._id, a._id]);
    expect((await list('?difficulty=medium')).codingProblems.map((p) => p._id)).toEqual([b._id]);
    expect((await list('?isActive=false')).codingProblems.map((p) => p._id)).toEqual([c._id]);
    const page = await list('?limit=1&page=3');
    expect(page.codingProblems.map((p) => p._id)).toEqual([a._id]);
    expect(page.pagination).toEqual({
      currentPage: 3,
      totalPages: 3,
      itemsPerPage: 1,
      totalItems: 3,
    });
  });
});
