import { randomBytes } from 'node:crypto';

import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import {
  COURSES_MSG,
  formatWeekdayDateTime,
  ID_PATTERN,
  LIVE_CLASS_MSG,
  liveClassTiming,
  type AdminLiveClass,
  type AttendanceReport,
  type CalendarFeed,
  type LiveClass,
  type LiveClassAttendanceData,
  type LiveClassStudent,
  type ZLiveClassBody,
  type ZLiveClassUpdateBody,
} from '@app/shared';

import { recordActivity } from '../../core/activity-log.ts';
import { contactsOf, matchAttendance, readAttendance } from '../../core/attendance-csv.ts';
import { findBatchWithCourse } from '../../core/batch.repo.ts';
import { findPlace } from '../../core/enrolment.repo.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { LiveClassRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { calendarText } from './live-classes.calendar.ts';
import * as repo from './live-classes.repo.ts';

export type Deps = { db: Db; publicUrl: string; now?: () => Date };
const clock = (deps: Pick<Deps, 'now'>) => (deps.now ? deps.now() : new Date());
const WEEK_MS = 7 * 24 * 60 * 60_000;

const nameOf = (u: { firstName: string; lastName: string }) =>
  `${u.firstName} ${u.lastName}`.trim();

// ---------------------------------------------------------------- student

/** A batch the student holds a place in; 404 for anyone else (as the classroom's lessons). */
async function enrolledOr404(db: Tx, userId: string, batchId: string): Promise<void> {
  if (!ID_PATTERN.test(batchId) || !(await findPlace(db, userId, batchId))) {
    throw notFound(COURSES_MSG.batchNotFound);
  }
}

/** The part of a class students and staff both see (ZLiveClassTimes), and its timing at `now`. */
function classTimes(row: LiveClassRow, now: Date) {
  const timing = liveClassTiming(row.startsAt, row.durationMinutes, now);
  const times = {
    _id: row.id,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    endsAt: timing.endsAt,
    durationMinutes: row.durationMinutes,
    status: timing.status,
  };
  return { times, timing };
}

function toLiveClass(row: LiveClassRow, attended: boolean, now: Date): LiveClass {
  const { times, timing } = classTimes(row, now);
  return {
    ...times,
    joinOpensAt: timing.joinOpensAt,
    canJoin: timing.canJoin,
    recordingUrl: row.recordingUrl,
    attended,
  };
}

/** GET /classroom/{batchId}/live-classes: the batch's classes by start. */
export async function listForStudent(
  deps: Deps,
  userId: string,
  batchId: string,
): Promise<LiveClass[]> {
  await enrolledOr404(deps.db, userId, batchId);
  const rows = await repo.findClasses(deps.db, batchId);
  const attended = await repo.attendedBy(
    deps.db,
    userId,
    rows.map((r) => r.id),
  );
  const now = clock(deps);
  return rows.map((r) => toLiveClass(r, attended.has(r.id), now));
}

/**
 * POST /classroom/{batchId}/live-classes/{classId}/join: records the first Join click and gives
 * the link, from 10 minutes before the start until the end (409 outside that window).
 */
export async function join(
  deps: Deps,
  userId: string,
  batchId: string,
  classId: string,
): Promise<string> {
  await enrolledOr404(deps.db, userId, batchId);
  const row = ID_PATTERN.test(classId) ? await repo.findClass(deps.db, batchId, classId) : null;
  if (!row) throw notFound(LIVE_CLASS_MSG.notFound);
  const now = clock(deps);
  const timing = liveClassTiming(row.startsAt, row.durationMinutes, now);
  if (timing.status === 'ended') throw conflict(LIVE_CLASS_MSG.ended);
  if (!timing.canJoin) throw conflict(LIVE_CLASS_MSG.notOpenYet);
  await repo.recordJoin(deps.db, row.id, userId, now);
  return row.joinLink;
}

// ---------------------------------------------------------------- calendar feed

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

