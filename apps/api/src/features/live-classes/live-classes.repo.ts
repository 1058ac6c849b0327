import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';

import { holdsPlace } from '../../core/enrolment.repo.ts';
import type { Tx } from '../../db/client.ts';
import {
  batches,
  calendarFeeds,
  courses,
  enrolments,
  liveClassAttendance,
  liveClasses,
  users,
  type LiveClassRow,
} from '../../db/schema/index.ts';

export async function findClasses(db: Tx, batchId: string): Promise<LiveClassRow[]> {
  return db
    .select()
    .from(liveClasses)
    .where(eq(liveClasses.batchId, batchId))
    .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id))
    .limit(1000);
}

export async function findClass(db: Tx, batchId: string, classId: string) {
  const [row] = await db
    .select()
    .from(liveClasses)
    .where(and(eq(liveClasses.id, classId), eq(liveClasses.batchId, batchId)))
    .limit(1);
  return row ?? null;
}

export async function insertClasses(db: Tx, rows: (typeof liveClasses.$inferInsert)[]) {
  return db.insert(liveClasses).values(rows).returning();
}

export async function updateClass(
  db: Tx,
  id: string,
  values: Partial<typeof liveClasses.$inferInsert>,
) {
  const [row] = await db
    .update(liveClasses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(liveClasses.id, id))
    .returning();
  return row ?? null;
}

export async function deleteClass(db: Tx, id: string) {
  await db.delete(liveClasses).where(eq(liveClasses.id, id));
}

/** Attendance rows per class. */
export async function attendedCounts(db: Tx, classIds: string[]): Promise<Map<string, number>> {
  if (!classIds.length) return new Map();
  const rows = await db
    .select({ id: liveClassAttendance.liveClassId, n: count() })
    .from(liveClassAttendance)
    .where(inArray(liveClassAttendance.liveClassId, classIds))
    .groupBy(liveClassAttendance.liveClassId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The classes among these the user attended. */
export async function attendedBy(db: Tx, userId: string, classIds: string[]) {
  if (!classIds.length) return new Set<string>();
  const rows = await db
    .select({ id: liveClassAttendance.liveClassId })
    .from(liveClassAttendance)
    .where(
      and(
        eq(liveClassAttendance.userId, userId),
        inArray(liveClassAttendance.liveClassId, classIds),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** The first Join click is kept: a second click changes nothing; an imported row gets its time. */
export async function recordJoin(db: Tx, liveClassId: string, userId: string, at: Date) {
  await db
    .insert(liveClassAttendance)
    .values({ liveClassId, userId, joinedAt: at, source: 'join' })
    .onConflictDoUpdate({
      target: [liveClassAttendance.liveClassId, liveClassAttendance.userId],
      set: { joinedAt: at, updatedAt: at },
      setWhere: sql`${liveClassAttendance.joinedAt} is null`,
    });
}

/** Rows of the import: a new row, or the minutes filled in on an existing one. */
export async function importAttendance(
  db: Tx,
  liveClassId: string,
  people: { userId: string; minutes: number | null }[],
) {
  if (!people.length) return;
  await db
    .insert(liveClassAttendance)
    .values(
      people.map((p) => ({
        liveClassId,
        userId: p.userId,
        minutes: p.minutes,
        source: 'import' as const,
      })),
    )
    .onConflictDoUpdate({
      target: [liveClassAttendance.liveClassId, liveClassAttendance.userId],
      set: {
        minutes: sql`coalesce(excluded.minutes, ${liveClassAttendance.minutes})`,
        updatedAt: new Date(),
      },
    });
}

export async function findAttendance(db: Tx, liveClassId: string) {
  return db
    .select()
    .from(liveClassAttendance)
    .where(eq(liveClassAttendance.liveClassId, liveClassId));
}

const studentFields = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phoneNumber,
};

/** The batch's students holding a place, by name. */
export async function findStudents(db: Tx, batchId: string) {
  return db
    .selectDistinct(studentFields)
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(and(eq(enrolments.batchId, batchId), holdsPlace))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(5000);
}

/** Attendance rows per student over the batch's classes that started by `now`. */
export async function attendedPerStudent(db: Tx, batchId: string, now: Date) {
  const rows = await db
    .select({ userId: liveClassAttendance.userId, n: count() })
    .from(liveClassAttendance)
    .innerJoin(liveClasses, eq(liveClasses.id, liveClassAttendance.liveClassId))
    .where(and(eq(liveClasses.batchId, batchId), lte(liveClasses.startsAt, now)))
    .groupBy(liveClassAttendance.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

// ---------------------------------------------------------------- calendar

export async function findFeedByUser(db: Tx, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** The user's feed: made with `token` unless they have one (a race keeps the first). */
export async function ensureFeed(db: Tx, userId: string, token: string) {
  await db.insert(calendarFeeds).values({ userId, token }).onConflictDoNothing();
  return (await findFeedByUser(db, userId))!;
}

export async function findFeedByToken(db: Tx, token: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
  return row ?? null;
}

/** Every live class of the batches the user holds a place in, with the course's title. */
export async function findClassesOfStudent(db: Tx, userId: string) {
  return db
    .select({ liveClass: liveClasses, batchName: batches.name, courseTitle: courses.title })
    .from(enrolments)
    .innerJoin(batches, eq(batches.id, enrolments.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .innerJoin(liveClasses, eq(liveClasses.batchId, batches.id))
    .where(and(eq(enrolments.userId, userId), holdsPlace))
    .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id))
    .limit(2000);
}

// ---------------------------------------------------------------- reminders

/** Classes starting in (from, to]. */
export async function findClassesStarting(db: Tx, from: Date, to: Date) {
  return db
    .select({ id: liveClasses.id, batchId: liveClasses.batchId })
    .from(liveClasses)
    .where(and(gt(liveClasses.startsAt, from), lte(liveClasses.startsAt, to)))
    .limit(1000);
}

/** A class with its batch and course, for the reminder text. */
export async function findClassForReminder(db: Tx, classId: string) {
  const [row] = await db
    .select({ liveClass: liveClasses, batchName: batches.name, courseTitle: courses.title })
    .from(liveClasses)
    .innerJoin(batches, eq(batches.id, liveClasses.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(eq(liveClasses.id, classId))
    .limit(1);
  return row ?? null;
}

export async function findUser(db: Tx, userId: string) {
  const [row] = await db.select(studentFields).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}
