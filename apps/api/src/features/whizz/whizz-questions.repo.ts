import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';

import { ID_PATTERN, type QuestionOption, type QuestionType } from '@app/shared';

import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/list-query.ts';
import {
  codeSubmissions,
  codingProblems,
  fillInTheBlanks,
  mcqs,
  type CodingProblemRow,
  type FibRow,
  type McqRow,
} from '../../db/schema/index.ts';
import { concurrently } from '../../db/transaction.ts';

/** A whizz question as stored in its bank. */
export type BankQuestion =
  | { type: 'MCQ'; row: McqRow }
  | { type: 'FillInTheBlank'; row: FibRow }
  | { type: 'codingProblem'; row: CodingProblemRow };

export type QuestionRef = { questionId: string; type: QuestionType };

/** Map key of a loaded question. */
export const refKey = (type: QuestionType, id: string) => `${type}:${id}`;

/** The three banks' rows for the given references, keyed by `refKey`; missing ones are absent. */
export async function loadQuestions(db: Tx, refs: QuestionRef[]) {
  const ids = (type: QuestionType) => [
    ...new Set(
      refs.filter((r) => r.type === type && ID_PATTERN.test(r.questionId)).map((r) => r.questionId),
    ),
  ];
  const [mcq, fib, coding] = [ids('MCQ'), ids('FillInTheBlank'), ids('codingProblem')];
  const [mcqRows, fibRows, codingRows] = await concurrently(
    db,
    async () => (mcq.length ? db.select().from(mcqs).where(inArray(mcqs.id, mcq)) : []),
    async () =>
      fib.length ? db.select().from(fillInTheBlanks).where(inArray(fillInTheBlanks.id, fib)) : [],
    async () =>
      coding.length
        ? db.select().from(codingProblems).where(inArray(codingProblems.id, coding))
        : [],
  );
  const found = new Map<string, BankQuestion>();
  for (const row of mcqRows) found.set(refKey('MCQ', row.id), { type: 'MCQ', row });
  for (const row of fibRows)
    found.set(refKey('FillInTheBlank', row.id), { type: 'FillInTheBlank', row });
  for (const row of codingRows) {
    found.set(refKey('codingProblem', row.id), { type: 'codingProblem', row });
  }
  return found;
}

export function questionTitle(q: BankQuestion): string {
  return q.type === 'codingProblem' ? q.row.title : q.row.question;
}

/**
 * The question picker: each bank searched on its trigram-indexed text (coding problems also on
 * their problem ID), active questions first, then newest.
 */
export async function findQuestionOptions(
  db: Tx,
  q: { search?: string; type?: QuestionType; limit: number },
): Promise<QuestionOption[]> {
  const like = q.search ? containsPattern(q.search.toLowerCase()) : null;
  const want = (type: QuestionType) => !q.type || q.type === type;
  const order = (active: SQL, created: SQL) => [desc(active), desc(created)];
  const [mcqRows, fibRows, codingRows] = await Promise.all([
    want('MCQ')
      ? db
          .select()
          .from(mcqs)
          .where(like ? sql`lower(${mcqs.question}) like ${like}` : undefined)
          .orderBy(...order(sql`${mcqs.isActive}`, sql`${mcqs.createdAt}`))
          .limit(q.limit)
      : [],
    want('FillInTheBlank')
      ? db
          .select()
          .from(fillInTheBlanks)
          .where(like ? sql`lower(${fillInTheBlanks.question}) like ${like}` : undefined)
          .orderBy(...order(sql`${fillInTheBlanks.isActive}`, sql`${fillInTheBlanks.createdAt}`))
          .limit(q.limit)
      : [],
    want('codingProblem')
      ? db
          .select()
          .from(codingProblems)
          .where(
            like
              ? or(
                  sql`lower(${codingProblems.title}) like ${like}`,
                  sql`lower(${codingProblems.problemId}) like ${like}`,
                )
              : undefined,
          )
          .orderBy(...order(sql`${codingProblems.isActive}`, sql`${codingProblems.createdAt}`))
          .limit(q.limit)
      : [],
  ]);
  const options = [
    ...mcqRows.map((r) => ({ type: 'MCQ' as const, title: r.question, r })),
    ...fibRows.map((r) => ({ type: 'FillInTheBlank' as const, title: r.question, r })),
    ...codingRows.map((r) => ({ type: 'codingProblem' as const, title: r.title, r })),
  ];
  options.sort(
    (a, b) =>
      Number(b.r.isActive) - Number(a.r.isActive) ||
      b.r.createdAt.getTime() - a.r.createdAt.getTime(),
  );
  return options.slice(0, q.limit).map(({ type, title, r }) => ({
    questionId: r.id,
    type,
    title,
    points: r.points,
    difficulty: r.difficulty,
    tags: r.tags,
    isActive: r.isActive,
  }));
}

/** An attempt's best judged 'submit' submission per coding problem. */
export async function bestSubmissions(db: Tx, attemptId: string) {
  const rows = await db
    .selectDistinctOn([codeSubmissions.problemId], {
      problemId: codeSubmissions.problemId,
      pointsEarned: codeSubmissions.pointsEarned,
      passed: codeSubmissions.passed,
      total: codeSubmissions.total,
    })
    .from(codeSubmissions)
    .where(
      and(
        eq(codeSubmissions.attemptId, attemptId),
        eq(codeSubmissions.kind, 'submit'),
        eq(codeSubmissions.status, 'done'),
      ),
    )
    .orderBy(
      codeSubmissions.problemId,
      desc(codeSubmissions.pointsEarned),
      desc(codeSubmissions.passed),
      codeSubmissions.createdAt,
    );
  const best = new Map<string, { pointsEarned: number; passed: number; total: number }>();
  for (const r of rows) {
    if (r.problemId)
      best.set(r.problemId, { pointsEarned: r.pointsEarned, passed: r.passed, total: r.total });
  }
  return best;
}
