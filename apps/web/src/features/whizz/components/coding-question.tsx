import { Trophy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import {
  CODE_LANGUAGE_LABELS,
  plural,
  type AttemptQuestion,
  type CodeLanguage,
  type Submission,
} from '@app/shared';

import { CodeEditor } from '@/components/code-editor/code-editor';
import { JudgeButtons, LanguageBar } from '@/components/judge/code-toolbar';
import { ProblemDetails } from '@/components/judge/problem-details';
import { SubmissionPanel } from '@/components/judge/submission-panel';
import { judgeStatus, useJudgeSend, type JudgeKind } from '@/components/judge/use-judge-send';
import { useMediaQuery } from '@/core/hooks/use-media-query';

import { useSubmission } from '../api/queries.ts';
import { sendCode } from '../api/whizz-api.ts';
import { boilerplateOf, codingLanguages } from '../lib/answers.ts';
import { revealElement } from '../lib/reveal.ts';

type Coding = Extract<AttemptQuestion, { type: 'codingProblem' }>;
export type CodingState = { language: CodeLanguage; drafts: Partial<Record<CodeLanguage, string>> };

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
  const isWide = useMediaQuery('(min-width: 1280px)');
  const languages = codingLanguages(q);
  const code = state.drafts[state.language] ?? boilerplateOf(q, state.language);
  const judge = useJudgeSend((kind) =>
    sendCode(whizzId, kind, { questionId: q.questionId, language: state.language, code }),
  );
  const status = judgeStatus(judge, useSubmission(whizzId, judge.job?.id ?? null));
  const { job, sub } = status;
  const { sendError } = judge;

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

  const send = (kind: JudgeKind) => {
    if (announcer.current) announcer.current.textContent = '';
    setSends((n) => n + 1);
    void judge.send(kind, code);
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
        <LanguageBar
          language={state.language}
          languages={languages}
          onLanguage={(language) => onChange({ ...state, language })}
          onReset={() =>
            onChange({
              ...state,
              drafts: { ...state.drafts, [state.language]: boilerplateOf(q, state.language) },
            })
          }
          canReset={code !== boilerplateOf(q, state.language)}
          disabled={disabled}
          testId="coding-language"
          resetClassName="hover:bg-slate-100"
        />
        <CodeEditor
          value={code}
          onChange={(v) => onChange({ ...state, drafts: { ...state.drafts, [state.language]: v } })}
          language={state.language}
          label={`Your ${CODE_LANGUAGE_LABELS[state.language]} code for ${q.title}`}
          readOnly={disabled}
          height={isWide ? '26rem' : '20rem'}
        />
        <div className="flex flex-wrap gap-2" ref={actionsRef}>
          <JudgeButtons status={status} onSend={send} disabled={disabled} testIdPrefix="coding" />
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
            <SubmissionPanel submission={sub} kind={job.kind} error={status.error} />
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
