import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import type {
  CourseDifficulty,
  CourseMetaRest,
  CourseState,
  CourseType,
  DiscountType,
  EnrolmentStatus,
  Lesson,
} from '@app/shared';

import { idColumn, isActiveColumn, parentId, refId, timestamps, trigramIndex } from './columns.ts';

export { EMPTY_COURSE_META, type CourseMetaRest } from '@app/shared';

/** The course catalogue (product.md §3 Course). Money in whole rupees. */
export const courses = pgTable(
  'courses',
  {
    id: idColumn(),
    title: varchar('title', { length: 150 }).notNull(),
    price: integer('price').notNull(),
    /** discountPercentage × 100 (12.5 % → 1250): exact, no float column. */
    discountBasisPoints: integer('discount_basis_points').notNull().default(0),
    type: varchar('type', { length: 16 }).$type<CourseType>().notNull().default('online'),
    durationWeeks: integer('duration_weeks').notNull(),
    state: varchar('state', { length: 16 }).$type<CourseState>().notNull().default('draft'),
    /** staff user ids, in display order */
    instructorIds: jsonb('instructor_ids').$type<string[]>().notNull().default([]),
    discordAccess: boolean('discord_access').notNull().default(false),
    language: varchar('language', { length: 40 }).notNull().default('English'),
    difficulty: varchar('difficulty', { length: 16 })
      .$type<CourseDifficulty>()
      .notNull()
      .default('Intermediate'),
    /** lower-cased copies are not kept: categories are matched case-insensitively in SQL */
    category: text('category')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    meta: jsonb('meta').$type<CourseMetaRest>().notNull(),
    createdBy: refId('created_by'),
    updatedBy: refId('updated_by'),
    ...timestamps,
  },
  (t) => [
    index('courses_state_created_idx').on(t.state, t.createdAt),
    index('courses_state_price_idx').on(t.state, t.price),
    index('courses_type_idx').on(t.type),
    index('courses_difficulty_idx').on(t.difficulty),
    index('courses_language_idx').on(sql`lower(${t.language})`),
    index('courses_category_idx').using('gin', t.category),
    trigramIndex('courses_title_trgm_idx', t.title),
  ],
);
export type CourseRow = typeof courses.$inferSelect;

/** A course's syllabus module; lessons are a small ordered list kept with it. */
export const courseModules = pgTable(
  'course_modules',
  {
    id: idColumn(),
    courseId: parentId('course_id', () => courses.id, 'cascade'),
    position: integer('position').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    lessons: jsonb('lessons').$type<Lesson[]>().notNull().default([]),
    /** drip: opens this many days after a batch's start (null: open from enrolment) */
    unlockDay: integer('unlock_day'),
    ...timestamps,
  },
  (t) => [uniqueIndex('course_modules_course_position_uq').on(t.courseId, t.position)],
);
export type CourseModuleRow = typeof courseModules.$inferSelect;

export const courseAnnouncements = pgTable(
  'course_announcements',
  {
    id: idColumn(),
    courseId: parentId('course_id', () => courses.id, 'cascade'),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    createdBy: refId('created_by'),
    ...timestamps,
  },
  (t) => [index('course_announcements_course_created_idx').on(t.courseId, t.createdAt)],
);
export type CourseAnnouncementRow = typeof courseAnnouncements.$inferSelect;

/** A scheduled run of a course (calls.md §3 Batch). Dates are IST calendar days. */
export const batches = pgTable(
  'batches',
  {
    id: idColumn(),
    courseId: parentId('course_id', () => courses.id, 'restrict'),
    name: varchar('name', { length: 120 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    enrollmentEndDate: date('enrollment_end_date', { mode: 'string' }).notNull(),
    price: integer('price').notNull(),
    /** percent: discount × 100 (basis points); flat: paise. Exact either way. */
    discountX100: integer('discount_x100').notNull().default(0),
    discountType: varchar('discount_type', { length: 8 })
      .$type<DiscountType>()
      .notNull()
      .default('percent'),
    priceTitle: varchar('price_title', { length: 120 }).notNull().default(''),
    currency: varchar('currency', { length: 3 }).$type<'INR'>().notNull().default('INR'),
    seats: integer('seats').notNull(),
    isActive: isActiveColumn(),
    /** staff user ids */
    mentorIds: jsonb('mentor_ids').$type<string[]>().notNull().default([]),
    createdBy: refId('created_by'),
    updatedBy: refId('updated_by'),
    ...timestamps,
  },
  (t) => [
    index('batches_course_created_idx').on(t.courseId, t.createdAt),
    index('batches_created_idx').on(t.createdAt),
    index('batches_course_active_end_idx').on(t.courseId, t.isActive, t.endDate),
  ],
);
export type BatchRow = typeof batches.$inferSelect;

/**
 * A student's place in a batch, made by a paid, approved or free checkout (or by staff). The
 * unique (user, batch) pair is what makes enrolment idempotent. Cancelled rows do not hold a seat.
 */
export const enrolments = pgTable(
  'enrolments',
  {
    id: idColumn(),
    userId: refId('user_id').notNull(),
    batchId: parentId('batch_id', () => batches.id, 'restrict'),
    courseId: parentId('course_id', () => courses.id, 'restrict'),
    status: varchar('status', { length: 16 }).$type<EnrolmentStatus>().notNull().default('active'),
    /** how the place was got: online, manual (approved), free (100 % coupon) or staff */
    source: varchar('source', { length: 8 })
      .$type<'online' | 'manual' | 'free' | 'staff'>()
      .notNull()
      .default('staff'),
    /** the payment that made it, when one did */
    paymentId: refId('payment_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('enrolments_user_batch_uq').on(t.userId, t.batchId),
    index('enrolments_batch_status_idx').on(t.batchId, t.status),
    index('enrolments_course_status_idx').on(t.courseId, t.status),
  ],
);
export type EnrolmentRow = typeof enrolments.$inferSelect;
