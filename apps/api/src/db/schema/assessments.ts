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

import { idColumn, refId, timestamps, tz } from './columns.ts';
import type { UtmAttribution } from './users.ts';

const points = (name: string) =>
  numeric(name, { precision: 8, scale: 2, mode: 'number' }).notNull().default(0);
const tagsColumn = () =>
  text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** product.md §3 MCQ */
export const mcqs = pgTable(
  'mcqs',
  {
    id: idColumn(),
    question: varchar('question', { length: 250 }).notNull(),
    options: jsonb('options').$type<{ text: string; isCorrect: boolean }[]>().notNull(),
    selectionType: varchar('selection_type', { length: 8 }).$type<SelectionType>().notNull(),
    points: points('points'),
    difficulty: varchar('difficulty', { length: 8 }).$type<Difficulty>().notNull(),
    tags: tagsColumn(),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: refId('created_by'),
    ...timestamps,
  },
  (t) => [
    index('mcqs_question_trgm_idx').using('gin', sql`lower(${t.question}) gin_trgm_ops`),
    index('mcqs_tags_idx').using('gin', t.tags),
    index('mcqs_created_idx').on(t.createdAt),
  ],
);
export type McqRow = typeof mcqs.$inferSelect;

/** product.md §3 Fill in the blank */
export const fillInTheBlanks = pgTable(
  'fill_in_the_blanks',
  {
    id: idColumn(),
    question: varchar('question', { length: 250 }).notNull(),
    correctAnswer: varchar('correct_answer', { length: 100 }).notNull(),
    points: points('points'),
    difficulty: varchar('difficulty', { length: 8 }).$type<Difficulty>().notNull(),
    tags: tagsColumn(),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: refId('created_by'),
    ...timestamps,
  },
  (t) => [
    index('fib_question_trgm_idx').using('gin', sql`lower(${t.question}) gin_trgm_ops`),
    index('fib_tags_idx').using('gin', t.tags),
    index('fib_created_idx').on(t.createdAt),
  ],
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
    isActive: boolean('is_active').notNull().default(true),
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
    index('coding_problems_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
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
    index('whizzes_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
  ],
);
export type WhizzRow = typeof whizzes.$inferSelect;

export const whizzBatches = pgTable(
  'whizz_batches',
  {
    whizzId: refId('whizz_id')
      .notNull()
      .references(() => whizzes.id, { onDelete: 'cascade' }),
    batchId: refId('batch_id').notNull(),
    isActive: boolean('is_active').notNull().default(true),
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
    whizzId: refId('whizz_id')
      .notNull()
      .references(() => whizzes.id, { onDelete: 'cascade' }),
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
    whizzId: refId('whizz_id')
      .notNull()
      .references(() => whizzes.id, { onDelete: 'restrict' }),
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
    contestId: refId('contest_id')
      .notNull()
      .references(() => kodexContests.id, { onDelete: 'cascade' }),
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
    index('kodex_reg_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('kodex_reg_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('kodex_reg_phone_idx').on(t.phone),
  ],
);
export type KodexRegistrationRow = typeof kodexRegistrations.$inferSelect;
