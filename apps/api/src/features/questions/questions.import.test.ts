import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ASSESS_MSG, QB_MSG, type ImportReport, type Mcq } from '@app/shared';

import { activityLogs, fillInTheBlanks, mcqs } from '../../db/schema/index.ts';
import { CSV_MSG } from './questions.csv.ts';
import { useQuestionBank } from './questions.fixtures.ts';

const bank = useQuestionBank();

function post(
  path: string,
  payload: string | Buffer,
  opts: { cookie?: string | null; type?: string } = {},
) {
  const cookie = opts.cookie === undefined ? bank.s.instructor.cookie : opts.cookie;
  return bank.ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin${path}`,
    headers: { 'content-type': opts.type ?? 'text/csv', ...(cookie ? { cookie } : {}) },
    payload,
  });
}
const reportOf = (res: { json(): unknown }) =>
  (res.json() as { data: { report: ImportReport } }).data.report;

const MCQ_HEADER =
  'question,option1,option2,option3,option4,option5,option6,correct,selectionType,points,difficulty,tags';

describe('POST /admin/mcqs/import', () => {
  it('creates the valid rows in one go and reports the others by line, field and message', async () => {
    await bank.ctx.db.delete(mcqs);
    const csv = [
      // line 1: header in another case, with spaces
      ' Question ,OPTION1,option2,option3,option4,option5,option6,Correct,selectiontype,points,difficulty,tags',
      'Which is not a JavaScript type?,string,boolean,character,number,,,3,single,2,easy,javascript;types',
      '"A question with a comma, and ""quotes""",Yes,No,,,,,1,,1,medium,misc',
      // line 4: a multi-line quoted question (lines 4-5)
      '"Which are valid Python\nloops?",for,while,do-while,repeat,,,1;2,multiple,3,hard,python',
      '',
      // line 7: everything wrong
      ',only,,,,,,,,-1,expert,',
      // line 8: correct points to an empty option
      'Pick one,a,b,,,,,4,single,1,easy,x',
      // line 9: duplicate options and two correct for single
      'Dupes?,Java,java,C,,,,1;3,single,1,easy,x',
      // line 10: too many cells
      'Extra,a,b,,,,,1,single,1,easy,x,surprise',
      // line 11: correct is not a number
      'Bad correct,a,b,,,,,first,single,1,easy,x',
      // an all-empty row (skipped, not counted)
      ',,,,,,,,,,,',
      // line 13: points not a number, selectionType wrong
      'Points?,a,b,,,,,1,some,ten,easy,x',
    ].join('\n');
    const res = await post('/mcqs/import', csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: ASSESS_MSG.importDone });
    const report = reportOf(res);
    expect(report.totalRows).toBe(9);
    expect(report.created).toBe(3);
    expect(report.rejected.map((r) => r.line)).toEqual([7, 8, 9, 10, 11, 13]);
    const byLine = new Map(report.rejected.map((r) => [r.line, r.errors]));
    expect(byLine.get(7)).toEqual(
      expect.arrayContaining([
        { field: 'question', message: QB_MSG.questionRequired },
        { field: 'correct', message: CSV_MSG.correctFormat },
        { field: 'options', message: QB_MSG.optionsMin },
        { field: 'points', message: QB_MSG.pointsMin },
        { field: 'difficulty', message: QB_MSG.difficulty },
        { field: 'tags', message: QB_MSG.tagsMin },
      ]),
    );
    expect(byLine.get(8)).toEqual([{ field: 'correct', message: CSV_MSG.correctEmptyOption }]);
    expect(byLine.get(9)).toEqual(
      expect.arrayContaining([
        { field: 'correct', message: QB_MSG.singleExactlyOne },
        { field: 'options', message: ASSESS_MSG.optionsUnique },
      ]),
    );
    expect(byLine.get(10)).toEqual([{ field: 'row', message: CSV_MSG.tooManyCells }]);
    expect(byLine.get(11)).toEqual([{ field: 'correct', message: CSV_MSG.correctFormat }]);
    expect(byLine.get(13)).toEqual(
      expect.arrayContaining([
        { field: 'points', message: QB_MSG.pointsNumber },
        { field: 'selectionType', message: QB_MSG.selectionType },
      ]),
    );

    const list = await bank.ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/mcqs/all',
      headers: { cookie: bank.s.instructor.cookie },
    });
    const created = (list.json() as { data: { mcqs: Mcq[] } }).data.mcqs;
    const byQuestion = new Map(created.map((m) => [m.question, m]));
    expect(byQuestion.get('Which is not a JavaScript type?')).toMatchObject({
      options: [
        { text: 'string', isCorrect: false },
        { text: 'boolean', isCorrect: false },
        { text: 'character', isCorrect: true },
        { text: 'number', isCorrect: false },
      ],
      selectionType: 'single',
      points: 2,
      difficulty: 'easy',
      tags: ['javascript', 'types'],
      isActive: true,
    });
    // selectionType left empty: inferred from the one correct option
    expect(byQuestion.get('A question with a comma, and "quotes"')).toMatchObject({
      selectionType: 'single',
      options: [
        { text: 'Yes', isCorrect: true },
        { text: 'No', isCorrect: false },
      ],
    });
    expect(byQuestion.get('Which are valid Python\nloops?')).toMatchObject({
      selectionType: 'multiple',
      difficulty: 'hard',
    });

    const [log] = await bank.ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, 'mcq.import'));
    expect(log).toMatchObject({ entity: 'mcq', actorId: bank.s.instructor.user.id });
    expect((log!.changes as unknown as { created: { after: number } }).created.after).toBe(3);
  });

  it('a file whose rows are all invalid creates nothing; Windows line endings and a BOM are fine', async () => {
    const before = (await bank.ctx.db.select().from(mcqs)).length;
    const csv = `\uFEFF${MCQ_HEADER}\r\nBad,a,b,,,,,9,single,1,easy,x\r\n\r\nAlso bad,a,a,,,,,1,single,1,easy,x\r\n`;
    const res = await post('/mcqs/import', csv, { type: 'text/csv; charset=utf-8' });
    expect(res.statusCode, res.body).toBe(200);
    expect(reportOf(res)).toEqual({
      totalRows: 2,
      created: 0,
      rejected: [
        { line: 2, errors: [{ field: 'correct', message: CSV_MSG.correctFormat }] },
        { line: 4, errors: [{ field: 'options', message: ASSESS_MSG.optionsUnique }] },
      ],
    });
    expect((await bank.ctx.db.select().from(mcqs)).length).toBe(before);
  });

  it('header problems → 400: a missing column, an unknown or repeated one', async () => {
    let res = await post(
      '/mcqs/import',
      'question,option1,option2,points,difficulty,tags\nQ,a,b,1,easy,x',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: ASSESS_MSG.importHeaderMissing,
      data: [{ field: 'correct', message: ASSESS_MSG.importHeaderMissing }],
    });
    res = await post('/mcqs/import', `${MCQ_HEADER},notes\nQ,a,b,,,,,1,single,1,easy,x,hi`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Validation Error',
      data: [{ field: 'notes', message: CSV_MSG.unknownColumn }],
    });
    res = await post('/mcqs/import', `${MCQ_HEADER},Tags\nQ,a,b,,,,,1,single,1,easy,x,y`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      data: [{ field: 'tags', message: CSV_MSG.duplicateColumn }],
    });
    // option3…option6 and selectionType may be left out
    res = await post(
      '/mcqs/import',
      'question,option1,option2,correct,points,difficulty,tags\nShort header?,yes,no,1,1,easy,x',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(reportOf(res)).toMatchObject({ totalRows: 1, created: 1, rejected: [] });
  });

  it('empty → 400 importEmpty; more than 1000 rows → 400 importTooLarge', async () => {
    for (const body of ['', '\n\n', MCQ_HEADER, `${MCQ_HEADER}\n,,,,,,,,,,,\n`]) {
      const res = await post('/mcqs/import', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message: ASSESS_MSG.importEmpty });
    }
    const row = 'Q,a,b,,,,,1,single,1,easy,x';
    const big = [MCQ_HEADER, ...Array<string>(1001).fill(row)].join('\n');
    let res = await post('/mcqs/import', big);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: ASSESS_MSG.importTooLarge });
    // exactly 1000 is fine
    const before = (await bank.ctx.db.select().from(mcqs)).length;
    res = await post('/mcqs/import', [MCQ_HEADER, ...Array<string>(1000).fill(row)].join('\n'));
    expect(res.statusCode, res.body).toBe(200);
    expect(reportOf(res)).toMatchObject({ totalRows: 1000, created: 1000 });
    expect((await bank.ctx.db.select().from(mcqs)).length).toBe(before + 1000);
  });

  it('junk never answers 500: bad quotes, binary, huge fields, JSON, wrong type, too large', async () => {
    const cases: [string | Buffer, string?][] = [
      [`${MCQ_HEADER}\n"unclosed,a,b,,,,,1,single,1,easy,x`],
      [randomBytes(4096)],
      [Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x00, 0x42])],
      [`${MCQ_HEADER}\n${'x'.repeat(600_000)},a,b,,,,,1,single,1,easy,x`],
      [`${MCQ_HEADER}\nQ,${'o'.repeat(300)},b,,,,,1,single,1,easy,${'t'.repeat(40)}`],
      ['"a""b\n\n\n"'],
      [',,,,\n,,,'],
      ['{"question":"x"}', 'application/json'],
      ['question\nx', 'text/plain'],
      ['question\nx', 'multipart/form-data; boundary=x'],
    ];
    for (const [payload, type] of cases) {
      const res = await post('/mcqs/import', payload, type ? { type } : {});
      expect(res.statusCode, `${String(payload).slice(0, 60)} → ${res.body}`).toBeLessThan(500);
      const json = res.json() as { success: boolean; data?: { report?: ImportReport } };
      // refused as a whole, or read with every row rejected
      if (json.success) expect(json.data!.report!.created).toBe(0);
      else expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
    const tooLarge = await post('/mcqs/import', `${MCQ_HEADER}\n${'x'.repeat(1024 * 1024)}`);
    expect(tooLarge.statusCode).toBe(413);
    // a quote inside an unquoted field is read literally
    const res = await post('/mcqs/import', `${MCQ_HEADER}\nSay "hi",a,b,,,,,1,single,1,easy,x`);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('roles: mentor may import; support 403; anonymous 401', async () => {
    const csv = `${MCQ_HEADER}\nMentor made,a,b,,,,,2,single,1,easy,x`;
    expect((await post('/mcqs/import', csv, { cookie: bank.s.mentor.cookie })).statusCode).toBe(
      200,
    );
    expect((await post('/mcqs/import', csv, { cookie: bank.s.support.cookie })).statusCode).toBe(
      403,
    );
    expect((await post('/mcqs/import', csv, { cookie: null })).statusCode).toBe(401);
  });
});

