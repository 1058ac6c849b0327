import type { z } from 'zod';

import {
  ASSIGNMENT_MSG,
  COURSES_MSG,
  ID_PATTERN,
  submissionStatus,
  type ClassroomAssignment,
  type ClassroomSubmission,
  type ZAssignmentSubmissionBody,
} from '@app/shared';

import { queueCompletionCheck } from '../../core/course-completion-queue.ts';
import { findPlace } from '../../core/enrolment.repo.ts';
import { conflict, notFound, validationError } from '../../core/errors.ts';
import type { JobQueue } from '../../core/jobs/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { AssignmentRow, AssignmentSubmissionRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as repo from './assignments.repo.ts';

export type Deps = { db: Db; jobs: JobQueue; now?: () => Date };
type SubmissionBody = z.output<typeof ZAssignmentSubmissionBody>;

/** The batch's course when the student holds a place in it; 404 otherwise (like the lessons). */
async function enrolledOr404(db: Tx, userId: string, batchId: string, message: string) {
  const enrolment = ID_PATTERN.test(batchId) ? await findPlace(db, userId, batchId) : null;
  if (!enrolment) throw notFound(message);
  return enrolment;
}

/** Whether a hand-in now is accepted: the first always, again only before the due date and review. */
export function canHandIn(
  assignment: Pick<AssignmentRow, 'dueAt'>,
  row: Pick<AssignmentSubmissionRow, 'status'> | null,
  now: Date,
) {
  if (!row) return true;
  return row.status !== 'graded' && now.getTime() <= assignment.dueAt.getTime();
}

export function toClassroomSubmission(
  assignment: AssignmentRow,
  row: AssignmentSubmissionRow | null,
  now: Date,
): ClassroomSubmission {
  const graded = row?.status === 'graded';
  return {
    status: submissionStatus(row),
    link: row?.link ?? null,
    text: row?.body ?? null,
    file: row?.fileKey ? { name: row.fileName ?? 'file' } : null,
    attempts: row?.attempts ?? 0,
    submittedAt: row?.submittedAt.toISOString() ?? null,
    late: row?.late ?? false,
    score: graded ? row.score : null,
    feedback: graded ? (row.feedback ?? '') : null,
    reviewedAt: graded ? (row.reviewedAt?.toISOString() ?? null) : null,
    canResubmit: canHandIn(assignment, row, now),
  };
}

/** What students and staff both see of an assignment (the shared schema's assignmentView). */
export function assignmentView(a: AssignmentRow) {
  return {
    _id: a.id,
    title: a.title,
    instructions: a.instructions,
    dueAt: a.dueAt.toISOString(),
    maxScore: a.maxScore,
    passScore: a.passScore,
    submissionKind: a.submissionKind,
  };
}

function toClassroomAssignment(
  a: AssignmentRow,
  row: AssignmentSubmissionRow | null,
  now: Date,
): ClassroomAssignment {
  return {
    ...assignmentView(a),
    submission: toClassroomSubmission(a, row, now),
  };
}

/** GET /classroom/{batchId}/assignments: the batch's assignments with the student's hand-ins. */
export async function listAssignments(deps: Deps, userId: string, batchId: string) {
  await enrolledOr404(deps.db, userId, batchId, COURSES_MSG.batchNotFound);
  const [rows, mine] = await Promise.all([
    repo.findBatchAssignments(deps.db, batchId),
    repo.findStudentSubmissions(deps.db, userId, batchId),
  ]);
  const byAssignment = new Map(mine.map((s) => [s.assignmentId, s]));
  const now = deps.now?.() ?? new Date();
  return rows.map((a) => toClassroomAssignment(a, byAssignment.get(a.id) ?? null, now));
}

/** What the body hands in, as the submission's columns; 400 when it is not what the assignment takes. */
async function handInOf(
  db: Tx,
  userId: string,
  assignment: AssignmentRow,
  body: SubmissionBody,
  late: boolean,
): Promise<repo.HandIn> {
  if (body.kind !== assignment.submissionKind) {
    throw validationError([{ field: 'kind', message: ASSIGNMENT_MSG.kindMismatch }]);
  }
  const none = { link: null, body: null, fileKey: null, fileName: null, late };
  if (body.kind === 'link') return { ...none, link: body.link };
  if (body.kind === 'text') return { ...none, body: body.text };
  const file = await repo.findOwnFile(db, body.fileId, userId);
  if (!file) throw validationError([{ field: 'fileId', message: ASSIGNMENT_MSG.fileNotFound }]);
  const ext = file.storageKey.split('.').pop() ?? 'bin';
  // Only the name is kept: no path, no control characters.
  const given = (body.fileName ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\p{Cc}|"/gu, '')
    .trim();
  return { ...none, fileKey: file.storageKey, fileName: given || `submission.${ext}` };
}

/**
 * POST /classroom/{batchId}/assignments/{assignmentId}/submissions. One row per student: the
 * first hand-in is always taken (late after the due date); a later one replaces it until the
 * due date, never once graded. The completion check is queued with it.
 */
export async function submitAssignment(
  deps: Deps,
  userId: string,
  batchId: string,
  assignmentId: string,
  body: SubmissionBody,
) {
  await enrolledOr404(deps.db, userId, batchId, ASSIGNMENT_MSG.notFound);
  const assignment = ID_PATTERN.test(assignmentId)
    ? await repo.findAssignment(deps.db, assignmentId)
    : null;
  if (!assignment || assignment.batchId !== batchId) throw notFound(ASSIGNMENT_MSG.notFound);
  const now = deps.now?.() ?? new Date();
  const late = now.getTime() > assignment.dueAt.getTime();
  const handIn = await handInOf(deps.db, userId, assignment, body, late);
  return inTransaction(deps.db, async (tx) => {
    let existing = await repo.lockSubmission(tx, assignment.id, userId);
    let row: AssignmentSubmissionRow | null = null;
    if (!existing) {
      row = await repo.insertSubmission(tx, { ...handIn, assignmentId: assignment.id, userId });
      // Another request of the student's inserted it first: this one is a resubmission.
      if (!row) existing = await repo.lockSubmission(tx, assignment.id, userId);
    }
    if (existing) {
      if (existing.status === 'graded') throw conflict(ASSIGNMENT_MSG.alreadyGraded);
      if (late) throw conflict(ASSIGNMENT_MSG.pastDue);
      row = await repo.replaceSubmission(tx, existing.id, { ...handIn, late: false });
    }
    await queueCompletionCheck(deps.jobs, tx, { userId, batchId });
    const message = existing
      ? ASSIGNMENT_MSG.resubmitted
      : late
        ? ASSIGNMENT_MSG.submittedLate
        : ASSIGNMENT_MSG.submitted;
    return { message, submission: toClassroomSubmission(assignment, row, now) };
  });
}
