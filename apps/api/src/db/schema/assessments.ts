import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

import type {
  Answer,
  AttemptStatus,
  CodeLanguage,
  Difficulty,
  DurationUnit,
  KodexYear,
  QuestionType,
  SelectionType,
  SubmissionKind,
  SubmissionStatus,
  TestResult,
  Verdict,
} from '@app/shared';

import {
  idColumn,
  isActiveColumn,
  parentId,
  refId,
  timestamps,
  trigramIndex,
  tz,
} from './columns.ts';
import type { UtmAttribution } from './users.ts';

const points = (name: string) =>
  numeric(name, { precision: 8, scale: 2, mode: 'number' }).notNull().default(0);
const tagsColumn = () =>
  text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** product.md §3 MCQ */
/** MCQs and fill-in-the-blanks: the question first, then each kind's own columns, then these. */
const bankColumns = () => ({
  points: points('points'),
  difficulty: varchar('difficulty', { length: 8 }).$type<Difficulty>().notNull(),
  tags: tagsColumn(),
  isActive: isActiveColumn(),
  createdBy: refId('created_by'),
  ...timestamps,
});
const questionColumn = () => varchar('question', { length: 250 }).notNull();
/** The question bank list's search (question text, tags) and order (newest first). */
const bankIndexes = (
  prefix: string,
  t: { question: AnyPgColumn; tags: AnyPgColumn; createdAt: AnyPgColumn },
) => [
  trigramIndex(`${prefix}_question_trgm_idx`, t.question),
  index(`${prefix}_tags_idx`).using('gin', t.tags),
  index(`${prefix}_created_idx`).on(t.createdAt),
];

export const mcqs = pgTable(
  'mcqs',
  {
    id: idColumn(),
    question: questionColumn(),
    options: jsonb('options').$type<{ text: string; isCorrect: boolean }[]>().notNull(),
    selectionType: varchar('selection_type', { length: 8 }).$type<SelectionType>().notNull(),
    ...bankColumns(),
  },
  (t) => bankIndexes('mcqs', t),
);
export type McqRow = typeof mcqs.$inferSelect;

/** product.md §3 Fill in the blank */
export const fillInTheBlanks = pgTable(
  'fill_in_the_blanks',
  {
    id: idColumn(),
    question: questionColumn(),
    correctAnswer: varchar('correct_answer', { length: 100 }).notNull(),
    ...bankColumns(),
  },
  (t) => bankIndexes('fib', t),
);
export type FibRow = typeof fillInTheBlanks.$inferSelect;

export type StoredHint = { language: string; text: string };
export type StoredBoilerplate = { language: CodeLanguage; code: string; mainCode: string };
export type StoredSolution = { language: CodeLanguage; code: string };
export type StoredTestCase = {
  input: string;
  expectedOutput: string;
  isHidden: boolean;
  points: number;
};

/** product.md §3 Coding problem */
export const codingProblems = pgTable(
  'coding_problems',
  {
    id: idColumn(),
    problemId: varchar('problem_id', { length: 50 }).notNull(),
    title: varchar('title', { length: 250 }).notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    tags: tagsColumn(),
    isActive: isActiveColumn(),
    inputFormat: varchar('input_format', { length: 200 }).notNull(),
    outputFormat: varchar('output_format', { length: 200 }).notNull(),
    constraints: jsonb('constraints').$type<string[]>().notNull(),
    hints: jsonb('hints').$type<StoredHint[]>().notNull(),
    boilerplate: jsonb('boilerplate').$type<StoredBoilerplate[]>().notNull(),
    solutions: jsonb('solutions').$type<StoredSolution[]>().notNull(),
    testCases: jsonb('test_cases').$type<StoredTestCase[]>().notNull(),
    points: points('points'),
    difficulty: varchar('difficulty', { length: 8 }).$type<Difficulty>().notNull(),
    createdBy: refId('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coding_problems_problem_id_uq').on(sql`lower(${t.problemId})`),
    trigramIndex('coding_problems_title_trgm_idx', t.title),
    index('coding_problems_tags_idx').using('gin', t.tags),
    index('coding_problems_created_idx').on(t.createdAt),
  ],
);
export type CodingProblemRow = typeof codingProblems.$inferSelect;

