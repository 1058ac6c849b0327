import { listPageFields, ZPagination } from '../http.ts';
import { ZId } from '../ids.ts';
import { repeated } from '../leads/dates.ts';
import { z } from '../zod.ts';
import { CODE_LANGUAGES, MAX_SOURCE_BYTES, ZCodeLanguage, byteLength } from './judge.schema.ts';
import { ASSESS_MSG } from './messages.ts';

/**
 * The question bank (product.md §3 MCQ, Fill in the blank, Coding problem; §5 rules). One schema
 * per form, used by the web form (react-hook-form resolver) and again by the API.
 */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};
/**
 * Where a new MCQ, coding problem or fill in the blank starts (the staff forms). The API still
 * asks for a difficulty on every create: the default is the form's, not a silent server choice.
 */
export const DEFAULT_QUESTION_DIFFICULTY: Difficulty = 'easy';
export const SELECTION_TYPES = ['single', 'multiple'] as const;
export type SelectionType = (typeof SELECTION_TYPES)[number];

/** The three banks, named as whizz questions name them (product.md §3 Whizz). */
export const QUESTION_TYPES = ['MCQ', 'codingProblem', 'FillInTheBlank'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  MCQ: 'MCQ',
  codingProblem: 'Coding problem',
  FillInTheBlank: 'Fill in the blank',
};
/** The `{questionType}` segment of /admin/questions/new/{questionType}. */
export const QUESTION_TYPE_SLUGS: Record<QuestionType, string> = {
  MCQ: 'mcq',
  codingProblem: 'coding',
  FillInTheBlank: 'fib',
};

export const QB_MSG = {
  questionRequired: 'Question is required',
  questionTooLong: 'Question is at most 250 characters',
  optionsMin: 'Add at least 2 options',
  optionsMax: 'At most 10 options',
  optionTextRequired: 'Option text is required',
  optionTextTooLong: 'Option text is at most 200 characters',
  selectionType: 'Choose single or multiple',
  singleExactlyOne: 'Mark exactly one option as correct',
  multipleAtLeastTwo: 'Mark at least two options as correct',
  multipleTwoToThree: 'Mark two or three options as correct',
  pointsNumber: 'Points must be a number',
  pointsMin: 'Points must be 0 or more',
  pointsMax: 'Points are at most 1000',
  difficulty: 'Choose easy, medium or hard',
  tagsMin: 'Add at least one tag',
  tagLength: 'Each tag is 1-25 characters',
  tagsMax: 'At most 20 tags',
  correctAnswerRequired: 'Correct answer is required',
  correctAnswerTooLong: 'Correct answer is at most 100 characters',
  problemIdRequired: 'Problem ID is required',
  problemIdFormat: 'Problem ID uses letters, digits, - and _ (at most 50)',
  titleRequired: 'Title is required',
  titleTooLong: 'Title is at most 250 characters',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description is at most 500 characters',
  inputFormatRequired: 'Input format is required',
  outputFormatRequired: 'Output format is required',
  formatTooLong: 'At most 200 characters',
  constraintsCount: 'Add 1 to 10 constraints',
  constraintRequired: 'Constraint cannot be empty',
  constraintTooLong: 'A constraint is at most 200 characters',
  hintsMin: 'Add at least one hint',
  hintRequired: 'Hint text is required',
  hintTooLong: 'A hint is at most 250 characters',
  boilerplateMin: 'Add at least one boilerplate',
  boilerplateUnique: 'One boilerplate per language',
  solutionsMin: 'Add at least one solution',
  testCasesMin: 'Add at least one test case',
  testCasesMax: 'At most 50 test cases',
  testOutputRequired: 'Expected output is required',
  testTooLarge: 'A test case input or output is at most 64 KB',
} as const;

const points = z
  .number({ error: QB_MSG.pointsNumber })
  .min(0, QB_MSG.pointsMin)
  .max(1000, QB_MSG.pointsMax);
