import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';

import type { ReviewStatus } from '@app/shared';

import type { Tx } from '../../db/client.ts';
import { countWhere, pageTotal, totalRows } from '../../db/list-query.ts';
import {
  assignments,
  assignmentSubmissions,
  batches,
  files,
  users,
  type AssignmentRow,
  type AssignmentSubmissionRow,
} from '../../db/schema/index.ts';

export async function findBatch(db: Tx, batchId: string) {
  const [row] = await db
    .select({ id: batches.id, courseId: batches.courseId, name: batches.name })
    .from(batches)
    .where(eq(batches.id, batchId))
    .limit(1);
  return row ?? null;
}

/** A batch's assignments, soonest due first. */
export async function findBatchAssignments(db: Tx, batchId: string) {
  return db
    .select()
    .from(assignments)
    .where(eq(assignments.batchId, batchId))
    .orderBy(asc(assignments.dueAt), asc(assignments.id))
    .limit(500);
}

/** A batch's assignments with how many handed each in and how many are graded. */
export async function findBatchAssignmentsWithCounts(db: Tx, batchId: string) {
  return db
    .select({
      assignment: assignments,
      submittedCount: sql<number>`count(${assignmentSubmissions.id})`.mapWith(Number),
      gradedCount:
        sql<number>`count(${assignmentSubmissions.id}) filter (where ${assignmentSubmissions.status} = 'graded')`.mapWith(
          Number,
        ),
    })
    .from(assignments)
    .leftJoin(assignmentSubmissions, eq(assignmentSubmissions.assignmentId, assignments.id))
    .where(eq(assignments.batchId, batchId))
    .groupBy(assignments.id)
    .orderBy(asc(assignments.dueAt), asc(assignments.id))
    .limit(500);
}

export async function findAssignment(db: Tx, id: string): Promise<AssignmentRow | null> {
  const [row] = await db.select().from(assignments).where(eq(assignments.id, id)).limit(1);
  return row ?? null;
}

export async function insertAssignment(tx: Tx, values: typeof assignments.$inferInsert) {
  const [row] = await tx.insert(assignments).values(values).returning();
  return row!;
}

export async function updateAssignment(
  tx: Tx,
  id: string,
  values: Partial<typeof assignments.$inferInsert>,
) {
  const [row] = await tx
    .update(assignments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(assignments.id, id))
    .returning();
  return row!;
}

export async function deleteAssignment(tx: Tx, id: string) {
  await tx.delete(assignments).where(eq(assignments.id, id));
}

export async function countSubmissions(db: Tx, assignmentId: string) {
  return countWhere(
    db,
    assignmentSubmissions,
    eq(assignmentSubmissions.assignmentId, assignmentId),
  );
}

/** The student's submissions to the batch's assignments. */
export async function findStudentSubmissions(db: Tx, userId: string, batchId: string) {
  return db
    .select({ submission: assignmentSubmissions })
    .from(assignmentSubmissions)
    .innerJoin(assignments, eq(assignments.id, assignmentSubmissions.assignmentId))
    .where(and(eq(assignmentSubmissions.userId, userId), eq(assignments.batchId, batchId)))
    .then((rows) => rows.map((r) => r.submission));
}

/** The student's submission, locked until the transaction ends (one hand-in at a time). */
export async function lockSubmission(tx: Tx, assignmentId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(assignmentSubmissions)
    .where(
      and(
        eq(assignmentSubmissions.assignmentId, assignmentId),
        eq(assignmentSubmissions.userId, userId),
      ),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

export type HandIn = Pick<
  AssignmentSubmissionRow,
  'link' | 'body' | 'fileKey' | 'fileName' | 'late'
>;

/** The first hand-in; null when another request of the student's inserted it first. */
export async function insertSubmission(
  tx: Tx,
  values: HandIn & { assignmentId: string; userId: string },
) {
  const [row] = await tx
    .insert(assignmentSubmissions)
    .values(values)
    .onConflictDoNothing({
      target: [assignmentSubmissions.assignmentId, assignmentSubmissions.userId],
    })
    .returning();
  return row ?? null;
}

/** A hand-in again: the content replaced, one more attempt, back to the queue. */
export async function replaceSubmission(tx: Tx, id: string, values: HandIn) {
  const [row] = await tx
    .update(assignmentSubmissions)
    .set({
      ...values,
      submittedAt: new Date(),
      attempts: sql`${assignmentSubmissions.attempts} + 1`,
      status: 'submitted',
      updatedAt: new Date(),
    })
    .where(eq(assignmentSubmissions.id, id))
    .returning();
  return row!;
}

/** A file the student uploaded for an assignment (kind 'assignment'), or null. */
export async function findOwnFile(db: Tx, fileId: string, ownerId: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ownerId, ownerId), eq(files.kind, 'assignment')))
    .limit(1);
  return row ?? null;
}

