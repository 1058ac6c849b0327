import { listPageFields, ZPagination } from '../http.ts';
import { ZId } from '../ids.ts';
import { z } from '../zod.ts';
import { ZCodeLanguage, byteLength, MAX_SOURCE_BYTES } from './judge.schema.ts';
import {
  DIFFICULTIES,
  QUESTION_TYPES,
  ZStudentCodingProblem,
  SELECTION_TYPES,
  type QuestionType,
} from './question.schema.ts';

/** Whizz quizzes (product.md §3 Whizz, §5 Whizz). */
export const DURATION_UNITS = ['minutes', 'hours'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
export const WHIZZ_STATUSES = ['Active', 'Paused'] as const;
export type WhizzStatus = (typeof WHIZZ_STATUSES)[number];

export const WHIZZ_MSG = {
  titleLength: 'Title must be 3-50 characters',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description is at most 200 characters',
  durationUnit: 'Choose minutes or hours',
  durationValue: 'Duration must be 1-50',
  startDateRequired: 'Start date is required',
  totalScore: 'Total score must be 1-100',
  batchesMin: 'Add at least one batch',
  batchIdRequired: 'Choose a batch',
  batchesUnique: 'Each batch only once',
  questionsMin: 'Add at least one question',
  questionIdLength: 'Question id must be 1-200 characters',
  questionType: 'Choose MCQ, coding problem or fill in the blank',
  questionsUnique: 'Each question only once',
  questionsMax: 'At most 100 questions',
  attemptMinutes: 'Time limit must be 5-600 minutes',
  attemptLongerThanWindow: 'The time limit cannot be longer than the quiz is open',
} as const;

/** A per-attempt time limit, in minutes (optional: without one an attempt lasts until the end). */
export const ATTEMPT_MINUTES = { min: 5, max: 600 } as const;

export const ZWhizzDuration = z.strictObject({
  unit: z.enum(DURATION_UNITS, { error: WHIZZ_MSG.durationUnit }),
  value: z
    .number({ error: WHIZZ_MSG.durationValue })
    .int(WHIZZ_MSG.durationValue)
    .min(1, WHIZZ_MSG.durationValue)
    .max(50, WHIZZ_MSG.durationValue),
});
export type WhizzDuration = z.infer<typeof ZWhizzDuration>;

export function durationMs(d: WhizzDuration): number {
  return d.value * (d.unit === 'hours' ? 3_600_000 : 60_000);
}

/**
 * When an attempt started at `startedAt` must end: the earlier of its own time limit and the
 * whizz's end (ms since the epoch). The server fixes it at the start; the start screen shows it.
 */
export function attemptDeadline(
  startedAt: number,
  endsAt: number,
  attemptMinutes: number | null,
): number {
  return attemptMinutes === null ? endsAt : Math.min(startedAt + attemptMinutes * 60_000, endsAt);
}

const ZAttemptMinutes = z
  .number({ error: WHIZZ_MSG.attemptMinutes })
  .int(WHIZZ_MSG.attemptMinutes)
  .min(ATTEMPT_MINUTES.min, WHIZZ_MSG.attemptMinutes)
  .max(ATTEMPT_MINUTES.max, WHIZZ_MSG.attemptMinutes)
  .nullable();

const ZWhizzBatch = z.strictObject({
  batchId: z
    .string({ error: WHIZZ_MSG.batchIdRequired })
    .trim()
    .min(1, { error: WHIZZ_MSG.batchIdRequired, abort: true })
    .pipe(ZId),
  isActive: z.boolean().default(true),
});
const ZWhizzQuestionRef = z.strictObject({
  questionId: z
    .string({ error: WHIZZ_MSG.questionIdLength })
    .min(1, WHIZZ_MSG.questionIdLength)
    .max(200, WHIZZ_MSG.questionIdLength),
  type: z.enum(QUESTION_TYPES, { error: WHIZZ_MSG.questionType }),
});

const whizzFields = {
  title: z
    .string({ error: WHIZZ_MSG.titleLength })
    .trim()
    .min(3, WHIZZ_MSG.titleLength)
    .max(50, WHIZZ_MSG.titleLength),
  description: z
    .string({ error: WHIZZ_MSG.descriptionRequired })
    .trim()
    .min(1, WHIZZ_MSG.descriptionRequired)
    .max(200, WHIZZ_MSG.descriptionTooLong),
  /** true: external (any signed-in user); false: internal (students of its active batches) */
  isPublic: z.boolean(),
  duration: ZWhizzDuration,
  startDate: z.iso.datetime({ offset: true, error: WHIZZ_MSG.startDateRequired }),
  totalScore: z
    .number({ error: WHIZZ_MSG.totalScore })
    .int(WHIZZ_MSG.totalScore)
    .min(1, WHIZZ_MSG.totalScore)
    .max(100, WHIZZ_MSG.totalScore),
  batches: z
    .array(ZWhizzBatch, { error: WHIZZ_MSG.batchesMin })
    .refine((l) => new Set(l.map((b) => b.batchId)).size === l.length, WHIZZ_MSG.batchesUnique),
  questions: z
    .array(ZWhizzQuestionRef, { error: WHIZZ_MSG.questionsMin })
    .min(1, WHIZZ_MSG.questionsMin)
    .max(100, WHIZZ_MSG.questionsMax)
    .refine(
      (l) => new Set(l.map((q) => `${q.type}:${q.questionId}`)).size === l.length,
      WHIZZ_MSG.questionsUnique,
    ),
};

/**
 * product.md §5: at least one batch. Ours: an external whizz (open to any signed-in user, e.g. a
 * Kodex contest) may have none; the rule applies to internal ones. A time limit longer than the
 * whizz is open would never apply: refused, so staff are not misled (checked when both are known).
 */
function batchRule(
  w: {
    isPublic?: boolean;
    batches?: unknown[];
    duration?: WhizzDuration;
    attemptMinutes?: number | null;
  },
  ctx: z.RefinementCtx,
) {
  if (w.isPublic === false && w.batches && w.batches.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['batches'], message: WHIZZ_MSG.batchesMin });
  }
  const minutes = w.attemptMinutes;
  const isValidLimit =
    typeof minutes === 'number' &&
    Number.isInteger(minutes) &&
    minutes >= ATTEMPT_MINUTES.min &&
    minutes <= ATTEMPT_MINUTES.max;
  if (isValidLimit && w.duration && minutes * 60_000 > durationMs(w.duration)) {
    ctx.addIssue({
      code: 'custom',
      path: ['attemptMinutes'],
      message: WHIZZ_MSG.attemptLongerThanWindow,
    });
  }
}

