import { CheckCircle2, Clock, Info, Trophy, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import { ASSESS_MSG, ID_PATTERN, plural, type WhizzResult } from '@app/shared';

import { GlowBand } from '@/components/site/glow-band';
import { BackLink } from '@/components/site/hero-stage';
import { buttonStyles } from '@/components/ui/button-styles';
import { IconFact, type FactLook } from '@/components/ui/icon-fact';
import { RouteLoader } from '@/components/ui/route-loader';
import { ApiError, getErrorMessage } from '@/core/api-client';
import { formatDateTime } from '@/core/format-date';

import { useWhizzResult } from '../api/queries.ts';
import { RESULT_LOAD_FAILED } from '../api/whizz-api.ts';
import { Leaderboard } from '../components/leaderboard.tsx';
import { ResultBreakdown } from '../components/result-breakdown.tsx';
import { WhizzProblem } from '../components/whizz-problem.tsx';
import { formatDuration } from '../lib/clock.ts';
import { OVERLINE } from '../lib/overline.ts';

const STAT_LOOK: FactLook = {
  box: 'min-w-0 rounded-xl bg-slate-50 px-2.5 py-2.5 sm:px-3',
  term: 'flex items-center gap-1.5 text-[11px] font-semibold tracking-wide text-slate-600 uppercase sm:text-xs',
  icon: 'hidden size-3.5 sm:block',
  value: 'mt-0.5 text-base font-bold text-slate-900 tabular-nums sm:text-lg',
};

/** /whizz/{id}/result: my score, each answer, and the leaderboard. */
export default function WhizzResultPage() {
  const { id = '' } = useParams();
  const isValid = ID_PATTERN.test(id);
  const query = useWhizzResult(id);

  if (!isValid) return <Problem title={ASSESS_MSG.whizzNotFound} id={null} />;
  if (query.isPending) return <RouteLoader message="Loading your result..." />;
  if (query.isError) {
    const e = query.error;
    const status = e instanceof ApiError ? e.status : null;
    const message = getErrorMessage(e, RESULT_LOAD_FAILED);
    return (
      <Problem
        title={message}
        id={status === 409 || message === ASSESS_MSG.resultNotReady ? id : null}
        onRetry={status === null || status >= 500 ? () => void query.refetch() : undefined}
        isRetrying={query.isFetching}
      />
    );
  }
  return <Result result={query.data} />;
}

function Problem({
  id,
  ...props
}: {
  title: string;
  id: string | null;
  onRetry?: () => void;
  isRetrying?: boolean;
}) {
  return (
    <WhizzProblem
      pageTitle="Whizz result | KodeSchool"
      description={
        id ? 'Finish and submit the quiz to see your result.' : 'Open the quiz from your list.'
      }
      action={
        id && (
          <Link to={`/whizz/${id}/attempt`} className={buttonStyles()}>
            Back to the quiz
          </Link>
        )
      }
      {...props}
    />
  );
}

/**
 * One score is the headline: the question points earned, scaled to the quiz's total score
 * (rawPoints ÷ maxPoints × totalScore). The raw points are said in words here and shown per
 * question below, so two "x / y" figures never sit side by side.
 */
function scoreNote(r: WhizzResult): string {
  const points = `${r.rawPoints} of ${plural(r.maxPoints, 'question point')}`;
  if (r.maxPoints === r.totalScore) return `You earned ${points}.`;
  return `You earned ${points}, scaled to a score out of ${r.totalScore}.`;
}

function Result({ result: r }: { result: WhizzResult }) {
  const [page, setPage] = useState(1);
  const pct = r.totalScore > 0 ? Math.round((r.score / r.totalScore) * 100) : 0;
  const correct = r.questions.filter((q) => q.outcome === 'correct').length;
  return (
    <>
      <title>{`${r.title}: result | KodeSchool`}</title>
      <GlowBand>
        <div className="container-page pt-8 pb-24 sm:pt-10">
          <BackLink to="/whizz" tone="brand">
            My quizzes
          </BackLink>
          <h1
            className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl"
            data-testid="result-title"
          >
            {r.title}
          </h1>
          <p className="mt-1 text-sm text-brand-100/90">
            Submitted {formatDateTime(r.submittedAt)} IST
          </p>
        </div>
      </GlowBand>

      <div className="container-page relative -mt-16 space-y-10 pb-20">
        <div className="card grid gap-6 p-5 sm:grid-cols-[auto_1fr] sm:items-center sm:p-6">
          <div className="flex items-center gap-4">
            <div
              className="grid size-24 shrink-0 place-items-center rounded-full"
              style={{
                background: `conic-gradient(var(--color-brand-600) ${pct * 3.6}deg, var(--color-slate-200) 0deg)`,
              }}
              aria-hidden="true"
            >
              <div className="grid size-20 place-items-center rounded-full bg-white text-lg font-extrabold text-slate-900">
                {pct}%
              </div>
            </div>
            <div className="min-w-0">
              <p className={OVERLINE}>Your score</p>
              <p
                className="text-3xl font-extrabold text-slate-900 tabular-nums"
                data-testid="result-score"
              >
                {r.score}
                <span className="text-xl font-semibold text-slate-500"> / {r.totalScore}</span>
              </p>
              <p className="mt-1 max-w-xs text-sm text-slate-600" data-testid="result-score-note">
                {scoreNote(r)}
              </p>
            </div>
          </div>
          <dl className="grid grid-cols-3 gap-2 sm:gap-3">
            <IconFact icon={CheckCircle2} label="Correct" look={STAT_LOOK} testId="result-correct">
              {correct}{' '}
              <span className="text-sm font-medium text-slate-500">of {r.questions.length}</span>
            </IconFact>
            <IconFact icon={Clock} label="Time taken" look={STAT_LOOK} testId="result-time">
              {formatDuration(r.timeTakenSeconds)}
            </IconFact>
            <IconFact icon={Users} label="Rank" look={STAT_LOOK} testId="result-rank">
              {r.rank === null ? '—' : `#${r.rank}`}{' '}
              <span className="text-sm font-medium text-slate-500">of {r.participants}</span>
            </IconFact>
          </dl>
          {(r.autoSubmitted || !r.whizzEnded) && (
            <div className="space-y-2 sm:col-span-2">
              {r.autoSubmitted && (
                <Note testId="result-auto-submitted">
                  Time ran out, so your answers were submitted automatically.
                </Note>
              )}
              {!r.whizzEnded && (
                <Note testId="result-not-ended">
                  Correct answers appear once the whizz has ended for everyone; the rank may still
                  change.
                </Note>
              )}
            </div>
          )}
        </div>

        <section aria-labelledby="breakdown-title">
          <h2 id="breakdown-title" className="mb-4 text-lg font-bold text-slate-900">
            Question by question
          </h2>
          <p className="-mt-2 mb-4 text-sm text-slate-600">
            Points you earned on each question, out of what it is worth.
          </p>
          <ResultBreakdown result={r} />
        </section>

        <section aria-labelledby="leaderboard-title">
          <h2
            id="leaderboard-title"
            className="mb-4 flex items-center gap-2 text-lg font-bold text-slate-900"
          >
            <Trophy className="size-5 text-amber-500" aria-hidden="true" />
            Leaderboard
          </h2>
          <Leaderboard whizzId={r.whizzId} page={page} onPage={setPage} totalScore={r.totalScore} />
        </section>
      </div>
    </>
  );
}

function Note({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p
      className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-950"
      data-testid={testId}
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
