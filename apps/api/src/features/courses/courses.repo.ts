import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';

import {
  type CourseDifficulty,
  type CourseState,
  type CourseType,
  type StaffRole,
} from '@app/shared';

import { staffName } from '../../core/staff-lookup.repo.ts';
import type { Tx } from '../../db/client.ts';
import { containsPattern, countWhere, pageTotal, totalRows } from '../../db/list-query.ts';
import {
  batches,
  codingProblems,
  courseAnnouncements,
  courseModules,
  courses,
  enrolments,
  users,
  type CourseRow,
} from '../../db/schema/index.ts';

export type CourseFilters = {
  state?: CourseState | undefined;
  search?: string | undefined;
  maxPrice?: number | undefined;
  category?: string | undefined;
  difficulty?: CourseDifficulty | undefined;
  language?: string | undefined;
  type?: CourseType | undefined;
};

function where(f: CourseFilters): SQL | undefined {
  const conds: SQL[] = [];
  if (f.state) conds.push(eq(courses.state, f.state));
  if (f.search)
    conds.push(sql`lower(${courses.title}) like ${containsPattern(f.search.toLowerCase())}`);
  if (f.maxPrice !== undefined) conds.push(sql`${courses.price} <= ${f.maxPrice}`);
  if (f.category) {
    conds.push(
      sql`exists (select 1 from unnest(${courses.category}) as c(v) where lower(c.v) = ${f.category.toLowerCase()})`,
    );
  }
  if (f.difficulty) conds.push(eq(courses.difficulty, f.difficulty));
  if (f.language) conds.push(sql`lower(${courses.language}) = ${f.language.toLowerCase()}`);
  if (f.type) conds.push(eq(courses.type, f.type));
  return conds.length ? and(...conds) : undefined;
}

/** A page of courses, newest first, and how many match (one query). */
export async function findCourses(
  db: Tx,
  f: CourseFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: CourseRow[]; total: number }> {
  const rows = await db
    .select({ course: courses, total: totalRows() })
    .from(courses)
    .where(where(f))
    .orderBy(desc(courses.createdAt), desc(courses.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await pageTotal(rows, page.offset, () => countWhere(db, courses, where(f)));
  return { rows: rows.map((r) => r.course), total };
}

export async function findCourseById(db: Tx, id: string, opts: { forUpdate?: boolean } = {}) {
  const query = db.select().from(courses).where(eq(courses.id, id)).limit(1);
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Batches per course. `openOnly`: active batches not yet over (endDate on or after `today`),
 * the ones the public catalogue offers.
 */
export async function batchCounts(
  db: Tx,
  courseIds: string[],
  opts: { openOnly: boolean; today: string },
): Promise<Map<string, number>> {
  if (!courseIds.length) return new Map();
  const conds = [inArray(batches.courseId, courseIds)];
  if (opts.openOnly) {
    conds.push(eq(batches.isActive, true), sql`${batches.endDate} >= ${opts.today}`);
  }
  const rows = await db
    .select({ courseId: batches.courseId, n: count() })
    .from(batches)
    .where(and(...conds))
    .groupBy(batches.courseId);
  return new Map(rows.map((r) => [r.courseId, r.n]));
}

/** Students holding a place (enrolments not cancelled) per course. */
export async function studentCounts(db: Tx, courseIds: string[]): Promise<Map<string, number>> {
  if (!courseIds.length) return new Map();
  const rows = await db
    .select({
      courseId: enrolments.courseId,
      n: sql<number>`count(distinct ${enrolments.userId})::int`,
    })
    .from(enrolments)
    .where(and(inArray(enrolments.courseId, courseIds), ne(enrolments.status, 'cancelled')))
    .groupBy(enrolments.courseId);
  return new Map(rows.map((r) => [r.courseId, Number(r.n)]));
}

/** Any enrolment row, whatever its status (history must not lose its course). */
export async function hasEnrolments(db: Tx, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(eq(enrolments.courseId, courseId))
    .limit(1);
  return Boolean(row);
}

export async function listActiveStaff(db: Tx, roles: readonly StaffRole[]) {
  return db
    .select({ _id: users.id, name: staffName, role: users.role })
    .from(users)
    .where(and(inArray(users.role, [...roles]), eq(users.isActive, true)))
    .orderBy(staffName, users.id)
    .limit(500);
}

export async function insertCourse(db: Tx, values: typeof courses.$inferInsert) {
  const [row] = await db.insert(courses).values(values).returning();
  return row!;
}

export async function updateCourse(
  db: Tx,
  id: string,
  values: Partial<typeof courses.$inferInsert>,
) {
  const [row] = await db.update(courses).set(values).where(eq(courses.id, id)).returning();
  return row!;
}

export async function deleteCourseCascade(db: Tx, id: string) {
  await db.delete(batches).where(eq(batches.courseId, id));
  await db.delete(courses).where(eq(courses.id, id));
}

export async function countBatches(db: Tx, courseId: string) {
  const [row] = await db.select({ n: count() }).from(batches).where(eq(batches.courseId, courseId));
  return row?.n ?? 0;
}

export async function findModules(db: Tx, courseId: string) {
  return db
    .select()
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.position));
}

export async function replaceModules(
  db: Tx,
  courseId: string,
  modules: {
    title: string;
    description: string;
    lessons: (typeof courseModules.$inferInsert)['lessons'];
    unlockDay: number | null;
  }[],
) {
  await db.delete(courseModules).where(eq(courseModules.courseId, courseId));
  if (modules.length) {
    await db
      .insert(courseModules)
      .values(modules.map((m, position) => ({ courseId, position, ...m })));
  }
}

export async function findAnnouncements(db: Tx, courseId: string) {
  return db
    .select({ a: courseAnnouncements, authorName: staffName })
    .from(courseAnnouncements)
    .leftJoin(users, eq(users.id, courseAnnouncements.createdBy))
    .where(eq(courseAnnouncements.courseId, courseId))
    .orderBy(desc(courseAnnouncements.createdAt), desc(courseAnnouncements.id))
    .limit(200);
}

export async function findAnnouncement(db: Tx, courseId: string, id: string) {
  const [row] = await db
    .select({ a: courseAnnouncements, authorName: staffName })
    .from(courseAnnouncements)
    .leftJoin(users, eq(users.id, courseAnnouncements.createdBy))
    .where(and(eq(courseAnnouncements.id, id), eq(courseAnnouncements.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

export async function insertAnnouncement(db: Tx, values: typeof courseAnnouncements.$inferInsert) {
  const [row] = await db.insert(courseAnnouncements).values(values).returning();
  return row!;
}

export async function deleteAnnouncement(db: Tx, id: string) {
  await db.delete(courseAnnouncements).where(eq(courseAnnouncements.id, id));
}

/** Which of these ids are coding problems of the question bank (practice lessons name one). */
export async function findCodingProblemIds(db: Tx, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: codingProblems.id })
    .from(codingProblems)
    .where(inArray(codingProblems.id, ids));
  return rows.map((r) => r.id);
}
