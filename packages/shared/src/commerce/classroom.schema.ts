import { ZRunCodeBody, ZSubmission } from '../assessments/judge.schema.ts';
import { ZStudentCodingProblem } from '../assessments/question.schema.ts';
import { ZBatch } from '../courses/batch.schema.ts';
import { LESSON_KINDS, ZLessonResource } from '../courses/lesson.schema.ts';
import { listPageFields, ZPagination } from '../http.ts';
import { ID_PATTERN } from '../ids.ts';
import { z } from '../zod.ts';
import { COMMERCE_MSG } from './messages.ts';
import { ZPayment, ZPersonSummary } from './payment.schema.ts';

export const ENROLMENT_SOURCES = ['online', 'manual', 'free', 'staff'] as const;

/** One of the student's batches (GET /classroom → data.batches). */
export const ZClassroomBatch = z.object({
  enrolmentId: z.string(),
  enrolledAt: z.string(),
  batch: ZBatch,
  course: z.object({
    _id: z.string(),
    title: z.string(),
    thumbnail: z.string(),
    discordAccess: z.boolean(),
    instructors: z.array(z.object({ _id: z.string(), name: z.string() })),
  }),
  /** the Discord invite, only when the course grants discord access (DISCORD_INVITE_URL) */
  discordInvite: z.string().nullable(),
  progress: z.object({ completedLessons: z.number().int(), totalLessons: z.number().int() }),
});
export type ClassroomBatch = z.infer<typeof ZClassroomBatch>;
/** GET /classroom: the batches the signed-in student is enrolled in. */
export const ZClassroomData = z.object({ batches: z.array(ZClassroomBatch) });

/** A lesson's key within a course: the lesson's own id (it stays when lessons are reordered). */
export const ZLessonKey = z.string().regex(ID_PATTERN, 'Invalid lesson');

/** GET /classroom/{batchId}/progress and PUT (one lesson ticked or unticked) → data.progress */
export const ZProgress = z.object({ completed: z.array(z.string()) });
export type Progress = z.infer<typeof ZProgress>;
export const ZProgressData = z.object({ progress: ZProgress });
export const ZProgressBody = z.strictObject({ lessonKey: ZLessonKey, completed: z.boolean() });

/**
 * PATCH /users/me: what a student edits on /profile. Partial: a field left out is left as it is;
 * an empty e-mail removes it. The phone is verified and not editable here.
 */
export const ZProfileBody = z
  .strictObject({
    firstName: z
      .string({ error: COMMERCE_MSG.firstNameRequired })
      .trim()
      .min(1, COMMERCE_MSG.firstNameRequired)
      .max(50, 'At most 50 characters')
      .optional(),
    lastName: z.string().trim().max(50, 'At most 50 characters').optional(),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, COMMERCE_MSG.emailInvalid)
      .refine((e) => e === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e), COMMERCE_MSG.emailInvalid)
      .optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Send at least one field');
export type ProfileBody = z.input<typeof ZProfileBody>;

/** GET /admin/batches/{id}/students → data{students, pagination} */
export const ZBatchStudentsQuery = z.object({
  /** name, e-mail (has @) or phone (10+ digits), the admin search rule */
  search: z.string().trim().max(100).optional(),
  ...listPageFields,
});
export type BatchStudentsQuery = z.input<typeof ZBatchStudentsQuery>;
export const ZBatchStudent = ZPersonSummary.extend({
  enrolmentId: z.string(),
  enrolledAt: z.string(),
  source: z.enum(ENROLMENT_SOURCES),
  /** total paid for this batch, paise */
  paidPaise: z.number().int(),
  progress: z.object({
    completedLessons: z.number().int(),
    totalLessons: z.number().int(),
    /** assignments of the batch handed in, of all (issue 17) */
    submittedAssignments: z.number().int(),
    totalAssignments: z.number().int(),
  }),
});
export type BatchStudent = z.infer<typeof ZBatchStudent>;
export const ZBatchStudentsData = z.object({
  students: z.array(ZBatchStudent),
  pagination: ZPagination,
});

