import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

import { idColumn, parentId, refId, timestamps, tz } from './columns.ts';
import { users } from './users.ts';

/** One row per code sent. A newer row for the same phone supersedes the older ones. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: idColumn(),
    phoneNumber: varchar('phone_number', { length: 15 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull().default('login'),
    userId: refId('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** 1 for a first send, 2+ for resends in the same sequence (drives the 30 s / 90 s wait). */
    sendSeq: integer('send_seq').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tz('expires_at').notNull(),
    consumedAt: tz('consumed_at'),
    ip: varchar('ip', { length: 64 }),
    ...timestamps,
  },
  (t) => [index('otp_phone_created_idx').on(t.phoneNumber, t.createdAt)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    userId: parentId('user_id', () => users.id, 'cascade'),
    /** All tokens rotated from one login share a family; reuse of a rotated one kills it. */
    familyId: varchar('family_id', { length: 24 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: tz('expires_at').notNull(),
    rotatedAt: tz('rotated_at'),
    revokedAt: tz('revoked_at'),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 256 }),
    ...timestamps,
  },
  (t) => [index('refresh_family_idx').on(t.familyId), index('refresh_user_idx').on(t.userId)],
);

export const bans = pgTable(
  'bans',
  {
    id: idColumn(),
    userId: refId('user_id').references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: varchar('phone_number', { length: 15 }),
    email: varchar('email', { length: 254 }),
    reason: varchar('reason', { length: 500 }).notNull(),
    endsAt: tz('ends_at'),
    liftedAt: tz('lifted_at'),
    liftedBy: refId('lifted_by'),
    createdBy: refId('created_by'),
    ...timestamps,
  },
  (t) => [
    index('bans_user_idx').on(t.userId),
    index('bans_phone_idx').on(t.phoneNumber),
    index('bans_email_idx').on(t.email),
  ],
);
