import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import {
  batchRuleIssues,
  COURSES_MSG,
  istToday,
  paginate,
  toPaise,
  type AdminBatchListData,
  type Batch,
  type BatchBodyParsed,
  type ZAdminBatchListQuery,
  type ZBatchPatchBody,
} from '@app/shared';

import { recordActivity } from '../../core/activity-log.ts';
import { batchViews } from '../../core/batch-view.ts';
import { findBatchWithCourse, type BatchWithCourse } from '../../core/batch.repo.ts';
import { badRequest, conflict, notFound, validationError } from '../../core/errors.ts';
import { seatCounts } from '../../core/seats.repo.ts';
import { assertStaffPick } from '../../core/staff-lookup.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { BatchRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as repo from './batches.repo.ts';

type Deps = { db: Db };
type BatchPatch = z.output<typeof ZBatchPatchBody>;

function toBatchDtos(db: Tx, rows: BatchWithCourse[]): Promise<Batch[]> {
  return batchViews(db, rows);
}

export async function toBatchDto(db: Tx, row: BatchWithCourse) {
  const [dto] = await toBatchDtos(db, [row]);
  return dto!;
}

/** GET /batches/course/{courseId}: a published course's active batches that are not over. */
export async function listOpenBatches(deps: Deps, courseId: string) {
  const course = await repo.findCourse(deps.db, courseId);
  if (!course || course.state !== 'published') throw notFound(COURSES_MSG.courseNotFound);
  const rows = await repo.findOpenBatches(deps.db, courseId, istToday());
  return { batches: await toBatchDtos(deps.db, rows) };
}

/** GET /batches/{id} (public): an active batch of a published course. */
export async function getPublicBatch(deps: Deps, id: string) {
  const row = await findBatchWithCourse(deps.db, id);
  if (!row || !row.batch.isActive) throw notFound(COURSES_MSG.batchNotFound);
  if (row.courseState !== 'published') throw notFound(COURSES_MSG.courseNotFoundForBatch);
  return toBatchDto(deps.db, row);
}

export async function getAdminBatch(deps: Deps, id: string) {
  const row = await findBatchWithCourse(deps.db, id);
  if (!row) throw notFound(COURSES_MSG.batchNotFoundWithId);
  return toBatchDto(deps.db, row);
}

/** Admin list of one course's batches, or of every course (key 'all'). */
export async function listAdminBatches(
  deps: Deps,
  q: z.output<typeof ZAdminBatchListQuery>,
): Promise<AdminBatchListData> {
  const courseId = q.course === 'all' ? null : q.course;
  if (courseId && !(await repo.findCourse(deps.db, courseId))) {
    throw notFound(COURSES_MSG.courseNotFound);
  }
  const [{ rows, total }, students] = await Promise.all([
    repo.findBatches(deps.db, courseId, { limit: q.limit, offset: (q.page - 1) * q.limit }),
    repo.studentCount(deps.db, courseId),
  ]);
  return {
    course: q.course,
    batches: await toBatchDtos(deps.db, rows),
    studentCount: students,
    pagination: paginate(total, q.page, q.limit),
  };
}

const assertMentors = (db: Tx, ids: string[]) => assertStaffPick(db, 'mentors', ids, 'mentors');

/** What the activity log keeps of a batch. */
function snapshot(b: BatchRow) {
  return {
    name: b.name,
    course: b.courseId,
    startDate: b.startDate,
    endDate: b.endDate,
    enrollmentEndDate: b.enrollmentEndDate,
    price: b.price,
    discount: b.discountX100 / 100,
    discountType: b.discountType,
    priceTitle: b.priceTitle,
    currency: b.currency,
    seats: b.seats,
    isActive: b.isActive,
    mentors: b.mentorIds,
  };
}

export async function createBatch(deps: Deps, req: FastifyRequest, body: BatchBodyParsed) {
  return inTransaction(deps.db, async (tx) => {
    const course = await repo.findCourse(tx, body.course);
    if (!course) {
      throw badRequest(COURSES_MSG.courseNotFound, [
        { field: 'course', message: COURSES_MSG.courseNotFound },
      ]);
    }
    await assertMentors(tx, body.mentors);
    const actor = req.sessionUser?.id ?? null;
    const row = await repo.insertBatch(tx, {
      courseId: body.course,
      name: body.name,
      startDate: body.startDate,
      endDate: body.endDate,
      enrollmentEndDate: body.enrollmentEndDate,
      price: body.price,
      discountX100: toPaise(body.discount),
      discountType: body.discountType,
      priceTitle: body.priceTitle,
      currency: body.currency,
      seats: body.seats,
      isActive: body.isActive,
      mentorIds: [...new Set(body.mentors)],
      createdBy: actor,
      updatedBy: actor,
    });
    if (!row?.id) throw notFound(COURSES_MSG.batchNotFoundAfterCreation);
    await recordActivity(tx, req, {
      action: 'batch.create',
      entity: 'batch',
      entityId: row.id,
      before: null,
      after: snapshot(row),
    });
    const created = await findBatchWithCourse(tx, row.id);
    if (!created) throw notFound(COURSES_MSG.batchNotFoundAfterCreation);
    return toBatchDto(tx, created);
  });
}

