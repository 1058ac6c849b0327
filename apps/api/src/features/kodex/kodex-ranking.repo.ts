import { count, eq, inArray, sql } from 'drizzle-orm';

import { rowsOf, type Tx } from '../../db/client.ts';
import { codingProblems, whizzAttempts } from '../../db/schema/index.ts';
import type { ContestRecord } from './kodex.dto.ts';

/** One ranked attempt as the statement answers it (numbers may come back as text). */
export type RankingRow = {
  user_id: string;
  name: string | null;
  score: string | number;
  solved: string | number;
  secs: string | number | null;
  rank: string | number;
  total: string | number;
};

/**
 * The contest's ranking, live: from the judged 'submit' submissions of every attempt at the
 * contest's whizz, per attempt and problem the best points earned (at most the problem's
 * points). score = Σ best ÷ Σ problem points × the whizz's total score (2 decimals);
 * problemsSolved = problems at full points; time = seconds from the attempt's start to the
 * submission that last raised its score. Submitted and running attempts follow the same rule.
 * Order: score desc, time asc; attempts with nothing judged yet come last with 0.
 */
export async function findRankingPage(
  db: Tx,
  contest: ContestRecord,
  page: { offset: number; limit: number },
): Promise<{ rows: RankingRow[]; total: number }> {
  const ids = contest.whizz.questions
    .filter((q) => q.type === 'codingProblem')
    .map((q) => q.questionId);
  const problems = ids.length
    ? await db
        .select({ id: codingProblems.id, points: codingProblems.points })
        .from(codingProblems)
        .where(inArray(codingProblems.id, ids))
    : [];
  const maxPoints = problems.reduce((sum, p) => sum + Number(p.points), 0);
  const problemTable = problems.length
    ? sql`select * from (values ${sql.join(
        problems.map((p) => sql`(${p.id}::varchar, ${p.points}::numeric)`),
        sql`, `,
      )}) v(id, points)`
    : sql`select ''::varchar as id, 0::numeric as points where false`;

  const rows = await rowsOf<RankingRow>(
    db,
    sql`with p as (${problemTable}),
    att as (
      select a.id, a.user_id, a.started_at from ${whizzAttempts} a
      where a.whizz_id = ${contest.whizzId}
    ),
    subs as (
      select s.attempt_id, s.problem_id, s.created_at, least(s.points_earned, p.points) as pts,
        max(least(s.points_earned, p.points)) over (
          partition by s.attempt_id, s.problem_id order by s.created_at, s.id
          rows between unbounded preceding and 1 preceding
        ) as prev
      from code_submissions s
      join att on att.id = s.attempt_id
      join p on p.id = s.problem_id
      where s.kind = 'submit' and s.status = 'done'
    ),
    best as (
      select attempt_id, problem_id, max(pts) as best from subs group by attempt_id, problem_id
    ),
    per as (
      select b.attempt_id, sum(b.best) as raw,
        count(*) filter (where p.points > 0 and b.best >= p.points) as solved
      from best b join p on p.id = b.problem_id group by b.attempt_id
    ),
    raised as (
      select attempt_id, max(created_at) as last_raise from subs
      where pts > coalesce(prev, 0) group by attempt_id
    ),
    scored as (
      select att.id, att.user_id, att.started_at,
        case when ${maxPoints}::numeric > 0
          then round(coalesce(per.raw, 0) / ${maxPoints}::numeric * ${contest.whizz.totalScore}::numeric, 2)
          else 0 end as score,
        coalesce(per.solved, 0) as solved,
        case when raised.last_raise is null then null
          else greatest(0, floor(extract(epoch from raised.last_raise - att.started_at)))::int end as secs
      from att
      left join per on per.attempt_id = att.id
      left join raised on raised.attempt_id = att.id
    )
    select s.user_id, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as name,
      s.score, s.solved, s.secs,
      rank() over (order by s.score desc, s.secs asc nulls last) as rank,
      count(*) over () as total
    from scored s left join users u on u.id = s.user_id
    order by s.score desc, s.secs asc nulls last, s.started_at asc, s.id asc
    limit ${page.limit} offset ${page.offset}`,
  );

  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && page.offset > 0) {
    const [row] = await db
      .select({ n: count() })
      .from(whizzAttempts)
      .where(eq(whizzAttempts.whizzId, contest.whizzId));
    total = row?.n ?? 0;
  }
  return { rows, total };
}