/** GET /admin/batches/{id}/students/{studentId} → data */
export const ZBatchStudentDetail = z.object({
  student: ZPersonSummary.extend({ isActive: z.boolean(), joinedAt: z.string() }),
  batch: ZBatch,
  enrolment: z.object({
    _id: z.string(),
    enrolledAt: z.string(),
    source: z.enum(ENROLMENT_SOURCES),
    status: z.string(),
  }),
  payments: z.array(ZPayment),
  progress: z.object({
    completedLessons: z.number().int(),
    totalLessons: z.number().int(),
    submittedAssignments: z.number().int(),
    totalAssignments: z.number().int(),
    modules: z.array(
      z.object({
        title: z.string(),
        lessons: z.array(z.object({ key: z.string(), title: z.string(), completed: z.boolean() })),
      }),
    ),
  }),
});
export type BatchStudentDetail = z.infer<typeof ZBatchStudentDetail>;

/** PUT /classroom/{batchId}/lessons/{lessonId}/done → data.progress (completed: false undoes it). */
export const ZLessonDoneBody = z.strictObject({ completed: z.boolean().default(true) });

const ZLessonLink = z.object({ _id: z.string(), title: z.string() });
/** GET /classroom/{batchId}/lessons/{lessonId} → data.lesson (a locked lesson comes without content). */
export const ZClassroomLesson = z.object({
  _id: z.string(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  durationMinutes: z.number().int(),
  videoUrl: z.string(),
  body: z.string(),
  resources: z.array(ZLessonResource),
  /** the practice lesson's problem (its statement is fetched with the judge's calls) */
  problem: z.object({ _id: z.string(), title: z.string() }).nullable(),
  module: z.object({ _id: z.string(), title: z.string(), order: z.number().int() }),
  prev: ZLessonLink.nullable(),
  next: ZLessonLink.nullable(),
  completed: z.boolean(),
  /** the IST day the lesson's module opens, when it is not open yet */
  opensOn: z.string().nullable(),
});
export type ClassroomLesson = z.infer<typeof ZClassroomLesson>;
export const ZClassroomLessonData = z.object({ lesson: ZClassroomLesson });

/**
 * A practice lesson's problem, solved with the judge (issue 17). Under
 * /classroom/{batchId}/lessons/{lessonId}/practice, for enrolled students only (404 otherwise,
 * and for a lesson that is not a practice lesson; 403 LESSON_MSG.lessonLocked while shut):
 *   GET → data.practice
 *   POST …/run (ZPracticeCodeBody) → 202 data.submission (the visible tests)
 *   POST …/submit (ZPracticeCodeBody) → 202 data.submission (every test; a full pass marks the
 *        lesson done)
 *   GET …/submissions/{submissionId} → data.submission (my own; hidden tests redacted)
 * Practice submissions are the judge's 'run' and 'submit' kinds outside any whizz attempt.
 */
export const ZPracticeCodeBody = ZRunCodeBody.pick({ language: true, code: true });
export type PracticeCodeBody = z.infer<typeof ZPracticeCodeBody>;

/** A practice submission in a list: what it scored. */
export const ZPracticeAttempt = ZSubmission.omit({
  compileOutput: true,
  tests: true,
  error: true,
  finishedAt: true,
});
export type PracticeAttempt = z.infer<typeof ZPracticeAttempt>;

export const ZPractice = z.object({
  problem: ZStudentCodingProblem.extend({ _id: z.string(), points: z.number() }),
  /** my best judged submit of this problem in practice (most points, then most tests), or null */
  best: ZPracticeAttempt.nullable(),
  /** my last 5 practice runs and submits of this problem, newest first */
  recent: z.array(ZPracticeAttempt),
});
export type Practice = z.infer<typeof ZPractice>;
export const ZPracticeData = z.object({ practice: ZPractice });

/**
 * GET /classroom/{batchId}/completion → data.completion (enrolled students; 404 otherwise): what
 * completing the course asks (every lesson done, every assignment of the batch graded at or above
 * its pass mark) and, once met, the certificate of completion (issued once, by the worker).
 */
export const ZCompletion = z.object({
  lessons: z.object({ done: z.number().int(), total: z.number().int() }),
  assignments: z.object({
    total: z.number().int(),
    submitted: z.number().int(),
    passed: z.number().int(),
  }),
  complete: z.boolean(),
  certificate: z
    .object({
      code: z.string(),
      issuedAt: z.string(),
      /** the public verification page (/certificates/{code}) */
      url: z.string(),
      pdfUrl: z.string(),
    })
    .nullable(),
});
export type Completion = z.infer<typeof ZCompletion>;
export const ZCompletionData = z.object({ completion: ZCompletion });