/** True when the patch only flips isActive (the list's toggle). */
export function isStatusToggle(patch: BatchPatch): boolean {
  const keys = Object.entries(patch).filter(([, v]) => v !== undefined);
  return keys.length === 1 && keys[0]![0] === 'isActive';
}

export async function updateBatch(deps: Deps, req: FastifyRequest, id: string, patch: BatchPatch) {
  const toggle = isStatusToggle(patch);
  return inTransaction(deps.db, async (tx) => {
    const found = await findBatchWithCourse(tx, id, { forUpdate: true });
    if (!found) throw notFound(COURSES_MSG.batchNotFoundWithId);
    const before = found.batch;
    // The rules hold for the stored batch with the changes applied, not just the changed fields.
    const merged = {
      startDate: patch.startDate ?? before.startDate,
      endDate: patch.endDate ?? before.endDate,
      enrollmentEndDate: patch.enrollmentEndDate ?? before.enrollmentEndDate,
      price: patch.price ?? before.price,
      discount: patch.discount ?? before.discountX100 / 100,
      discountType: patch.discountType ?? before.discountType,
    };
    const issues = batchRuleIssues(merged);
    if (issues.length) {
      throw validationError(issues.map((i) => ({ field: i.path, message: i.message })));
    }
    if (patch.mentors) await assertMentors(tx, patch.mentors);
    if (patch.seats !== undefined) {
      const taken = (await seatCounts(tx, [id])).get(id)?.enrolled ?? 0;
      if (patch.seats < taken) {
        throw badRequest(COURSES_MSG.seatsBelowEnrolled, [
          { field: 'seats', message: COURSES_MSG.seatsBelowEnrolled },
        ]);
      }
    }
    const values: Parameters<typeof repo.updateBatch>[2] = {
      updatedBy: req.sessionUser?.id ?? null,
    };
    if (patch.name !== undefined) values.name = patch.name;
    if (patch.startDate !== undefined) values.startDate = patch.startDate;
    if (patch.endDate !== undefined) values.endDate = patch.endDate;
    if (patch.enrollmentEndDate !== undefined) values.enrollmentEndDate = patch.enrollmentEndDate;
    if (patch.price !== undefined) values.price = patch.price;
    if (patch.discount !== undefined) values.discountX100 = toPaise(patch.discount);
    if (patch.discountType !== undefined) values.discountType = patch.discountType;
    if (patch.priceTitle !== undefined) values.priceTitle = patch.priceTitle;
    if (patch.currency !== undefined) values.currency = patch.currency;
    if (patch.seats !== undefined) values.seats = patch.seats;
    if (patch.isActive !== undefined) values.isActive = patch.isActive;
    if (patch.mentors !== undefined) values.mentorIds = [...new Set(patch.mentors)];
    const after = await repo.updateBatch(tx, id, values);
    const notFoundAfter = toggle
      ? COURSES_MSG.batchNotFoundAfterStatusUpdate
      : COURSES_MSG.batchNotFoundAfterUpdate;
    if (!after) throw notFound(notFoundAfter);
    await recordActivity(tx, req, {
      action: toggle ? 'batch.status' : 'batch.update',
      entity: 'batch',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    const reread = await findBatchWithCourse(tx, id);
    if (!reread) throw notFound(notFoundAfter);
    return { batch: await toBatchDto(tx, reread), toggle };
  });
}

export async function deleteBatch(deps: Deps, req: FastifyRequest, id: string) {
  await inTransaction(deps.db, async (tx) => {
    const found = await findBatchWithCourse(tx, id, { forUpdate: true });
    if (!found) throw notFound(COURSES_MSG.batchNotFoundWithId);
    if (await repo.hasEnrolments(tx, id)) throw conflict(COURSES_MSG.batchHasEnrolments);
    await repo.deleteBatch(tx, id);
    await recordActivity(tx, req, {
      action: 'batch.delete',
      entity: 'batch',
      entityId: id,
      before: snapshot(found.batch),
      after: null,
    });
  });
}
