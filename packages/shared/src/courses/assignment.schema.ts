import { listPageFields, ZPagination } from '../http.ts';
import { ID_PATTERN } from '../ids.ts';
import { z } from '../zod.ts';

/**
 * Assignments of a batch and their review (issue 17). Staff set what to hand in (a link, text or
 * a file), by when, and the marks; students hand it in and may do so again until the due date
 * (a first hand-in after it is still taken, marked late; a graded one is final).
 *
 * Student (public base, enrolled students only, everyone else 404):
 *   GET /classroom/{batchId}/assignments → data.assignments (ZClassroomAssignment[])
 *   POST /classroom/{batchId}/assignments/{assignmentId}/submissions (ZAssignmentSubmissionBody)
 *     → data.submission (ZClassroomSubmission)
 *   POST /classroom/{batchId}/assignments/{assignmentId}/file (raw PDF/ZIP/image bytes) → 201 data.file
 * Staff (menu courses):
 *   GET/POST /admin/batches/{id}/assignments; PATCH/DELETE /admin/batches/{id}/assignments/{assignmentId}
 *   GET /admin/batches/{id}/assignment-submissions (ZAssignmentQueueQuery) → data{submissions, pagination}
 *   GET /admin/assignments/{id}/submissions/{submissionId} → data.submission
 *   GET /admin/assignments/{id}/submissions/{submissionId}/file → the file (attachment)
 *   POST /admin/assignments/{id}/submissions/{submissionId}/review (ZAssignmentReviewBody) → data.submission
 */
export const ASSIGNMENT_KINDS = ['link', 'text', 'file'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];
export const ASSIGNMENT_KIND_LABELS: Record<AssignmentKind, string> = {
  link: 'A link (GitHub or any https URL)',
  text: 'Text',
  file: 'A file (PDF, ZIP or image)',
};

