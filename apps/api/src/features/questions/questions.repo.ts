import {
  and,
  arrayOverlaps,
  count,
  desc,
  eq,
  getTableName,
  inArray,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import type { Difficulty, QuestionType } from '@app/shared';

import type { Tx } from '../../db/client.ts';
import {
  codeSubmissions,
  codingProblems,
  fillInTheBlanks,
  mcqs,
  whizzes,
} from '../../db/schema/index.ts';

/** `%value%` for LIKE, lower-cased, with the user's own %, _ and \ taken literally. */
type BankTable = typeof mcqs | typeof fillInTheBlanks | typeof codingProblems;

const contains = (value: string) => `%${value.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * How many whizzes list this question (whizzes.questions is [{questionId, type}]). The names are
 * written out in full: in a one-table select Drizzle leaves columns unqualified, and a bare "id"
 * inside the subquery would be the whizz's.
 */
export function usedInSql(table: BankTable, type: QuestionType) {
  const id = sql`${sql.identifier(getTableName(table))}.${sql.identifier('id')}`;
  return sql<number>`(select count(*)::int from ${sql.identifier(getTableName(whizzes))} w where w.${sql.identifier(whizzes.questions.name)} @> jsonb_build_array(jsonb_build_object('questionId', ${id}::text, 'type', ${type}::text)))`.mapWith(
    Number,
  );
}

export async function countUses(db: Tx, id: string, type: QuestionType): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(whizzes)
    .where(
      sql`${whizzes.questions} @> jsonb_build_array(jsonb_build_object('questionId', ${id}::text, 'type', ${type}::text))`,
    );
  return row?.n ?? 0;
}

export type ListFilters = {
  search?: string | undefined;
  difficulty?: Difficulty[] | undefined;
  tags?: string[] | undefined;
  isActive?: 'true' | 'false' | undefined;
  limit: number;
  offset: number;
};

type BankColumns = {
  difficulty: PgColumn;
  tags: PgColumn;
  isActive: PgColumn;
};

function commonWhere(t: BankColumns, f: ListFilters): (SQL | undefined)[] {
  return [
    f.difficulty?.length ? inArray(t.difficulty, f.difficulty) : undefined,
    f.tags?.length ? arrayOverlaps(t.tags, f.tags) : undefined,
    f.isActive ? eq(t.isActive, f.isActive === 'true') : undefined,
  ];
}

/** Every distinct tag of a bank, sorted the same way on every database. */
async function distinctTags(db: Tx, column: PgColumn, table: BankTable) {
  const rows = await db
    .selectDistinct({ tag: sql<string>`unnest(${column})`.as('tag') })
    .from(table);
  return rows
    .map((r) => r.tag)
    .filter(Boolean)
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : 1));
}

// ---------------------------------------------------------------- MCQ

export async function findMcqs(db: Tx, f: ListFilters) {
  const where = and(
    f.search ? sql`lower(${mcqs.question}) like ${contains(f.search)}` : undefined,
    ...commonWhere(mcqs, f),
  );
  const [rows, [total], allTags] = await Promise.all([
    db
      .select({ row: mcqs, usedIn: usedInSql(mcqs, 'MCQ') })
      .from(mcqs)
      .where(where)
      .orderBy(desc(mcqs.createdAt), desc(mcqs.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(mcqs).where(where),
    distinctTags(db, mcqs.tags, mcqs),
  ]);
  return { rows, total: total?.n ?? 0, allTags };
}

export async function findMcq(db: Tx, id: string) {
  const [row] = await db
    .select({ row: mcqs, usedIn: usedInSql(mcqs, 'MCQ') })
    .from(mcqs)
    .where(eq(mcqs.id, id))
    .limit(1);
  return row ?? null;
}

export async function lockMcq(db: Tx, id: string) {
  const [row] = await db.select().from(mcqs).where(eq(mcqs.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function insertMcqs(db: Tx, values: (typeof mcqs.$inferInsert)[]) {
  const out = [];
  for (let i = 0; i < values.length; i += 200) {
    out.push(
      ...(await db
        .insert(mcqs)
        .values(values.slice(i, i + 200))
        .returning()),
    );
  }
  return out;
}

export async function updateMcq(db: Tx, id: string, values: Partial<typeof mcqs.$inferInsert>) {
  const [row] = await db.update(mcqs).set(values).where(eq(mcqs.id, id)).returning();
  return row!;
}

export async function deleteMcq(db: Tx, id: string) {
  await db.delete(mcqs).where(eq(mcqs.id, id));
}

// ---------------------------------------------------------------- Fill in the blank

export async function findFibs(db: Tx, f: ListFilters) {
  const where = and(
    f.search ? sql`lower(${fillInTheBlanks.question}) like ${contains(f.search)}` : undefined,
    ...commonWhere(fillInTheBlanks, f),
  );
  const [rows, [total], allTags] = await Promise.all([
    db
      .select({ row: fillInTheBlanks, usedIn: usedInSql(fillInTheBlanks, 'FillInTheBlank') })
      .from(fillInTheBlanks)
      .where(where)
      .orderBy(desc(fillInTheBlanks.createdAt), desc(fillInTheBlanks.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(fillInTheBlanks).where(where),
    distinctTags(db, fillInTheBlanks.tags, fillInTheBlanks),
  ]);
  return { rows, total: total?.n ?? 0, allTags };
}

export async function findFib(db: Tx, id: string) {
  const [row] = await db
    .select({ row: fillInTheBlanks, usedIn: usedInSql(fillInTheBlanks, 'FillInTheBlank') })
    .from(fillInTheBlanks)
    .where(eq(fillInTheBlanks.id, id))
    .limit(1);
  return row ?? null;
}

export async function lockFib(db: Tx, id: string) {
  const [row] = await db
    .select()
    .from(fillInTheBlanks)
    .where(eq(fillInTheBlanks.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function insertFibs(db: Tx, values: (typeof fillInTheBlanks.$inferInsert)[]) {
  const out = [];
  for (let i = 0; i < values.length; i += 200) {
    out.push(
      ...(await db
        .insert(fillInTheBlanks)
        .values(values.slice(i, i + 200))
        .returning()),
    );
  }
  return out;
}

export async function updateFib(
  db: Tx,
  id: string,
  values: Partial<typeof fillInTheBlanks.$inferInsert>,
) {
  const [row] = await db
    .update(fillInTheBlanks)
    .set(values)
    .where(eq(fillInTheBlanks.id, id))
    .returning();
  return row!;
}

export async function deleteFib(db: Tx, id: string) {
  await db.delete(fillInTheBlanks).where(eq(fillInTheBlanks.id, id));
}

// ---------------------------------------------------------------- Coding problem

/** A list row leaves out the heavy fields: only the test count and the languages are read. */
const codingSummary = {
  id: codingProblems.id,
  problemId: codingProblems.problemId,
  title: codingProblems.title,
  description: codingProblems.description,
  tags: codingProblems.tags,
  isActive: codingProblems.isActive,
  inputFormat: codingProblems.inputFormat,
  outputFormat: codingProblems.outputFormat,
  constraints: codingProblems.constraints,
  points: codingProblems.points,
  difficulty: codingProblems.difficulty,
  createdAt: codingProblems.createdAt,
  updatedAt: codingProblems.updatedAt,
  testCaseCount: sql<number>`jsonb_array_length(${codingProblems.testCases})`.mapWith(Number),
  languages: sql<
    string[]
  >`(select coalesce(jsonb_agg(b ->> 'language'), '[]'::jsonb) from jsonb_array_elements(${codingProblems.boilerplate}) b)`,
};

export async function findCodingProblems(db: Tx, f: ListFilters) {
  const pattern = f.search ? contains(f.search) : null;
  const where = and(
    pattern
      ? or(
          sql`lower(${codingProblems.title}) like ${pattern}`,
          sql`lower(${codingProblems.problemId}) like ${pattern}`,
        )
      : undefined,
    ...commonWhere(codingProblems, f),
  );
  const [rows, [total], allTags] = await Promise.all([
    db
      .select({ row: codingSummary, usedIn: usedInSql(codingProblems, 'codingProblem') })
      .from(codingProblems)
      .where(where)
      .orderBy(desc(codingProblems.createdAt), desc(codingProblems.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(codingProblems).where(where),
    distinctTags(db, codingProblems.tags, codingProblems),
  ]);
  return { rows, total: total?.n ?? 0, allTags };
}

export async function findCodingProblem(db: Tx, id: string) {
  const [row] = await db
    .select({ row: codingProblems, usedIn: usedInSql(codingProblems, 'codingProblem') })
    .from(codingProblems)
    .where(eq(codingProblems.id, id))
    .limit(1);
  return row ?? null;
}

export async function lockCodingProblem(db: Tx, id: string) {
  const [row] = await db
    .select()
    .from(codingProblems)
    .where(eq(codingProblems.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Problem IDs are unique whatever their case (the unique index is on lower(problem_id)). */
export async function problemIdTaken(db: Tx, problemId: string, exceptId?: string) {
  const [row] = await db
    .select({ id: codingProblems.id })
    .from(codingProblems)
    .where(
      and(
        sql`lower(${codingProblems.problemId}) = ${problemId.toLowerCase()}`,
        exceptId ? ne(codingProblems.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertCodingProblem(db: Tx, values: typeof codingProblems.$inferInsert) {
  const [row] = await db.insert(codingProblems).values(values).returning();
  return row!;
}

export async function updateCodingProblem(
  db: Tx,
  id: string,
  values: Partial<typeof codingProblems.$inferInsert>,
) {
  const [row] = await db
    .update(codingProblems)
    .set(values)
    .where(eq(codingProblems.id, id))
    .returning();
  return row!;
}

export async function deleteCodingProblem(db: Tx, id: string) {
  await db.delete(codingProblems).where(eq(codingProblems.id, id));
}

// ---------------------------------------------------------------- submissions

export async function findSubmission(db: Tx, id: string) {
  const [row] = await db.select().from(codeSubmissions).where(eq(codeSubmissions.id, id)).limit(1);
  return row ?? null;
}