/** product.md §3 Whizz. Batches live in whizz_batches; questions keep their order here. */
export const whizzes = pgTable(
  'whizzes',
  {
    id: idColumn(),
    title: varchar('title', { length: 50 }).notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    durationUnit: varchar('duration_unit', { length: 8 }).$type<DurationUnit>().notNull(),
    durationValue: integer('duration_value').notNull(),
    startDate: tz('start_date').notNull(),
    /** startDate + duration, kept for range queries */
    endsAt: tz('ends_at').notNull(),
    totalScore: integer('total_score').notNull(),
    /**
     * Minutes one attempt may last, from its start; null: until the window ends. An attempt's
     * deadline is the earlier of the two.
     */
    attemptMinutes: integer('attempt_minutes'),
    questions: jsonb('questions').$type<{ questionId: string; type: QuestionType }[]>().notNull(),
    createdBy: refId('created_by'),
    updatedBy: refId('updated_by'),
    ...timestamps,
  },
  (t) => [
    index('whizzes_start_idx').on(t.startDate),
    trigramIndex('whizzes_title_trgm_idx', t.title),
  ],
);
export type WhizzRow = typeof whizzes.$inferSelect;

export const whizzBatches = pgTable(
  'whizz_batches',
  {
    whizzId: parentId('whizz_id', () => whizzes.id, 'cascade'),
    batchId: refId('batch_id').notNull(),
    isActive: isActiveColumn(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.whizzId, t.batchId] }),
    index('whizz_batches_batch_idx').on(t.batchId),
  ],
);
export type WhizzBatchRow = typeof whizzBatches.$inferSelect;

/**
 * One attempt per student per whizz. Timed by the server: deadline = the earlier of startedAt +
 * the whizz's attemptMinutes (when it has one) and the whizz's end.
 */
