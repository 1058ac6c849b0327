import type { z } from 'zod';

import {
  classifySearch,
  COMMERCE_MSG,
  COURSES_MSG,
  isValidBatchId,
  paginate,
  type BatchStudent,
  type BatchStudentDetail,
  type Lesson,
  type ZBatchStudentsData,
  type ZBatchStudentsQuery,
} from '@app/shared';

import { findBatchWithCourse } from '../../core/batch.repo.ts';
import { EXPORT_MAX_ROWS, exportSize } from '../../core/csv-export.ts';
import { notFound } from '../../core/errors.ts';
import { findPaymentsOf } from '../../core/payment-view.repo.ts';
import { toPayment } from '../../core/payment-view.ts';
import type { Db } from '../../db/client.ts';
import * as students from './batch-students.repo.ts';
import { toBatchDto } from './batches.service.ts';

type Deps = { db: Db };
type Module = { position: number; title: string; lessons: Lesson[] };

const nameOf = (u: { firstName: string; lastName: string }) =>
  `${u.firstName} ${u.lastName}`.trim();

/** Every lesson's key (its own id), in syllabus order. */
function lessonKeys(modules: Module[]): string[] {
  return modules.flatMap((m) => m.lessons.map((l) => l._id));
}

async function batchOr404(deps: Deps, id: string) {
  const row = await findBatchWithCourse(deps.db, id);
  if (!row) throw notFound(COURSES_MSG.batchNotFoundWithId);
  return row;
}

/** The students holding a place in a batch (a page of them), with what they paid and their progress. */
async function studentRows(
  deps: Deps,
  batchId: string,
  page: { search?: string; limit: number; offset: number },
) {
  const { batch } = await batchOr404(deps, batchId);
  const keys = lessonKeys(await students.findModules(deps.db, batch.courseId));
  const totalAssignments = await students.countAssignments(deps.db, batchId);
  const { rows, total } = await students.findBatchStudents(deps.db, {
    batchId,
    courseId: batch.courseId,
    lessonKeys: keys,
    search: classifySearch(page.search),
    limit: page.limit,
    offset: page.offset,
  });
  const list: BatchStudent[] = rows.map((r) => ({
    _id: r.userId,
    name: nameOf(r),
    phone: r.phone ?? '',
    email: r.email ?? '',
    enrolmentId: r.enrolmentId,
    enrolledAt: r.enrolledAt.toISOString(),
    source: r.source,
    paidPaise: Number(r.paidPaise),
    progress: {
      completedLessons: Number(r.completedLessons),
      totalLessons: keys.length,
      submittedAssignments: Number(r.submittedAssignments),
      totalAssignments,
    },
  }));
  return { batch, students: list, total };
}

/** GET /admin/batches/{id}/students: who holds a place, what they paid, how far they are. */
export async function listBatchStudents(
  deps: Deps,
  batchId: string,
  q: z.output<typeof ZBatchStudentsQuery>,
): Promise<z.infer<typeof ZBatchStudentsData>> {
  const { students: list, total } = await studentRows(deps, batchId, {
    search: q.search,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return { students: list, pagination: paginate(total, q.page, q.limit) };
}

/** GET /admin/batches/{id}/students/export.csv: every student the search matches (a batch holds at most 10,000). */
export async function exportBatchStudents(deps: Deps, batchId: string, search?: string) {
  const {
    batch,
    students: list,
    total,
  } = await studentRows(deps, batchId, {
    search,
    limit: EXPORT_MAX_ROWS,
    offset: 0,
  });
  return { batchName: batch.name, students: list, ...exportSize(total) };
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
  const [batch, modules, ticked, paymentRows, submittedAssignments, totalAssignments] =
    await Promise.all([
      toBatchDto(deps.db, row),
      students.findModules(deps.db, row.batch.courseId),
      students.findProgressKeys(deps.db, row.batch.courseId, studentId),
      findPaymentsOf(deps.db, { userId: studentId, batchId }),
      students.countSubmitted(deps.db, batchId, studentId),
      students.countAssignments(deps.db, batchId),
    ]);
  const progressModules = modules.map((m) => ({
    title: m.title,
    lessons: m.lessons.map((l) => ({ key: l._id, title: l.title, completed: ticked.has(l._id) })),
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
    payments: paymentRows.map((p) => toPayment(p)),
    progress: {
      completedLessons: all.filter((l) => l.completed).length,
      totalLessons: all.length,
      submittedAssignments,
      totalAssignments,
      modules: progressModules,
    },
  };
}
