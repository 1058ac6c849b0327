import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import {
  paginate,
  WEBINAR_MSG,
  type AttendanceReport,
  type ZWebinarBody,
  type ZWebinarListQuery,
  type ZWebinarStudentsQuery,
  type ZWebinarUpdateBody,
  type ZWebinarUserSearchQuery,
  type ZWebinarUserUpdateBody,
} from '@app/shared';

import { recordActivity } from '../../core/activity-log.ts';
import { contactsOf, matchAttendance, readAttendance } from '../../core/attendance-csv.ts';
import { exportBatches, exportSize } from '../../core/csv-export.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import type { WebinarRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as usersRepo from './webinar-users.repo.ts';
import {
  toPublicWebinarDto,
  toWebinarDto,
  toWebinarUserDto,
  toWebinarUserHit,
  webinarContent,
  webinarUserContent,
} from './webinars.dto.ts';
import * as repo from './webinars.repo.ts';

export type Deps = { db: Db; now?: () => Date };
type WebinarValues = z.output<typeof ZWebinarBody>;
type WebinarPatch = z.output<typeof ZWebinarUpdateBody>;
type StudentsQuery = z.output<typeof ZWebinarStudentsQuery>;

const clock = (deps: Deps) => (deps.now ? deps.now() : new Date());
const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);
const pageOf = (q: { page: number; limit: number }) => ({
  offset: (q.page - 1) * q.limit,
  limit: q.limit,
});

async function withCounts(db: Db, row: WebinarRow, now: Date) {
  const counts = await repo.countsByWebinar(db, [row.id]);
  return toWebinarDto(row, counts.get(row.id), now);
}

/** A duplicate code is a 409 on the field, whether the check or the unique index caught it. */
function codeTakenOnRace(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw conflict(WEBINAR_MSG.codeTaken, [
      { field: 'webinarCode', message: WEBINAR_MSG.codeTaken },
    ]);
  }
  throw error;
}

// ---------------------------------------------------------------- webinars (staff)

export async function listWebinars(deps: Deps, query: z.output<typeof ZWebinarListQuery>) {
  const now = clock(deps);
  const { page, limit, ...filter } = query;
  const { rows, total } = await repo.findWebinarPage(deps.db, filter, now, pageOf(query));
  const counts = await repo.countsByWebinar(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    webinars: rows.map((r) => toWebinarDto(r, counts.get(r.id), now)),
    pagination: paginate(total, page, limit),
  };
}

export async function getWebinar(deps: Deps, id: string) {
  return withCounts(deps.db, await repo.getWebinarRow(deps.db, id), clock(deps));
}

function webinarValues(body: Partial<WebinarValues>) {
  const { startTime, ...rest } = body;
  return { ...rest, ...(startTime === undefined ? {} : { startTime: new Date(startTime) }) };
}

export async function createWebinar(deps: Deps, req: FastifyRequest, body: WebinarValues) {
  const row = await inTransaction(deps.db, async (tx) => {
    const created = await repo.insertWebinar(tx, {
      ...body,
      startTime: new Date(body.startTime),
      createdBy: req.sessionUser?.id ?? null,
    });
    await recordActivity(tx, req, {
      action: 'webinar.create',
      entity: 'webinar',
      entityId: created.id,
      after: webinarContent(created),
    });
    return created;
  }).catch(codeTakenOnRace);
  return toWebinarDto(row, undefined, clock(deps));
}

/** Any subset of the fields; the capacity may not drop below the people already registered. */
export async function updateWebinar(
  deps: Deps,
  req: FastifyRequest,
  id: string,
  patch: WebinarPatch,
) {
  const row = await inTransaction(deps.db, async (tx) => {
    const before = await repo.lockWebinar(tx, id);
    if (!before) throw notFound(WEBINAR_MSG.notFound);
    const values = Object.fromEntries(
      Object.entries(webinarValues(patch)).filter(([, v]) => v !== undefined),
    );
    if (!Object.keys(values).length) return before;
    if (
      patch.capacity !== undefined &&
      patch.capacity !== null &&
      patch.capacity < before.registeredCount
    ) {
      throw fieldError('capacity', WEBINAR_MSG.capacityBelowRegistered);
    }
    const after = await repo.updateWebinar(tx, id, values);
    await recordActivity(tx, req, {
      action: 'webinar.update',
      entity: 'webinar',
      entityId: id,
      before: webinarContent(before),
      after: webinarContent(after),
    });
    return after;
  }).catch(codeTakenOnRace);
  return withCounts(deps.db, row, clock(deps));
}