describe('POST /admin/fillintheblank/import', () => {
  it('valid rows created, invalid ones reported; all columns required', async () => {
    await bank.ctx.db.delete(fillInTheBlanks);
    const csv = [
      'question,correctAnswer,points,difficulty,tags',
      'The default port of HTTPS is ____.,443,1,easy,networking;http',
      'Git command to create a branch: git ____,branch,2,MEDIUM,git',
      ',,x,,',
      `${'q'.repeat(251)},${'a'.repeat(101)},1,easy,x`,
    ].join('\n');
    const res = await post('/fillintheblank/import', csv);
    expect(res.statusCode, res.body).toBe(200);
    const report = reportOf(res);
    expect(report).toMatchObject({ totalRows: 4, created: 2 });
    expect(report.rejected).toEqual([
      {
        line: 4,
        errors: expect.arrayContaining([
          { field: 'question', message: QB_MSG.questionRequired },
          { field: 'correctAnswer', message: QB_MSG.correctAnswerRequired },
          { field: 'points', message: QB_MSG.pointsNumber },
          { field: 'difficulty', message: QB_MSG.difficulty },
          { field: 'tags', message: QB_MSG.tagsMin },
        ]),
      },
      {
        line: 5,
        errors: [
          { field: 'question', message: QB_MSG.questionTooLong },
          { field: 'correctAnswer', message: QB_MSG.correctAnswerTooLong },
        ],
      },
    ]);
    const rows = await bank.ctx.db.select().from(fillInTheBlanks);
    expect(rows.map((r) => [r.correctAnswer, r.difficulty, r.tags]).sort()).toEqual([
      ['443', 'easy', ['networking', 'http']],
      ['branch', 'medium', ['git']],
    ]);
    const missing = await post(
      '/fillintheblank/import',
      'question,correctAnswer,points,tags\nQ,A,1,x',
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: ASSESS_MSG.importHeaderMissing,
      data: [{ field: 'difficulty', message: ASSESS_MSG.importHeaderMissing }],
    });
    const [log] = await bank.ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, 'fib.import'));
    expect(log).toMatchObject({ entity: 'fill_in_the_blank' });
  });
});
