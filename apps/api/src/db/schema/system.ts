import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';

import { idColumn, refId, timestamps, tz } from './columns.ts';

export type FieldChange = { before: unknown; after: unknown };

/** Append-only: a trigger in the migrations refuses UPDATE and DELETE. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: idColumn(),
    actorId: refId('actor_id'),
    actorRole: varchar('actor_role', { length: 32 }),
    action: varchar('action', { length: 64 }).notNull(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }),
    changes: jsonb('changes').$type<Record<string, FieldChange>>().notNull().default({}),
    requestId: varchar('request_id', { length: 128 }),
    ip: varchar('ip', { length: 64 }),
    ...timestamps,
  },
  (t) => [
    index('activity_actor_idx').on(t.actorId, t.createdAt),
    index('activity_entity_idx').on(t.entity, t.entityId),
    index('activity_action_idx').on(t.action),
    index('activity_created_idx').on(t.createdAt),
  ],
);

export type OutboxAttachment = {
  filename: string;
  contentType: string;
  path?: string;
  content?: string;
};

export const outbox = pgTable(
  'outbox',
  {
    id: idColumn(),
    channel: varchar('channel', { length: 8 }).$type<'sms' | 'email'>().notNull(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    status: varchar('status', { length: 16 })
      // queued: waiting for core/outbox-delivery.ts; pending: being sent right now (OTPs)
      .$type<'queued' | 'pending' | 'sent' | 'failed' | 'logged'>()
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: tz('sent_at'),
    /** Lets a producer send a message at most once (e.g. one e-mail per webinar user). */
    dedupeKey: varchar('dedupe_key', { length: 200 }).unique(),
    refId: refId('ref_id'),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt), index('outbox_status_idx').on(t.status)],
);

export type OutboxRow = typeof outbox.$inferSelect;