/** Registrants and runs go with it; issued certificates stay verifiable (their ids set null). */
export async function deleteWebinar(deps: Deps, req: FastifyRequest, id: string) {
  return inTransaction(deps.db, async (tx) => {
    const before = await repo.lockWebinar(tx, id);
    if (!before) throw notFound(WEBINAR_MSG.notFound);
    const counts = await repo.countsByWebinar(tx, [id]);
    await repo.deleteWebinar(tx, id);
    await recordActivity(tx, req, {
      action: 'webinar.delete',
      entity: 'webinar',
      entityId: id,
      before: { ...webinarContent(before), registeredCount: before.registeredCount },
    });
    return toWebinarDto(before, counts.get(id), clock(deps));
  });
}

// ---------------------------------------------------------------- registrants (staff)

export async function listStudents(deps: Deps, webinarId: string, query: StudentsQuery) {
  await repo.getWebinarRow(deps.db, webinarId);
  const { page, limit, ...filter } = query;
  const { rows, total } = await usersRepo.findStudentPage(
    deps.db,
    webinarId,
    filter,
    pageOf(query),
  );
  return { students: rows.map(toWebinarUserDto), pagination: paginate(total, page, limit) };
}

export async function exportStudents(deps: Deps, webinarId: string, query: StudentsQuery) {
  const webinar = await repo.getWebinarRow(deps.db, webinarId);
  const { page: _page, limit: _limit, ...filter } = query;
  const matched = await usersRepo.countStudents(deps.db, webinarId, filter);
  return {
    webinar,
    ...exportSize(matched),
    rows: exportBatches((cursor, size) =>
      usersRepo.findStudentBatchAfter(deps.db, webinarId, filter, cursor, size),
    ),
  };
}

/**
 * Corrections of name and e-mail, and attendance. Marking someone as not attended also clears
 * the minutes an import recorded: they no longer describe this person's attendance.
 */
export async function updateWebinarUser(
  deps: Deps,
  req: FastifyRequest,
  id: string,
  patch: z.output<typeof ZWebinarUserUpdateBody>,
) {
  const row = await inTransaction(deps.db, async (tx) => {
    const before = await usersRepo.lockWebinarUser(tx, id);
    if (!before) throw notFound(WEBINAR_MSG.userNotFound);
    const values = {
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.email === undefined ? {} : { email: patch.email }),
      ...(patch.attended === undefined ? {} : { attended: patch.attended }),
      ...(patch.attended === false ? { attendedMinutes: null } : {}),
    };
    if (!Object.keys(values).length) return before;
    const after = await usersRepo.updateWebinarUser(tx, id, values);
    await recordActivity(tx, req, {
      action: 'webinar.user.update',
      entity: 'webinar_user',
      entityId: id,
      before: webinarUserContent(before),
      after: webinarUserContent(after),
    });
    return after;
  });
  return toWebinarUserDto(row);
}

export async function searchWebinarUsers(
  deps: Deps,
  query: z.output<typeof ZWebinarUserSearchQuery>,
) {
  const { rows, total } = await usersRepo.searchUsers(deps.db, query.search, pageOf(query));
  return {
    webinarUsers: rows.map(toWebinarUserHit),
    pagination: paginate(total, query.page, query.limit),
  };
}

/**
 * Marks attendance from a meeting tool's export: rows match registrants by e-mail, else by
 * phone (last 10 digits); a person's rows (rejoins) add up to their minutes. `marked` and
 * `alreadyMarked` count people; `unmatched` lists each unknown person once, at their first row.
 */
export async function importAttendance(
  deps: Deps,
  req: FastifyRequest,
  webinarId: string,
  body: unknown,
): Promise<AttendanceReport> {
  const { rows, hasDuration } = readAttendance(body);
  return inTransaction(deps.db, async (tx) => {
    await repo.getWebinarRow(tx, webinarId);
    const { emails, phones } = contactsOf(rows);
    const found = await usersRepo.findRegistrantsByContact(tx, webinarId, emails, phones);
    const { minutes, unmatched } = matchAttendance(rows, hasDuration, found);
    const ids = [...minutes.keys()];
    const already = found.filter((f) => f.attended && minutes.has(f.id)).length;
    await usersRepo.markAttended(
      tx,
      webinarId,
      ids.map((id) => ({ id, minutes: minutes.get(id) ?? null })),
    );
    const report = { rows: rows.length, marked: ids.length - already, alreadyMarked: already };
    await recordActivity(tx, req, {
      action: 'webinar.attendance.import',
      entity: 'webinar',
      entityId: webinarId,
      after: { ...report, unmatched: unmatched.length },
    });
    return { ...report, unmatched };
  });
}

// ---------------------------------------------------------------- public

export async function listPublicWebinars(deps: Deps) {
  const now = clock(deps);
  const rows = await repo.findOpenWebinars(deps.db, now, 50);
  return { webinars: rows.map((r) => toPublicWebinarDto(r, now)) };
}

export async function getPublicWebinar(deps: Deps, code: string) {
  const row = await repo.findWebinarByCode(deps.db, code.toLowerCase());
  if (!row) throw notFound(WEBINAR_MSG.notFound);
  return { webinar: toPublicWebinarDto(row, clock(deps)) };
}
