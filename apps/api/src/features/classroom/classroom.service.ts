import {
  COMMERCE_MSG,
  ID_PATTERN,
  istToday,
  LESSON_MSG,
  moduleShutUntil,
  type ClassroomBatch,
  type ClassroomLesson,
  type Lesson,
} from '@app/shared';

import { toBatch } from '../../core/batch-view.ts';
import { queueCompletionCheck } from '../../core/course-completion-queue.ts';
import { findPlace } from '../../core/enrolment.repo.ts';
import { forbidden, notFound, validationError } from '../../core/errors.ts';
import type { JobQueue } from '../../core/jobs/index.ts';
import { storedLesson } from '../../core/lessons.ts';
import { seatCounts } from '../../core/seats.repo.ts';
import { findPeople } from '../../core/staff-lookup.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import * as repo from './classroom.repo.ts';

export type Deps = { db: Db; jobs: JobQueue; discordInviteUrl: string };

/** Every lesson id of each course, in syllabus order (a lesson's key is its own id). */
async function lessonKeys(db: Tx, courseIds: string[]): Promise<Map<string, string[]>> {
  const keys = new Map<string, string[]>(courseIds.map((id) => [id, []]));
  for (const m of await repo.findModuleShapes(db, courseIds))
    keys.get(m.courseId)!.push(...m.lessonIds);
  return keys;
}

/** Ticks that still name a lesson of the course, in syllabus order (lessons can be removed). */
function completedOf(all: string[], ticked: Set<string>): string[] {
  return all.filter((k) => ticked.has(k));
}

/** GET /classroom: the student's batches, newest enrolment first. */
export async function listClassroom(
  deps: Pick<Deps, 'db' | 'discordInviteUrl'>,
  userId: string,
): Promise<ClassroomBatch[]> {
  const rows = await repo.findEnrolments(deps.db, userId);
  if (!rows.length) return [];
  const courseIds = [...new Set(rows.map((r) => r.course.id))];
  const [taken, people, keys, ticks] = await Promise.all([
    seatCounts(
      deps.db,
      rows.map((r) => r.batch.id),
    ),
    findPeople(
      deps.db,
      rows.flatMap((r) => [...r.batch.mentorIds, ...r.course.instructorIds]),
    ),
    lessonKeys(deps.db, courseIds),
    repo.findProgress(deps.db, userId, courseIds),
  ]);
  const tickedBy = new Map<string, Set<string>>();
  for (const t of ticks) {
    if (!tickedBy.has(t.courseId)) tickedBy.set(t.courseId, new Set());
    tickedBy.get(t.courseId)!.add(t.lessonKey);
  }
  return rows.map((r) => {
    const all = keys.get(r.course.id) ?? [];
    const done = completedOf(all, tickedBy.get(r.course.id) ?? new Set());
    return {
      enrolmentId: r.enrolmentId,
      enrolledAt: r.enrolledAt.toISOString(),
      batch: toBatch(r.batch, r.course.title, taken.get(r.batch.id), people),
      course: {
        _id: r.course.id,
        title: r.course.title,
        thumbnail: r.course.meta.thumbnail ?? '',
        discordAccess: r.course.discordAccess,
        instructors: r.course.instructorIds
          .filter((id) => people.has(id))
          .map((id) => ({ _id: id, name: people.get(id)! })),
      },
      discordInvite: r.course.discordAccess && deps.discordInviteUrl ? deps.discordInviteUrl : null,
      progress: { completedLessons: done.length, totalLessons: all.length },
    };
  });
}

/** The batch the student holds a place in, or null (also for a malformed id). */
async function enrolledBatch(db: Tx, userId: string, batchId: string) {
  return ID_PATTERN.test(batchId) ? findPlace(db, userId, batchId) : null;
}

export type EnrolledBatch = { courseId: string; startDate: string };

/** A batch the student is enrolled in; 403 otherwise (the progress calls). */
async function enrolledOr403(db: Tx, userId: string, batchId: string): Promise<EnrolledBatch> {
  const batch = await enrolledBatch(db, userId, batchId);
  if (!batch) throw forbidden(COMMERCE_MSG.notEnrolled);
  return batch;
}

async function progressOf(db: Tx, userId: string, courseId: string) {
  const [keys, ticks] = await Promise.all([
    lessonKeys(db, [courseId]),
    repo.findProgress(db, userId, [courseId]),
  ]);
  return {
    completed: completedOf(keys.get(courseId) ?? [], new Set(ticks.map((t) => t.lessonKey))),
  };
}

/** GET /classroom/{batchId}/progress. Progress belongs to the course, so batches share it. */
export async function getProgress(deps: Deps, userId: string, batchId: string) {
  const { courseId } = await enrolledOr403(deps.db, userId, batchId);
  return progressOf(deps.db, userId, courseId);
}

