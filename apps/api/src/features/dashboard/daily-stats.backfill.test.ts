import { afterAll, beforeAll, expect, it } from 'vitest';

import { applyMigrationFile, emptyDatabase, migrationFiles } from '../../test/migration-db.ts';
import {
  ACTUAL_STATS,
  EXPECTED_STATS,
  insertAttempt,
  insertEnrolment,
  insertKodr,
  insertLeadOfEachKind,
  insertParents,
  insertPayer,
  insertPayment,
  rowsOf,
} from './dashboard.fixtures.ts';

/**
 * Migration 0010 on a database that already holds rows: it must fill daily_stats from them.
 * Every other migration is applied by hand (statement by statement, as drizzle does), rows go in,
 * then 0010 runs. The later ones go in first too: the rows are written with today's Drizzle
 * schema, whose inserts name every column, including columns later migrations add.
 */
const TRIGGERS = '0010_daily_stats_triggers.sql';

let fresh: Awaited<ReturnType<typeof emptyDatabase>>;
beforeAll(async () => {
  fresh = await emptyDatabase();
});
afterAll(() => fresh.close());

it('migration 0010 fills daily_stats from the rows already there', async () => {
  const files = migrationFiles();
  expect(files).toContain(TRIGGERS);
  for (const file of files.filter((f) => f !== TRIGGERS)) {
    await applyMigrationFile(fresh.database, file);
  }

  const db = fresh.database.db;
  const p = await insertParents(db);
  for (const [i, at] of ['2025-02-01T18:29:00Z', '2025-02-01T18:31:00Z'].entries()) {
    const source = i ? 'google' : null;
    await insertLeadOfEachKind(db, p, { at, source });
    await insertEnrolment(db, p, at);
    await insertAttempt(db, p, at);
    const userId = await insertPayer(db, source);
    await insertPayment(db, p, {
      userId,
      at,
      status: 'paid',
      paidAt: at,
      totalPaise: 1000 * (i + 1),
    });
    await insertPayment(db, p, { userId, at, status: 'created', totalPaise: 5000 });
  }
  expect(await rowsOf(db, ACTUAL_STATS)).toEqual([]);

  await applyMigrationFile(fresh.database, TRIGGERS);
  const expected = await rowsOf(db, EXPECTED_STATS);
  expect(expected).toHaveLength(14); // 7 metrics × 2 IST days
  expect(await rowsOf(db, ACTUAL_STATS)).toEqual(expected);

  // and the triggers are live from then on
  await insertKodr(db, p, { at: '2025-02-01T18:31:00Z', source: 'google' });
  expect(await rowsOf(db, ACTUAL_STATS)).toEqual(await rowsOf(db, EXPECTED_STATS));
});
