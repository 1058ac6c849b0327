import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
  CallStatus,
  EnquiryType,
  FollowUpStatus,
  HomeContent,
  KodrCohortContent,
  PaymentStatus,
  RegistrationStatus,
  SitePageContent,
} from '@app/shared';

import { idColumn, refId, timestamps, trigramIndex, tz } from './columns.ts';
import type { UtmAttribution } from './users.ts';

/** A Kodr bootcamp cohort: the landing page's data. Exactly one is current. */
export const kodrCohorts = pgTable(
  'kodr_cohorts',
  {
    id: idColumn(),
    title: varchar('title', { length: 120 }).notNull(),
    tagline: varchar('tagline', { length: 300 }).notNull().default(''),
    startDateText: varchar('start_date_text', { length: 80 }).notNull(),
    /** The day the cohort starts (IST): registration closes once it has passed. Null: not set. */
    startDate: date('start_date', { mode: 'string' }),
    baseFee: integer('base_fee').notNull(),
    gstPercent: numeric('gst_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    capacity: integer('capacity').notNull(),
    /** Registrations taken; raised in the same transaction as each insert, never above capacity. */
    registeredCount: integer('registered_count').notNull().default(0),
    schedule: jsonb('schedule').$type<KodrCohortContent['schedule']>().notNull(),
    syllabus: jsonb('syllabus').$type<KodrCohortContent['syllabus']>().notNull(),
    slogans: jsonb('slogans').$type<KodrCohortContent['slogans']>().notNull().default([]),
    posterUrl: varchar('poster_url', { length: 500 }).notNull().default(''),
    isCurrent: boolean('is_current').notNull().default(false),
    /**
     * The catalogue course students pay for to join this cohort: a paid (or approved) payment
     * for it marks the payer's registration in this cohort paid. Null: not sold online.
     */
    courseId: refId('course_id'),
    updatedBy: refId('updated_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('kodr_cohorts_current_uq')
      .on(t.isCurrent)
      .where(sql`${t.isCurrent}`),
  ],
);
export type KodrCohortRow = typeof kodrCohorts.$inferSelect;

export const kodrRegistrations = pgTable(
  'kodr_registrations',
  {
    id: idColumn(),
    cohortId: refId('cohort_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    contact: varchar('contact', { length: 20 }).notNull(),
    /** Digits of the contact (see normalizeContact): duplicate checks and contact search. */
    contactDigits: varchar('contact_digits', { length: 20 }).notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    education: varchar('education', { length: 100 }).notNull(),
    experience: varchar('experience', { length: 16 }).notNull().default('beginner'),
    callStatus: varchar('call_status', { length: 16 })
      .$type<CallStatus>()
      .notNull()
      .default('notpicked'),
    status: varchar('status', { length: 16 })
      .$type<RegistrationStatus>()
      .notNull()
      .default('pending'),
    paymentStatus: varchar('payment_status', { length: 16 })
      .$type<PaymentStatus>()
      .notNull()
      .default('pending'),
    userId: refId('user_id'),
    utm: jsonb('utm').$type<UtmAttribution>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('kodr_reg_cohort_email_uq').on(t.cohortId, t.email),
    uniqueIndex('kodr_reg_cohort_contact_uq').on(t.cohortId, t.contactDigits),
    index('kodr_reg_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('kodr_reg_call_status_idx').on(t.callStatus, t.createdAt.desc()),
    index('kodr_reg_status_idx').on(t.status, t.createdAt.desc()),
    index('kodr_reg_payment_status_idx').on(t.paymentStatus, t.createdAt.desc()),
    trigramIndex('kodr_reg_name_trgm_idx', t.name),
    trigramIndex('kodr_reg_email_trgm_idx', t.email, { lower: false }),
    trigramIndex('kodr_reg_contact_trgm_idx', t.contactDigits, { lower: false }),
    index('kodr_reg_utm_source_idx').on(sql`(${t.utm} ->> 'source')`),
    index('kodr_reg_utm_id_idx').on(sql`(${t.utm} ->> 'id')`),
  ],
);
export type KodrRegistrationRow = typeof kodrRegistrations.$inferSelect;

/**
 * Registrations counted per IST day, cohort and the three statuses; kept exact by statement
 * triggers on kodr_registrations (migration 0004). The admin list reads its totals here, and
 * seeks deep pages by day, instead of counting a million rows per request.
 */
export const kodrRegistrationStats = pgTable(
  'kodr_registration_stats',
  {
    day: date('day', { mode: 'string' }).notNull(),
    cohortId: refId('cohort_id').notNull(),
    callStatus: varchar('call_status', { length: 16 }).$type<CallStatus>().notNull(),
    status: varchar('status', { length: 16 }).$type<RegistrationStatus>().notNull(),
    paymentStatus: varchar('payment_status', { length: 16 }).$type<PaymentStatus>().notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'kodr_reg_stats_pk',
      columns: [t.day, t.cohortId, t.callStatus, t.status, t.paymentStatus],
    }),
  ],
);

export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: idColumn(),
    name: varchar('name', { length: 30 }).notNull(),
    contactCode: varchar('contact_code', { length: 5 }).notNull(),
    contactNumber: varchar('contact_number', { length: 12 }).notNull(),
    enquiryFor: varchar('enquiry_for', { length: 8 }).$type<EnquiryType>().notNull(),
    notes: text('notes').notNull().default(''),
    courseId: refId('course_id'),
    followUpStatus: varchar('follow_up_status', { length: 16 })
      .$type<FollowUpStatus>()
      .notNull()
      .default('new'),
    staffNotes: text('staff_notes').notNull().default(''),
    assignedToId: refId('assigned_to_id'),
    /** The signed-in user who asked, if any. */
    userId: refId('user_id'),
    utm: jsonb('utm').$type<UtmAttribution>(),
    ...timestamps,
  },
  (t) => [
    index('callbacks_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('callbacks_status_idx').on(t.followUpStatus, t.createdAt.desc()),
    index('callbacks_assigned_idx').on(t.assignedToId),
    index('callbacks_contact_idx').on(t.contactNumber),
    trigramIndex('callbacks_name_trgm_idx', t.name),
    index('callbacks_utm_source_idx').on(sql`(${t.utm} ->> 'source')`),
    index('callbacks_utm_id_idx').on(sql`(${t.utm} ->> 'id')`),
  ],
);
export type CallbackRequestRow = typeof callbackRequests.$inferSelect;

/** A campaign link built at /admin/utm; its id travels as utm_id. */
export const utmLinks = pgTable(
  'utm_links',
  {
    id: idColumn(),
    path: varchar('path', { length: 200 }).notNull(),
    source: varchar('source', { length: 100 }).notNull(),
    medium: varchar('medium', { length: 100 }).notNull(),
    campaign: varchar('campaign', { length: 100 }).notNull(),
    term: varchar('term', { length: 100 }),
    content: varchar('content', { length: 100 }),
    createdBy: refId('created_by'),
    ...timestamps,
  },
  (t) => [index('utm_links_created_idx').on(t.createdAt.desc())],
);
export type UtmLinkRow = typeof utmLinks.$inferSelect;

/** A page load that carried UTM parameters. */
export const utmVisits = pgTable(
  'utm_visits',
  {
    id: idColumn(),
    linkId: varchar('link_id', { length: 100 }),
    source: varchar('source', { length: 100 }).notNull(),
    medium: varchar('medium', { length: 100 }),
    campaign: varchar('campaign', { length: 100 }),
    term: varchar('term', { length: 100 }),
    content: varchar('content', { length: 100 }),
    path: varchar('path', { length: 300 }).notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('utm_visits_link_idx').on(t.linkId),
    index('utm_visits_source_idx').on(t.source, t.createdAt),
  ],
);

/** Staff-edited page content, one row per key ('home', 'page:privacy', 'page:terms'…). */
export const siteContent = pgTable('site_content', {
  key: varchar('key', { length: 32 }).primaryKey(),
  content: jsonb('content').$type<HomeContent | SitePageContent>().notNull(),
  updatedBy: refId('updated_by'),
  ...timestamps,
});
