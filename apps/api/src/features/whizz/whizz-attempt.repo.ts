import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';

import type { Answer } from '@app/shared';

import type { Tx } from '../../db/client.ts';
import { countWhere, pageTotal, totalRows } from '../../db/list-query.ts';
import {
  codeSubmissions,
  kodexContests,
  kodexRegistrations,
  users,
  whizzAttempts,
  whizzes,
  type WhizzAttemptRow,
} from '../../db/schema/index.ts';
import { whizzStatusSql } from './whizz.repo.ts';

export async function findWhizzRow(db: Tx, id: string) {
  const [row] = await db
    .select({ w: whizzes, status: whizzStatusSql, contestId: kodexContests.id })
    .from(whizzes)
    .leftJoin(kodexContests, eq(kodexContests.whizzId, whizzes.id))
    .where(eq(whizzes.id, id))
    .limit(1);
  return row ?? null;
}

export async function findAttempt(db: Tx, whizzId: string, userId: string) {
  const [row] = await db
    .select()
    .from(whizzAttempts)
    .where(and(eq(whizzAttempts.whizzId, whizzId), eq(whizzAttempts.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The attempt locked for the rest of the transaction (answers, runs and submission queue here). */
export async function lockAttempt(
  db: Tx,
  where: { id: string } | { whizzId: string; userId: string },
) {
  const cond =
    'id' in where
      ? eq(whizzAttempts.id, where.id)
      : and(eq(whizzAttempts.whizzId, where.whizzId), eq(whizzAttempts.userId, where.userId));
  const [row] = await db.select().from(whizzAttempts).where(cond).limit(1).for('update');
  return row ?? null;
}

/** null when the student already has one (a concurrent start won the unique index). */
export async function insertAttempt(db: Tx, values: typeof whizzAttempts.$inferInsert) {
  const [row] = await db
    .insert(whizzAttempts)
    .values(values)
    .onConflictDoNothing({ target: [whizzAttempts.whizzId, whizzAttempts.userId] })
    .returning();
  return row ?? null;
}

export async function updateAttempt(
  db: Tx,
  id: string,
  values: Partial<typeof whizzAttempts.$inferInsert>,
): Promise<WhizzAttemptRow> {
  const [row] = await db
    .update(whizzAttempts)
    .set(values)
    .where(eq(whizzAttempts.id, id))
    .returning();
  return row!;
}

/** Adds (or replaces) one answer without touching the others. */
export async function putAnswer(db: Tx, id: string, questionId: string, answer: Answer) {
  const [row] = await db
    .update(whizzAttempts)
    .set({
      answers: sql`${whizzAttempts.answers} || jsonb_build_object(${questionId}::text, ${JSON.stringify(answer)}::jsonb)`,
    })
    .where(eq(whizzAttempts.id, id))
    .returning();
  return row!;
}

export async function addTabSwitch(db: Tx, id: string): Promise<number> {
  const [row] = await db
    .update(whizzAttempts)
    .set({ tabSwitches: sql`${whizzAttempts.tabSwitches} + 1` })
    .where(eq(whizzAttempts.id, id))
    .returning({ n: whizzAttempts.tabSwitches });
  return row!.n;
}

/** In-progress attempts whose deadline has passed (all, one whizz's, or one student's). */
export async function findExpiredAttemptIds(
  db: Tx,
  now: Date,
  scope: { whizzId?: string; userId?: string } = {},
  limit = 200,
) {
  const rows = await db
    .select({ id: whizzAttempts.id })
    .from(whizzAttempts)
    .where(
      and(
        eq(whizzAttempts.status, 'in_progress'),
        lte(whizzAttempts.deadline, now),
        scope.whizzId ? eq(whizzAttempts.whizzId, scope.whizzId) : undefined,
        scope.userId ? eq(whizzAttempts.userId, scope.userId) : undefined,
      ),
    )
    .orderBy(asc(whizzAttempts.deadline))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Submitted attempts with a 'submit' judged after their score was last worked out (code sent in
 * the last seconds of the whizz, judged after it ended): their score is worked out again.
 */
export async function findLateJudgedAttemptIds(
  db: Tx,
  scope: { whizzId?: string; attemptId?: string; endedAfter?: Date } = {},
) {
  const rows = await db
    .selectDistinct({ id: whizzAttempts.id })
    .from(whizzAttempts)
    .innerJoin(whizzes, eq(whizzes.id, whizzAttempts.whizzId))
    .innerJoin(codeSubmissions, eq(codeSubmissions.attemptId, whizzAttempts.id))
    .where(
      and(
        eq(whizzAttempts.status, 'submitted'),
        scope.whizzId ? eq(whizzAttempts.whizzId, scope.whizzId) : undefined,
        scope.attemptId ? eq(whizzAttempts.id, scope.attemptId) : undefined,
        scope.endedAfter ? gt(whizzes.endsAt, scope.endedAfter) : undefined,
        eq(codeSubmissions.kind, 'submit'),
        eq(codeSubmissions.status, 'done'),
        gt(codeSubmissions.finishedAt, whizzAttempts.updatedAt),
        lte(codeSubmissions.createdAt, whizzAttempts.submittedAt),
      ),
    )
    .limit(500);
  return rows.map((r) => r.id);
}

/**
 * The whizzes open to a student, with their attempt: internal ones through an active whizz batch
 * they are actively enrolled in; external ones unless Paused; any they have an attempt of.
 * Whizzes that run a Kodex contest are reached from /kodex only.
 */
/** Whizzes (not Kodex contests' own) with the student's attempt of each, where `open` holds. */
function studentWhizzes(db: Tx, userId: string, open: SQL | undefined) {
  return db
    .select({ w: whizzes, a: whizzAttempts })
    .from(whizzes)
    .leftJoin(
      whizzAttempts,
      and(eq(whizzAttempts.whizzId, whizzes.id), eq(whizzAttempts.userId, userId)),
    )
    .where(
      and(sql`not exists (select 1 from kodex_contests k where k.whizz_id = "whizzes"."id")`, open),
    )
    .orderBy(desc(whizzes.startDate), desc(whizzes.id));
}

export async function findStudentWhizzes(db: Tx, userId: string) {
  return studentWhizzes(
    db,
    userId,
    or(
      sql`${whizzAttempts.id} is not null`,
      and(eq(whizzes.isPublic, true), sql`${whizzStatusSql} = 'Active'`),
      enrolledThroughActiveBatch(userId),
    ),
  );
}

/** The whizzes given to one batch (its link switched on), with the student's attempts. */
export async function findBatchWhizzes(db: Tx, userId: string, batchId: string) {
  return studentWhizzes(
    db,
    userId,
    sql`exists (select 1 from whizz_batches wb
      where wb.whizz_id = "whizzes"."id" and wb.batch_id = ${batchId} and wb.is_active)`,
  );
}

function enrolledThroughActiveBatch(userId: string) {
  return sql`exists (select 1 from whizz_batches wb
    inner join enrolments e on e.batch_id = wb.batch_id
    where wb.whizz_id = "whizzes"."id" and wb.is_active
      and e.user_id = ${userId} and e.status = 'active')`;
}

export async function isEnrolledThroughActiveBatch(db: Tx, whizzId: string, userId: string) {
  const [row] = await db
    .select({ ok: enrolledThroughActiveBatch(userId).mapWith(Boolean) })
    .from(whizzes)
    .where(eq(whizzes.id, whizzId));
  return Boolean(row?.ok);
}

/** The student's registration for a contest: by user id, or by their phone. */
export async function findRegistration(
  db: Tx,
  contestId: string,
  user: { id: string; phoneNumber: string | null },
) {
  const [row] = await db
    .select({ id: kodexRegistrations.id, userId: kodexRegistrations.userId })
    .from(kodexRegistrations)
    .where(
      and(
        eq(kodexRegistrations.contestId, contestId),
        or(
          eq(kodexRegistrations.userId, user.id),
          user.phoneNumber ? eq(kodexRegistrations.phone, user.phoneNumber) : undefined,
        ),
      ),
    )
    .orderBy(sql`${kodexRegistrations.userId} = ${user.id} desc nulls last`)
    .limit(1);
  return row ?? null;
}

export async function claimRegistration(db: Tx, registrationId: string, userId: string) {
  await db
    .update(kodexRegistrations)
    .set({ userId })
    .where(and(eq(kodexRegistrations.id, registrationId), isNull(kodexRegistrations.userId)));
}

/** Where a submitted attempt stands: better score, or the same score in less time, ranks above. */
export async function rankOf(db: Tx, whizzId: string, score: number, time: number) {
  const [row] = await db
    .select({
      above:
        sql<number>`count(*) filter (where ${whizzAttempts.score} > ${score} or (${whizzAttempts.score} = ${score} and ${whizzAttempts.timeTakenSeconds} < ${time}))`.mapWith(
          Number,
        ),
      total: count(),
    })
    .from(whizzAttempts)
    .where(and(eq(whizzAttempts.whizzId, whizzId), eq(whizzAttempts.status, 'submitted')));
  return { rank: (row?.above ?? 0) + 1, participants: row?.total ?? 0 };
}

export async function findLeaderboard(
  db: Tx,
  whizzId: string,
  page: { limit: number; offset: number },
) {
  const where = and(eq(whizzAttempts.whizzId, whizzId), eq(whizzAttempts.status, 'submitted'));
  const rows = await db
    .select({
      userId: whizzAttempts.userId,
      score: whizzAttempts.score,
      timeTakenSeconds: whizzAttempts.timeTakenSeconds,
      submittedAt: whizzAttempts.submittedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      rank: sql<number>`(rank() over (order by ${whizzAttempts.score} desc, ${whizzAttempts.timeTakenSeconds} asc))::int`,
      total: totalRows(),
    })
    .from(whizzAttempts)
    .leftJoin(users, eq(users.id, whizzAttempts.userId))
    .where(where)
    .orderBy(
      desc(whizzAttempts.score),
      asc(whizzAttempts.timeTakenSeconds),
      asc(whizzAttempts.submittedAt),
      asc(whizzAttempts.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const total = await pageTotal(rows, page.offset, () => countWhere(db, whizzAttempts, where));
  return { rows, total };
}

export async function findOwnSubmission(
  db: Tx,
  q: { id: string; userId: string; whizzId: string },
) {
  const [row] = await db
    .select()
    .from(codeSubmissions)
    .where(
      and(
        eq(codeSubmissions.id, q.id),
        eq(codeSubmissions.userId, q.userId),
        eq(codeSubmissions.whizzId, q.whizzId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Runs and submits of an attempt still waiting for the judge. */
export async function countPendingSubmissions(db: Tx, attemptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(codeSubmissions)
    .where(
      and(
        eq(codeSubmissions.attemptId, attemptId),
        inArray(codeSubmissions.status, ['queued', 'running']),
      ),
    );
  return row?.n ?? 0;
}
