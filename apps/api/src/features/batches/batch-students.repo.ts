import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';

import type { SearchFilter } from '@app/shared';

import type { Tx } from '../../db/client.ts';
import { containsPattern, pageTotal, totalRows } from '../../db/list-query.ts';
import {
  assignments,
  assignmentSubmissions,
  courseModules,
  enrolments,
  lessonProgress,
  payments,
  users,
} from '../../db/schema/index.ts';

/** The admin search rule on users: name, e-mail (has @) or phone digits. */
function searchCondition(search: SearchFilter | null): SQL | undefined {
  if (!search) return undefined;
  if (search.field === 'email')
    return sql`lower(${users.email}) like ${containsPattern(search.value)}`;
  if (search.field === 'contact') {
    // The stored number is 10 digits; "+91 98765 43210" searches for its last 10.
    const digits = search.value.length > 10 ? search.value.slice(-10) : search.value;
    return sql`${users.phoneNumber} like ${containsPattern(digits)}`;
  }
  return sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${containsPattern(search.value.toLowerCase())}`;
}

/** A course's syllabus, in order (the lesson keys are built from position and lesson index). */
export async function findModules(db: Tx, courseId: string) {
  return db
    .select({
      position: courseModules.position,
      title: courseModules.title,
      lessons: courseModules.lessons,
    })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.position));
}

/**
 * Students holding a place in a batch (cancelled enrolments left out), newest enrolment first,
 * with what they paid for it (paise) and how many of `lessonKeys` they ticked, and how many hold
 * one. One round trip: the total rides along as count(*) over () (totalRows).
 */
export async function findBatchStudents(
  db: Tx,
  opts: {
    batchId: string;
    courseId: string;
    lessonKeys: string[];
    search: SearchFilter | null;
    limit: number;
    offset: number;
  },
) {
  const paid = sql<number>`coalesce((
    select sum(${payments.totalPaise}) from ${payments}
    where ${payments.userId} = ${enrolments.userId}
      and ${payments.batchId} = ${enrolments.batchId}
      and ${payments.status} = 'paid'
  ), 0)::int`;
  const completed = opts.lessonKeys.length
    ? sql<number>`(
        select count(*) from ${lessonProgress}
        where ${lessonProgress.userId} = ${enrolments.userId}
          and ${lessonProgress.courseId} = ${opts.courseId}
          and ${inArray(lessonProgress.lessonKey, opts.lessonKeys)}
      )::int`
    : sql<number>`0`;
  const submitted = sql<number>`(
    select count(*) from ${assignmentSubmissions}
    inner join ${assignments} on ${assignments.id} = ${assignmentSubmissions.assignmentId}
    where ${assignmentSubmissions.userId} = ${enrolments.userId}
      and ${assignments.batchId} = ${enrolments.batchId}
  )::int`;
  const where = and(
    eq(enrolments.batchId, opts.batchId),
    ne(enrolments.status, 'cancelled'),
    searchCondition(opts.search),
  );
  const rows = await db
    .select({
      enrolmentId: enrolments.id,
      enrolledAt: enrolments.createdAt,
      source: enrolments.source,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phoneNumber,
      paidPaise: paid,
      completedLessons: completed,
      submittedAssignments: submitted,
      total: totalRows(),
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(where)
    .orderBy(desc(enrolments.createdAt), desc(enrolments.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const total = await pageTotal(rows, opts.offset, async () => {
    const [row] = await db
      .select({ n: count() })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .where(where);
    return row?.n ?? 0;
  });
  return { rows, total };
}

/** One student's enrolment in a batch, with the student, or null. */
export async function findEnrolment(db: Tx, batchId: string, userId: string) {
  const [row] = await db
    .select({ enrolment: enrolments, user: users })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(and(eq(enrolments.batchId, batchId), eq(enrolments.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Lesson keys a student ticked in a course. */
export async function findProgressKeys(db: Tx, courseId: string, userId: string) {
  const rows = await db
    .select({ key: lessonProgress.lessonKey })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.courseId, courseId), eq(lessonProgress.userId, userId)));
  return new Set(rows.map((r) => r.key));
}

/** How many assignments the batch has. */
export async function countAssignments(db: Tx, batchId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(assignments)
    .where(eq(assignments.batchId, batchId));
  return row?.n ?? 0;
}

/** How many of the batch's assignments the student handed in. */
export async function countSubmitted(db: Tx, batchId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(assignmentSubmissions)
    .innerJoin(assignments, eq(assignments.id, assignmentSubmissions.assignmentId))
    .where(and(eq(assignments.batchId, batchId), eq(assignmentSubmissions.userId, userId)));
  return row?.n ?? 0;
}