/** POST /admin/whizz, and the whizz form. */
export const ZWhizzBody = z
  .strictObject({
    ...whizzFields,
    isPublic: whizzFields.isPublic.default(false),
    /** minutes one attempt may last; null or absent: until the whizz ends */
    attemptMinutes: ZAttemptMinutes.default(null),
  })
  .superRefine(batchRule);
export type WhizzBody = z.input<typeof ZWhizzBody>;

/** PUT /admin/whizz/{id}: partial fields allowed (the server re-checks the merged whizz). */
export const ZWhizzUpdateBody = z
  .strictObject({
    title: whizzFields.title.optional(),
    description: whizzFields.description.optional(),
    isPublic: z.boolean().optional(),
    duration: ZWhizzDuration.optional(),
    /** null removes the limit */
    attemptMinutes: ZAttemptMinutes.optional(),
    startDate: whizzFields.startDate.optional(),
    totalScore: whizzFields.totalScore.optional(),
    batches: whizzFields.batches.optional(),
    questions: whizzFields.questions.optional(),
  })
  .superRefine(batchRule);
export type WhizzUpdateBody = z.input<typeof ZWhizzUpdateBody>;

/** What both the admin's and the student's view of a whizz show first. */
const whizzHeadline = {
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  isPublic: z.boolean(),
  duration: ZWhizzDuration,
  startDate: z.string(),
  /** startDate + duration: the whizz is live between the two */
  endsAt: z.string(),
  /** minutes one attempt may last (null: until endsAt) */
  attemptMinutes: z.number().int().nullable(),
  totalScore: z.number(),
};

