import { AlertTriangle, BrainCircuit, Code2, LogIn, Radio, Timer, Trophy } from 'lucide-react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { ASSESS_MSG, type StudentWhizz } from '@app/shared';

import { GlowBand } from '@/components/site/glow-band';
import { Button } from '@/components/ui/button';
import { IconTile } from '@/components/ui/icon-tile';
import { RetryPanelButton } from '@/components/ui/retry-button';
import { StatusPanel } from '@/components/ui/status-panel';
import { getErrorMessage } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';
import { rememberPath } from '@/core/auth/session-storage';

import { useMyWhizz } from '../api/queries.ts';
import { WhizzCard } from '../components/whizz-card.tsx';
import { useServerNow } from '../hooks/use-server-now.ts';
import { clockOffset } from '../lib/clock.ts';

/** /whizz: my quizzes, live first, then upcoming (with a countdown) and finished ones. */
export default function WhizzPage() {
  const user = useAuthStore((s) => s.user);
  return (
    <>
      <title>Whizz quizzes | KodeSchool</title>
      <Hero signedIn={user !== null} firstName={user?.name.firstName} />
      {user ? (
        <div className="container-page pt-8 pb-20 sm:pt-10 sm:pb-24">
          <MyWhizz />
        </div>
      ) : (
        <div className="container-page relative -mt-10 pb-20 sm:pb-24">
          <SignedOut />
        </div>
      )}
    </>
  );
}

function Hero({ signedIn, firstName }: { signedIn: boolean; firstName?: string }) {
  return (
    <GlowBand>
      <div
        className={`container-page pt-10 sm:pt-12 ${signedIn ? 'pb-10 sm:pb-12' : 'pb-20 sm:pb-24'}`}
      >
        <p className="text-sm font-semibold text-brand-200">
          {signedIn && firstName ? `Hi ${firstName}, ready?` : 'Whizz quizzes'}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {signedIn ? 'My quizzes' : 'Timed quizzes that show where you stand'}
        </h1>
        <p className="mt-2 max-w-2xl text-brand-100/90">
          Short, timed quizzes from your instructors: multiple choice, fill in the blanks and coding
          problems judged on the spot, with a leaderboard for your batch.
        </p>
      </div>
    </GlowBand>
  );
}

function SignedOut() {
  const navigate = useNavigate();
  const points: { icon: typeof Timer; title: string; text: string }[] = [
    {
      icon: Timer,
      title: 'Timed',
      text: 'Each quiz opens at a set time and runs for a set duration.',
    },
    {
      icon: Code2,
      title: 'Code, judged',
      text: 'Write real code in JavaScript, Python, C++ or Java; it runs against test cases.',
    },
    {
      icon: Trophy,
      title: 'Ranked',
      text: 'See your score, every answer and where you placed in your batch.',
    },
  ];
  return (
    <div className="card px-6 py-10 sm:px-10" data-testid="whizz-signed-out">
      <div className="grid gap-6 sm:grid-cols-3">
        {points.map((p) => (
          <div key={p.title}>
            <IconTile icon={p.icon} className="size-10 bg-brand-50 text-brand-700" />
            <h2 className="mt-3 font-semibold text-slate-900">{p.title}</h2>
            <p className="mt-1 text-sm text-slate-600">{p.text}</p>
          </div>
        ))}
      </div>
      <div className="mt-8 flex flex-col items-start gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          Quizzes are for KodeSchool students. Sign in to see the ones open to you.
        </p>
        <Button
          icon={LogIn}
          size="lg"
          onClick={() => {
            rememberPath('/whizz');
            void navigate('/auth/signin');
          }}
          data-testid="whizz-sign-in"
        >
          Sign in
        </Button>
      </div>
    </div>
  );
}

// Live first, then upcoming, then finished: the order the page shows them in.
const GROUPS = [
  { state: 'live', title: 'Live now', icon: Radio },
  { state: 'upcoming', title: 'Upcoming', icon: Timer },
  { state: 'finished', title: 'Finished', icon: Trophy },
] as const;