export async function findFileByKey(db: Tx, storageKey: string) {
  const [row] = await db.select().from(files).where(eq(files.storageKey, storageKey)).limit(1);
  return row ?? null;
}

const statusOf: Record<ReviewStatus, SQL> = {
  submitted: sql`${assignmentSubmissions.status} = 'submitted' and not ${assignmentSubmissions.late}`,
  late: sql`${assignmentSubmissions.status} = 'submitted' and ${assignmentSubmissions.late}`,
  graded: sql`${assignmentSubmissions.status} = 'graded'`,
};

const queueColumns = {
  submission: assignmentSubmissions,
  assignment: {
    id: assignments.id,
    title: assignments.title,
    maxScore: assignments.maxScore,
    submissionKind: assignments.submissionKind,
    dueAt: assignments.dueAt,
    batchId: assignments.batchId,
  },
  student: {
    id: users.id,
    name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    email: sql<string>`coalesce(${users.email}, '')`,
  },
};

/** The review queue of a batch: to review first (oldest hand-in first), then graded ones. */
export async function findQueue(
  db: Tx,
  batchId: string,
  filter: { assignmentId?: string; status?: ReviewStatus; page: number; limit: number },
) {
  const where = and(
    eq(assignments.batchId, batchId),
    filter.assignmentId ? eq(assignmentSubmissions.assignmentId, filter.assignmentId) : undefined,
    filter.status ? statusOf[filter.status] : undefined,
  );
  const offset = (filter.page - 1) * filter.limit;
  const rows = await db
    .select({ ...queueColumns, total: totalRows() })
    .from(assignmentSubmissions)
    .innerJoin(assignments, eq(assignments.id, assignmentSubmissions.assignmentId))
    .innerJoin(users, eq(users.id, assignmentSubmissions.userId))
    .where(where)
    .orderBy(
      sql`(${assignmentSubmissions.status} = 'graded')`,
      asc(assignmentSubmissions.submittedAt),
      desc(assignmentSubmissions.id),
    )
    .offset(offset)
    .limit(filter.limit);
  const total = await pageTotal(rows, offset, async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(assignmentSubmissions)
      .innerJoin(assignments, eq(assignments.id, assignmentSubmissions.assignmentId))
      .where(where);
    return row?.n ?? 0;
  });
  return { rows, total };
}

/** One submission of an assignment with its assignment and student, or null. */
export async function findSubmission(db: Tx, assignmentId: string, submissionId: string) {
  const [row] = await db
    .select(queueColumns)
    .from(assignmentSubmissions)
    .innerJoin(assignments, eq(assignments.id, assignmentSubmissions.assignmentId))
    .innerJoin(users, eq(users.id, assignmentSubmissions.userId))
    .where(
      and(
        eq(assignmentSubmissions.id, submissionId),
        eq(assignmentSubmissions.assignmentId, assignmentId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function lockSubmissionById(tx: Tx, submissionId: string) {
  const [row] = await tx
    .select()
    .from(assignmentSubmissions)
    .where(eq(assignmentSubmissions.id, submissionId))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function saveReview(
  tx: Tx,
  id: string,
  review: { score: number; feedback: string; reviewedBy: string },
) {
  const [row] = await tx
    .update(assignmentSubmissions)
    .set({ ...review, status: 'graded', reviewedAt: new Date(), updatedAt: new Date() })
    .where(eq(assignmentSubmissions.id, id))
    .returning();
  return row!;
}

/** A user's name and e-mail (the reviewer, the student to tell). */
export async function findPerson(db: Tx, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}
