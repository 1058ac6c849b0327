import { Radio, Trophy } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';

import { DEFAULT_PAGE_SIZE, PAGE_SIZES, plural, type KodexContest } from '@app/shared';

import { AdminSelect } from '@/components/admin/admin-select';
import { PaginationBar } from '@/components/admin/pagination-bar';
import { BackLink } from '@/components/site/hero-stage';
import { buttonStyles } from '@/components/ui/button-styles';
import { StatusPanel } from '@/components/ui/status-panel';
import { getErrorMessage } from '@/core/api-client';
import { formatTime } from '@/core/format-date';
import { useNow } from '@/core/hooks/use-now';

import { useKodexOverview, useKodexRanking } from '../api/public-kodex.ts';
import { KodexPhaseBadge } from '../components/kodex-phase-badge.tsx';
import { KodexLoadError, KodexNoContest } from '../components/kodex-states.tsx';
import { RankingPodium } from '../components/ranking-podium.tsx';
import { RankingTable } from '../components/ranking-table.tsx';
import { defaultRankingContest, istDateTime } from '../lib/kodex-display.ts';
import { contestPhase } from '../lib/kodex-time.ts';

const positiveInt = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/** /kodex/ranking: a contest's ranking, refreshed every 10 s while it runs. */
export default function KodexRankingPage() {
  const overview = useKodexOverview();
  const [params, setParams] = useSearchParams();
  const now = useNow(1000);

  const contests: KodexContest[] = overview.data
    ? [...(overview.data.contest ? [overview.data.contest] : []), ...overview.data.past]
    : [];
  const fallback = overview.data
    ? defaultRankingContest(overview.data.contest, overview.data.past)
    : null;
  const contestId = params.get('contest') || fallback?._id || null;
  const page = positiveInt(params.get('page'), 1);
  const limitRaw = positiveInt(params.get('limit'), DEFAULT_PAGE_SIZE);
  const limit = (PAGE_SIZES as readonly number[]).includes(limitRaw) ? limitRaw : DEFAULT_PAGE_SIZE;
  const ranking = useKodexRanking(overview.data ? contestId : null, page, limit);

  const update = (change: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(change)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );

  if (overview.error && !overview.data) {
    return <KodexLoadError query={overview} />;
  }
  if (overview.data && !contestId) return <KodexNoContest />;

  const data = ranking.data;
  const contest = data?.contest ?? contests.find((c) => c._id === contestId) ?? null;
  const phase = contest ? contestPhase(contest, now) : null;
  const isLive = phase === 'live';
  const notStarted = contest && phase !== 'live' && phase !== 'finished';

  return (
    <div className="min-h-[70vh] bg-slate-50">
      <title>{`Ranking${contest ? ` · ${contest.title}` : ''} | KodeSchool`}</title>
      <div className="bg-slate-950 text-white">
        <div className="container-page py-8 sm:py-12">
          <BackLink to="/kodex">Kodex</BackLink>
          <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0">
              <p className="flex items-center gap-2 font-mono text-xs font-semibold tracking-widest text-brand-200 uppercase">
                <Trophy className="size-4 text-amber-400" aria-hidden="true" />
                Ranking
              </p>
              <h1
                data-testid="kodex-ranking-title"
                className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl"
              >
                {contest?.title ?? 'Loading…'}
              </h1>
              {contest && (
                <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-300">
                  {phase && <KodexPhaseBadge phase={phase} tone="dark" />}
                  <span>{istDateTime(contest.startDate)}</span>
                </div>
              )}
            </div>
            {contests.length > 1 && (
              <label className="flex flex-col gap-1.5 text-xs font-semibold tracking-wide text-slate-400 uppercase">
                Contest
                <AdminSelect
                  size="md"
                  value={contestId ?? ''}
                  onChange={(e) => update({ contest: e.target.value, page: null })}
                  data-testid="kodex-ranking-contest"
                  className="w-full sm:w-72 [&_select]:normal-case"
                >
                  {contests.map((c) => (
                    <option key={c._id} value={c._id}>
                      {c.title}
                    </option>
                  ))}
                </AdminSelect>
              </label>
            )}
          </div>
        </div>
      </div>

      <div className="container-page space-y-6 py-8 sm:py-10">
        {contest && (
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
            {isLive ? (
              <p
                data-testid="kodex-live"
                className="inline-flex items-center gap-2 rounded-full bg-red-50 px-3 py-1 font-semibold text-red-700 ring-1 ring-red-200"
              >
                <Radio className="size-4 animate-pulse" aria-hidden="true" />
                Updating live
              </p>
            ) : (
              <p className="font-medium text-slate-700">
                {phase === 'finished' ? 'Final ranking' : 'Ranking'}
              </p>
            )}
            {data && (
              <p className="text-slate-500">
                {plural(data.pagination.totalItems, 'participant')} · updated{' '}
                <time dateTime={data.updatedAt}>{formatTime(data.updatedAt)}</time>
              </p>
            )}
          </div>
        )}

        {ranking.isError && !data ? (
          <StatusPanel
            icon={Trophy}
            tone="danger"
            title="We could not load the ranking"
            description={getErrorMessage(ranking.error)}
            actions={
              <button
                type="button"
                className={buttonStyles()}
                onClick={() => void ranking.refetch()}
              >
                Try again
              </button>
            }
            className="py-12"
          />
        ) : !data ? (
          <div className="space-y-3" aria-busy="true" aria-label="Loading the ranking">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="h-14 animate-pulse rounded-xl bg-slate-200/70" />
            ))}
          </div>
        ) : data.ranking.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white py-14">
            <StatusPanel
              icon={Trophy}
              title={notStarted ? 'The ranking starts with the contest' : 'No one on the board yet'}
              description={
                notStarted
                  ? `It appears here, live, from ${istDateTime(data.contest.startDate)}.`
                  : 'Scores appear as soon as the first solutions are judged.'
              }
              actions={
                notStarted ? (
                  <Link to="/kodex" className={buttonStyles({ variant: 'secondary' })}>
                    See the contest
                  </Link>
                ) : undefined
              }
            />
          </div>
        ) : (
          <>
            {page === 1 && <RankingPodium rows={data.ranking} />}
            <RankingTable
              rows={data.ranking}
              problemCount={data.contest.problemCount}
              isFetching={ranking.isFetching}
            />
            <PaginationBar
              pagination={data.pagination}
              onPageChange={(p) => update({ page: p <= 1 ? null : String(p) })}
              onPageSizeChange={(l) =>
                update({ limit: l === DEFAULT_PAGE_SIZE ? null : String(l), page: null })
              }
              itemLabel="participants"
              className="rounded-2xl border border-slate-200 bg-white px-4 py-3"
            />
          </>
        )}
      </div>
    </div>
  );
}