const GROUP_EMPTY: Record<StudentWhizz['state'], string> = {
  live: 'Nothing running right now.',
  upcoming: 'Nothing scheduled yet.',
  finished: 'Finished quizzes and your scores show here.',
};

function MyWhizz() {
  const query = useMyWhizz();
  const data = query.data;
  const offset = data ? clockOffset(data.serverNow, data.receivedAt) : 0;
  const now = useServerNow(offset, 1000);

  const groups = useMemo(() => {
    const all = data?.whizz ?? [];
    const by = (s: StudentWhizz['state']) => all.filter((w) => w.state === s);
    return {
      live: by('live').sort((a, b) => a.endsAt.localeCompare(b.endsAt)),
      upcoming: by('upcoming').sort((a, b) => a.startDate.localeCompare(b.startDate)),
      finished: by('finished').sort((a, b) => b.startDate.localeCompare(a.startDate)),
    };
  }, [data]);

  // When an upcoming quiz opens (or a live one closes) by the server's clock, read the list again.
  const nextChange = useMemo(() => {
    const times = [
      ...groups.upcoming.map((w) => Date.parse(w.startDate)),
      ...groups.live.map((w) => Date.parse(w.endsAt)),
    ];
    return times.length ? Math.min(...times) : null;
  }, [groups]);
  const asked = useRef<number | null>(null);
  const { refetch } = query;
  useEffect(() => {
    if (nextChange !== null && now >= nextChange + 500 && asked.current !== nextChange) {
      asked.current = nextChange;
      void refetch();
    }
  }, [now, nextChange, refetch]);

  if (!data) {
    if (query.isError) {
      return (
        <div className="card px-6 py-14" data-testid="whizz-error">
          <StatusPanel
            icon={AlertTriangle}
            tone="danger"
            title={ASSESS_MSG.quizzesLoadFailed}
            description={
              <span role="alert">{getErrorMessage(query.error, ASSESS_MSG.quizzesLoadFailed)}</span>
            }
            actions={
              <RetryPanelButton
                onRetry={() => void query.refetch()}
                isRetrying={query.isFetching}
              />
            }
          />
        </div>
      );
    }
    return (
      <div aria-busy="true" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <p role="status" className="sr-only">
          Loading your quizzes...
        </p>
        {[0, 1, 2].map((i) => (
          <div key={i} className="card h-64 animate-pulse bg-slate-100/60" />
        ))}
      </div>
    );
  }

  if (data.whizz.length === 0) {
    return (
      <div className="card px-6 py-14" data-testid="whizz-empty">
        <StatusPanel
          icon={BrainCircuit}
          title="No quizzes yet"
          description="When an instructor schedules a whizz for your batch, it shows up here with a countdown."
        />
      </div>
    );
  }

  return (
    <div className="space-y-10">
      {GROUPS.map(({ state, title, icon }) => (
        <Group
          key={state}
          title={title}
          icon={icon}
          testId={`whizz-${state}`}
          items={groups[state]}
          now={now}
          empty={GROUP_EMPTY[state]}
        />
      ))}
    </div>
  );
}

function Group({
  title,
  icon: Icon,
  items,
  now,
  empty,
  testId,
}: {
  title: string;
  icon: typeof Timer;
  items: StudentWhizz[];
  now: number;
  empty: ReactNode;
  testId: string;
}) {
  return (
    <section aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2
        id={`${testId}-title`}
        className="mb-4 flex items-center gap-2 text-lg font-bold text-slate-900 first:mt-0"
      >
        <Icon className="size-5 text-brand-600" aria-hidden="true" />
        {title}
        <span className="rounded-full bg-slate-100 px-2 text-sm font-semibold text-slate-600">
          {items.length}
        </span>
      </h2>
      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white/60 px-5 py-6 text-sm text-slate-600">
          {empty}
        </p>
      ) : (
        <ul role="list" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((w) => (
            <li key={w._id}>
              <WhizzCard whizz={w} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
