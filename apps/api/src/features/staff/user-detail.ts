import { STAFF_MSG, type UserDetail } from '@app/shared';

import { notFound } from '../../core/errors.ts';
import { findPaymentsOf } from '../../core/payment-view.repo.ts';
import { displayStatus } from '../../core/payment-view.ts';
import type { Tx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { toActivityLogs } from './activity-logs.repo.ts';
import { findBansOfUser } from './bans.repo.ts';
import {
  findAttemptsOf,
  findEnrolmentsOf,
  findLogsAbout,
  findLogsBy,
  findWebinarRegistrationsOf,
} from './user-detail.repo.ts';
import { toAdminUser } from './users.dto.ts';
import { findAdminUser } from './users.repo.ts';
import { clock, type Deps } from './users.service.ts';

/** Each list on the user's page shows this many, newest first. */
export const DETAIL_LIMIT = 20;

async function enrolmentsOf(db: Tx, userId: string) {
  const rows = await findEnrolmentsOf(db, userId, DETAIL_LIMIT);
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
  const rows = await findPaymentsOf(db, { userId }, DETAIL_LIMIT);
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
  const rows = await findAttemptsOf(db, userId, DETAIL_LIMIT);
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

async function webinarRegistrationsOf(db: Tx, user: UserRow) {
  const rows = await findWebinarRegistrationsOf(db, user, DETAIL_LIMIT);
  return rows.map(({ r, title, startTime }) => ({
    _id: r.id,
    webinarId: r.webinarId,
    webinarTitle: title,
    webinarStartTime: startTime.toISOString(),
    attended: r.attended,
    certificateCode: r.certificateCode,
  }));
}

/** GET /admin/users/{id}: the user and everything staff look at on their page. */
export async function getUserDetail(deps: Deps, id: string): Promise<UserDetail> {
  const { db } = deps;
  const now = clock(deps);
  const row = await findAdminUser(db, { id }, now);
  if (!row) throw notFound(STAFF_MSG.userNotFound);
  const [enrolled, paid, quizResults, webinarRegistrations, bans, performed] = await Promise.all([
    enrolmentsOf(db, id),
    paymentsOf(db, id, now),
    quizResultsOf(db, id),
    webinarRegistrationsOf(db, row.user),
    findBansOfUser(db, row.user, now, DETAIL_LIMIT),
    findLogsBy(db, id, DETAIL_LIMIT).then((rows) => toActivityLogs(db, rows)),
  ]);
  const underwent = await toActivityLogs(
    db,
    await findLogsAbout(
      db,
      id,
      {
        ban: bans.map((b) => b._id),
        payment: paid.map((p) => p._id),
        webinar_user: webinarRegistrations.map((w) => w._id),
      },
      DETAIL_LIMIT,
    ),
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
