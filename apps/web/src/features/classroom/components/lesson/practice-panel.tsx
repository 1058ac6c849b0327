import { clsx } from 'clsx';
import { Code2, Trophy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import {
  CODE_LANGUAGE_LABELS,
  formatDateTime,
  plural,
  pluralNoun,
  type CodeLanguage,
  type Practice,
  type PracticeAttempt,
} from '@app/shared';

import { CodeEditor } from '@/components/code-editor/code-editor';
import { JudgeButtons, LanguageBar } from '@/components/judge/code-toolbar';
import { ProblemDetails } from '@/components/judge/problem-details';
import { SubmissionPanel } from '@/components/judge/submission-panel';
import { judgeStatus, useJudgeSend } from '@/components/judge/use-judge-send';
import { LessonMarkdown } from '@/components/markdown/lesson-markdown';
import { RetryButton } from '@/components/ui/retry-button';
import { getErrorMessage } from '@/core/api-client';
import { useMediaQuery } from '@/core/hooks/use-media-query';
import { createUserStore } from '@/core/user-storage';

import {
  sendPractice,
  usePractice,
  usePracticeJudged,
  usePracticeSubmission,
} from '../../api/practice.ts';

export const PRACTICE_LOAD_FAILED = 'Could not load the practice problem';

type Problem = Practice['problem'];

/**
 * A practice lesson's coding problem: the statement, the editor with a language select and the
 * starting code, Run (the sample tests) and Submit (every test), the judge's answer (followed
 * until judged) and my best result. A submit that passes every test marks the lesson done.
 */
export function PracticePanel({
  batchId,
  lessonId,
  problem,
}: {
  batchId: string;
  lessonId: string;
  problem: { _id: string; title: string };
}) {
  const practice = usePractice(batchId, lessonId);
  return (
    <section
      data-testid="lesson-practice"
      aria-labelledby="lesson-practice-title"
      className="rounded-2xl border border-brand-200 bg-brand-50/60 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-600 text-white">
          <Code2 className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-[12rem] flex-1">
          <p className="text-xs font-bold tracking-widest text-brand-700 uppercase">Practice</p>
          <h2 id="lesson-practice-title" className="font-bold text-slate-900">
            {practice.data?.problem.title ?? problem.title}
          </h2>
        </div>
        {practice.data && <BestBadge best={practice.data.best} />}
      </div>
      {practice.isPending ? (
        <div className="mt-5 space-y-3" data-testid="practice-loading" aria-busy="true">
          <div className="h-4 w-3/4 animate-pulse rounded bg-brand-100" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-brand-100" />
          <div className="h-48 animate-pulse rounded-xl bg-brand-100" />
        </div>
      ) : practice.isError ? (
        <div
          role="alert"
          className="mt-5 flex flex-wrap items-center gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800"
          data-testid="practice-error"
        >
          <span className="font-medium">
            {getErrorMessage(practice.error, PRACTICE_LOAD_FAILED)}
          </span>
          <RetryButton
            className="ml-auto"
            onRetry={() => void practice.refetch()}
            isRetrying={practice.isFetching}
          />
        </div>
      ) : (
        <PracticeWorkbench batchId={batchId} lessonId={lessonId} practice={practice.data} />
      )}
    </section>
  );
}

/** "Best: 3 of 3 tests passed", or that nothing has been submitted yet. */
function BestBadge({ best }: { best: PracticeAttempt | null }) {
  if (!best) {
    return (
      <p className="text-sm text-slate-600" data-testid="practice-best">
        Not submitted yet
      </p>
    );
  }
  const solved = best.total > 0 && best.passed === best.total;
  return (
    <p
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold',
        solved ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900',
      )}
      data-testid="practice-best"
    >
      <Trophy className="size-4" aria-hidden="true" />
      Best: {best.passed} of {best.total} {pluralNoun(best.total, 'test')} passed
    </p>
  );
}

/** Practice code in progress, per lesson and language, for 30 days (core/user-storage). */
const practiceDrafts = createUserStore<string>({
  prefix: 'practiceDraft_',
  ttlMs: 30 * 24 * 60 * 60_000,
});

