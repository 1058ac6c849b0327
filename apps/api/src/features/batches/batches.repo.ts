import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';

import { batchWithCourse } from '../../core/batch.repo.ts';
import type { Tx } from '../../db/client.ts';
import { countWhere, pageTotal, totalRows } from '../../db/list-query.ts';
import { batches, courses, enrolments } from '../../db/schema/index.ts';

/** Active batches of a course that are not over yet (endDate on or after today), soonest first. */
export async function findOpenBatches(db: Tx, courseId: string, today: string) {
  return db
    .select(batchWithCourse)
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(
      and(
        eq(batches.courseId, courseId),
        eq(batches.isActive, true),
        sql`${batches.endDate} >= ${today}`,
      ),
    )
    .orderBy(asc(batches.startDate), asc(batches.id))
    .limit(100);
}

/** Admin list, newest first (a new batch shows at the front). */
export async function findBatches(
  db: Tx,
  courseId: string | null,
  page: { limit: number; offset: number },
) {
  const where: SQL | undefined = courseId ? eq(batches.courseId, courseId) : undefined;
  const rows = await db
    .select({ ...batchWithCourse, total: totalRows() })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(where)
    .orderBy(desc(batches.createdAt), desc(batches.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await pageTotal(rows, page.offset, () => countWhere(db, batches, where));
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/** Distinct students holding a place in one course, or in every course. */
export async function studentCount(db: Tx, courseId: string | null): Promise<number> {
  const conds = [ne(enrolments.status, 'cancelled')];
  if (courseId) conds.push(eq(enrolments.courseId, courseId));
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${enrolments.userId})::int` })
    .from(enrolments)
    .where(and(...conds));
  return Number(row?.n ?? 0);
}

export async function hasEnrolments(db: Tx, batchId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(eq(enrolments.batchId, batchId))
    .limit(1);
  return Boolean(row);
}

export async function findCourse(db: Tx, id: string) {
  const [row] = await db
    .select({ id: courses.id, title: courses.title, state: courses.state })
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertBatch(db: Tx, values: typeof batches.$inferInsert) {
  const [row] = await db.insert(batches).values(values).returning();
  return row ?? null;
}

export async function updateBatch(
  db: Tx,
  id: string,
  values: Partial<typeof batches.$inferInsert>,
) {
  const [row] = await db.update(batches).set(values).where(eq(batches.id, id)).returning();
  return row ?? null;
}

export async function deleteBatch(db: Tx, id: string) {
  await db.delete(batches).where(eq(batches.id, id));
}