/** PUT /classroom/{batchId}/progress: ticks or unticks one lesson (repeating it is harmless). */
export async function setProgress(
  deps: Deps,
  userId: string,
  batchId: string,
  body: { lessonKey: string; completed: boolean },
) {
  const batch = await enrolledOr403(deps.db, userId, batchId);
  const found = await findLesson(deps.db, batch.courseId, body.lessonKey);
  if (!found) throw validationError([{ field: 'lessonKey', message: 'Invalid lesson' }]);
  return tickLesson(deps, userId, { ...batch, id: batchId }, found, body.completed);
}

// ---- lessons (issue 17) ----

type ModuleRow = Awaited<ReturnType<typeof repo.findCourseModules>>[number];
export type FoundLesson = {
  lesson: Lesson;
  module: ModuleRow;
  flat: { _id: string; title: string }[];
};

/** A lesson of the course by its id, with its module and the course's lessons in order. */
async function findLesson(db: Tx, courseId: string, lessonId: string): Promise<FoundLesson | null> {
  const modules = await repo.findCourseModules(db, courseId);
  const flat = modules.flatMap((m) => m.lessons.map((l) => ({ _id: l._id, title: l.title })));
  for (const module of modules) {
    const stored = module.lessons.find((l) => l._id === lessonId);
    if (stored) return { lesson: storedLesson(stored), module, flat };
  }
  return null;
}

/** The IST day the module opens for this batch while it is still shut, else null (drip). */
export function opensOn(
  batch: Pick<EnrolledBatch, 'startDate'>,
  module: Pick<ModuleRow, 'unlockDay'>,
): string | null {
  return moduleShutUntil(batch.startDate, module.unlockDay, istToday());
}

/** Ticks or unticks the lesson; a tick may complete the course (the worker checks). */
async function tickLesson(
  deps: Deps,
  userId: string,
  batch: EnrolledBatch & { id: string },
  found: FoundLesson,
  completed: boolean,
) {
  if (opensOn(batch, found.module)) throw forbidden(LESSON_MSG.lessonLocked);
  if (completed) {
    await repo.tick(deps.db, userId, batch.courseId, found.lesson._id);
    await queueCompletionCheck(deps.jobs, deps.db, { userId, batchId: batch.id });
  } else await repo.untick(deps.db, userId, batch.courseId, found.lesson._id);
  return progressOf(deps.db, userId, batch.courseId);
}

/** The lesson of a batch the student is enrolled in; 404 for anyone else or any other lesson. */
export async function enrolledLesson(db: Tx, userId: string, batchId: string, lessonId: string) {
  const batch = await enrolledBatch(db, userId, batchId);
  const found =
    batch && ID_PATTERN.test(lessonId) ? await findLesson(db, batch.courseId, lessonId) : null;
  if (!batch || !found) throw notFound(LESSON_MSG.lessonNotFound);
  return { batch, found };
}

/** GET /classroom/{batchId}/lessons/{lessonId}: the lesson, its neighbours and whether it is done. */
export async function getLesson(
  deps: Deps,
  userId: string,
  batchId: string,
  lessonId: string,
): Promise<ClassroomLesson> {
  const { batch, found } = await enrolledLesson(deps.db, userId, batchId, lessonId);
  const { lesson, module, flat } = found;
  const shut = opensOn(batch, module);
  // The course's modules are already loaded (findLesson): only the ticks are read here.
  const ticks = await repo.findProgress(deps.db, userId, [batch.courseId]);
  const at = flat.findIndex((l) => l._id === lesson._id);
  const problem =
    !shut && lesson.problemId ? await repo.findProblemTitle(deps.db, lesson.problemId) : null;
  return {
    _id: lesson._id,
    title: lesson.title,
    kind: lesson.kind,
    durationMinutes: lesson.durationMinutes,
    // A lesson not open yet shows its title and when it opens, not its content.
    videoUrl: shut ? '' : lesson.videoUrl,
    body: shut ? '' : lesson.body,
    resources: shut ? [] : lesson.resources,
    problem: problem ? { _id: problem.id, title: problem.title } : null,
    module: { _id: module.id, title: module.title, order: module.position + 1 },
    prev: flat[at - 1] ?? null,
    next: flat[at + 1] ?? null,
    completed: ticks.some((t) => t.lessonKey === lesson._id),
    opensOn: shut,
  };
}

/** PUT /classroom/{batchId}/lessons/{lessonId}/done: marks it done (or not); 403 while shut. */
export async function markLessonDone(
  deps: Deps,
  userId: string,
  batchId: string,
  lessonId: string,
  completed: boolean,
) {
  const { batch, found } = await enrolledLesson(deps.db, userId, batchId, lessonId);
  return tickLesson(deps, userId, { ...batch, id: batchId }, found, completed);
}
