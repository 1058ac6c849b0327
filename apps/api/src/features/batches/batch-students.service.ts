import type { z } from 'zod';

import {
  ABANDONED_AFTER_MIN,
  classifySearch,
  COMMERCE_MSG,
  COURSES_MSG,
  isValidBatchId,
  lessonKey,
  paginate,
  type BatchStudentDetail,
  type Lesson,
  type Payment,
  type ZBatchStudentsData,
  type ZBatchStudentsQuery,
} from '@app/shared';

import { notFound } from '../../core/errors.ts';
import { findPeople } from '../../core/staff-lookup.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentRow, UserRow } from '../../db/schema/index.ts';
import * as students from './batch-students.repo.ts';
import * as repo from './batches.repo.ts';
import { toBatchDto } from './batches.service.ts';

type Deps = { db: Db };
type Module = { position: number; title: string; lessons: Lesson[] };

const nameOf = (u: { firstName: string; lastName: string }) =>
  `${u.firstName} ${u.lastName}`.trim();

function lessonKeys(modules: Module[]): string[] {
  return modules.flatMap((m) => m.lessons.map((_, i) => lessonKey(m.position, i)));
}

async function batchOr404(deps: Deps, id: string) {
  const row = await repo.findBatchById(deps.db, id);
  if (!row) throw notFound(COURSES_MSG.batchNotFoundWithId);
  return row;
}

/** GET /admin/batches/{id}/students: who holds a place, what they paid, how far they are. */
export async function listBatchStudents(
  deps: Deps,
  batchId: string,
  q: z.output<typeof ZBatchStudentsQuery>,
): Promise<z.infer<typeof ZBatchStudentsData>> {
  const { batch } = await batchOr404(deps, batchId);
  const keys = lessonKeys(await students.findModules(deps.db, batch.courseId));
  const rows = await students.findBatchStudents(deps.db, {
    batchId,
    courseId: batch.courseId,
    lessonKeys: keys,
    search: classifySearch(q.search),
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  // A page past the end has no rows to carry the total; it is only 0 when page 1 is empty too.
  let total = rows[0]?.total ?? 0;
  if (!rows.length && q.page > 1) {
    const [first] = await students.findBatchStudents(deps.db, {
      batchId,
      courseId: batch.courseId,
      lessonKeys: [],
      search: classifySearch(q.search),
      limit: 1,
      offset: 0,
    });
    total = first?.total ?? 0;
  }
  return {
    students: rows.map((r) => ({
      _id: r.userId,
      name: nameOf(r),
      phone: r.phone ?? '',
      email: r.email ?? '',
      enrolmentId: r.enrolmentId,
      enrolledAt: r.enrolledAt.toISOString(),
      source: r.source,
      paidPaise: Number(r.paidPaise),
      progress: { completedLessons: Number(r.completedLessons), totalLessons: keys.length },
    })),
    pagination: paginate(total, q.page, q.limit),
  };
}

/** KS-000042: the receipt number students and staff see (same format as the commerce feature). */
function receiptNumber(receiptNo: number | null): string | null {
  return receiptNo === null ? null : `KS-${String(receiptNo).padStart(6, '0')}`;
}

/** A payment row as ZPayment, for one student and batch already known. */
function toPayment(
  p: PaymentRow,
  ctx: {
    user: UserRow;
    batch: Payment['batch'];
    course: Payment['course'];
    people: Map<string, string>;
    now: Date;
  },
): Payment {
  const abandoned =
    p.status === 'created' &&
    p.createdAt.getTime() < ctx.now.getTime() - ABANDONED_AFTER_MIN * 60_000;
  const staff = (id: string | null) => (id ? ctx.people.get(id) || 'Staff' : null);
  return {
    _id: p.id,
    user: {
      _id: ctx.user.id,
      name: nameOf(ctx.user),
      phone: ctx.user.phoneNumber ?? '',
      email: ctx.user.email ?? '',
    },
    batch: ctx.batch,
    course: ctx.course,
    method: p.method,
    gateway: p.gateway,
    status: p.status,
    displayStatus: abandoned ? 'abandoned' : p.status,
    amounts: {
      basePaise: p.basePaise,
      batchDiscountPaise: p.batchDiscountPaise,
      couponDiscountPaise: p.couponDiscountPaise,
      taxablePaise: p.taxablePaise,
      gstPaise: p.gstPaise,
      totalPaise: p.totalPaise,
    },
    couponCode: p.couponCode,
    gatewayOrderId: p.gatewayOrderId,
    gatewayPaymentId: p.gatewayPaymentId,
    failureReason: p.failureReason,
    reference: p.reference,
    hasScreenshot: p.screenshotFileId !== null,
    reviewedBy: staff(p.reviewedBy),
    reviewedAt: p.reviewedAt?.toISOString() ?? null,
    rejectionReason: p.rejectionReason,
    resolvedBy: staff(p.resolvedBy),
    resolvedAt: p.resolvedAt?.toISOString() ?? null,
    resolutionNote: p.resolutionNote,
    receiptNumber: receiptNumber(p.receiptNo),
    paidAt: p.paidAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** GET /admin/batches/{id}/students/{studentId}: profile, enrolment, payments and progress. */
export async function getBatchStudent(
  deps: Deps,
  batchId: string,
  studentId: string,
): Promise<BatchStudentDetail> {
  const row = await batchOr404(deps, batchId);
  // Ids follow the batch id rule; anything else cannot be a student of this batch.
  if (!isValidBatchId(studentId)) throw notFound(COMMERCE_MSG.studentNotInBatch);
  const found = await students.findEnrolment(deps.db, batchId, studentId);
  if (!found) throw notFound(COMMERCE_MSG.studentNotInBatch);
  const { enrolment, user } = found;
  const [batch, modules, ticked, paymentRows] = await Promise.all([
    toBatchDto(deps.db, row),
    students.findModules(deps.db, row.batch.courseId),
    students.findProgressKeys(deps.db, row.batch.courseId, studentId),
    students.findStudentPayments(deps.db, batchId, studentId),
  ]);
  const people = await findPeople(
    deps.db,
    paymentRows.flatMap((p) => [p.reviewedBy, p.resolvedBy].filter((id) => id !== null)),
  );
  const ctx = {
    user,
    batch: { _id: row.batch.id, name: row.batch.name, startDate: row.batch.startDate },
    course: { _id: row.batch.courseId, title: row.courseTitle },
    people,
    now: new Date(),
  };
  const progressModules = modules.map((m) => ({
    title: m.title,
    lessons: m.lessons.map((l, i) => {
      const key = lessonKey(m.position, i);
      return { key, title: l.title, completed: ticked.has(key) };
    }),
  }));
  const all = progressModules.flatMap((m) => m.lessons);
  return {
    student: {
      _id: user.id,
      name: nameOf(user),
      phone: user.phoneNumber ?? '',
      email: user.email ?? '',
      isActive: user.isActive,
      joinedAt: user.createdAt.toISOString(),
    },
    batch,
    enrolment: {
      _id: enrolment.id,
      enrolledAt: enrolment.createdAt.toISOString(),
      source: enrolment.source,
      status: enrolment.status,
    },
    payments: paymentRows.map((p) => toPayment(p, ctx)),
    progress: {
      completedLessons: all.filter((l) => l.completed).length,
      totalLessons: all.length,
      modules: progressModules,
    },
  };
}
