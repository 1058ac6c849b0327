import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import {
  API_PREFIX,
  ASSIGNMENT_MSG,
  COURSES_MSG,
  formatDateTime,
  ID_PATTERN,
  paginate,
  submissionStatus,
  type AdminAssignment,
  type AdminSubmission,
  type QueuedSubmission,
  type ZAssignmentBody,
  type ZAssignmentPatchBody,
  type ZAssignmentQueueQuery,
  type ZAssignmentReviewBody,
} from '@app/shared';

import { recordActivity } from '../../core/activity-log.ts';
import { queueCompletionCheck } from '../../core/course-completion-queue.ts';
import { conflict, notFound, validationError } from '../../core/errors.ts';
import type { FileStore } from '../../core/file-store.ts';
import type { JobQueue } from '../../core/jobs/index.ts';
import { queueMessage } from '../../core/outbox.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { AssignmentRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as repo from './assignments.repo.ts';
import { assignmentView } from './assignments.service.ts';

export type AdminDeps = { db: Db; jobs: JobQueue; files: FileStore; publicUrl: string };

const ENTITY = 'assignment';

async function batchOr404(db: Tx, batchId: string) {
  const batch = ID_PATTERN.test(batchId) ? await repo.findBatch(db, batchId) : null;
  if (!batch) throw notFound(COURSES_MSG.batchNotFound);
  return batch;
}

async function assignmentOr404(db: Tx, assignmentId: string, batchId?: string) {
  const row = ID_PATTERN.test(assignmentId) ? await repo.findAssignment(db, assignmentId) : null;
  if (!row || (batchId && row.batchId !== batchId)) throw notFound(ASSIGNMENT_MSG.notFound);
  return row;
}

