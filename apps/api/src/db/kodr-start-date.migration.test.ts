import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { applyMigrationFile, emptyDatabase, migrationFiles } from '../test/migration-db.ts';
import { kodrCohorts } from './schema/index.ts';

/**
 * Migration 0015 on cohorts saved before start_date existed (issue 15): the day written in the
 * start text becomes start_date, so a cohort that began long ago closes its form. Texts without
 * a real day keep NULL, and a date already set is left alone.
 */
const FILL = '0015_kodr_start_date_from_text.sql';
let fresh: Awaited<ReturnType<typeof emptyDatabase>>;
beforeAll(async () => {
  fresh = await emptyDatabase();
});
afterAll(() => fresh.close());

it('reads the start day from the text of older cohorts', async () => {
  const files = migrationFiles();
  const at = files.indexOf(FILL);
  expect(at).toBeGreaterThan(0);
  for (const file of files.slice(0, at)) await applyMigrationFile(fresh.database, file);
  const db = fresh.database.db;
  const rows: [string, string, string | null][] = [
    ['k00000000000000000000001', 'Starts on: 3 November 2025', null],
    ['k00000000000000000000002', 'Started on: 21 December 2026', null],
    ['k00000000000000000000003', 'Batch starting soon', null],
    ['k00000000000000000000004', 'Starts on: 31 February 2025', null],
    ['k00000000000000000000005', 'Starts on: 3 November 2025', '2027-01-04'],
  ];
  for (const [id, text, start] of rows) {
    await db.execute(
      sql.raw(`insert into kodr_cohorts (id, title, start_date_text, base_fee, gst_percent,
        capacity, schedule, syllabus, start_date)
        values ('${id}', 'Kodr', '${text}', 69999, 18, 30, '{}', '[]',
        ${start ? `'${start}'` : 'null'})`),
    );
  }
  await applyMigrationFile(fresh.database, FILL);
  const after = await db
    .select({ text: kodrCohorts.startDateText, start: kodrCohorts.startDate })
    .from(kodrCohorts)
    .orderBy(asc(kodrCohorts.id));
  expect(after.map((r) => r.start)).toEqual(['2025-11-03', '2026-12-21', null, null, '2027-01-04']);
});
