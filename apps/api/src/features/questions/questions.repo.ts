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
import { containsPattern, countWhere, pageTotal, totalRows } from '../../db/list-query.ts';
import {
  type CodingProblemRow,
  codeSubmissions,
  codingProblems,
  fillInTheBlanks,
  mcqs,
  whizzes,
} from '../../db/schema/index.ts';

/** `%value%` for LIKE, lower-cased, with the user's own %, _ and \ taken literally. */
type BankTable = typeof mcqs | typeof fillInTheBlanks | typeof codingProblems;

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

// ---------------------------------------------------------------- one bank's table

type Found<Row> = { row: Row; usedIn: number };

/** MCQs and fill-in-the-blanks are searched by their question. */
const searchQuestion = (table: typeof mcqs | typeof fillInTheBlanks) => (pattern: string) =>
  sql`lower(${table.question}) like ${pattern}`;

/** Coding problems are searched by title or problem ID. */
const searchCoding = (pattern: string) =>
  or(
    sql`lower(${codingProblems.title}) like ${pattern}`,
    sql`lower(${codingProblems.problemId}) like ${pattern}`,
  );

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
export type CodingSummaryRow = Pick<
  CodingProblemRow,
  Exclude<keyof typeof codingSummary, 'testCaseCount' | 'languages'>
> & { testCaseCount: number; languages: string[] };

/**
 * The reads and writes every bank makes on its own table: a page of the list with its filters
 * (searched by `search`, a row read as `listColumns`), one question with its use count, the row
 * locked for a write, inserts in chunks of 200, update and delete by id.
 */
function bankTable<T extends BankTable, Listed = T['$inferSelect']>(
  table: T,
  type: QuestionType,
  search: (pattern: string) => SQL | undefined,
  listColumns: BankTable | typeof codingSummary = table,
) {
  type Row = T['$inferSelect'];
  type Values = T['$inferInsert'];
  // One table of the union for Drizzle's builders; the rows are typed by T again on the way out.
  const t: BankTable = table;
  const byId = (id: string) => eq(t.id, id);
  return {
    async list(db: Tx, f: ListFilters) {
      const where = and(
        f.search ? search(containsPattern(f.search.toLowerCase())) : undefined,
        ...commonWhere(t, f),
      );
      const [rows, allTags] = await Promise.all([
        db
          .select({ row: listColumns, usedIn: usedInSql(t, type), total: totalRows() })
          .from(t)
          .where(where)
          .orderBy(desc(t.createdAt), desc(t.id))
          .limit(f.limit)
          .offset(f.offset),
        distinctTags(db, t.tags, t),
      ]);
      const total = await pageTotal(rows, f.offset, () => countWhere(db, t, where));
      const found = rows.map(({ row, usedIn }) => ({ row, usedIn }));
      return { rows: found as unknown as Found<Listed>[], total, allTags };
    },

    async find(db: Tx, id: string): Promise<Found<Row> | null> {
      const [row] = await db
        .select({ row: t, usedIn: usedInSql(t, type) })
        .from(t)
        .where(byId(id))
        .limit(1);
      return (row as Found<Row> | undefined) ?? null;
    },

    async lock(db: Tx, id: string): Promise<Row | null> {
      const [row] = await db.select().from(t).where(byId(id)).limit(1).for('update');
      return (row as Row | undefined) ?? null;
    },

    async insert(db: Tx, values: Values[]): Promise<Row[]> {
      const out: Row[] = [];
      for (let i = 0; i < values.length; i += 200) {
        const chunk = values.slice(i, i + 200) as (typeof mcqs.$inferInsert)[];
        out.push(...((await db.insert(t).values(chunk).returning()) as Row[]));
      }
      return out;
    },

    async update(db: Tx, id: string, values: Partial<Values>): Promise<Row> {
      const [row] = await db
        .update(t)
        .set(values as Partial<typeof mcqs.$inferInsert>)
        .where(byId(id))
        .returning();
      return row as Row;
    },

    async remove(db: Tx, id: string) {
      await db.delete(t).where(byId(id));
    },
  };
}

export const mcqTable = bankTable(mcqs, 'MCQ', searchQuestion(mcqs));
export const fibTable = bankTable(
  fillInTheBlanks,
  'FillInTheBlank',
  searchQuestion(fillInTheBlanks),
);
export const codingTable = bankTable<typeof codingProblems, CodingSummaryRow>(
  codingProblems,
  'codingProblem',
  searchCoding,
  codingSummary,
);

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

// ---------------------------------------------------------------- submissions

export async function findSubmission(db: Tx, id: string) {
  const [row] = await db.select().from(codeSubmissions).where(eq(codeSubmissions.id, id)).limit(1);
  return row ?? null;
}