function toAdminAssignment(
  a: AssignmentRow,
  counts = { submitted: 0, graded: 0 },
): AdminAssignment {
  return {
    ...assignmentView(a),
    batchId: a.batchId,
    submittedCount: counts.submitted,
    gradedCount: counts.graded,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** GET /admin/batches/{id}/assignments */
export async function listBatchAssignments(deps: AdminDeps, batchId: string) {
  await batchOr404(deps.db, batchId);
  const rows = await repo.findBatchAssignmentsWithCounts(deps.db, batchId);
  return rows.map((r) =>
    toAdminAssignment(r.assignment, { submitted: r.submittedCount, graded: r.gradedCount }),
  );
}

/** POST /admin/batches/{id}/assignments */
export async function createAssignment(
  deps: AdminDeps,
  req: FastifyRequest,
  batchId: string,
  body: z.output<typeof ZAssignmentBody>,
) {
  await batchOr404(deps.db, batchId);
  return inTransaction(deps.db, async (tx) => {
    const row = await repo.insertAssignment(tx, {
      ...body,
      dueAt: new Date(body.dueAt),
      batchId,
      createdBy: req.sessionUser?.id ?? null,
    });
    await recordActivity(tx, req, {
      action: 'create',
      entity: ENTITY,
      entityId: row.id,
      after: row,
    });
    return toAdminAssignment(row);
  });
}

/** PATCH /admin/batches/{id}/assignments/{assignmentId}: the pass mark stays within the maximum. */
export async function updateAssignment(
  deps: AdminDeps,
  req: FastifyRequest,
  batchId: string,
  assignmentId: string,
  body: z.output<typeof ZAssignmentPatchBody>,
) {
  const before = await assignmentOr404(deps.db, assignmentId, batchId);
  const maxScore = body.maxScore ?? before.maxScore;
  const passScore = body.passScore ?? before.passScore;
  if (passScore > maxScore) {
    throw validationError([{ field: 'passScore', message: ASSIGNMENT_MSG.passScoreRange }]);
  }
  return inTransaction(deps.db, async (tx) => {
    const { dueAt, ...rest } = body;
    const row = await repo.updateAssignment(tx, before.id, {
      ...rest,
      ...(dueAt ? { dueAt: new Date(dueAt) } : {}),
    });
    await recordActivity(tx, req, {
      action: 'update',
      entity: ENTITY,
      entityId: row.id,
      before,
      after: row,
    });
    const [counts] = (await repo.findBatchAssignmentsWithCounts(tx, batchId)).filter(
      (r) => r.assignment.id === row.id,
    );
    return toAdminAssignment(row, {
      submitted: counts?.submittedCount ?? 0,
      graded: counts?.gradedCount ?? 0,
    });
  });
}

/** DELETE /admin/batches/{id}/assignments/{assignmentId}: 409 once students handed it in. */
export async function deleteAssignment(
  deps: AdminDeps,
  req: FastifyRequest,
  batchId: string,
  assignmentId: string,
) {
  const before = await assignmentOr404(deps.db, assignmentId, batchId);
  if ((await repo.countSubmissions(deps.db, before.id)) > 0) {
    throw conflict(ASSIGNMENT_MSG.hasSubmissions);
  }
  await inTransaction(deps.db, async (tx) => {
    await repo.deleteAssignment(tx, before.id);
    await recordActivity(tx, req, {
      action: 'delete',
      entity: ENTITY,
      entityId: before.id,
      before,
    });
  });
}

type QueueRow = Awaited<ReturnType<typeof repo.findQueue>>['rows'][number];

function toQueued(r: Omit<QueueRow, 'total'>): QueuedSubmission {
  const s = r.submission;
  const status = submissionStatus(s);
  return {
    _id: s.id,
    assignment: {
      _id: r.assignment.id,
      title: r.assignment.title,
      maxScore: r.assignment.maxScore,
      submissionKind: r.assignment.submissionKind,
    },
    student: { _id: r.student.id, name: r.student.name, email: r.student.email },
    status: status === 'not_submitted' ? 'submitted' : status,
    late: s.late,
    attempts: s.attempts,
    submittedAt: s.submittedAt.toISOString(),
    score: s.status === 'graded' ? s.score : null,
    reviewedAt: s.reviewedAt?.toISOString() ?? null,
  };
}

/** GET /admin/batches/{id}/assignment-submissions: the review queue, paged. */
export async function listQueue(
  deps: AdminDeps,
  batchId: string,
  query: z.output<typeof ZAssignmentQueueQuery>,
) {
  await batchOr404(deps.db, batchId);
  const { rows, total } = await repo.findQueue(deps.db, batchId, query);
  return {
    submissions: rows.map(toQueued),
    pagination: paginate(total, query.page, query.limit),
  };
}

async function submissionOr404(db: Tx, assignmentId: string, submissionId: string) {
  const row =
    ID_PATTERN.test(assignmentId) && ID_PATTERN.test(submissionId)
      ? await repo.findSubmission(db, assignmentId, submissionId)
      : null;
  if (!row) throw notFound(ASSIGNMENT_MSG.submissionNotFound);
  return row;
}

async function toAdminSubmission(db: Tx, r: Omit<QueueRow, 'total'>): Promise<AdminSubmission> {
  const s = r.submission;
  const reviewer = s.reviewedBy ? await repo.findPerson(db, s.reviewedBy) : null;
  return {
    ...toQueued(r),
    batchId: r.assignment.batchId,
    dueAt: r.assignment.dueAt.toISOString(),
    link: s.link,
    text: s.body,
    file: s.fileKey
      ? {
          name: s.fileName ?? 'file',
          url: `${API_PREFIX}/admin/assignments/${r.assignment.id}/submissions/${s.id}/file`,
        }
      : null,
    feedback: s.status === 'graded' ? (s.feedback ?? '') : null,
    reviewerName: reviewer?.name ?? null,
  };
}

/** GET /admin/assignments/{id}/submissions/{submissionId} */
export async function getSubmission(deps: AdminDeps, assignmentId: string, submissionId: string) {
  const row = await submissionOr404(deps.db, assignmentId, submissionId);
  return toAdminSubmission(deps.db, row);
}

/** GET …/submissions/{submissionId}/file: the handed-in file's bytes, type and name. */
export async function readSubmissionFile(
  deps: AdminDeps,
  assignmentId: string,
  submissionId: string,
) {
  const { submission } = await submissionOr404(deps.db, assignmentId, submissionId);
  if (!submission.fileKey) throw notFound(ASSIGNMENT_MSG.submissionNotFound);
  const [file, bytes] = await Promise.all([
    repo.findFileByKey(deps.db, submission.fileKey),
    deps.files.get(submission.fileKey),
  ]);
  if (!file || !bytes) throw notFound(ASSIGNMENT_MSG.submissionNotFound);
  return { bytes, mime: file.mime, name: submission.fileName ?? `submission` };
}

/** The e-mail that tells the student their grade, the feedback and where to see it. */
export function reviewMailText(opts: {
  title: string;
  score: number;
  maxScore: number;
  passScore: number;
  feedback: string;
  classroomUrl: string;
}) {
  const passed = opts.score >= opts.passScore;
  return [
    `Your assignment "${opts.title}" has been reviewed.`,
    '',
    `Grade: ${opts.score} / ${opts.maxScore} (${passed ? 'passed' : `the pass mark is ${opts.passScore}`})`,
    '',
    'Feedback:',
    opts.feedback || '(no written feedback)',
    '',
    `See it in your classroom: ${opts.classroomUrl}`,
  ].join('\n');
}

/**
 * POST /admin/assignments/{id}/submissions/{submissionId}/review. The grade, the e-mail to the
 * student (outbox, once per review) and the completion check land in one transaction.
 */
export async function reviewSubmission(
  deps: AdminDeps,
  req: FastifyRequest,
  assignmentId: string,
  submissionId: string,
  body: z.output<typeof ZAssignmentReviewBody>,
) {
  const found = await submissionOr404(deps.db, assignmentId, submissionId);
  const { assignment, student } = found;
  if (body.score > assignment.maxScore) {
    throw validationError([
      { field: 'score', message: ASSIGNMENT_MSG.scoreTooHigh(assignment.maxScore) },
    ]);
  }
  const full = await repo.findAssignment(deps.db, assignment.id);
  return inTransaction(deps.db, async (tx) => {
    const before = await repo.lockSubmissionById(tx, submissionId);
    if (!before) throw notFound(ASSIGNMENT_MSG.submissionNotFound);
    const saved = await repo.saveReview(tx, before.id, {
      score: body.score,
      feedback: body.feedback,
      reviewedBy: req.sessionUser!.id,
    });
    const person = await repo.findPerson(tx, student.id);
    if (person?.email) {
      await queueMessage(tx, {
        channel: 'email',
        to: person.email,
        subject: `Your assignment has been reviewed: ${assignment.title}`,
        body: `Hi ${person.firstName || 'there'},\n\n${reviewMailText({
          title: assignment.title,
          score: body.score,
          maxScore: assignment.maxScore,
          passScore: full?.passScore ?? assignment.maxScore,
          feedback: body.feedback,
          classroomUrl: `${deps.publicUrl}/classroom?batch=${assignment.batchId}`,
        })}\n\nReviewed ${formatDateTime(saved.reviewedAt!)} IST.\n\nTeam KodeSchool`,
        dedupeKey: `assignment-review:${saved.id}:${saved.reviewedAt!.getTime()}`,
        refId: saved.id,
      });
    }
    await queueCompletionCheck(deps.jobs, tx, {
      userId: student.id,
      batchId: assignment.batchId,
    });
    await recordActivity(tx, req, {
      action: 'review',
      entity: 'assignment-submission',
      entityId: saved.id,
      before: { score: before.score, feedback: before.feedback, status: before.status },
      after: { score: saved.score, feedback: saved.feedback, status: saved.status },
    });
    return toAdminSubmission(tx, { ...found, submission: saved });
  });
}
