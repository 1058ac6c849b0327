import { Play, RotateCcw, Send, Trophy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import {
  ASSESS_MSG,
  byteLength,
  CODE_LANGUAGE_LABELS,
  MAX_SOURCE_BYTES,
  plural,
  type AttemptQuestion,
  type CodeLanguage,
  type Submission,
} from '@app/shared';

import { CodeEditor } from '@/components/code-editor/code-editor';
import { ProblemDetails } from '@/components/judge/problem-details';
import { SubmissionPanel } from '@/components/judge/submission-panel';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/core/api-client';
import { useMediaQuery } from '@/core/hooks/use-media-query';

import { useSubmission } from '../api/queries.ts';
import { sendCode } from '../api/whizz-api.ts';
import { boilerplateOf, codingLanguages } from '../lib/answers.ts';
import { revealElement } from '../lib/reveal.ts';

type Coding = Extract<AttemptQuestion, { type: 'codingProblem' }>;
export type CodingState = { language: CodeLanguage; drafts: Partial<Record<CodeLanguage, string>> };

/** Run checks the samples; Submit runs every test (coding-run, coding-submit). */
const JUDGE_ACTIONS = [
  { kind: 'run', label: 'Run', icon: Play, loadingText: 'Running...', variant: 'secondary' },
  { kind: 'submit', label: 'Submit', icon: Send, loadingText: 'Judging...', variant: 'primary' },
] as const;

/**
 * A coding question: the statement (formats, constraints, samples, hints) and the editor with a
 * language select (each language keeps its own draft), Run (sample tests) and Submit (all tests).
 */
export function CodingQuestion({
  whizzId,
  q,
  state,
  onChange,
  onJudged,
  disabled,
}: {
  whizzId: string;
  q: Coding;
  state: CodingState;
  onChange: (next: CodingState) => void;
  onJudged: (s: Submission) => void;
  disabled: boolean;
}) {
  const selectId = useId();
  const isWide = useMediaQuery('(min-width: 1280px)');
  const languages = codingLanguages(q);
  const code = state.drafts[state.language] ?? boilerplateOf(q, state.language);
  const [job, setJob] = useState<{ kind: 'run' | 'submit'; id: string | null } | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submission = useSubmission(whizzId, job?.id ?? null);
  const sub = submission.data;
  const isJudging =
    sending ||
    (job !== null &&
      job.id !== null &&
      (!sub || sub.status === 'queued' || sub.status === 'running'));

  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (sub && sub.status === 'done' && sub.kind === 'submit' && reported.current !== sub._id) {
      reported.current = sub._id;
      onJudged(sub);
    }
  }, [sub, onJudged]);

  // The verdict shows below the editor, often below the fold: bring it into view and hand it
  // focus (or, when the student has moved on to typing, announce it instead).
  const panelRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const [sends, setSends] = useState(0);
  const announcer = useRef<HTMLParagraphElement>(null);
  const settled =
    sendError !== null
      ? `error-${sends}`
      : sub && (sub.status === 'done' || sub.status === 'error')
        ? sub._id
        : null;
  useEffect(() => {
    if (sends > 0 && panelRef.current) revealElement(panelRef.current);
  }, [sends]);
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    const panel = panelRef.current;
    if (!settled || !panel || revealed.current === settled) return;
    revealed.current = settled;
    revealElement(panel);
    const active = document.activeElement;
    const focusIsLost =
      !active ||
      active === document.body ||
      actionsRef.current?.contains(active) ||
      panel.contains(active);
    if (focusIsLost) panel.focus({ preventScroll: true });
    // (a refused send shows as an alert, which speaks for itself)
    else if (announcer.current && sub && job && sendError === null) {
      announcer.current.textContent = verdictSummary(sub, job.kind);
    }
  }, [settled, sub, job, sendError]);

  const send = async (kind: 'run' | 'submit') => {
    setSendError(null);
    if (announcer.current) announcer.current.textContent = '';
    setSends((n) => n + 1);
    if (!code.trim()) {
      setJob({ kind, id: null });
      setSendError(ASSESS_MSG.sourceRequired);
      return;
    }
    if (byteLength(code) > MAX_SOURCE_BYTES) {
      setJob({ kind, id: null });
      setSendError(ASSESS_MSG.sourceTooLarge);
      return;
    }
    setSending(true);
    setJob({ kind, id: null });
    try {
      const s = await sendCode(whizzId, kind, {
        questionId: q.questionId,
        language: state.language,
        code,
      });
      setJob({ kind, id: s._id });
    } catch (error) {
      setSendError(getErrorMessage(error, 'The judge did not take the code; try again'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="grid gap-6 xl:grid-cols-2" data-testid="coding-question">
      <article className="min-w-0 space-y-5">
        <header>
          <h2 className="text-xl font-bold text-slate-900">{q.title}</h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <span>{plural(q.points, 'point')}</span>
            <span aria-hidden="true">·</span>
            <span>
              {q.sampleTests.length} sample + {q.hiddenTestCount} hidden tests
            </span>
          </p>
          {q.best && (
            <p
              className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900"
              data-testid="coding-best"
            >
              <Trophy className="size-4" aria-hidden="true" />
              Best: {q.best.pointsEarned} / {plural(q.points, 'point')} ({q.best.passed}/
              {q.best.total} tests)
            </p>
          )}
        </header>
        <ProblemDetails
          problem={q}
          description={
            <p className="leading-relaxed whitespace-pre-wrap text-slate-800">{q.description}</p>
          }
        />
      </article>

      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
            Language
          </label>
          <select
            id={selectId}
            value={state.language}
            disabled={disabled}
            onChange={(e) => onChange({ ...state, language: e.target.value as CodeLanguage })}
            className="h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none"
            data-testid="coding-language"
          >
            {languages.map((l) => (
              <option key={l} value={l}>
                {CODE_LANGUAGE_LABELS[l]}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={disabled || code === boilerplateOf(q, state.language)}
            onClick={() =>
              onChange({
                ...state,
                drafts: { ...state.drafts, [state.language]: boilerplateOf(q, state.language) },
              })
            }
            className="ml-auto inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-600 hover:bg-slate-100 disabled:opacity-40"
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            Reset code
          </button>
        </div>
        <CodeEditor
          value={code}
          onChange={(v) => onChange({ ...state, drafts: { ...state.drafts, [state.language]: v } })}
          language={state.language}
          label={`Your ${CODE_LANGUAGE_LABELS[state.language]} code for ${q.title}`}
          readOnly={disabled}
          height={isWide ? '26rem' : '20rem'}
        />
        <div className="flex flex-wrap gap-2" ref={actionsRef}>
          {JUDGE_ACTIONS.map(({ kind, label, icon, loadingText, variant }) => (
            <Button
              icon={icon}
              key={kind}
              variant={variant}
              onClick={() => void send(kind)}
              disabled={disabled || isJudging}
              isLoading={isJudging && job?.kind === kind}
              loadingText={loadingText}
              data-testid={`coding-${kind}`}
            >
              {label}
            </Button>
          ))}
          <p className="basis-full text-xs text-slate-500 sm:basis-auto sm:self-center">
            Run checks the samples; Submit runs every test and counts your best score.
          </p>
        </div>
        <p
          ref={announcer}
          aria-live="polite"
          className="sr-only"
          data-testid="submission-announcement"
        />
        {job && (
          <div
            ref={panelRef}
            tabIndex={-1}
            aria-label={job.kind === 'run' ? 'Result of your run' : 'Result of your submission'}
            className="scroll-mt-40 scroll-mb-4 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
            data-testid="submission-panel"
          >
            <SubmissionPanel
              submission={sub}
              kind={job.kind}
              error={
                sendError ??
                (submission.isError
                  ? getErrorMessage(submission.error, 'Submission not found')
                  : null)
              }
            />
          </div>
        )}
      </div>
    </div>
  );
}

/** "Run: Accepted, 2 of 2 tests passed" — what a screen reader hears when focus stays put. */
function verdictSummary(s: Submission, kind: 'run' | 'submit'): string {
  const what = kind === 'run' ? 'Run' : 'Submission';
  if (s.status === 'error') return `${what}: the judge could not run this code`;
  const points = kind === 'submit' ? `, ${s.pointsEarned} of ${plural(s.maxPoints, 'point')}` : '';
  return `${what}: ${s.verdict ?? 'done'}, ${s.passed} of ${plural(s.total, 'test')} passed${points}`;
}