const difficulty = z.enum(DIFFICULTIES, { error: QB_MSG.difficulty });
const tag = z.string().trim().min(1, QB_MSG.tagLength).max(25, QB_MSG.tagLength);
const tags = z
  .array(tag, { error: QB_MSG.tagsMin })
  .min(1, QB_MSG.tagsMin)
  .max(20, QB_MSG.tagsMax)
  .transform((list) => [...new Set(list)]);
const questionText = z
  .string({ error: QB_MSG.questionRequired })
  .trim()
  .min(1, QB_MSG.questionRequired)
  .max(250, QB_MSG.questionTooLong);

// ---------------------------------------------------------------- MCQ

export const ZMcqOption = z.strictObject({
  text: z
    .string({ error: QB_MSG.optionTextRequired })
    .trim()
    .min(1, QB_MSG.optionTextRequired)
    .max(200, QB_MSG.optionTextTooLong),
  isCorrect: z.boolean().default(false),
});

const mcqFields = {
  question: questionText,
  options: z
    .array(ZMcqOption, { error: QB_MSG.optionsMin })
    .min(2, QB_MSG.optionsMin)
    .max(10, QB_MSG.optionsMax),
  selectionType: z.enum(SELECTION_TYPES, { error: QB_MSG.selectionType }),
  points,
  difficulty,
  tags,
  isActive: z.boolean(),
};

type McqRuleInput = {
  options?: { text: string; isCorrect?: boolean }[];
  selectionType?: SelectionType;
};

/**
 * product.md §5 MCQ: single = exactly one correct; multiple = at least two correct (on update:
 * two to three); option texts unique case-insensitively. `mode` picks the create or update rule.
 * The server re-checks the stored MCQ merged with a partial update.
 */
export function mcqRuleIssues(
  m: McqRuleInput,
  mode: 'create' | 'update',
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (!m.options) return issues;
  const correct = m.options.filter((o) => o.isCorrect).length;
  if (m.selectionType === 'single' && correct !== 1) {
    issues.push({ path: 'options', message: QB_MSG.singleExactlyOne });
  }
  if (m.selectionType === 'multiple') {
    if (mode === 'create' && correct < 2) {
      issues.push({ path: 'options', message: QB_MSG.multipleAtLeastTwo });
    }
    if (mode === 'update' && (correct < 2 || correct > 3)) {
      issues.push({ path: 'options', message: QB_MSG.multipleTwoToThree });
    }
  }
  const seen = new Set<string>();
  for (const o of m.options) {
    const key = o.text.trim().toLowerCase();
    if (key && seen.has(key)) {
      issues.push({ path: 'options', message: ASSESS_MSG.optionsUnique });
      break;
    }
    seen.add(key);
  }
  return issues;
}

/** POST /admin/mcqs, and the MCQ form when creating. */
export const ZMcqBody = z
  .strictObject({ ...mcqFields, isActive: mcqFields.isActive.default(true) })
  .superRefine((m, ctx) => {
    for (const i of mcqRuleIssues(m, 'create'))
      ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
  });
export type McqBody = z.input<typeof ZMcqBody>;

/** PATCH /admin/mcqs/{id} (partial; `{isActive}` alone toggles), and the MCQ form when editing. */
export const ZMcqUpdateBody = z
  .strictObject(mcqFields)
  .partial()
  .superRefine((m, ctx) => {
    for (const i of mcqRuleIssues(m, 'update'))
      ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
  });
export type McqUpdateBody = z.input<typeof ZMcqUpdateBody>;

/** An MCQ or a fill-in-the-blank as the admin API answers it: its own fields, then the common ones. */
function storedQuestion<T extends z.ZodRawShape>(own: T) {
  return z.object({
    _id: z.string(),
    question: z.string(),
    ...own,
    points: z.number(),
    difficulty: z.enum(DIFFICULTIES),
    tags: z.array(z.string()),
    isActive: z.boolean(),
    /** how many whizzes use it (a used question cannot be deleted) */
    usedIn: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  });
}

export const ZMcq = storedQuestion({
  options: z.array(z.object({ text: z.string(), isCorrect: z.boolean() })),
  selectionType: z.enum(SELECTION_TYPES),
});
export type Mcq = z.infer<typeof ZMcq>;
export const ZMcqData = z.object({ mcq: ZMcq });

