import { COMMERCE_MSG, ID_PATTERN, lessonKey, type ClassroomBatch } from '@app/shared';

import { toBatch } from '../../core/batch-view.ts';
import { forbidden, validationError } from '../../core/errors.ts';
import { seatCounts } from '../../core/seats.repo.ts';
import { findPeople } from '../../core/staff-lookup.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import * as repo from './classroom.repo.ts';

type Deps = { db: Db; discordInviteUrl: string };

/**
 * Every lesson key of each course, in syllabus order. A key is the module's stored position
 * (0-based, i.e. the module's `order` − 1) and the lesson's 0-based index in it: "0.0" is the
 * first lesson of the first module (shared lessonKey()).
 */
async function lessonKeys(db: Tx, courseIds: string[]): Promise<Map<string, string[]>> {
  const keys = new Map<string, string[]>(courseIds.map((id) => [id, []]));
  for (const m of await repo.findModuleShapes(db, courseIds)) {
    const list = keys.get(m.courseId)!;
    for (let i = 0; i < m.lessons; i++) list.push(lessonKey(m.position, i));
  }
  return keys;
}

/** Ticks that still name a lesson of the course, in syllabus order (lessons can be removed). */
function completedOf(all: string[], ticked: Set<string>): string[] {
  return all.filter((k) => ticked.has(k));
}

/** GET /classroom: the student's batches, newest enrolment first. */
export async function listClassroom(deps: Deps, userId: string): Promise<ClassroomBatch[]> {
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

/** The course of a batch the student is enrolled in; 403 otherwise (or for a malformed id). */
async function enrolledCourse(db: Tx, userId: string, batchId: string): Promise<string> {
  const courseId = ID_PATTERN.test(batchId)
    ? await repo.findEnrolledCourse(db, userId, batchId)
    : null;
  if (!courseId) throw forbidden(COMMERCE_MSG.notEnrolled);
  return courseId;
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
  const courseId = await enrolledCourse(deps.db, userId, batchId);
  return progressOf(deps.db, userId, courseId);
}

/** PUT /classroom/{batchId}/progress: ticks or unticks one lesson (repeating it is harmless). */
export async function setProgress(
  deps: Deps,
  userId: string,
  batchId: string,
  body: { lessonKey: string; completed: boolean },
) {
  const courseId = await enrolledCourse(deps.db, userId, batchId);
  const keys = await lessonKeys(deps.db, [courseId]);
  if (!keys.get(courseId)?.includes(body.lessonKey)) {
    throw validationError([{ field: 'lessonKey', message: 'Invalid lesson' }]);
  }
  if (body.completed) await repo.tick(deps.db, userId, courseId, body.lessonKey);
  else await repo.untick(deps.db, userId, courseId, body.lessonKey);
  return progressOf(deps.db, userId, courseId);
}
