import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  timestamp,
  varchar,
  type AnyPgColumn,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';

import { newId } from '../../core/ids.ts';

/** `_id` column: 24-hex ObjectId-style key. */
export const idColumn = () =>
  varchar('id', { length: 24 })
    .primaryKey()
    .$defaultFn(() => newId());

export const refId = (name: string) => varchar(name, { length: 24 });

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date()),
};

export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A required reference to a parent row's id, and what deleting the parent does to this row. */
export const parentId = (name: string, parent: () => AnyPgColumn, onDelete: UpdateDeleteAction) =>
  refId(name).notNull().references(parent, { onDelete });

/** `is_active`, on unless switched off. */
export const isActiveColumn = () => boolean('is_active').notNull().default(true);

/**
 * A pg_trgm index for substring search: on `lower(column)` where the search ignores case, on the
 * column itself where it is stored normalised already (e-mails, digits, codes).
 */
export const trigramIndex = (name: string, column: AnyPgColumn, { lower = true } = {}) =>
  index(name).using(
    'gin',
    lower ? sql`lower(${column}) gin_trgm_ops` : sql`${column} gin_trgm_ops`,
  );
