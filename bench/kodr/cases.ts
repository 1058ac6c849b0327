/**
 * The benchmark's cases, with values taken from the seeded rows, and the SQL the real list
 * service runs for each: captured through a drizzle logger so the bare baseline replays exactly
 * those statements.
 */
import type pg from 'pg';

import { ZKodrListQuery } from '@app/shared';

import { listRegistrations } from '../../apps/api/src/features/kodr/kodr.service.ts';
import { capturingDb, queryString, type Statement } from '../lib/sql-cases.ts';

export type BenchCase = { name: string; label: string; query: string };
export type CapturedCase = BenchCase & {
  statements: Statement[];
  /** What the service answered: total and rows on the page, for the report. */
  totalItems: number;
  rows: number;
  isTotalCapped: boolean;
};

/** Picks the cases' values from the data: a real e-mail and contact, a page in the middle. */
export async function chooseCases(pool: pg.Pool): Promise<BenchCase[]> {
  const { rows: total } = await pool.query<{ n: number }>(
    'select sum(n)::int as n from kodr_registration_stats',
  );
  const n = total[0]!.n;
  // A row from the middle of the table: neither the newest nor the oldest pages are cached for it.
  const { rows: sample } = await pool.query<{ email: string; contact: string }>(
    'select email, contact from kodr_registrations order by created_at desc offset $1 limit 1',
    [Math.floor(n / 3)],
  );
  const { email, contact } = sample[0]!;
  const deepPage = Math.max(2, Math.floor(n / 2 / 10));
  return [
    { name: 'name3', label: 'search=pri (3-letter name)', query: queryString({ search: 'pri' }) },
    { name: 'email', label: `search=<e-mail>`, query: queryString({ search: email }) },
    {
      name: 'contact',
      label: `search=<contact as typed>`,
      query: queryString({ search: contact }),
    },
    { name: 'status', label: 'status=onhold', query: queryString({ status: 'onhold' }) },
    { name: 'page1', label: 'page=1 (no filter)', query: queryString({ page: 1 }) },
    { name: 'deep', label: `page=${deepPage} (no filter)`, query: queryString({ page: deepPage }) },
    {
      name: 'statusDeep',
      label: `status=onhold&paymentStatus=paid&page=${Math.floor(deepPage / 30)}`,
      query: queryString({
        status: 'onhold',
        paymentStatus: 'paid',
        page: Math.floor(deepPage / 30),
      }),
    },
  ];
}

/** Runs the real list service once per case and records each statement it sent. */
export async function captureCases(pool: pg.Pool, cases: BenchCase[]): Promise<CapturedCase[]> {
  let statements: Statement[] = [];
  const db = capturingDb(pool, () => statements);
  const captured: CapturedCase[] = [];
  for (const c of cases) {
    statements = [];
    const query = ZKodrListQuery.parse(Object.fromEntries(new URLSearchParams(c.query)));
    const data = await listRegistrations({ db }, query);
    captured.push({
      ...c,
      statements,
      totalItems: data.pagination.totalItems,
      rows: data.kodrRegistrations.length,
      isTotalCapped: data.isTotalCapped ?? false,
    });
  }
  return captured;
}

export async function tableFacts(pool: pg.Pool) {
  const { rows } = await pool.query<{ rows: number; stats: number; size: string }>(
    `select (select count(*) from kodr_registrations)::int as rows,
       (select count(*) from kodr_registration_stats)::int as stats,
       pg_size_pretty(pg_total_relation_size('kodr_registrations')) as size`,
  );
  return rows[0]!;
}
