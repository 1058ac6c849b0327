import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import type { Utm } from '@app/shared';

import { idColumn, refId, timestamps, trigramIndex, tz } from './columns.ts';

/** First-touch UTM attribution (ZUtm): source, medium, campaign, term, content, id (the link). */
export type UtmAttribution = Utm;

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull().default(''),
    email: varchar('email', { length: 254 }),
    phoneCode: varchar('phone_code', { length: 5 }),
    phoneNumber: varchar('phone_number', { length: 15 }),
    role: varchar('role', { length: 32 }).notNull().default('student'),
    isActive: boolean('is_active').notNull().default(false),
    googleSub: varchar('google_sub', { length: 64 }),
    phoneVerifiedAt: tz('phone_verified_at'),
    /** Who verified the user by hand and why (support path for numbers outside +91). */
    verifiedBy: refId('verified_by'),
    verificationNote: text('verification_note'),
    utm: jsonb('utm').$type<UtmAttribution>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_phone_uq').on(t.phoneNumber),
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_google_sub_uq').on(t.googleSub),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
    index('users_utm_id_idx').on(sql`(${t.utm} ->> 'id')`),
    // admin users search at 1,000,000 users (issue #7): substring e-mail and phone search
    trigramIndex('users_email_trgm_idx', t.email, { lower: false }),
    trigramIndex('users_phone_trgm_idx', t.phoneNumber, { lower: false }),
    index('users_active_created_idx').on(t.isActive, t.createdAt),
    index('users_name_trgm_idx').using(
      'gin',
      sql`(lower(${t.firstName} || ' ' || ${t.lastName})) gin_trgm_ops`,
    ),
  ],
);
export type UserRow = typeof users.$inferSelect;
