import { ArrowLeft, CalendarDays, CheckCircle2, Clock, Code2, LogIn, Timer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { ASSESS_MSG, type KodexContest, formatNumber } from '@app/shared';

import { BackLink } from '@/components/site/hero-stage';
import { buttonStyles } from '@/components/ui/button-styles';
import { IconFact, type FactLook } from '@/components/ui/icon-fact';
import { StatusPanel } from '@/components/ui/status-panel';
import { useAuthStore } from '@/core/auth/auth-store';
import { formatMinutes } from '@/core/countdown';
import { useNow } from '@/core/hooks/use-now';

import { useKodexOverview, type KodexRegistrationValues } from '../api/public-kodex.ts';
import { KodexRegistrationForm } from '../components/kodex-registration-form.tsx';
import { KodexLoadError, KodexNoContest } from '../components/kodex-states.tsx';
import { istDateTime, istTime, istWeekday } from '../lib/kodex-display.ts';
import { contestPhase } from '../lib/kodex-time.ts';

const FACT_LOOK: FactLook = {
  box: 'rounded-xl border border-white/10 bg-white/5 p-3',
  term: 'flex items-center gap-1.5 text-xs text-slate-400',
  icon: 'size-3.5',
  value: 'mt-1 font-semibold',
};

function ContestSummary({ contest }: { contest: KodexContest }) {
  const facts = [
    { icon: CalendarDays, label: 'Date', value: istWeekday(contest.startDate) },
    { icon: Clock, label: 'Starts at', value: istTime(contest.startDate) },
    { icon: Timer, label: 'Duration', value: formatMinutes(contest.durationMinutes) },
    { icon: Code2, label: 'Problems', value: String(contest.problemCount) },
  ];
  return (
    <aside className="relative isolate overflow-hidden rounded-3xl bg-slate-950 p-6 text-white sm:p-8">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-brand-600/40 blur-3xl"
      />
      <p className="font-mono text-xs font-semibold tracking-widest text-brand-200 uppercase">
        Kodex · Registration
      </p>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{contest.title}</h1>
      {contest.tagline && <p className="mt-3 text-slate-300">{contest.tagline}</p>}
      <dl className="mt-7 grid grid-cols-2 gap-3">
        {facts.map(({ icon, label, value }) => (
          <IconFact key={label} icon={icon} label={label} look={FACT_LOOK}>
            {value}
          </IconFact>
        ))}
      </dl>
      <p className="mt-6 text-sm text-slate-300">
        Registration closes{' '}
        <time dateTime={contest.registrationClosesAt} className="font-semibold text-white">
          {istDateTime(contest.registrationClosesAt)}
        </time>
        . {formatNumber(contest.registeredCount)} registered so far.
      </p>
    </aside>
  );
}

function Registered({
  contest,
  values,
}: {
  contest: KodexContest;
  values: KodexRegistrationValues;
}) {
  const isSignedIn = useAuthStore((s) => s.isAuthenticated);
  return (
    <div data-testid="kodex-success" className="text-center sm:py-6">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-emerald-50 text-emerald-600 ring-8 ring-emerald-50/60">
        <CheckCircle2 className="size-9" aria-hidden="true" />
      </span>
      <h2 className="mt-6 text-2xl font-bold text-slate-900">{ASSESS_MSG.kodexRegistered}</h2>
      <p className="mt-3 text-slate-600">
        {values.name}, your place in <strong className="text-slate-900">{contest.title}</strong> is
        saved. The contest starts{' '}
        <time dateTime={contest.startDate} className="font-semibold text-slate-900">
          {istDateTime(contest.startDate)}
        </time>
        .
      </p>
      <p className="mx-auto mt-4 max-w-sm rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
        To enter, sign in with <strong>+91 {values.phone}</strong>, the number you registered with.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/kodex" className={buttonStyles({ variant: 'secondary' })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to the contest
        </Link>
        {!isSignedIn && (
          <Link to="/auth/signin" className={buttonStyles()}>
            <LogIn className="size-4" aria-hidden="true" />
            Sign in now
          </Link>
        )}
      </div>
    </div>
  );
}

/** /kodex/registration: registers the visitor for the contest whose registration is open. */
export default function KodexRegistrationPage() {
  const overview = useKodexOverview();
  const now = useNow(5000);
  const [registered, setRegistered] = useState<KodexRegistrationValues | null>(null);
  const [contestAtSubmit, setContestAtSubmit] = useState<KodexContest | null>(null);

  if (!overview.data) {
    if (overview.error) {
      return <KodexLoadError query={overview} />;
    }
    return (
      <div className="container-page grid gap-8 py-12 lg:grid-cols-2" aria-busy="true">
        <div className="h-96 animate-pulse rounded-3xl bg-slate-200" />
        <div className="h-96 animate-pulse rounded-3xl bg-slate-100" />
      </div>
    );
  }

  const contest = contestAtSubmit ?? overview.data.contest;
  if (!contest) return <KodexNoContest />;
  const phase = contestPhase(contest, now);
  const isOpen = registered !== null || phase === 'registration_open';

  return (
    <div className="bg-slate-50">
      <title>{`Register · ${contest.title} | KodeSchool`}</title>
      <div className="container-page py-8 sm:py-12">
        <BackLink to="/kodex" tone="muted">
          Kodex
        </BackLink>
        <div className="mt-5 grid items-start gap-6 lg:grid-cols-[1fr_1.15fr] lg:gap-10">
          <ContestSummary contest={contest} />
          <section
            aria-label="Registration"
            className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
          >
            {registered ? (
              <Registered contest={contest} values={registered} />
            ) : isOpen ? (
              <>
                <h2 className="text-xl font-bold text-slate-900">Your details</h2>
                <p className="mt-1 mb-6 text-sm text-slate-600">
                  It takes a minute. Registration is free.
                </p>
                <KodexRegistrationForm
                  contestId={contest._id}
                  onRegistered={(values) => {
                    setContestAtSubmit(contest);
                    setRegistered(values);
                  }}
                />
              </>
            ) : (
              <StatusPanel
                icon={Clock}
                title={
                  phase === 'registration_soon'
                    ? ASSESS_MSG.kodexRegistrationNotOpen
                    : ASSESS_MSG.kodexRegistrationClosed
                }
                description={
                  phase === 'registration_soon' ? (
                    <>
                      It opens{' '}
                      <time dateTime={contest.registrationOpensAt}>
                        {istDateTime(contest.registrationOpensAt)}
                      </time>
                      .
                    </>
                  ) : (
                    'You can still follow the ranking once the contest starts.'
                  )
                }
                actions={
                  <Link to="/kodex" className={buttonStyles({ variant: 'secondary' })}>
                    Back to the contest
                  </Link>
                }
                className="py-8"
              />
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