export const whizzAttempts = pgTable(
  'whizz_attempts',
  {
    id: idColumn(),
    whizzId: parentId('whizz_id', () => whizzes.id, 'cascade'),
    userId: refId('user_id').notNull(),
    status: varchar('status', { length: 12 })
      .$type<AttemptStatus>()
      .notNull()
      .default('in_progress'),
    startedAt: tz('started_at').notNull().defaultNow(),
    deadline: tz('deadline').notNull(),
    submittedAt: tz('submitted_at'),
    autoSubmitted: boolean('auto_submitted').notNull().default(false),
    /** keyed by questionId, as saved */
    answers: jsonb('answers').$type<Record<string, Answer>>().notNull().default({}),
    tabSwitches: integer('tab_switches').notNull().default(0),
    /** set on submission */
    score: numeric('score', { precision: 8, scale: 2, mode: 'number' }),
    rawPoints: numeric('raw_points', { precision: 10, scale: 2, mode: 'number' }),
    maxPoints: numeric('max_points', { precision: 10, scale: 2, mode: 'number' }),
    /** coding questions fully solved (Kodex ranking) */
    problemsSolved: integer('problems_solved').notNull().default(0),
    timeTakenSeconds: integer('time_taken_seconds'),
    /** per-question points earned at submission, keyed by questionId */
    breakdown: jsonb('breakdown').$type<Record<string, number>>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('whizz_attempts_whizz_user_uq').on(t.whizzId, t.userId),
    index('whizz_attempts_user_idx').on(t.userId),
    index('whizz_attempts_rank_idx').on(t.whizzId, t.status, t.score, t.timeTakenSeconds),
    index('whizz_attempts_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.status} = 'in_progress'`),
  ],
);
export type WhizzAttemptRow = typeof whizzAttempts.$inferSelect;

/** A piece of code sent to the judge: a student's run or submit, or a staff solution check. */
export const codeSubmissions = pgTable(
  'code_submissions',
  {
    id: idColumn(),
    userId: refId('user_id'),
    kind: varchar('kind', { length: 8 }).$type<SubmissionKind>().notNull(),
    status: varchar('status', { length: 8 }).$type<SubmissionStatus>().notNull().default('queued'),
    /** the coding problem (null for a check of an unsaved draft) */
    problemId: refId('problem_id'),
    attemptId: refId('attempt_id'),
    whizzId: refId('whizz_id'),
    language: varchar('language', { length: 12 }).$type<CodeLanguage>().notNull(),
    /** what the author wrote (the driver is added when judging) */
    code: text('code').notNull(),
    verdict: varchar('verdict', { length: 24 }).$type<Verdict>(),
    compileOutput: text('compile_output').notNull().default(''),
    tests: jsonb('tests').$type<TestResult[]>().notNull().default([]),
    passed: integer('passed').notNull().default(0),
    total: integer('total').notNull().default(0),
    pointsEarned: points('points_earned'),
    maxPoints: points('max_points'),
    error: text('error').notNull().default(''),
    finishedAt: tz('finished_at'),
    ...timestamps,
  },
  (t) => [
    index('code_submissions_attempt_idx').on(t.attemptId, t.problemId, t.kind),
    index('code_submissions_user_idx').on(t.userId, t.createdAt),
  ],
);
export type CodeSubmissionRow = typeof codeSubmissions.$inferSelect;

/** A Kodex contest: an external whizz of coding problems with a registration window. */
export const kodexContests = pgTable(
  'kodex_contests',
  {
    id: idColumn(),
    whizzId: parentId('whizz_id', () => whizzes.id, 'restrict'),
    title: varchar('title', { length: 120 }).notNull(),
    tagline: varchar('tagline', { length: 200 }).notNull().default(''),
    description: text('description').notNull().default(''),
    rules: jsonb('rules').$type<string[]>().notNull().default([]),
    prizes: jsonb('prizes').$type<{ place: string; reward: string }[]>().notNull().default([]),
    registrationOpensAt: tz('registration_opens_at').notNull(),
    registrationClosesAt: tz('registration_closes_at').notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    registeredCount: integer('registered_count').notNull().default(0),
    createdBy: refId('created_by'),
    updatedBy: refId('updated_by'),
    ...timestamps,
  },
  (t) => [uniqueIndex('kodex_contests_whizz_uq').on(t.whizzId)],
);
export type KodexContestRow = typeof kodexContests.$inferSelect;

export const kodexRegistrations = pgTable(
  'kodex_registrations',
  {
    id: idColumn(),
    contestId: parentId('contest_id', () => kodexContests.id, 'cascade'),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** 10 digits (+91) */
    phone: varchar('phone', { length: 10 }).notNull(),
    organisation: varchar('organisation', { length: 150 }).notNull(),
    year: varchar('year', { length: 24 }).$type<KodexYear>().notNull(),
    experience: varchar('experience', { length: 16 })
      .$type<'beginner' | 'intermediate' | 'advanced'>()
      .notNull(),
    userId: refId('user_id'),
    utm: jsonb('utm').$type<UtmAttribution>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('kodex_reg_contest_email_uq').on(t.contestId, t.email),
    uniqueIndex('kodex_reg_contest_phone_uq').on(t.contestId, t.phone),
    index('kodex_reg_created_idx').on(t.createdAt),
    trigramIndex('kodex_reg_name_trgm_idx', t.name),
    trigramIndex('kodex_reg_email_trgm_idx', t.email, { lower: false }),
    index('kodex_reg_phone_idx').on(t.phone),
  ],
);
export type KodexRegistrationRow = typeof kodexRegistrations.$inferSelect;
