/**
 * The benchmark's cases, with values taken from the seeded rows, and the SQL the real list
 * service runs for each: captured through a drizzle logger so the bare baseline replays exactly
 * those statements.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';

import { ZKodrListQuery } from '@app/shared';

import type { Db } from '../../apps/api/src/db/client.ts';
import * as schema from '../../apps/api/src/db/schema/index.ts';
import { listRegistrations } from '../../apps/api/src/features/kodr/kodr.service.ts';

export type BenchCase = { name: string; label: string; query: string };
export type CapturedCase = BenchCase & {
  statements: { text: string; params: unknown[] }[];
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
  const q = (params: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return [
    { name: 'name3', label: 'search=pri (3-letter name)', query: q({ search: 'pri' }) },
    { name: 'email', label: `search=<e-mail>`, query: q({ search: email }) },
    { name: 'contact', label: `search=<contact as typed>`, query: q({ search: contact }) },
    { name: 'status', label: 'status=onhold', query: q({ status: 'onhold' }) },
    { name: 'page1', label: 'page=1 (no filter)', query: q({ page: 1 }) },
    { name: 'deep', label: `page=${deepPage} (no filter)`, query: q({ page: deepPage }) },
    {
      name: 'statusDeep',
      label: `status=onhold&paymentStatus=paid&page=${Math.floor(deepPage / 30)}`,
      query: q({ status: 'onhold', paymentStatus: 'paid', page: Math.floor(deepPage / 30) }),
    },
  ];
}

/** Runs the real list service once per case and records each statement it sent. */
export async function captureCases(pool: pg.Pool, cases: BenchCase[]): Promise<CapturedCase[]> {
  let statements: CapturedCase['statements'] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => void statements.push({ text, params }) },
  }) as unknown as Db;
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

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
};

/** "Index Only Scan kodr_reg_created_idx", "Seq Scan kodr_registration_stats", … per statement. */
export async function explainCase(pool: pg.Pool, c: CapturedCase) {
  const out: { scans: string[]; ms: number }[] = [];
  for (const s of c.statements) {
    const { rows } = await pool.query<{
      'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }];
    }>(`explain (analyze, format json) ${s.text}`, s.params);
    const [plan] = rows[0]!['QUERY PLAN'];
    const scans: string[] = [];
    const walk = (node: PlanNode) => {
      if (node['Index Name']) scans.push(`${node['Node Type']} ${node['Index Name']}`);
      else if (node['Node Type'] === 'Seq Scan') scans.push(`Seq Scan ${node['Relation Name']}`);
      node.Plans?.forEach(walk);
    };
    walk(plan.Plan);
    out.push({ scans: [...new Set(scans)], ms: plan['Execution Time'] });
  }
  return out;
}

export async function tableFacts(pool: pg.Pool) {
  const { rows } = await pool.query<{ rows: number; stats: number; size: string }>(
    `select (select count(*) from kodr_registrations)::int as rows,
       (select count(*) from kodr_registration_stats)::int as stats,
       pg_size_pretty(pg_total_relation_size('kodr_registrations')) as size`,
  );
  return rows[0]!;
}