function PracticeWorkbench({
  batchId,
  lessonId,
  practice,
}: {
  batchId: string;
  lessonId: string;
  practice: Practice;
}) {
  const { problem } = practice;
  const isWide = useMediaQuery('(min-width: 1024px)');
  const languages = problem.boilerplate.map((b) => b.language);
  const starterOf = (l: CodeLanguage) =>
    problem.boilerplate.find((b) => b.language === l)?.code ?? '';
  const [language, setLanguage] = useState<CodeLanguage>(languages[0] ?? 'javascript');
  const [drafts, setDrafts] = useState<Partial<Record<CodeLanguage, string>>>({});
  const draftKey = (l: CodeLanguage) => `${lessonId}:${l}`;
  const code = drafts[language] ?? practiceDrafts.read(draftKey(language)) ?? starterOf(language);
  /** The code as typed, kept in this browser for the signed-in student (it survives a reload). */
  const keep = (value: string) => {
    setDrafts((d) => ({ ...d, [language]: value }));
    practiceDrafts.write(draftKey(language), value);
  };

  const judge = useJudgeSend((kind) => sendPractice(batchId, lessonId, kind, { language, code }));
  const status = judgeStatus(
    judge,
    usePracticeSubmission(batchId, lessonId, judge.job?.id ?? null),
  );
  const { job, sub } = status;

  const onJudged = usePracticeJudged(batchId, lessonId);
  const reported = useRef<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!sub || (sub.status !== 'done' && sub.status !== 'error')) return;
    if (reported.current === sub._id) return;
    reported.current = sub._id;
    onJudged(sub);
    panelRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [sub, onJudged]);

  const solvedNow =
    job?.kind === 'submit' && sub?.status === 'done' && sub.total > 0 && sub.passed === sub.total;

  return (
    <div className="mt-5 space-y-6">
      <Statement problem={problem} />

      <div className="min-w-0 space-y-3">
        <LanguageBar
          language={language}
          languages={languages}
          onLanguage={setLanguage}
          onReset={() => keep(starterOf(language))}
          canReset={code !== starterOf(language)}
          testId="practice-language"
          resetClassName="hover:bg-white"
        />
        <div className="overflow-hidden rounded-xl border border-slate-300 bg-white">
          <CodeEditor
            value={code}
            onChange={keep}
            language={language}
            label={`Your ${CODE_LANGUAGE_LABELS[language]} code for ${problem.title}`}
            height={isWide ? '22rem' : '16rem'}
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <JudgeButtons
            status={status}
            onSend={(kind) => void judge.send(kind, code)}
            testIdPrefix="practice"
          />
          <p className="basis-full text-xs text-slate-600 sm:basis-auto">
            Run checks the samples; Submit runs every test and keeps your best result.
          </p>
        </div>
        {job && (
          <div
            ref={panelRef}
            aria-live="polite"
            aria-label={job.kind === 'run' ? 'Result of your run' : 'Result of your submission'}
            className="scroll-mb-4 space-y-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
            data-testid="practice-result"
          >
            <SubmissionPanel submission={sub} kind={job.kind} error={status.error} />
            {solvedNow && (
              <p
                className="rounded-xl bg-emerald-700 px-4 py-3 text-sm font-semibold text-white"
                data-testid="practice-solved"
              >
                Every test passed — this lesson is marked as done.
              </p>
            )}
          </div>
        )}
      </div>

      {practice.recent.length > 0 && <RecentTries recent={practice.recent} />}
    </div>
  );
}

function Statement({ problem }: { problem: Problem }) {
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span>{plural(problem.points, 'point')}</span>
        <span aria-hidden="true">·</span>
        <span>
          {problem.sampleTests.length} sample + {problem.hiddenTestCount} hidden{' '}
          {pluralNoun(problem.sampleTests.length + problem.hiddenTestCount, 'test')}
        </span>
      </p>
      <ProblemDetails
        problem={problem}
        description={<LessonMarkdown>{problem.description}</LessonMarkdown>}
        sampleTestId="practice-sample"
      />
    </div>
  );
}

/** My latest runs and submits, newest first. */
function RecentTries({ recent }: { recent: PracticeAttempt[] }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-900">Your latest tries</h3>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
        {recent.map((r) => (
          <li
            key={r._id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2"
            data-testid="practice-recent"
          >
            <span className="w-14 font-medium text-slate-700">
              {r.kind === 'run' ? 'Run' : 'Submit'}
            </span>
            <span
              className={clsx(
                'font-semibold',
                r.verdict === 'Accepted'
                  ? 'text-emerald-700'
                  : r.verdict
                    ? 'text-red-700'
                    : 'text-slate-500',
              )}
            >
              {r.verdict ?? (r.status === 'error' ? 'Not judged' : 'Waiting...')}
            </span>
            <span className="text-slate-600">
              {r.passed}/{r.total} tests
            </span>
            <span className="ml-auto text-xs text-slate-500">
              {CODE_LANGUAGE_LABELS[r.language]} · {formatDateTime(r.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