export const ASSIGNMENT_STATUSES = ['not_submitted', 'submitted', 'late', 'graded'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
export const ASSIGNMENT_STATUS_LABELS: Record<AssignmentStatus, string> = {
  not_submitted: 'Not submitted',
  submitted: 'Submitted',
  late: 'Late',
  graded: 'Graded',
};
/** What a handed-in submission can be (the review queue's status filter). */
export const REVIEW_STATUSES = ['submitted', 'late', 'graded'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const ASSIGNMENT_TEXT_MAX = 20_000;
export const ASSIGNMENT_FEEDBACK_MAX = 5_000;
export const ASSIGNMENT_INSTRUCTIONS_MAX = 20_000;
/** A submitted file: PDF, ZIP or an image, up to 10 MB (checked by its bytes on the server). */
export const ASSIGNMENT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const ASSIGNMENT_FILE_TYPES = [
  'application/pdf',
  'application/zip',
  'image/png',
  'image/jpeg',
  'image/webp',
] as const;
/** What the file picker offers (browsers name ZIPs in several ways). */
export const ASSIGNMENT_FILE_ACCEPT = '.pdf,.zip,.png,.jpg,.jpeg,.webp';
const ASSIGNMENT_FILE_EXT = /\.(pdf|zip|png|jpe?g|webp)$/i;

/**
 * The browser's check of a document before it is sent (an assignment hand-in, a lesson resource):
 * the server reads what it is from its bytes again.
 */
export function documentUploadProblem(file: { name: string; size: number }): string | null {
  if (!ASSIGNMENT_FILE_EXT.test(file.name)) return ASSIGNMENT_MSG.fileTypeInvalid;
  if (file.size === 0) return ASSIGNMENT_MSG.fileEmpty;
  if (file.size > ASSIGNMENT_FILE_MAX_BYTES) return ASSIGNMENT_MSG.fileTooLarge;
  return null;
}

export const ASSIGNMENT_MSG = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 150 characters',
  instructionsTooLong: 'Instructions must be at most 20,000 characters',
  dueRequired: 'Enter the due date and time',
  maxScoreRange: 'Maximum score must be a whole number from 1 to 1000',
  passScoreRange: 'Pass mark must be a whole number from 0 to the maximum score',
  kindRequired: 'Choose what students hand in',
  kindMismatch: 'This assignment takes another kind of submission',
  linkInvalid: 'Enter an https link, e.g. https://github.com/you/project',
  textRequired: 'Write your answer',
  textTooLong: 'Your answer must be at most 20,000 characters',
  fileRequired: 'Upload your file',
  fileNotFound: 'Upload the file again',
  fileTypeInvalid: 'Upload a PDF, ZIP or image (PNG, JPEG or WebP)',
  fileTooLarge: 'The file must be at most 10 MB',
  fileEmpty: 'The file is empty',
  scoreRequired: 'Enter a whole-number score',
  scoreTooHigh: (max: number) => `Score must be from 0 to ${max}`,
  feedbackTooLong: 'Feedback must be at most 5,000 characters',
  notFound: 'Assignment not found',
  submissionNotFound: 'Submission not found',
  pastDue: 'The due date has passed: your submission can no longer be changed',
  alreadyGraded: 'This submission has been graded and can no longer be changed',
  hasSubmissions: 'Students have handed this assignment in: it cannot be deleted',
  created: 'Assignment created',
  updated: 'Assignment updated',
  deleted: 'Assignment deleted',
  fetched: 'Assignments fetched',
  submitted: 'Submission received',
  submittedLate: 'Submission received after the due date: it is marked late',
  resubmitted: 'Submission updated',
  reviewed: 'Review saved; the student has been e-mailed',
  fileUploaded: 'File uploaded',
  noChanges: 'No changes made',
} as const;

const ZTitle = z
  .string({ error: ASSIGNMENT_MSG.titleRequired })
  .trim()
  .min(1, ASSIGNMENT_MSG.titleRequired)
  .max(150, ASSIGNMENT_MSG.titleTooLong);
const ZInstructions = z
  .string()
  .trim()
  .max(ASSIGNMENT_INSTRUCTIONS_MAX, ASSIGNMENT_MSG.instructionsTooLong);
/** India time typed in the form, sent with its offset (like a webinar's start). */
const ZDueAt = z.iso.datetime({ offset: true, error: ASSIGNMENT_MSG.dueRequired });
const ZMaxScore = z
  .number({ error: ASSIGNMENT_MSG.maxScoreRange })
  .int(ASSIGNMENT_MSG.maxScoreRange)
  .min(1, ASSIGNMENT_MSG.maxScoreRange)
  .max(1000, ASSIGNMENT_MSG.maxScoreRange);
const ZPassScore = z
  .number({ error: ASSIGNMENT_MSG.passScoreRange })
  .int(ASSIGNMENT_MSG.passScoreRange)
  .min(0, ASSIGNMENT_MSG.passScoreRange)
  .max(1000, ASSIGNMENT_MSG.passScoreRange);
const ZKind = z.enum(ASSIGNMENT_KINDS, { error: ASSIGNMENT_MSG.kindRequired });

const passWithinMax = (b: { maxScore?: number; passScore?: number }) =>
  b.maxScore === undefined || b.passScore === undefined || b.passScore <= b.maxScore;
const passIssue = { path: ['passScore'], message: ASSIGNMENT_MSG.passScoreRange };

/** POST /admin/batches/{id}/assignments; the create and edit form. */
export const ZAssignmentBody = z
  .strictObject({
    title: ZTitle,
    instructions: ZInstructions.default(''),
    dueAt: ZDueAt,
    maxScore: ZMaxScore,
    passScore: ZPassScore,
    submissionKind: ZKind,
  })
  .refine(passWithinMax, passIssue);
export type AssignmentBody = z.input<typeof ZAssignmentBody>;
export type AssignmentValues = z.output<typeof ZAssignmentBody>;

/** PATCH /admin/batches/{id}/assignments/{assignmentId}: any subset of the fields. */
export const ZAssignmentPatchBody = z
  .strictObject({
    title: ZTitle.optional(),
    instructions: ZInstructions.optional(),
    dueAt: ZDueAt.optional(),
    maxScore: ZMaxScore.optional(),
    passScore: ZPassScore.optional(),
    submissionKind: ZKind.optional(),
  })
  .refine(passWithinMax, passIssue);
export type AssignmentPatchBody = z.input<typeof ZAssignmentPatchBody>;

/** Any https URL (a GitHub repository, a deployed page…). */
export const ZSubmissionLink = z
  .string({ error: ASSIGNMENT_MSG.linkInvalid })
  .trim()
  .max(2000, ASSIGNMENT_MSG.linkInvalid)
  .refine((v) => {
    if (!/^https:\/\/[^\s]+$/i.test(v)) return false;
    try {
      return new URL(v).hostname.includes('.');
    } catch {
      return false;
    }
  }, ASSIGNMENT_MSG.linkInvalid);

/** The student's hand-in, by the assignment's kind (the student's form, one per kind). */
export const ZLinkSubmissionBody = z.strictObject({
  kind: z.literal('link'),
  link: ZSubmissionLink,
});
export const ZTextSubmissionBody = z.strictObject({
  kind: z.literal('text'),
  text: z
    .string({ error: ASSIGNMENT_MSG.textRequired })
    .trim()
    .min(1, ASSIGNMENT_MSG.textRequired)
    .max(ASSIGNMENT_TEXT_MAX, ASSIGNMENT_MSG.textTooLong),
});
export const ZFileSubmissionBody = z.strictObject({
  kind: z.literal('file'),
  /** POST /classroom/{batchId}/assignments/{assignmentId}/file → data.file._id */
  fileId: z
    .string({ error: ASSIGNMENT_MSG.fileRequired })
    .regex(ID_PATTERN, ASSIGNMENT_MSG.fileRequired),
  /** the name of the file on the student's computer, shown to staff */
  fileName: z.string().trim().max(200).optional(),
});
export const ZAssignmentSubmissionBody = z.discriminatedUnion(
  'kind',
  [ZLinkSubmissionBody, ZTextSubmissionBody, ZFileSubmissionBody],
  { error: ASSIGNMENT_MSG.kindMismatch },
);
export type AssignmentSubmissionBody = z.input<typeof ZAssignmentSubmissionBody>;

/** A submitted file as shown back (no public URL: staff download it through their route). */
export const ZSubmissionFile = z.object({ name: z.string() });

/** The signed-in student's own submission (or its absence) to an assignment. */
export const ZClassroomSubmission = z.object({
  status: z.enum(ASSIGNMENT_STATUSES),
  link: z.string().nullable(),
  text: z.string().nullable(),
  file: ZSubmissionFile.nullable(),
  attempts: z.number().int(),
  /** null until handed in */
  submittedAt: z.string().nullable(),
  late: z.boolean(),
  /** set once graded */
  score: z.number().int().nullable(),
  feedback: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** a hand-in now is accepted: the first one always, again only before the due date and review */
  canResubmit: z.boolean(),
});
export type ClassroomSubmission = z.infer<typeof ZClassroomSubmission>;

const assignmentView = {
  _id: z.string(),
  title: z.string(),
  instructions: z.string(),
  dueAt: z.string(),
  maxScore: z.number().int(),
  passScore: z.number().int(),
  submissionKind: z.enum(ASSIGNMENT_KINDS),
};

/** GET /classroom/{batchId}/assignments → data.assignments[], by due date. */
export const ZClassroomAssignment = z.object({
  ...assignmentView,
  submission: ZClassroomSubmission,
});
export type ClassroomAssignment = z.infer<typeof ZClassroomAssignment>;
export const ZClassroomAssignmentsData = z.object({ assignments: z.array(ZClassroomAssignment) });
export const ZClassroomSubmissionData = z.object({ submission: ZClassroomSubmission });

/** An assignment as staff see it, with how many handed it in and how many are graded. */
export const ZAdminAssignment = z.object({
  ...assignmentView,
  batchId: z.string(),
  submittedCount: z.number().int(),
  gradedCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminAssignment = z.infer<typeof ZAdminAssignment>;
export const ZAdminAssignmentsData = z.object({ assignments: z.array(ZAdminAssignment) });
export const ZAdminAssignmentData = z.object({ assignment: ZAdminAssignment });

/** GET /admin/batches/{id}/assignment-submissions: to review first, oldest hand-in first. */
export const ZAssignmentQueueQuery = z.object({
  assignmentId: z
    .string()
    .regex(ID_PATTERN, ASSIGNMENT_MSG.notFound)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  status: z
    .enum(REVIEW_STATUSES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ...listPageFields,
});
export type AssignmentQueueQuery = z.input<typeof ZAssignmentQueueQuery>;

/** A row of the review queue. */
export const ZQueuedSubmission = z.object({
  _id: z.string(),
  assignment: z.object({
    _id: z.string(),
    title: z.string(),
    maxScore: z.number().int(),
    submissionKind: z.enum(ASSIGNMENT_KINDS),
  }),
  student: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  status: z.enum(REVIEW_STATUSES),
  late: z.boolean(),
  attempts: z.number().int(),
  submittedAt: z.string(),
  score: z.number().int().nullable(),
  reviewedAt: z.string().nullable(),
});
export type QueuedSubmission = z.infer<typeof ZQueuedSubmission>;
export const ZAssignmentQueueData = z.object({
  submissions: z.array(ZQueuedSubmission),
  pagination: ZPagination,
});

/** One submission opened for review: what was handed in, and the review so far. */
export const ZAdminSubmission = ZQueuedSubmission.extend({
  batchId: z.string(),
  link: z.string().nullable(),
  text: z.string().nullable(),
  /** url: the staff download route */
  file: z.object({ name: z.string(), url: z.string() }).nullable(),
  feedback: z.string().nullable(),
  reviewerName: z.string().nullable(),
  dueAt: z.string(),
});
export type AdminSubmission = z.infer<typeof ZAdminSubmission>;
export const ZAdminSubmissionData = z.object({ submission: ZAdminSubmission });

/** POST /admin/assignments/{id}/submissions/{submissionId}/review; the review form. */
export const ZAssignmentReviewBody = z.strictObject({
  score: z
    .number({ error: ASSIGNMENT_MSG.scoreRequired })
    .int(ASSIGNMENT_MSG.scoreRequired)
    .min(0, ASSIGNMENT_MSG.scoreRequired)
    .max(1000, ASSIGNMENT_MSG.scoreTooHigh(1000)),
  feedback: z
    .string()
    .trim()
    .max(ASSIGNMENT_FEEDBACK_MAX, ASSIGNMENT_MSG.feedbackTooLong)
    .default(''),
});
export type AssignmentReviewBody = z.input<typeof ZAssignmentReviewBody>;

/**
 * Where a submission stands: graded once reviewed, else late or submitted; not_submitted
 * without one.
 */
export function submissionStatus(
  row: { status: 'submitted' | 'graded'; late: boolean } | null,
): AssignmentStatus {
  if (!row) return 'not_submitted';
  if (row.status === 'graded') return 'graded';
  return row.late ? 'late' : 'submitted';
}
