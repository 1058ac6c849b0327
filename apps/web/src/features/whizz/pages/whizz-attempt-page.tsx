import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';

import { ASSESS_MSG, ID_PATTERN } from '@app/shared';

import { RouteLoader } from '@/components/ui/route-loader';
import { ApiError, getErrorMessage } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';
import { formatDateTime } from '@/core/format-date';

import { useStudentWhizz } from '../api/queries.ts';
import { ATTEMPT_LOAD_FAILED, startAttempt } from '../api/whizz-api.ts';
import { whizzKeys } from '../api/whizz-keys.ts';
import { AttemptScreen } from '../components/attempt-screen.tsx';
import { StartScreen } from '../components/start-screen.tsx';
import { WhizzProblem } from '../components/whizz-problem.tsx';
import { useServerNow } from '../hooks/use-server-now.ts';
import { clockOffset } from '../lib/clock.ts';

/**
 * /whizz/{id}/attempt: a start screen first (time, questions, rules), then the quiz once the
 * student presses Start quiz. A running attempt resumes straight away.
 */
export default function WhizzAttemptPage() {
  const { id = '' } = useParams();
  const userId = useAuthStore((s) => s.user?._id ?? '');
  const isValidId = ID_PATTERN.test(id);
  const [confirmed, setConfirmed] = useState(false);
  const info = useStudentWhizz(id, isValidId);
  const w = info.data?.whizz;
  const isRunning = w?.attempt?.status === 'in_progress';
  const query = useQuery({
    queryKey: whizzKeys.attempt(userId, id),
    queryFn: () => startAttempt(id),
    enabled: isValidId && userId !== '' && (confirmed || isRunning),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const offset = info.data ? clockOffset(info.data.serverNow, info.data.receivedAt) : 0;
  const now = useServerNow(offset, 1000);

  if (!isValidId)
    return <Problem title={ASSESS_MSG.whizzNotFound} text="Open the quiz from your list." />;
  if (info.isError) {
    const status = info.error instanceof ApiError ? info.error.status : null;
    return (
      <Problem
        title={getErrorMessage(info.error, ATTEMPT_LOAD_FAILED)}
        text={
          status === 403 || status === 404
            ? 'Check the quiz list for the quizzes open to you.'
            : 'Check your connection and try again.'
        }
        onRetry={status === null || status >= 500 ? () => void info.refetch() : undefined}
        isRetrying={info.isFetching}
      />
    );
  }
  if (!w) return <RouteLoader message="Opening the quiz..." />;
  if (w.attempt?.status === 'submitted') return <Navigate to={`/whizz/${id}/result`} replace />;

  if (query.isError) {
    const e = query.error;
    const status = e instanceof ApiError ? e.status : null;
    const message = getErrorMessage(e, ATTEMPT_LOAD_FAILED);
    const isOver = message === ASSESS_MSG.attemptAlreadySubmitted || message === ASSESS_MSG.timeUp;
    if (status === 409 && (isOver || (w.attempt && message !== ASSESS_MSG.whizzNotStarted))) {
      // Submitted meanwhile (time up, another tab): the result page explains.
      return <Navigate to={`/whizz/${id}/result`} replace />;
    }
    return (
      <Problem
        title={message}
        text={
          status === 403 || status === 404 || status === 409
            ? 'Check the quiz list for when it opens and who it is for.'
            : 'Check your connection and try again.'
        }
        onRetry={status === null || status >= 500 ? () => void query.refetch() : undefined}
        isRetrying={query.isFetching}
      />
    );
  }
  if (query.data) {
    if (query.data.status === 'submitted') return <Navigate to={`/whizz/${id}/result`} replace />;
    return <AttemptScreen key={query.data._id} attempt={query.data} />;
  }
  if (isRunning) return <RouteLoader message="Opening the quiz..." />;

  if (w.state === 'upcoming' && now < Date.parse(w.startDate)) {
    return (
      <Problem
        title={ASSESS_MSG.whizzNotStarted}
        text={`It opens ${formatDateTime(w.startDate)} IST. Come back then.`}
      />
    );
  }
  if (now >= Date.parse(w.endsAt)) {
    return (
      <Problem
        title={ASSESS_MSG.whizzEnded}
        text={`It closed ${formatDateTime(w.endsAt)} IST, before you took it.`}
      />
    );
  }
  return (
    <StartScreen
      whizz={w}
      now={now}
      onStart={() => setConfirmed(true)}
      isStarting={confirmed && query.isFetching}
    />
  );
}

function Problem({
  text,
  ...props
}: {
  title: string;
  text: string;
  onRetry?: () => void;
  isRetrying?: boolean;
}) {
  return <WhizzProblem pageTitle="Whizz | KodeSchool" description={text} {...props} />;
}
