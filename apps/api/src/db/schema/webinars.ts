import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import type { CertificateStatus, EmailAudience, Speaker } from '@app/shared';

import { idColumn, parentId, refId, timestamps, trigramIndex, tz } from './columns.ts';
import { batches } from './courses.ts';
import type { UtmAttribution } from './users.ts';

/** A live webinar; staff find it by _id, the public by webinarCode. Status is derived from time. */
export const webinars = pgTable(
  'webinars',
  {
    id: idColumn(),
    webinarCode: varchar('webinar_code', { length: 60 }).notNull().unique(),
    title: varchar('title', { length: 150 }).notNull(),
    description: text('description').notNull().default(''),
    speakers: jsonb('speakers').$type<Speaker[]>().notNull().default([]),
    startTime: tz('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    joinLink: varchar('join_link', { length: 2000 }).notNull(),
    coverImage: varchar('cover_image', { length: 2000 }),
    registrationOpen: boolean('registration_open').notNull().default(true),
    /** null: no limit */
    capacity: integer('capacity'),
    /** kept exact under the registration lock; capacity checks read it */
    registeredCount: integer('registered_count').notNull().default(0),
    certificateEnabled: boolean('certificate_enabled').notNull().default(true),
    certificateSignatory: varchar('certificate_signatory', { length: 100 }).notNull().default(''),
    certificateSignatoryTitle: varchar('certificate_signatory_title', { length: 100 })
      .notNull()
      .default(''),
    /** of the last certificate run */
    certificateStatus: varchar('certificate_status', { length: 16 })
      .$type<CertificateStatus>()
      .notNull()
      .default('not_sent'),
    createdBy: refId('created_by'),
    ...timestamps,
  },
  (t) => [
    index('webinars_start_idx').on(t.startTime.desc(), t.id.desc()),
    trigramIndex('webinars_title_trgm_idx', t.title),
  ],
);
export type WebinarRow = typeof webinars.$inferSelect;

/** A registrant of one webinar, identified by phone within it. */
export const webinarUsers = pgTable(
  'webinar_users',
  {
    id: idColumn(),
    webinarId: parentId('webinar_id', () => webinars.id, 'cascade'),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    attended: boolean('attended').notNull().default(false),
    attendedMinutes: integer('attended_minutes'),
    certificateStatus: varchar('certificate_status', { length: 16 })
      .$type<CertificateStatus>()
      .notNull()
      .default('not_sent'),
    /** the code of this attendee's certificate (webinar_certificates.code) once issued */
    certificateCode: varchar('certificate_code', { length: 14 }),
    certificateError: text('certificate_error'),
    /** the platform account with this phone, when there is one */
    userId: refId('user_id'),
    utm: jsonb('utm').$type<UtmAttribution>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('webinar_users_webinar_phone_uq').on(t.webinarId, t.phone),
    index('webinar_users_webinar_created_idx').on(t.webinarId, t.createdAt.desc(), t.id.desc()),
    index('webinar_users_webinar_attended_idx').on(t.webinarId, t.attended),
    index('webinar_users_phone_idx').on(t.phone),
    index('webinar_users_email_idx').on(t.email),
    index('webinar_users_user_idx').on(t.userId),
    trigramIndex('webinar_users_name_trgm_idx', t.name),
    trigramIndex('webinar_users_email_trgm_idx', t.email, { lower: false }),
    trigramIndex('webinar_users_phone_trgm_idx', t.phone, { lower: false }),
  ],
);
export type WebinarUserRow = typeof webinarUsers.$inferSelect;

/**
 * An issued certificate: of a webinar's attendee, or (kind 'course') of a student who completed a
 * batch's course. It outlives its webinar, registrant or batch (ids set null on delete) so that
 * /certificates/{code} keeps answering; name, title and date (the webinar's, or the completion
 * day) are copied at issue time.
 */
export const webinarCertificates = pgTable(
  'webinar_certificates',
  {
    id: idColumn(),
    code: varchar('code', { length: 14 }).notNull().unique(),
    webinarId: refId('webinar_id').references(() => webinars.id, { onDelete: 'set null' }),
    webinarUserId: refId('webinar_user_id').references(() => webinarUsers.id, {
      onDelete: 'set null',
    }),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    webinarTitle: varchar('webinar_title', { length: 150 }).notNull(),
    webinarDate: tz('webinar_date').notNull(),
    /** where the PDF is kept (file store key) */
    fileKey: varchar('file_key', { length: 300 }),
    issuedAt: tz('issued_at').notNull().defaultNow(),
    kind: varchar('kind', { length: 8 }).$type<'webinar' | 'course'>().notNull().default('webinar'),
    /** course certificates: the student and the batch they completed */
    userId: refId('user_id'),
    batchId: refId('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('webinar_certificates_user_uq').on(t.webinarUserId),
    uniqueIndex('webinar_certificates_course_user_batch_uq')
      .on(t.userId, t.batchId)
      .where(sql`${t.kind} = 'course'`),
  ],
);
export type WebinarCertificateRow = typeof webinarCertificates.$inferSelect;

/** A bulk e-mail or certificate run of one webinar. Counts come from its deliveries. */
export const webinarCampaigns = pgTable(
  'webinar_campaigns',
  {
    id: idColumn(),
    webinarId: parentId('webinar_id', () => webinars.id, 'cascade'),
    kind: varchar('kind', { length: 16 }).$type<'email' | 'certificates'>().notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull().default(''),
    audience: varchar('audience', { length: 16 }).$type<EmailAudience>().notNull(),
    status: varchar('status', { length: 16 })
      .$type<'queued' | 'sending' | 'done'>()
      .notNull()
      .default('queued'),
    total: integer('total').notNull().default(0),
    createdBy: refId('created_by'),
    finishedAt: tz('finished_at'),
    ...timestamps,
  },
  (t) => [index('webinar_campaigns_webinar_idx').on(t.webinarId, t.createdAt.desc())],
);
export type WebinarCampaignRow = typeof webinarCampaigns.$inferSelect;

/**
 * One recipient of one run: the unit of exactly-once. A worker marks it `sending` (with its claim
 * token) before talking to SMTP and `sent` right after; a rerun skips `sent` rows.
 */
export const webinarDeliveries = pgTable(
  'webinar_deliveries',
  {
    id: idColumn(),
    campaignId: parentId('campaign_id', () => webinarCampaigns.id, 'cascade'),
    webinarUserId: parentId('webinar_user_id', () => webinarUsers.id, 'cascade'),
    /** which job chunk sends it */
    chunk: integer('chunk').notNull(),
    to: varchar('to', { length: 254 }).notNull(),
    status: varchar('status', { length: 16 })
      .$type<'queued' | 'sending' | 'sent' | 'failed'>()
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** stable per delivery, so a receiving server can drop a duplicate */
    messageId: varchar('message_id', { length: 200 }).notNull(),
    lastError: text('last_error'),
    sentAt: tz('sent_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('webinar_deliveries_campaign_user_uq').on(t.campaignId, t.webinarUserId),
    index('webinar_deliveries_chunk_idx').on(t.campaignId, t.chunk, t.status),
    index('webinar_deliveries_status_idx').on(t.campaignId, t.status),
  ],
);
export type WebinarDeliveryRow = typeof webinarDeliveries.$inferSelect;
