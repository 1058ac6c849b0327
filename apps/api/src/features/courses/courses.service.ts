import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import {
  COURSES_MSG,
  courseFinalPrice,
  istToday,
  paginate,
  toPaise,
  LESSON_MSG,
  type AdminCourseModule,
  type Announcement,
  type AnnouncementBody,
  type Course,
  type CourseBodyParsed,
  type CourseModule,
  STAFF_PICKS,
  type StaffPick,
  type StaffRef,
  type ZAdminCourseListQuery,
  type ZCourseListQuery,
  type ZCourseModulesBody,
} from '@app/shared';

import { recordActivity } from '../../core/activity-log.ts';
import { conflict, notFound, validationError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { lessonOutline, storedLesson } from '../../core/lessons.ts';
import { findPeople } from '../../core/staff-lookup.repo.ts';
import { assertStaffPick } from '../../core/staff-lookup.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { CourseRow } from '../../db/schema/index.ts';
import { concurrently, inTransaction } from '../../db/transaction.ts';
import * as repo from './courses.repo.ts';

type Deps = { db: Db };

/** The public catalogue lists at most this many courses (ours: it is a handful in practice). */
export const PUBLIC_COURSE_LIST_CAP = 200;

async function toCourseDtos(db: Tx, rows: CourseRow[], opts: { publicView: boolean }) {
  const ids = rows.map((r) => r.id);
  const [batchCounts, studentCounts, people] = await concurrently(
    db,
    () => repo.batchCounts(db, ids, { openOnly: opts.publicView, today: istToday() }),
    () => repo.studentCounts(db, ids),
    () =>
      findPeople(
        db,
        rows.flatMap((r) => r.instructorIds),
      ),
  );
  return rows.map((r): Course => {
    const discountPercentage = r.discountBasisPoints / 100;
    return {
      _id: r.id,
      title: r.title,
      price: r.price,
      discountPercentage,
      finalPrice: courseFinalPrice(r.price, discountPercentage),
      type: r.type,
      duration_weeks: r.durationWeeks,
      state: r.state,
      instructors: r.instructorIds
        .filter((id) => people.has(id))
        .map((id) => ({ _id: id, name: people.get(id)! })),
      batchCount: batchCounts.get(r.id) ?? 0,
      studentCount: studentCounts.get(r.id) ?? 0,
      discord_access: r.discordAccess,
      metaData: {
        language: r.language,
        difficulty: r.difficulty,
        category: r.category,
        ...r.meta,
      },
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

async function toCourseDto(db: Tx, row: CourseRow, opts: { publicView: boolean }) {
  const [dto] = await toCourseDtos(db, [row], opts);
  return dto!;
}

/** GET /courses: published courses matching the filters, newest first. */
export async function listPublicCourses(deps: Deps, q: z.output<typeof ZCourseListQuery>) {
  const { rows } = await repo.findCourses(
    deps.db,
    {
      state: 'published',
      search: q.search || undefined,
      maxPrice: q.price,
      category: q.category || undefined,
      difficulty: q.difficulty,
      language: q.language || undefined,
      type: q.type,
    },
    { limit: PUBLIC_COURSE_LIST_CAP, offset: 0 },
  );
  return { courses: await toCourseDtos(deps.db, rows, { publicView: true }) };
}

export async function listAdminCourses(deps: Deps, q: z.output<typeof ZAdminCourseListQuery>) {
  const filters = { search: q.search || undefined, state: q.state, type: q.type };
  const { rows, total } = await repo.findCourses(deps.db, filters, {
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return {
    courses: await toCourseDtos(deps.db, rows, { publicView: false }),
    pagination: paginate(total, q.page, q.limit),
  };
}

/** A course the public may see (published), else 404 'Course not found'. */
async function publishedCourse(db: Tx, id: string) {
  const row = await repo.findCourseById(db, id);
  if (!row || row.state !== 'published') throw notFound(COURSES_MSG.courseNotFound);
  return row;
}

async function anyCourse(db: Tx, id: string, opts: { forUpdate?: boolean } = {}) {
  const row = await repo.findCourseById(db, id, opts);
  if (!row) throw notFound(COURSES_MSG.courseNotFound);
  return row;
}

export async function getCourse(deps: Deps, id: string, opts: { publicView: boolean }) {
  const row = opts.publicView ? await publishedCourse(deps.db, id) : await anyCourse(deps.db, id);
  return toCourseDto(deps.db, row, opts);
}

function rowValues(body: CourseBodyParsed) {
  const { language, difficulty, category, ...meta } = body.metaData;
  return {
    title: body.title,
    price: body.price,
    discountBasisPoints: toPaise(body.discountPercentage),
    type: body.type,
    durationWeeks: body.duration_weeks,
    state: body.state,
    instructorIds: [...new Set(body.instructors)],
    discordAccess: body.discord_access,
    language,
    difficulty,
    category: [...new Set(category)],
    meta,
  };
}

/** What the activity log keeps of a course (its editable fields). */
function snapshot(row: CourseRow) {
  return {
    title: row.title,
    price: row.price,
    discountPercentage: row.discountBasisPoints / 100,
    type: row.type,
    duration_weeks: row.durationWeeks,
    state: row.state,
    instructors: row.instructorIds,
    discord_access: row.discordAccess,
    language: row.language,
    difficulty: row.difficulty,
    category: row.category,
    meta: row.meta,
  };
}

export async function createCourse(deps: Deps, req: FastifyRequest, body: CourseBodyParsed) {
  return inTransaction(deps.db, async (tx) => {
    await assertStaffPick(tx, 'instructors', body.instructors, 'instructors');
    const actor = req.sessionUser?.id ?? null;
    const row = await repo.insertCourse(tx, {
      ...rowValues(body),
      createdBy: actor,
      updatedBy: actor,
    });
    await recordActivity(tx, req, {
      action: 'course.create',
      entity: 'course',
      entityId: row.id,
      before: null,
      after: snapshot(row),
    });
    return toCourseDto(tx, row, { publicView: false });
  });
}

export async function updateCourse(
  deps: Deps,
  req: FastifyRequest,
  id: string,
  body: CourseBodyParsed,
) {
  return inTransaction(deps.db, async (tx) => {
    const before = await anyCourse(tx, id, { forUpdate: true });
    await assertStaffPick(tx, 'instructors', body.instructors, 'instructors');
    const after = await repo.updateCourse(tx, id, {
      ...rowValues(body),
      updatedBy: req.sessionUser?.id ?? null,
    });
    await recordActivity(tx, req, {
      action: 'course.update',
      entity: 'course',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return toCourseDto(tx, after, { publicView: false });
  });
}

/** Deletes a course with its batches, modules and announcements; 409 once anyone enrolled. */
export async function deleteCourse(deps: Deps, req: FastifyRequest, id: string) {
  await inTransaction(deps.db, async (tx) => {
    const before = await anyCourse(tx, id, { forUpdate: true });
    if (await repo.hasEnrolments(tx, id)) throw conflict(COURSES_MSG.courseHasEnrolments);
    const batchCount = await repo.countBatches(tx, id);
    await repo.deleteCourseCascade(tx, id);
    await recordActivity(tx, req, {
      action: 'course.delete',
      entity: 'course',
      entityId: id,
      before: { ...snapshot(before), batchCount },
      after: null,
    });
  });
}

// ---- modules ----

type ModuleRow = Awaited<ReturnType<typeof repo.findModules>>[number];

function toModuleDto(m: ModuleRow): AdminCourseModule {
  return {
    _id: m.id,
    title: m.title,
    description: m.description,
    order: m.position + 1,
    unlockDay: m.unlockDay,
    lessons: m.lessons.map((l) => storedLesson(l)),
  };
}

/** The public syllabus: lessons without their content (the classroom serves that). */
function toPublicModuleDto(m: ModuleRow): CourseModule {
  const full = toModuleDto(m);
  return { ...full, lessons: full.lessons.map(lessonOutline) };
}

/** GET /courses/{id}/modules: a published course's syllabus, without lesson content. */
export async function getPublicModules(deps: Deps, id: string) {
  await publishedCourse(deps.db, id);
  const rows = await repo.findModules(deps.db, id);
  return { data: { courseId: id, modules: rows.map(toPublicModuleDto) } };
}

/** GET /admin/courses/{id}/modules: any course's modules with every lesson's content. */
export async function getModules(deps: Deps, id: string) {
  await anyCourse(deps.db, id);
  const rows = await repo.findModules(deps.db, id);
  return { data: { courseId: id, modules: rows.map(toModuleDto) } };
}

/**
 * Gives every lesson its id: the one it was sent with (a lesson that stays keeps its id and its
 * students' progress), or a new one for a new lesson or a second use of the same id.
 */
function withLessonIds(modules: z.output<typeof ZCourseModulesBody>['modules']) {
  const seen = new Set<string>();
  return modules.map((m) => ({
    ...m,
    lessons: m.lessons.map((l) => {
      const keep = l._id && !seen.has(l._id) ? l._id : undefined;
      const lesson = storedLesson(l, keep ?? newId());
      seen.add(lesson._id);
      return lesson;
    }),
  }));
}

/** Practice lessons must name a coding problem of the question bank (400 on the field otherwise). */
async function assertProblemsExist(db: Tx, modules: ReturnType<typeof withLessonIds>) {
  const wanted = modules.flatMap((m, mi) =>
    m.lessons.flatMap((l, li) =>
      l.kind === 'practice' && l.problemId ? [{ mi, li, id: l.problemId }] : [],
    ),
  );
  if (!wanted.length) return;
  const found = new Set(await repo.findCodingProblemIds(db, [...new Set(wanted.map((w) => w.id))]));
  const missing = wanted.filter((w) => !found.has(w.id));
  if (missing.length) {
    throw validationError(
      missing.map((w) => ({
        field: `modules.${w.mi}.lessons.${w.li}.problemId`,
        message: LESSON_MSG.problemRequired,
      })),
    );
  }
}

export async function replaceModules(
  deps: Deps,
  req: FastifyRequest,
  id: string,
  body: z.output<typeof ZCourseModulesBody>,
) {
  return inTransaction(deps.db, async (tx) => {
    await anyCourse(tx, id, { forUpdate: true });
    const before = await repo.findModules(tx, id);
    const modules = withLessonIds(body.modules);
    await assertProblemsExist(tx, modules);
    await repo.replaceModules(tx, id, modules);
    const after = await repo.findModules(tx, id);
    const outline = (rows: typeof after) =>
      rows.map((m) => ({ title: m.title, lessons: m.lessons.map((l) => l.title) }));
    await recordActivity(tx, req, {
      action: 'course.modules.update',
      entity: 'course',
      entityId: id,
      before: { modules: outline(before) },
      after: { modules: outline(after) },
    });
    return { data: { courseId: id, modules: after.map(toModuleDto) } };
  });
}

// ---- announcements ----

function toAnnouncementDto(
  row: NonNullable<Awaited<ReturnType<typeof repo.findAnnouncement>>>,
): Announcement {
  return {
    _id: row.a.id,
    courseId: row.a.courseId,
    title: row.a.title,
    body: row.a.body,
    createdBy:
      row.a.createdBy && row.authorName ? { _id: row.a.createdBy, name: row.authorName } : null,
    createdAt: row.a.createdAt.toISOString(),
  };
}

export async function getAnnouncements(deps: Deps, id: string, opts: { publicView: boolean }) {
  if (opts.publicView) await publishedCourse(deps.db, id);
  else await anyCourse(deps.db, id);
  const rows = await repo.findAnnouncements(deps.db, id);
  return { announcements: rows.map(toAnnouncementDto) };
}

export async function createAnnouncement(
  deps: Deps,
  req: FastifyRequest,
  courseId: string,
  body: AnnouncementBody,
) {
  return inTransaction(deps.db, async (tx) => {
    await anyCourse(tx, courseId);
    const row = await repo.insertAnnouncement(tx, {
      courseId,
      title: body.title,
      body: body.body,
      createdBy: req.sessionUser?.id ?? null,
    });
    await recordActivity(tx, req, {
      action: 'course.announcement.create',
      entity: 'course_announcement',
      entityId: row.id,
      before: null,
      after: { courseId, title: row.title, body: row.body },
    });
    return toAnnouncementDto((await repo.findAnnouncement(tx, courseId, row.id))!);
  });
}

export async function deleteAnnouncement(
  deps: Deps,
  req: FastifyRequest,
  courseId: string,
  announcementId: string,
) {
  await inTransaction(deps.db, async (tx) => {
    const found = await repo.findAnnouncement(tx, courseId, announcementId);
    if (!found) throw notFound(COURSES_MSG.announcementNotFound);
    await repo.deleteAnnouncement(tx, announcementId);
    await recordActivity(tx, req, {
      action: 'course.announcement.delete',
      entity: 'course_announcement',
      entityId: announcementId,
      before: { courseId, title: found.a.title, body: found.a.body },
      after: null,
    });
  });
}

/** The active staff a picker offers: instructors for a course, mentors for a batch. */
export async function listStaff(deps: Deps, pick: StaffPick): Promise<StaffRef[]> {
  return repo.listActiveStaff(deps.db, STAFF_PICKS[pick]);
}
