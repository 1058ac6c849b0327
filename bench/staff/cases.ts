/**
 * The staff benchmark's cases and the SQL behind each: the statements the real services send
 * (captured through a drizzle logger, so the bare baseline replays exactly those), and for the
 * dashboard the same answer computed straight from the source tables (no daily_stats), to show
 * what the rollup saves.
 */
import type pg from 'pg';

import { istDayEnd, istDayStart, istToday, ZDashboardQuery, ZUserListQuery } from '@app/shared';

import { getDashboard } from '../../apps/api/src/features/dashboard/dashboard.service.ts';
import { listUsers } from '../../apps/api/src/features/staff/users.service.ts';
import { capturingDb, queryString, type Statement } from '../lib/sql-cases.ts';

export type BenchCase = {
  name: string;
  label: string;
  /** under /api/v1/admin */
  path: string;
  statements: Statement[];
  /** the service sends its statements side by side (Promise.all) rather than in turn */
  parallel: boolean;
  /** dashboard only: the same figures from the source tables */
  direct?: Statement[];
  /** what the service answered, checked against the API before measuring */
  answer: string;
};

const DAY_MS = 86_400_000;
const dayBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

/**
 * Without daily_stats: every counted row of the range read from its table and grouped the
 * same two ways (per metric and day, per metric and source), plus the service's "now" counts.
 */
function directStatements(from: string, to: string, now: Statement): Statement[] {
  const a = istDayStart(from).toISOString();
  const b = istDayEnd(to).toISOString();
  const lead = (metric: string, table: string) =>
    `select '${metric}' as metric, created_at as at, utm, 0::bigint as amount from ${table}
       where created_at >= $1 and created_at < $2`;
  const text = `
    with c as (
      ${lead('kodr', 'kodr_registrations')} union all ${lead('kodex', 'kodex_registrations')}
      union all ${lead('webinar', 'webinar_users')} union all ${lead('callback', 'callback_requests')}
      union all select 'payment', coalesce(p.paid_at, p.created_at), u.utm, p.total_paise
        from payments p left join users u on u.id = p.user_id
        where p.status = 'paid' and coalesce(p.paid_at, p.created_at) >= $1
          and coalesce(p.paid_at, p.created_at) < $2
      union all select 'enrolment', created_at, null, 0 from enrolments
        where created_at >= $1 and created_at < $2
      union all select 'quiz_attempt', started_at, null, 0 from whizz_attempts
        where started_at >= $1 and started_at < $2
    ), d as (
      select metric, (at at time zone 'Asia/Kolkata')::date as day,
        left(coalesce(utm ->> 'source', ''), 100) as source, amount from c
    )
    select metric, day::text, source, count(*) as count, sum(amount) as amount from d
    group by grouping sets ((metric, day), (metric, source))`;
  return [{ text, params: [a, b] }, now];
}

export async function dashboardCases(pool: pg.Pool): Promise<BenchCase[]> {
  const today = istToday();
  const ranges: { name: string; label: string; query: Record<string, string> }[] = [
    { name: 'dash30', label: 'dashboard, 30 days (default)', query: {} },
    {
      name: 'dash365',
      label: 'dashboard, 365 days',
      query: { from: dayBefore(today, 364), to: today },
    },
  ];
  const out: BenchCase[] = [];
  for (const r of ranges) {
    const statements: Statement[] = [];
    const db = capturingDb(pool, () => statements);
    const d = await getDashboard({ db, warnings: [] }, ZDashboardQuery.parse(r.query), 'admin');
    const nowStatement = statements.find((s) => s.text.includes('callback_requests'))!;
    out.push({
      name: r.name,
      label: r.label,
      path: `/dashboard${Object.keys(r.query).length ? `?${queryString(r.query)}` : ''}`,
      statements,
      parallel: true,
      direct: directStatements(d.range.from, d.range.to, nowStatement),
      answer: JSON.stringify(d.figures),
    });
  }
  return out;
}

/** Values taken from the seeded rows: a real e-mail and phone from the middle of the table. */
export async function userCases(pool: pg.Pool): Promise<BenchCase[]> {
  const { rows: total } = await pool.query<{ n: number }>('select count(*)::int as n from users');
  const n = total[0]!.n;
  const { rows: sample } = await pool.query<{ email: string; phone: string }>(
    `select email, phone_number as phone from users where email is not null
     order by created_at offset $1 limit 1`,
    [Math.floor(n / 3)],
  );
  const { email, phone } = sample[0]!;
  const deep = Math.floor(n / 2 / 10);
  const cases: { name: string; label: string; query: Record<string, string | number> }[] = [
    { name: 'name3', label: 'search=ana (name substring)', query: { search: 'ana' } },
    { name: 'fullName', label: 'search=kavya reddy (full name)', query: { search: 'kavya reddy' } },
    { name: 'email', label: 'search=<e-mail>', query: { search: email } },
    { name: 'phone', label: 'search=<phone, 10 digits>', query: { search: phone } },
    { name: 'role', label: 'role=admin', query: { role: 'admin' } },
    { name: 'deep', label: `page=${deep} (no filter)`, query: { page: deep } },
    {
      name: 'inactiveDeep',
      label: `active=false&page=${Math.floor(deep / 10)}`,
      query: { active: 'false', page: Math.floor(deep / 10) },
    },
  ];
  const out: BenchCase[] = [];
  for (const c of cases) {
    const statements: Statement[] = [];
    const db = capturingDb(pool, () => statements);
    const data = await listUsers({ db }, ZUserListQuery.parse(c.query));
    out.push({
      name: c.name,
      label: c.label,
      path: `/users?${queryString(c.query)}`,
      statements,
      parallel: false,
      answer: JSON.stringify({ total: data.pagination.totalItems, rows: data.users.length }),
    });
  }
  return out;
}
