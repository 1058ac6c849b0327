/**
 * What the SQL benchmarks (kodr, staff) share: the statements a real service sends, captured
 * through a drizzle logger so the bare baseline replays exactly those, and their EXPLAIN ANALYZE.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';

import type { Db } from '../../apps/api/src/db/client.ts';
import * as schema from '../../apps/api/src/db/schema/index.ts';

export type Statement = { text: string; params: unknown[] };

/** `{ search: 'pri', page: 2 }` → `search=pri&page=2`. */
export const queryString = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** A drizzle handle whose every statement lands in `sink()` (read per statement, so it can be swapped). */
export function capturingDb(pool: pg.Pool, sink: () => Statement[]): Db {
  return drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => void sink().push({ text, params }) },
  }) as unknown as Db;
}

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
};

/** "Index Only Scan kodr_reg_created_idx", "Seq Scan batches", … and the time, per statement. */
export async function explain(pool: pg.Pool, statements: Statement[]) {
  const out: { scans: string[]; ms: number }[] = [];
  for (const s of statements) {
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
