import { timestamp, varchar } from 'drizzle-orm/pg-core';

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