export const ZWhizz = z.object({
  ...whizzHeadline,
  batches: z.array(
    z.object({ batchId: z.string(), isActive: z.boolean(), batchName: z.string().nullable() }),
  ),
  questions: z.array(
    z.object({
      questionId: z.string(),
      type: z.enum(QUESTION_TYPES),
      /** the question text or coding title (null when the question was deleted) */
      title: z.string().nullable(),
      points: z.number().nullable(),
    }),
  ),
  /** Active if any batch is active, else Paused (an external whizz without batches is Active) */
  status: z.enum(WHIZZ_STATUSES),
  createdBy: z.object({ name: z.object({ firstName: z.string(), lastName: z.string() }) }),
  attemptCount: z.number().int(),
  /** the Kodex contest this whizz runs, if any */
  contestId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Whizz = z.infer<typeof ZWhizz>;

/** GET /admin/whizz → data{whizz, pagination} */
export const ZWhizzListQuery = z.strictObject({
  ...listPageFields,
  search: z.string().trim().max(100).optional(),
  status: z.enum(WHIZZ_STATUSES).optional(),
  isPublic: z.enum(['true', 'false']).optional(),
  batchId: ZId.optional(),
});
export type WhizzListQuery = z.input<typeof ZWhizzListQuery>;
export const ZWhizzListData = z.object({ whizz: z.array(ZWhizz), pagination: ZPagination });
export const ZWhizzData = z.object({ whizz: ZWhizz });

/** GET /admin/whizz/question-options?search&type → data.questions (the picker, all three banks) */
export const ZQuestionOptionsQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  type: z.enum(QUESTION_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const ZQuestionOption = z.object({
  questionId: z.string(),
  type: z.enum(QUESTION_TYPES),
  title: z.string(),
  points: z.number(),
  difficulty: z.enum(DIFFICULTIES),
  tags: z.array(z.string()),
  isActive: z.boolean(),
});
export type QuestionOption = z.infer<typeof ZQuestionOption>;
export const ZQuestionOptionsData = z.object({ questions: z.array(ZQuestionOption) });
/** GET /admin/whizz/batch-options?search → data.batches */
export const ZBatchOption = z.object({
  _id: z.string(),
  name: z.string(),
  courseTitle: z.string(),
  startDate: z.string(),
  studentCount: z.number().int(),
});
export type BatchOption = z.infer<typeof ZBatchOption>;
export const ZBatchOptionsData = z.object({ batches: z.array(ZBatchOption) });

// ---------------------------------------------------------------- student side

export const WHIZZ_STATES = ['upcoming', 'live', 'finished'] as const;
export type WhizzState = (typeof WHIZZ_STATES)[number];
export const ATTEMPT_STATUSES = ['in_progress', 'submitted'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** GET /whizz → data.whizz (the quizzes open to me) and data.serverNow */
export const ZStudentWhizz = z.object({
  ...whizzHeadline,
  questionCount: z.number().int(),
  state: z.enum(WHIZZ_STATES),
  attempt: z
    .object({
      status: z.enum(ATTEMPT_STATUSES),
      score: z.number().nullable(),
      startedAt: z.string(),
      /** when this attempt ends (its own clock) */
      deadline: z.string(),
      submittedAt: z.string().nullable(),
    })
    .nullable(),
});
export type StudentWhizz = z.infer<typeof ZStudentWhizz>;

/** GET /whizz/{id} → data{whizz, serverNow}: one whizz open to me (the start screen). */
export const ZStudentWhizzData = z.object({ whizz: ZStudentWhizz, serverNow: z.string() });
/** GET /whizz: the student's whizzes, with the server's clock to count down against. */
export const ZStudentWhizzListData = z.object({
  whizz: z.array(ZStudentWhizz),
  serverNow: z.string(),
});

export const ZAttemptQuestion = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('MCQ'),
    questionId: z.string(),
    question: z.string(),
    /** option texts in stored order; answers name them by 0-based index */
    options: z.array(z.string()),
    selectionType: z.enum(SELECTION_TYPES),
    points: z.number(),
  }),
  z.object({
    type: z.literal('FillInTheBlank'),
    questionId: z.string(),
    question: z.string(),
    points: z.number(),
  }),
  ZStudentCodingProblem.extend({
    type: z.literal('codingProblem'),
    questionId: z.string(),
    points: z.number(),
    /** my best judged submission so far */
    best: z
      .object({ pointsEarned: z.number(), passed: z.number().int(), total: z.number().int() })
      .nullable(),
  }),
]);
export type AttemptQuestion = z.infer<typeof ZAttemptQuestion>;

