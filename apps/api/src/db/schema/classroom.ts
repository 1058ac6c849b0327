import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import { idColumn, parentId, refId, timestamps, tz } from './columns.ts';
import { batches } from './courses.ts';

/**
 * A live class of one batch (issue 17). Classes made together as a weekly series share a
 * seriesId. The join link is any https link (Zoom, Meet, Teams…); the recording is added later.
 */
export const liveClasses = pgTable(
  'live_classes',
  {
    id: idColumn(),
    batchId: parentId('batch_id', () => batches.id, 'cascade'),
    title: varchar('title', { length: 150 }).notNull(),
    startsAt: tz('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    joinLink: varchar('join_link', { length: 2000 }).notNull(),
    recordingUrl: varchar('recording_url', { length: 2000 }),
    /** classes scheduled in one step as a weekly series */
    seriesId: varchar('series_id', { length: 24 }),
    createdBy: refId('created_by'),
    ...timestamps,
  },
  (t) => [
    index('live_classes_batch_starts_idx').on(t.batchId, t.startsAt),
    index('live_classes_starts_idx').on(t.startsAt),
  ],
);
export type LiveClassRow = typeof liveClasses.$inferSelect;

/**
 * Who attended a live class: a Join click in the classroom, or a row of the participant CSV staff
 * import. One row per student per class; a later import fills in the minutes.
 */
export const liveClassAttendance = pgTable(
  'live_class_attendance',
  {
    id: idColumn(),
    liveClassId: parentId('live_class_id', () => liveClasses.id, 'cascade'),
    userId: refId('user_id').notNull(),
    /** first Join click (null when only the import saw them) */
    joinedAt: tz('joined_at'),
    /** minutes in the meeting, from the imported participant CSV */
    minutes: integer('minutes'),
    source: varchar('source', { length: 8 }).$type<'join' | 'import'>().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('live_class_attendance_class_user_uq').on(t.liveClassId, t.userId),
    index('live_class_attendance_user_idx').on(t.userId),
  ],
);
export type LiveClassAttendanceRow = typeof liveClassAttendance.$inferSelect;

/** The secret of a student's personal calendar feed (GET /classroom/calendar/{token}.ics). */
export const calendarFeeds = pgTable('calendar_feeds', {
  id: idColumn(),
  userId: refId('user_id').notNull().unique(),
  token: varchar('token', { length: 64 }).notNull().unique(),
  ...timestamps,
});
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

export const SUBMISSION_KINDS = ['link', 'text', 'file'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** An assignment of one batch: what to hand in, by when, and the marks that pass it. */
export const assignments = pgTable(
  'assignments',
  {
    id: idColumn(),
    batchId: parentId('batch_id', () => batches.id, 'cascade'),
    title: varchar('title', { length: 150 }).notNull(),
    /** Markdown */
    instructions: text('instructions').notNull().default(''),
    dueAt: tz('due_at').notNull(),
    maxScore: integer('max_score').notNull(),
    /** the score at or above which it counts as passed (for the completion certificate) */
    passScore: integer('pass_score').notNull(),
    submissionKind: varchar('submission_kind', { length: 8 }).$type<SubmissionKind>().notNull(),
    createdBy: refId('created_by'),
    ...timestamps,
  },
  (t) => [index('assignments_batch_due_idx').on(t.batchId, t.dueAt)],
);
export type AssignmentRow = typeof assignments.$inferSelect;

/**
 * A student's submission to an assignment: one row per student, replaced on resubmission until
 * the due date (a resubmission after review sends it back to the queue). Late when handed in
 * after the due date.
 */
export const assignmentSubmissions = pgTable(
  'assignment_submissions',
  {
    id: idColumn(),
    assignmentId: parentId('assignment_id', () => assignments.id, 'cascade'),
    userId: refId('user_id').notNull(),
    link: varchar('link', { length: 2000 }),
    body: text('body'),
    /** file store key and the name it was uploaded with */
    fileKey: varchar('file_key', { length: 300 }),
    fileName: varchar('file_name', { length: 200 }),
    submittedAt: tz('submitted_at').notNull().defaultNow(),
    late: boolean('late').notNull().default(false),
    /** how many times it was handed in */
    attempts: integer('attempts').notNull().default(1),
    status: varchar('status', { length: 12 })
      .$type<'submitted' | 'graded'>()
      .notNull()
      .default('submitted'),
    score: integer('score'),
    feedback: text('feedback'),
    reviewedBy: refId('reviewed_by'),
    reviewedAt: tz('reviewed_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('assignment_submissions_assignment_user_uq').on(t.assignmentId, t.userId),
    index('assignment_submissions_queue_idx').on(t.assignmentId, t.status, t.submittedAt),
    index('assignment_submissions_user_idx').on(t.userId),
  ],
);
export type AssignmentSubmissionRow = typeof assignmentSubmissions.$inferSelect;
