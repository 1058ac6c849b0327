import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { WhizzStatus } from '@app/shared';

import type { Tx } from '../../db/client.ts';
import { containsPattern, countWhere, pageTotal, totalRows } from '../../db/list-query.ts';
import {
  batches,
  courses,
  kodexContests,
  users,
  whizzAttempts,
  whizzBatches,
  whizzes,
} from '../../db/schema/index.ts';

const creator = alias(users, 'whizz_creator');

/**
 * SQL fragments name their tables in full: Drizzle leaves columns unqualified in single-table
 * selects, which would make the correlated subqueries ambiguous.
 */

/**
 * Active when any of its batches is active; an external whizz without batches is Active too
 * (product.md §3 list status). In SQL so the list can filter and page on it.
 */
export const whizzStatusSql = sql<WhizzStatus>`(case
  when exists (select 1 from whizz_batches wb where wb.whizz_id = "whizzes"."id" and wb.is_active) then 'Active'
  when "whizzes"."is_public" and not exists (select 1 from whizz_batches wb where wb.whizz_id = "whizzes"."id") then 'Active'
  else 'Paused' end)`;

const attemptCountSql = sql<number>`(select count(*)::int from whizz_attempts wa where wa.whizz_id = "whizzes"."id")`;

function selectWhizzes(db: Tx) {
  return db
    .select({
      w: whizzes,
      creatorFirst: creator.firstName,
      creatorLast: creator.lastName,
      status: whizzStatusSql,
      attemptCount: attemptCountSql.mapWith(Number),
      contestId: kodexContests.id,
      // the match count of a list page (totalRows); free on a read by id
      total: totalRows(),
    })
    .from(whizzes)
    .leftJoin(creator, eq(creator.id, whizzes.createdBy))
    .leftJoin(kodexContests, eq(kodexContests.whizzId, whizzes.id))
    .$dynamic();
}
export type WhizzJoinRow = Awaited<ReturnType<ReturnType<typeof selectWhizzes>['execute']>>[number];