// ---------------------------------------------------------------- Fill in the blank

const fibFields = {
  question: questionText,
  correctAnswer: z
    .string({ error: QB_MSG.correctAnswerRequired })
    .trim()
    .min(1, QB_MSG.correctAnswerRequired)
    .max(100, QB_MSG.correctAnswerTooLong),
  points,
  difficulty,
  tags,
  isActive: z.boolean(),
};

/** POST /admin/fillintheblank, and the FIB form when creating. */
export const ZFibBody = z.strictObject({
  ...fibFields,
  isActive: fibFields.isActive.default(true),
});
export type FibBody = z.input<typeof ZFibBody>;

/** PUT /admin/fillintheblank/{id}: edited fields, or only isActive to toggle. */
export const ZFibUpdateBody = z.strictObject(fibFields).partial();
export type FibUpdateBody = z.input<typeof ZFibUpdateBody>;

export const ZFib = storedQuestion({ correctAnswer: z.string() });
export type Fib = z.infer<typeof ZFib>;
export const ZFibData = z.object({ fillInTheBlank: ZFib });

/**
 * How a fill-in-the-blank answer is compared (issue #5): trimmed, inner whitespace collapsed,
 * Unicode NFKC-normalised, case-insensitive.
 */
export function normaliseBlankAnswer(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

// ---------------------------------------------------------------- Coding problem

export const HINT_LANGUAGES = ['general', ...CODE_LANGUAGES] as const;
const LIMIT_64K = (s: string) => byteLength(s) <= MAX_SOURCE_BYTES;

const ZHint = z.strictObject({
  language: z.enum(HINT_LANGUAGES).default('general'),
  text: z.string().trim().min(1, QB_MSG.hintRequired).max(250, QB_MSG.hintTooLong),
});
const code = z.string().refine(LIMIT_64K, ASSESS_MSG.sourceTooLarge);
const ZBoilerplate = z.strictObject({
  language: ZCodeLanguage,
  /** what the student sees and edits */
  code,
  /**
   * The hidden driver around the student's code. Where it contains {{USER_CODE}} the student's
   * code goes there; otherwise the driver is appended after it. Empty: the code is the program.
   */
  mainCode: code.default(''),
});
const ZSolution = z.strictObject({ language: ZCodeLanguage, code });
export const ZTestCase = z.strictObject({
  input: z.string().refine(LIMIT_64K, QB_MSG.testTooLarge),
  expectedOutput: z
    .string({ error: QB_MSG.testOutputRequired })
    .refine((s) => s.trim().length > 0, QB_MSG.testOutputRequired)
    .refine(LIMIT_64K, QB_MSG.testTooLarge),
  isHidden: z.boolean().default(false),
  points: points.default(1),
});
export type TestCase = z.output<typeof ZTestCase>;

/** product.md §5: boilerplate and solution entries with empty code are dropped before validation. */
function withoutEmptyCode(value: unknown) {
  if (!Array.isArray(value)) return value;
  return value.filter(
    (e) => !(e && typeof e === 'object' && typeof e.code === 'string' && e.code.trim() === ''),
  );
}

const codingFields = {
  problemId: z
    .string({ error: QB_MSG.problemIdRequired })
    .trim()
    .min(1, { error: QB_MSG.problemIdRequired, abort: true })
    .regex(/^[A-Za-z0-9_-]{1,50}$/, QB_MSG.problemIdFormat),
  title: z
    .string({ error: QB_MSG.titleRequired })
    .trim()
    .min(1, QB_MSG.titleRequired)
    .max(250, QB_MSG.titleTooLong),
  description: z
    .string({ error: QB_MSG.descriptionRequired })
    .trim()
    .min(1, QB_MSG.descriptionRequired)
    .max(500, QB_MSG.descriptionTooLong),
  tags,
  isActive: z.boolean(),
  inputFormat: z
    .string({ error: QB_MSG.inputFormatRequired })
    .trim()
    .min(1, QB_MSG.inputFormatRequired)
    .max(200, QB_MSG.formatTooLong),
  outputFormat: z
    .string({ error: QB_MSG.outputFormatRequired })
    .trim()
    .min(1, QB_MSG.outputFormatRequired)
    .max(200, QB_MSG.formatTooLong),
  // A blank line is an empty row left in the form: dropped, like empty boilerplate (issue 15).
  constraints: z
    .array(z.string().trim().max(200, QB_MSG.constraintTooLong), {
      error: QB_MSG.constraintsCount,
    })
    .transform((lines) => lines.filter((line) => line !== ''))
    .pipe(z.array(z.string()).min(1, QB_MSG.constraintsCount).max(10, QB_MSG.constraintsCount)),
  hints: z.array(ZHint, { error: QB_MSG.hintsMin }).min(1, QB_MSG.hintsMin).max(20),
  boilerplate: z.preprocess(
    withoutEmptyCode,
    z
      .array(ZBoilerplate, { error: QB_MSG.boilerplateMin })
      .min(1, QB_MSG.boilerplateMin)
      .refine((l) => new Set(l.map((b) => b.language)).size === l.length, QB_MSG.boilerplateUnique),
  ),
  solutions: z.preprocess(
    withoutEmptyCode,
    z.array(ZSolution, { error: QB_MSG.solutionsMin }).min(1, QB_MSG.solutionsMin).max(8),
  ),
  testCases: z
    .array(ZTestCase, { error: QB_MSG.testCasesMin })
    .min(1, QB_MSG.testCasesMin)
    .max(50, QB_MSG.testCasesMax),
  points,
  difficulty,
};

/** POST /admin/coding-problems, and the coding problem form. */
export const ZCodingProblemBody = z.strictObject({
  ...codingFields,
  isActive: codingFields.isActive.default(true),
});
export type CodingProblemBody = z.input<typeof ZCodingProblemBody>;

/** PATCH /admin/coding-problems/{id}: only the changed fields (an empty body is 'No changes made'). */
export const ZCodingProblemUpdateBody = z
  .strictObject(codingFields)
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), ASSESS_MSG.noChanges);
export type CodingProblemUpdateBody = z.input<typeof ZCodingProblemUpdateBody>;

