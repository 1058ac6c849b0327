import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';

import { STAFF_MSG, type UserDetail } from '@app/shared';

import { notFound } from '../../core/errors.ts';
import type { Tx } from '../../db/client.ts';
import {
  activityLogs,
  batches,
  courses,
  enrolments,
  payments,
  users,
  webinars,
  webinarUsers,
  whizzAttempts,
  whizzes,
  type UserRow,
} from '../../db/schema/index.ts';
import { displayStatus, selectPayments } from '../../views/payment.ts';
import { newestLogsFirst, selectLogs, toActivityLogs } from './activity-logs.repo.ts';
import { findBansOfUser } from './bans.repo.ts';
import { toAdminUser } from './users.dto.ts';
import { findAdminUser } from './users.repo.ts';
import { clock, type Deps } from './users.service.ts';

/** Each list on the user's page shows this many, newest first. */
export const DETAIL_LIMIT = 20;

async function enrolmentsOf(db: Tx, userId: string) {
  const rows = await db
    .select({ e: enrolments, courseTitle: courses.title, batchName: batches.name })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(batches, eq(batches.id, enrolments.batchId))
    .where(eq(enrolments.userId, userId))
    .orderBy(desc(enrolments.createdAt), desc(enrolments.id))
    .limit(DETAIL_LIMIT);
  return rows.map(({ e, courseTitle, batchName }) => ({
    _id: e.id,
    courseId: e.courseId,
    courseTitle,
    batchId: e.batchId,
    batchName,
    status: e.status,
    createdAt: e.createdAt.toISOString(),
  }));
}

async function paymentsOf(db: Tx, userId: string, now: Date) {
  const rows = await selectPayments(db)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(DETAIL_LIMIT);
  return rows.map((row) => ({
    _id: row.p.id,
    what: `${row.course.title} — ${row.batch.name}`,
    amountPaise: row.p.totalPaise,
    method: row.p.method,
    status: displayStatus(row.p, now),
    createdAt: row.p.createdAt.toISOString(),
  }));
}

async function quizResultsOf(db: Tx, userId: string) {
  const rows = await db
    .select({ t: whizzAttempts, title: whizzes.title, totalScore: whizzes.totalScore })
    .from(whizzAttempts)
    .innerJoin(whizzes, eq(whizzes.id, whizzAttempts.whizzId))
    .where(eq(whizzAttempts.userId, userId))
    .orderBy(desc(whizzAttempts.startedAt), desc(whizzAttempts.id))
    .limit(DETAIL_LIMIT);
  return rows.map(({ t, title, totalScore }) => ({
    whizzId: t.whizzId,
    title,
    // An attempt still in progress has no score yet.
    score: t.score ?? 0,
    totalScore,
    status: t.status,
    startedAt: t.startedAt.toISOString(),
  }));
}

/** Registrations linked to the account, or made with its phone before it was linked. */
async function webinarRegistrationsOf(db: Tx, user: UserRow) {
  const rows = await db
    .select({ r: webinarUsers, title: webinars.title, startTime: webinars.startTime })
    .from(webinarUsers)
    .innerJoin(webinars, eq(webinars.id, webinarUsers.webinarId))
    .where(
      or(
        eq(webinarUsers.userId, user.id),
        user.phoneNumber ? eq(webinarUsers.phone, user.phoneNumber) : undefined,
      ),
    )
    .orderBy(desc(webinars.startTime), desc(webinarUsers.id))
    .limit(DETAIL_LIMIT);
  return rows.map(({ r, title, startTime }) => ({
    _id: r.id,
    webinarId: r.webinarId,
    webinarTitle: title,
    webinarStartTime: startTime.toISOString(),
    attended: r.attended,
    certificateCode: r.certificateCode,
  }));
}

async function logs(db: Tx, where: SQL | undefined) {
  const rows = await selectLogs(db)
    .where(where)
    .orderBy(...newestLogsFirst)
    .limit(DETAIL_LIMIT);
  return toActivityLogs(db, rows);
}

/**
 * What was done to the user: entries on the user itself, and on the bans, payments and webinar
 * registrations listed on their page (each entity's entries are found through the
 * (entity, entity_id) index). No other entity is keyed by a user id.
 */
function underwentWhere(userId: string, related: Record<string, string[]>) {
  const a = activityLogs;
  return or(
    and(eq(a.entity, 'user'), eq(a.entityId, userId)),
    ...Object.entries(related)
      .filter(([, ids]) => ids.length > 0)
      .map(([entity, ids]) => and(eq(a.entity, entity), inArray(a.entityId, ids))),
  );
}

/** GET /admin/users/{id}: the user and everything staff look at on their page. */
export async function getUserDetail(deps: Deps, id: string): Promise<UserDetail> {
  const { db } = deps;
  const now = clock(deps);
  const row = await findAdminUser(db, eq(users.id, id), now);
  if (!row) throw notFound(STAFF_MSG.userNotFound);
  const [enrolled, paid, quizResults, webinarRegistrations, bans, performed] = await Promise.all([
    enrolmentsOf(db, id),
    paymentsOf(db, id, now),
    quizResultsOf(db, id),
    webinarRegistrationsOf(db, row.user),
    findBansOfUser(db, row.user, now, DETAIL_LIMIT),
    logs(db, eq(activityLogs.actorId, id)),
  ]);
  const underwent = await logs(
    db,
    underwentWhere(id, {
      ban: bans.map((b) => b._id),
      payment: paid.map((p) => p._id),
      webinar_user: webinarRegistrations.map((w) => w._id),
    }),
  );
  return {
    user: toAdminUser(row),
    enrolments: enrolled,
    payments: paid,
    quizResults,
    webinarRegistrations,
    bans,
    activity: { performed, underwent },
  };
}
