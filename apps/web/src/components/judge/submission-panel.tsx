import { clsx } from 'clsx';
import { CheckCircle2, Lock, XCircle } from 'lucide-react';

import { plural, type Submission } from '@app/shared';

import { Spinner } from '@/components/ui/spinner';

/** What the judge said about a Run (sample tests) or a Submit (all tests): a whizz question, a practice lesson. */
export function SubmissionPanel({
  submission,
  kind,
  error,
}: {
  submission: Submission | undefined;
  kind: 'run' | 'submit';
  error: string | null;
}) {
  if (error) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
        {error}
      </p>
    );
  }
  if (!submission || submission.status === 'queued' || submission.status === 'running') {
    return (
      <p
        className="flex items-center gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700"
        role="status"
        data-testid="submission-pending"
      >
        <Spinner className="size-4" />
        {submission?.status === 'running' ? 'Running your code...' : 'Waiting for the judge...'}
      </p>
    );
  }
  if (submission.status === 'error') {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
        The judge could not run this code{submission.error ? `: ${submission.error}` : ''}. Try
        again in a moment.
      </p>
    );
  }
  const accepted = submission.verdict === 'Accepted';
  return (
    <div className="space-y-3" data-testid="submission-result" data-kind={kind}>
      <div
        className={clsx(
          'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-4 py-3',
          accepted ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900',
        )}
      >
        {accepted ? (
          <CheckCircle2 className="size-5" aria-hidden="true" />
        ) : (
          <XCircle className="size-5" aria-hidden="true" />
        )}
        <span className="font-bold" data-testid="submission-verdict">
          {submission.verdict}
        </span>
        <span className="text-sm">
          {submission.passed}/{submission.total} tests passed
        </span>
        {kind === 'submit' && (
          <span className="ml-auto text-sm font-semibold" data-testid="submission-points">
            {submission.pointsEarned} / {plural(submission.maxPoints, 'point')}
          </span>
        )}
      </div>
      {submission.compileOutput && (
        <pre className="max-h-48 overflow-auto rounded-xl bg-slate-900 p-3 text-xs whitespace-pre-wrap text-red-200">
          {submission.compileOutput}
        </pre>
      )}
      <ul className="space-y-2">
        {submission.tests.map((t) => {
          const ok = t.verdict === 'Accepted';
          if (t.isHidden) {
            return (
              <li
                key={t.index}
                className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm"
                data-testid="test-hidden"
              >
                <Lock className="size-4 text-slate-400" aria-hidden="true" />
                <span className="text-slate-700">Hidden test {t.index + 1}</span>
                <span
                  className={clsx(
                    'ml-auto font-semibold',
                    ok ? 'text-emerald-700' : 'text-red-700',
                  )}
                >
                  {ok ? 'Passed' : 'Failed'}
                </span>
              </li>
            );
          }
          return (
            <li
              key={t.index}
              className="rounded-lg border border-slate-200 p-3 text-sm"
              data-testid="test-visible"
            >
              <div className="mb-2 flex items-center gap-2">
                <span className="font-semibold text-slate-800">Sample {t.index + 1}</span>
                <span
                  className={clsx(
                    'rounded-full px-2 py-0.5 text-xs font-semibold',
                    ok ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-700',
                  )}
                >
                  {t.verdict}
                </span>
                <span className="ml-auto text-xs text-slate-500">{t.timeMs} ms</span>
              </div>
              <div className="grid gap-2 sm:grid-cols-3">
                <IoBlock label="Input" text={t.input ?? ''} />
                <IoBlock label="Expected" text={t.expectedOutput ?? ''} />
                <IoBlock label="Your output" text={t.stdout ?? ''} bad={!ok} />
              </div>
              {t.stderr && (
                <pre className="mt-2 max-h-32 overflow-auto rounded bg-red-50 p-2 text-xs whitespace-pre-wrap text-red-800">
                  {t.stderr}
                </pre>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function IoBlock({ label, text, bad }: { label: string; text: string; bad?: boolean }) {
  return (
    <div className="min-w-0">
      <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
      <pre
        className={clsx(
          'max-h-32 overflow-auto rounded-md px-2 py-1.5 font-mono text-xs whitespace-pre-wrap',
          bad ? 'bg-red-50 text-red-900' : 'bg-slate-50 text-slate-800',
        )}
      >
        {text || ' '}
      </pre>
    </div>
  );
}
