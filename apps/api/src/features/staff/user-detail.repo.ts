import { and, desc, eq, inArray, or } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import {
  activityLogs,
  batches,
  courses,
  enrolments,
  webinars,
  webinarUsers,
  whizzAttempts,
  whizzes,
  type UserRow,
} from '../../db/schema/index.ts';
import { newestLogsFirst, selectLogs } from './activity-logs.repo.ts';

/** The lists on a user's page (GET /admin/users/{id}), each newest first and `limit` long. */

export function findEnrolmentsOf(db: Tx, userId: string, limit: number) {
  return db
    .select({ e: enrolments, courseTitle: courses.title, batchName: batches.name })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(batches, eq(batches.id, enrolments.batchId))
    .where(eq(enrolments.userId, userId))
    .orderBy(desc(enrolments.createdAt), desc(enrolments.id))
    .limit(limit);
}

export function findAttemptsOf(db: Tx, userId: string, limit: number) {
  return db
    .select({ t: whizzAttempts, title: whizzes.title, totalScore: whizzes.totalScore })
    .from(whizzAttempts)
    .innerJoin(whizzes, eq(whizzes.id, whizzAttempts.whizzId))
    .where(eq(whizzAttempts.userId, userId))
    .orderBy(desc(whizzAttempts.startedAt), desc(whizzAttempts.id))
    .limit(limit);
}

/** Registrations linked to the account, or made with its phone before it was linked. */
export function findWebinarRegistrationsOf(db: Tx, user: UserRow, limit: number) {
  return db
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
    .limit(limit);
}

/** What the user did: the entries they are the actor of. */
export function findLogsBy(db: Tx, userId: string, limit: number) {
  return selectLogs(db)
    .where(eq(activityLogs.actorId, userId))
    .orderBy(...newestLogsFirst)
    .limit(limit);
}

/**
 * What was done to the user: entries on the user itself, and on the records of `related`
 * (entity → ids: the bans, payments and webinar registrations listed on their page; each
 * entity's entries are found through the (entity, entity_id) index). No other entity is keyed
 * by a user id.
 */
export function findLogsAbout(
  db: Tx,
  userId: string,
  related: Record<string, string[]>,
  limit: number,
) {
  const a = activityLogs;
  const where = or(
    and(eq(a.entity, 'user'), eq(a.entityId, userId)),
    ...Object.entries(related)
      .filter(([, ids]) => ids.length > 0)
      .map(([entity, ids]) => and(eq(a.entity, entity), inArray(a.entityId, ids))),
  );
  return selectLogs(db)
    .where(where)
    .orderBy(...newestLogsFirst)
    .limit(limit);
}
