import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { createDatabase, type Database } from '../../db/client.ts';
import { postgresUrl } from '../../test/harness.ts';
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
const folder = fileURLToPath(new URL('../../db/migrations', import.meta.url));
const TRIGGERS = '0010_daily_stats_triggers.sql';

async function applyFile(database: Database, file: string) {
  const text = readFileSync(`${folder}/${file}`, 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

let database: Database;
let drop = async () => undefined as void;
beforeAll(async () => {
  if (process.env.TEST_DB === 'postgres') {
    const admin = new pg.Client({ connectionString: postgresUrl() });
    await admin.connect();
    const name = `kodeschool_t_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl());
    url.pathname = `/${name}`;
    database = await createDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    drop = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    database = await createDatabase({ dataDir: 'memory://' });
  }
});
afterAll(async () => {
  await database.close();
  await drop();
});

it('migration 0010 fills daily_stats from the rows already there', async () => {
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  expect(files).toContain(TRIGGERS);
  for (const file of files.filter((f) => f !== TRIGGERS)) await applyFile(database, file);

  const db = database.db;
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

  await applyFile(database, TRIGGERS);
  const expected = await rowsOf(db, EXPECTED_STATS);
  expect(expected).toHaveLength(14); // 7 metrics × 2 IST days
  expect(await rowsOf(db, ACTUAL_STATS)).toEqual(expected);

  // and the triggers are live from then on
  await insertKodr(db, p, { at: '2025-02-01T18:31:00Z', source: 'google' });
  expect(await rowsOf(db, ACTUAL_STATS)).toEqual(await rowsOf(db, EXPECTED_STATS));
});