export const ZCodingProblem = z.object({
  _id: z.string(),
  problemId: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  isActive: z.boolean(),
  inputFormat: z.string(),
  outputFormat: z.string(),
  constraints: z.array(z.string()),
  hints: z.array(z.object({ language: z.enum(HINT_LANGUAGES), text: z.string() })),
  boilerplate: z.array(
    z.object({ language: ZCodeLanguage, code: z.string(), mainCode: z.string() }),
  ),
  solutions: z.array(z.object({ language: ZCodeLanguage, code: z.string() })),
  testCases: z.array(
    z.object({
      input: z.string(),
      expectedOutput: z.string(),
      isHidden: z.boolean(),
      points: z.number(),
    }),
  ),
  points: z.number(),
  difficulty: z.enum(DIFFICULTIES),
  usedIn: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CodingProblem = z.infer<typeof ZCodingProblem>;
export const ZCodingProblemData = z.object({ codingProblem: ZCodingProblem });
/** A list row: the heavy fields (code, tests) are left out. */
export const ZCodingProblemSummary = ZCodingProblem.omit({
  boilerplate: true,
  solutions: true,
  testCases: true,
  hints: true,
}).extend({ testCaseCount: z.number().int(), languages: z.array(ZCodeLanguage) });
export type CodingProblemSummary = z.infer<typeof ZCodingProblemSummary>;

/**
 * A coding problem as a student sees it (a whizz question, a practice lesson): the statement,
 * the starting code per language and the visible tests; never the hidden tests, the drivers or
 * the solutions.
 */
export const ZStudentCodingProblem = z.object({
  title: z.string(),
  description: z.string(),
  inputFormat: z.string(),
  outputFormat: z.string(),
  constraints: z.array(z.string()),
  hints: z.array(z.object({ language: z.enum(HINT_LANGUAGES), text: z.string() })),
  /** the starting code per language (never the hidden driver) */
  boilerplate: z.array(z.object({ language: ZCodeLanguage, code: z.string() })),
  /** the visible test cases */
  sampleTests: z.array(z.object({ input: z.string(), expectedOutput: z.string() })),
  hiddenTestCount: z.number().int(),
});
export type StudentCodingProblem = z.infer<typeof ZStudentCodingProblem>;

/**
 * POST /admin/coding-problems/check-solutions: run every solution of a draft (saved or not)
 * against every test case. Answer 202 data.submissions (one per solution, kind "check"); each is
 * followed at GET /admin/submissions/{id}.
 */
export const ZCheckSolutionsBody = z.strictObject({
  boilerplate: codingFields.boilerplate,
  solutions: codingFields.solutions,
  testCases: codingFields.testCases,
});
export type CheckSolutionsBody = z.input<typeof ZCheckSolutionsBody>;

// ---------------------------------------------------------------- lists

const isActiveFilter = z.enum(['true', 'false']).optional();
const listBase = {
  ...listPageFields,
  difficulty: repeated(z.enum(DIFFICULTIES)),
  /** a question matches when it has any of these tags */
  tags: repeated(z.string().trim().min(1).max(25)),
  isActive: isActiveFilter,
};
/** GET /admin/mcqs/all */
export const ZMcqListQuery = z.strictObject({
  ...listBase,
  search: z.string().trim().max(100).optional(),
});
/** GET /admin/fillintheblank: the search text is `question` (trimmed). */
export const ZFibListQuery = z.strictObject({
  ...listBase,
  question: z.string().trim().max(100).optional(),
});
/** GET /admin/coding-problems: search matches title or problem ID. */
export const ZCodingListQuery = z.strictObject({
  ...listBase,
  search: z.string().trim().max(100).optional(),
});
export type McqListQuery = z.input<typeof ZMcqListQuery>;
export type FibListQuery = z.input<typeof ZFibListQuery>;
export type CodingListQuery = z.input<typeof ZCodingListQuery>;

export const ZMcqListData = z.object({
  mcqs: z.array(ZMcq),
  pagination: ZPagination,
  allTags: z.array(z.string()),
});
export const ZFibListData = z.object({
  fillInTheBlanks: z.array(ZFib),
  pagination: ZPagination,
  allTags: z.array(z.string()),
});
export const ZCodingListData = z.object({
  codingProblems: z.array(ZCodingProblemSummary),
  pagination: ZPagination,
  allTags: z.array(z.string()),
});

export const ZQuestionIdParams = z.strictObject({ id: ZId });

// ---------------------------------------------------------------- CSV import

/**
 * POST /admin/mcqs/import and /admin/fillintheblank/import: body is the CSV text
 * (Content-Type text/csv). Columns:
 *   MCQ: question, option1…option6, correct (1-based option numbers, e.g. "2" or "1;3"),
 *        selectionType, points, difficulty, tags (separated by ;)
 *   FIB: question, correctAnswer, points, difficulty, tags
 * Valid rows are created, invalid ones reported; answer data.report.
 */
export const ZImportReport = z.object({
  totalRows: z.number().int(),
  created: z.number().int(),
  rejected: z.array(
    z.object({
      /** 1-based line number in the file (the header is line 1) */
      line: z.number().int(),
      errors: z.array(z.object({ field: z.string(), message: z.string() })),
    }),
  ),
});
export type ImportReport = z.infer<typeof ZImportReport>;
export const ZImportReportData = z.object({ report: ZImportReport });
export const MCQ_CSV_COLUMNS = [
  'question',
  'option1',
  'option2',
  'option3',
  'option4',
  'option5',
  'option6',
  'correct',
  'selectionType',
  'points',
  'difficulty',
  'tags',
] as const;
export const FIB_CSV_COLUMNS = [
  'question',
  'correctAnswer',
  'points',
  'difficulty',
  'tags',
] as const;