export async function findWhizzes(
  db: Tx,
  q: {
    search?: string;
    status?: WhizzStatus;
    isPublic?: boolean;
    batchId?: string;
    limit: number;
    offset: number;
  },
) {
  const where = and(
    q.search
      ? sql`lower(${whizzes.title}) like ${containsPattern(q.search.toLowerCase())}`
      : undefined,
    q.status ? sql`${whizzStatusSql} = ${q.status}` : undefined,
    q.isPublic !== undefined ? eq(whizzes.isPublic, q.isPublic) : undefined,
    q.batchId
      ? sql`exists (select 1 from whizz_batches wb where wb.whizz_id = "whizzes"."id" and wb.batch_id = ${q.batchId})`
      : undefined,
  );
  const rows = await selectWhizzes(db)
    .where(where)
    .orderBy(desc(whizzes.startDate), desc(whizzes.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = await pageTotal(rows, q.offset, () => countWhere(db, whizzes, where));
  return { rows, total };
}

export async function findWhizz(db: Tx, id: string) {
  const [row] = await selectWhizzes(db).where(eq(whizzes.id, id)).limit(1);
  return row ?? null;
}

/** The bare row, locked for the rest of the transaction (PUT, DELETE). */
export async function lockWhizz(db: Tx, id: string) {
  const [row] = await db.select().from(whizzes).where(eq(whizzes.id, id)).limit(1).for('update');
  return row ?? null;
}

/** Each whizz's batches with their names, in the order they were added. */
export async function findWhizzBatches(db: Tx, whizzIds: string[]) {
  if (!whizzIds.length) return [];
  return db
    .select({
      whizzId: whizzBatches.whizzId,
      batchId: whizzBatches.batchId,
      isActive: whizzBatches.isActive,
      batchName: batches.name,
    })
    .from(whizzBatches)
    .leftJoin(batches, eq(batches.id, whizzBatches.batchId))
    .where(inArray(whizzBatches.whizzId, whizzIds))
    .orderBy(asc(whizzBatches.createdAt), asc(whizzBatches.batchId));
}

export async function existingBatchIds(db: Tx, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: batches.id }).from(batches).where(inArray(batches.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function insertWhizz(db: Tx, values: typeof whizzes.$inferInsert) {
  const [row] = await db.insert(whizzes).values(values).returning();
  return row!;
}

export async function updateWhizz(
  db: Tx,
  id: string,
  values: Partial<typeof whizzes.$inferInsert>,
) {
  const [row] = await db.update(whizzes).set(values).where(eq(whizzes.id, id)).returning();
  return row!;
}

/** Makes the whizz's batch rows exactly `list` (kept rows keep their creation time). */
export async function replaceBatches(
  db: Tx,
  whizzId: string,
  list: { batchId: string; isActive: boolean }[],
) {
  const ids = list.map((b) => b.batchId);
  await db
    .delete(whizzBatches)
    .where(
      and(
        eq(whizzBatches.whizzId, whizzId),
        ids.length ? notInArray(whizzBatches.batchId, ids) : undefined,
      ),
    );
  if (!list.length) return;
  const base = Date.now();
  await db
    .insert(whizzBatches)
    .values(
      list.map((b, i) => ({
        whizzId,
        batchId: b.batchId,
        isActive: b.isActive,
        // keeps the given order for new rows
        createdAt: new Date(base + i),
      })),
    )
    .onConflictDoUpdate({
      target: [whizzBatches.whizzId, whizzBatches.batchId],
      set: { isActive: sql`excluded.is_active`, updatedAt: new Date() },
    });
}

export async function deleteWhizz(db: Tx, id: string) {
  await db.delete(whizzes).where(eq(whizzes.id, id));
}

export async function countAttempts(db: Tx, whizzId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(whizzAttempts)
    .where(eq(whizzAttempts.whizzId, whizzId));
  return row?.n ?? 0;
}

/**
 * In-progress attempts follow a rescheduled whizz or a changed time limit: their deadline stays
 * the earlier of their start + the limit and the whizz's end (attemptDeadline in shared).
 */
export async function moveDeadlines(
  db: Tx,
  whizzId: string,
  w: { endsAt: Date; attemptMinutes: number | null },
) {
  const endsAt = w.endsAt.toISOString();
  await db
    .update(whizzAttempts)
    .set({
      deadline:
        w.attemptMinutes === null
          ? w.endsAt
          : sql`least(${whizzAttempts.startedAt} + make_interval(mins => ${w.attemptMinutes}::int), ${endsAt}::timestamptz)`,
    })
    .where(and(eq(whizzAttempts.whizzId, whizzId), eq(whizzAttempts.status, 'in_progress')));
}

/** The batch picker: batches matching by name or course title, newest start first. */
export async function findBatchOptions(db: Tx, q: { search?: string; limit: number }) {
  const like = q.search ? containsPattern(q.search.toLowerCase()) : null;
  const where: SQL | undefined = like
    ? sql`(lower(${batches.name}) like ${like} or lower(${courses.title}) like ${like})`
    : undefined;
  return db
    .select({
      id: batches.id,
      name: batches.name,
      courseTitle: courses.title,
      startDate: batches.startDate,
      studentCount:
        sql<number>`(select count(*)::int from enrolments e where e.batch_id = "batches"."id" and e.status = 'active')`.mapWith(
          Number,
        ),
    })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(where)
    .orderBy(desc(batches.isActive), desc(batches.startDate), asc(batches.id))
    .limit(q.limit);
}

/**
 * Every attempt of a whizz for staff: submitted ones ranked (score, then time taken), then the
 * ones still running by start time.
 */
export async function findStaffAttempts(
  db: Tx,
  whizzId: string,
  page: { limit: number; offset: number },
) {
  const where = eq(whizzAttempts.whizzId, whizzId);
  const rows = await db
    .select({
      a: whizzAttempts,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phoneNumber,
      rank: sql<
        number | null
      >`case when ${whizzAttempts.status} = 'submitted' then (rank() over (partition by ${whizzAttempts.status} order by ${whizzAttempts.score} desc, ${whizzAttempts.timeTakenSeconds} asc))::int end`,
      total: totalRows(),
    })
    .from(whizzAttempts)
    .leftJoin(users, eq(users.id, whizzAttempts.userId))
    .where(where)
    .orderBy(
      sql`${whizzAttempts.status} = 'submitted' desc`,
      desc(whizzAttempts.score),
      asc(whizzAttempts.timeTakenSeconds),
      asc(whizzAttempts.submittedAt),
      asc(whizzAttempts.startedAt),
      asc(whizzAttempts.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const total = await pageTotal(rows, page.offset, () => countWhere(db, whizzAttempts, where));
  return { rows, total };
}