/** An answer as saved: PUT /whizz/{id}/attempt/answers/{questionId} */
export const ZAnswer = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('MCQ'),
    /** 0-based option indexes */
    selected: z.array(z.number().int().min(0).max(9)).max(10),
  }),
  z.strictObject({ type: z.literal('FillInTheBlank'), text: z.string().max(250) }),
  z.strictObject({
    type: z.literal('codingProblem'),
    language: ZCodeLanguage,
    code: z.string().refine((s) => byteLength(s) <= MAX_SOURCE_BYTES, 'Code is at most 64 KB'),
  }),
]);
export type Answer = z.infer<typeof ZAnswer>;
export const ZAnswerData = z.object({ answer: ZAnswer });
export const ZAnswerParams = z.strictObject({ id: ZId, questionId: z.string().min(1).max(200) });

/** POST /whizz/{id}/attempt (start or resume) and GET /whizz/{id}/attempt → data.attempt */
export const ZAttempt = z.object({
  _id: z.string(),
  whizzId: z.string(),
  title: z.string(),
  totalScore: z.number(),
  startedAt: z.string(),
  /**
   * when the attempt is submitted automatically: the earlier of startedAt + attemptMinutes and
   * the whizz's end (attemptDeadline), fixed when it starts
   */
  deadline: z.string(),
  attemptMinutes: z.number().int().nullable(),
  /** the whizz's end */
  endsAt: z.string(),
  /** the server's clock when answering, so the page's timer does not trust the device clock */
  serverNow: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  tabSwitches: z.number().int(),
  questions: z.array(ZAttemptQuestion),
  /** keyed by questionId */
  answers: z.record(z.string(), ZAnswer),
});
export type Attempt = z.infer<typeof ZAttempt>;
export const ZAttemptData = z.object({ attempt: ZAttempt });
/** POST /whizz/{id}/attempt/tab-switch: the attempt's count so far. */
export const ZTabSwitchData = z.object({ tabSwitches: z.number().int() });

export const ZResultQuestion = z.object({
  questionId: z.string(),
  type: z.enum(QUESTION_TYPES),
  title: z.string(),
  points: z.number(),
  earned: z.number(),
  outcome: z.enum(['correct', 'partial', 'wrong', 'unanswered']),
  answer: ZAnswer.nullable(),
  /** MCQ: the option texts (answers name them by index); null for the other types */
  options: z.array(z.string()).nullable(),
  /** shown once the whizz has ended: option indexes (MCQ) or the text (FIB); null for coding */
  correctAnswer: z.union([z.array(z.number().int()), z.string()]).nullable(),
  /** coding: best submission's passed/total */
  passed: z.number().int().nullable(),
  total: z.number().int().nullable(),
});
export type ResultQuestion = z.infer<typeof ZResultQuestion>;

/** GET /whizz/{id}/result and POST /whizz/{id}/attempt/submit → data.result */
export const ZWhizzResult = z.object({
  whizzId: z.string(),
  title: z.string(),
  /** rawPoints ÷ maxPoints × totalScore, 2 decimals */
  score: z.number(),
  totalScore: z.number(),
  rawPoints: z.number(),
  maxPoints: z.number(),
  startedAt: z.string(),
  submittedAt: z.string(),
  timeTakenSeconds: z.number().int(),
  autoSubmitted: z.boolean(),
  rank: z.number().int().nullable(),
  participants: z.number().int(),
  whizzEnded: z.boolean(),
  questions: z.array(ZResultQuestion),
});
export type WhizzResult = z.infer<typeof ZWhizzResult>;
export const ZWhizzResultData = z.object({ result: ZWhizzResult });

/** GET /whizz/{id}/leaderboard (and GET /admin/whizz/{id}/attempts for staff, with more fields) */
export const ZLeaderboardRow = z.object({
  rank: z.number().int(),
  name: z.string(),
  score: z.number(),
  timeTakenSeconds: z.number().int(),
  submittedAt: z.string(),
  isYou: z.boolean(),
});
export const ZLeaderboardData = z.object({
  leaderboard: z.array(ZLeaderboardRow),
  pagination: ZPagination,
});
export const ZStaffAttemptRow = z.object({
  _id: z.string(),
  rank: z.number().int().nullable(),
  userId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  status: z.enum(ATTEMPT_STATUSES),
  score: z.number().nullable(),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  timeTakenSeconds: z.number().int().nullable(),
  autoSubmitted: z.boolean(),
  tabSwitches: z.number().int(),
});
export const ZStaffAttemptsData = z.object({
  attempts: z.array(ZStaffAttemptRow),
  pagination: ZPagination,
});

export function questionKey(type: QuestionType, questionId: string) {
  return `${type}:${questionId}`;
}