function feedUrls(publicUrl: string, token: string): CalendarFeed {
  const url = `${publicUrl}/api/v1/classroom/calendar/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

/** GET /classroom/calendar: the student's secret feed URL, made on the first call. */
export async function getCalendar(deps: Deps, userId: string): Promise<CalendarFeed> {
  const feed =
    (await repo.findFeedByUser(deps.db, userId)) ??
    (await repo.ensureFeed(deps.db, userId, randomBytes(32).toString('base64url')));
  return feedUrls(deps.publicUrl, feed.token);
}

/** GET /classroom/calendar/{token}.ics: every class of the student's batches; null: no such feed. */
export async function calendarIcs(deps: Deps, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const feed = await repo.findFeedByToken(deps.db, token);
  if (!feed) return null;
  const rows = await repo.findClassesOfStudent(deps.db, feed.userId);
  const host = new URL(deps.publicUrl).host;
  const classroom = (batchId: string) => `${deps.publicUrl}/classroom?batch=${batchId}`;
  return calendarText(
    'KodeSchool live classes',
    rows.map(({ liveClass: c, batchName, courseTitle }) => ({
      uid: `live-class-${c.id}@${host}`,
      start: c.startsAt,
      end: new Date(c.startsAt.getTime() + c.durationMinutes * 60_000),
      summary: c.title,
      description: [
        `${courseTitle} · ${batchName}`,
        `Join: ${c.joinLink}`,
        ...(c.recordingUrl ? [`Recording: ${c.recordingUrl}`] : []),
        `Classroom: ${classroom(c.batchId)}`,
      ].join('\n'),
      url: c.joinLink,
      location: c.joinLink,
      stamp: c.updatedAt,
    })),
  );
}

// ---------------------------------------------------------------- staff

async function batchOr404(db: Tx, batchId: string) {
  const batch = ID_PATTERN.test(batchId) ? await findBatchWithCourse(db, batchId) : null;
  if (!batch) throw notFound(COURSES_MSG.batchNotFoundWithId);
  return batch;
}

async function classOr404(db: Tx, batchId: string, classId: string) {
  await batchOr404(db, batchId);
  const row = ID_PATTERN.test(classId) ? await repo.findClass(db, batchId, classId) : null;
  if (!row) throw notFound(LIVE_CLASS_MSG.notFound);
  return row;
}

function toAdmin(row: LiveClassRow, attendedCount: number, now: Date): AdminLiveClass {
  return {
    ...classTimes(row, now).times,
    joinLink: row.joinLink,
    recordingUrl: row.recordingUrl,
    seriesId: row.seriesId,
    attendedCount,
  };
}

const content = (row: LiveClassRow) => ({
  title: row.title,
  startsAt: row.startsAt.toISOString(),
  durationMinutes: row.durationMinutes,
  joinLink: row.joinLink,
  recordingUrl: row.recordingUrl,
});

async function withCounts(db: Tx, rows: LiveClassRow[], now: Date) {
  const counts = await repo.attendedCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toAdmin(r, counts.get(r.id) ?? 0, now));
}

/** GET /admin/batches/{id}/live-classes */
export async function listForStaff(deps: Deps, batchId: string): Promise<AdminLiveClass[]> {
  await batchOr404(deps.db, batchId);
  return withCounts(deps.db, await repo.findClasses(deps.db, batchId), clock(deps));
}

/** POST /admin/batches/{id}/live-classes: one class, or a weekly series sharing a seriesId. */
export async function schedule(
  deps: Deps,
  req: FastifyRequest,
  batchId: string,
  body: z.output<typeof ZLiveClassBody>,
): Promise<AdminLiveClass[]> {
  const { repeatWeeks, startsAt, ...fields } = body;
  const first = new Date(startsAt).getTime();
  const seriesId = repeatWeeks > 1 ? newId() : null;
  const rows = await inTransaction(deps.db, async (tx) => {
    await batchOr404(tx, batchId);
    const created = await repo.insertClasses(
      tx,
      Array.from({ length: repeatWeeks }, (_, i) => ({
        ...fields,
        batchId,
        startsAt: new Date(first + i * WEEK_MS),
        seriesId,
        createdBy: req.sessionUser?.id ?? null,
      })),
    );
    await recordActivity(tx, req, {
      action: 'live-class.create',
      entity: 'batch',
      entityId: batchId,
      after: { ...content(created[0]!), repeatWeeks, seriesId },
    });
    return created;
  });
  return withCounts(deps.db, rows, clock(deps));
}

/** PATCH /admin/batches/{id}/live-classes/{classId} */
export async function update(
  deps: Deps,
  req: FastifyRequest,
  batchId: string,
  classId: string,
  body: z.output<typeof ZLiveClassUpdateBody>,
): Promise<AdminLiveClass> {
  const row = await inTransaction(deps.db, async (tx) => {
    const before = await classOr404(tx, batchId, classId);
    const { startsAt, ...rest } = body;
    const after = await repo.updateClass(tx, before.id, {
      ...rest,
      ...(startsAt === undefined ? {} : { startsAt: new Date(startsAt) }),
    });
    if (!after) throw notFound(LIVE_CLASS_MSG.notFound);
    await recordActivity(tx, req, {
      action: 'live-class.update',
      entity: 'live-class',
      entityId: before.id,
      before: content(before),
      after: content(after),
    });
    return after;
  });
  const [dto] = await withCounts(deps.db, [row], clock(deps));
  return dto!;
}

/** DELETE /admin/batches/{id}/live-classes/{classId} (its attendance goes with it). */
export async function remove(deps: Deps, req: FastifyRequest, batchId: string, classId: string) {
  await inTransaction(deps.db, async (tx) => {
    const row = await classOr404(tx, batchId, classId);
    await repo.deleteClass(tx, row.id);
    await recordActivity(tx, req, {
      action: 'live-class.delete',
      entity: 'live-class',
      entityId: row.id,
      before: content(row),
    });
  });
}

/** GET /admin/batches/{id}/live-classes/{classId}/attendance: every enrolled student. */
export async function attendance(
  deps: Deps,
  batchId: string,
  classId: string,
): Promise<LiveClassAttendanceData> {
  const row = await classOr404(deps.db, batchId, classId);
  const [students, rows, counts] = await Promise.all([
    repo.findStudents(deps.db, batchId),
    repo.findAttendance(deps.db, row.id),
    repo.attendedCounts(deps.db, [row.id]),
  ]);
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  return {
    liveClass: toAdmin(row, counts.get(row.id) ?? 0, clock(deps)),
    attendance: students.map((s) => {
      const a = byUser.get(s.userId);
      return {
        userId: s.userId,
        name: nameOf(s),
        email: s.email,
        phone: s.phone,
        attended: Boolean(a),
        joinedAt: a?.joinedAt?.toISOString() ?? null,
        minutes: a?.minutes ?? null,
      };
    }),
  };
}

/**
 * POST /admin/batches/{id}/live-classes/{classId}/attendance/import: the meeting tool's
 * participant CSV (the webinars' importer), matched to the batch's students by e-mail or phone.
 */
export async function importCsv(
  deps: Deps,
  req: FastifyRequest,
  batchId: string,
  classId: string,
  body: unknown,
): Promise<AttendanceReport> {
  const { rows, hasDuration } = readAttendance(body);
  return inTransaction(deps.db, async (tx) => {
    const row = await classOr404(tx, batchId, classId);
    const students = await repo.findStudents(tx, batchId);
    const { emails, phones } = contactsOf(rows);
    const wanted = (s: (typeof students)[number]) =>
      (s.email && emails.includes(s.email.toLowerCase())) ||
      (s.phone && phones.includes(s.phone.replace(/\D/g, '').slice(-10)));
    const candidates = students
      .filter(wanted)
      .map((s) => ({ id: s.userId, email: s.email, phone: s.phone }));
    const { minutes, unmatched } = matchAttendance(rows, hasDuration, candidates);
    const before = new Set((await repo.findAttendance(tx, row.id)).map((a) => a.userId));
    const ids = [...minutes.keys()];
    const already = ids.filter((id) => before.has(id)).length;
    await repo.importAttendance(
      tx,
      row.id,
      ids.map((userId) => ({ userId, minutes: minutes.get(userId) ?? null })),
    );
    const report = { rows: rows.length, marked: ids.length - already, alreadyMarked: already };
    await recordActivity(tx, req, {
      action: 'live-class.attendance.import',
      entity: 'live-class',
      entityId: row.id,
      after: { ...report, unmatched: unmatched.length },
    });
    return { ...report, unmatched };
  });
}

/** GET /admin/batches/{id}/live-classes/students: classes attended of those held, per student. */
export async function attendanceByStudent(
  deps: Deps,
  batchId: string,
): Promise<LiveClassStudent[]> {
  await batchOr404(deps.db, batchId);
  const now = clock(deps);
  const [students, classes, attended] = await Promise.all([
    repo.findStudents(deps.db, batchId),
    repo.findClasses(deps.db, batchId),
    repo.attendedPerStudent(deps.db, batchId, now),
  ]);
  const held = classes.filter((c) => c.startsAt.getTime() <= now.getTime()).length;
  return students.map((s) => ({
    userId: s.userId,
    name: nameOf(s),
    email: s.email,
    phone: s.phone,
    attended: attended.get(s.userId) ?? 0,
    held,
  }));
}

// ---------------------------------------------------------------- reminders

/** The text of a reminder an hour before a class. */
export function reminderText(
  c: { title: string; startsAt: Date },
  where: { courseTitle: string; classroomUrl: string },
) {
  const when = `${formatWeekdayDateTime(c.startsAt)} IST`;
  return {
    subject: `Live class at ${when}: ${c.title}`,
    text: `Your live class "${c.title}" (${where.courseTitle}) starts at ${when}. Join from your classroom: ${where.classroomUrl}`,
  };
}
