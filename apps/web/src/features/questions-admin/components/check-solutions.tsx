import { clsx } from 'clsx';
import { FlaskConical, PlayCircle } from 'lucide-react';
import { useState } from 'react';

import {
  CODE_LANGUAGE_LABELS,
  isBuildFailure,
  ZCheckSolutionsBody,
  type Submission,
  type TestResult,
  type Verdict,
} from '@app/shared';

import { SectionCard } from '@/components/admin/section-card';
import { IconTextButton } from '@/components/ui/icon-text-button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/core/toast';

import { isSettled, useCheckSolutions, useSubmissions } from '../api/check-solutions.ts';
import type { CodingFormValues } from '../lib/form-values.ts';

/** Beyond this many, failures are only counted (the grid shows every verdict). */
const MAX_FAILURES_SHOWN = 12;

const SHORT: Record<Verdict, string> = {
  Accepted: 'Accepted',
  'Wrong Answer': 'Wrong Answer',
  'Time Limit Exceeded': 'TLE',
  'Memory Limit Exceeded': 'MLE',
  'Runtime Error': 'Runtime Error',
  'Compilation Error': 'Compile Error',
  'Syntax Error': 'Syntax Error',
};

const TONE: Record<Verdict, string> = {
  Accepted: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  'Wrong Answer': 'bg-red-50 text-red-800 ring-red-600/20',
  'Time Limit Exceeded': 'bg-amber-50 text-amber-900 ring-amber-600/25',
  'Memory Limit Exceeded': 'bg-amber-50 text-amber-900 ring-amber-600/25',
  'Runtime Error': 'bg-rose-50 text-rose-800 ring-rose-600/20',
  'Compilation Error': 'bg-slate-100 text-slate-800 ring-slate-500/25',
  'Syntax Error': 'bg-slate-100 text-slate-800 ring-slate-500/25',
};

/**
 * "Check solutions": runs every reference solution of the draft (saved or not) against every
 * test case on the judge and shows a verdict grid, with expected and actual output for each
 * failure and the compiler's output when a solution does not compile.
 */
export function CheckSolutionsPanel({ getDraft }: { getDraft: () => CodingFormValues }) {
  const check = useCheckSolutions();
  const [run, setRun] = useState<{ id: number; submissions: Submission[]; tests: number } | null>(
    null,
  );

  const start = () => {
    const draft = getDraft();
    const parsed = ZCheckSolutionsBody.safeParse({
      boilerplate: draft.boilerplate,
      solutions: draft.solutions,
      testCases: draft.testCases,
    });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? 'Fix the code and test cases first');
      return;
    }
    check.mutate(parsed.data, {
      onSuccess: (submissions) =>
        setRun({ id: Date.now(), submissions, tests: parsed.data.testCases.length }),
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <SectionCard
      id="check"
      icon={FlaskConical}
      title="Check solutions"
      description="Runs each solution inside its driver against every test case, as students will be judged. Nothing is saved."
      actions={
        <IconTextButton
          icon={PlayCircle}
          variant="secondary"
          size="sm"
          onClick={start}
          isLoading={check.isPending}
          loadingText="Sending…"
          data-testid="check-solutions"
        >
          Check solutions
        </IconTextButton>
      }
    >
      {run ? (
        <VerdictGrid key={run.id} submissions={run.submissions} tests={run.tests} />
      ) : (
        <p className="text-sm text-slate-600">
          No check run yet. Write at least one solution and one test case, then press “Check
          solutions”.
        </p>
      )}
    </SectionCard>
  );
}

function VerdictGrid({ submissions, tests }: { submissions: Submission[]; tests: number }) {
  const results = useSubmissions(submissions);
  const latest = results.map((r, i) => r.data ?? submissions[i]!);
  const done = latest.every(isSettled);
  const columns = Array.from({ length: tests }, (_, i) => i);
  const failures = latest.flatMap((s) =>
    s.tests
      .filter((t) => t.verdict !== 'Accepted' && !isBuildFailure(t.verdict))
      .map((t) => ({ s, t })),
  );

  return (
    <div className="space-y-4" data-testid="verdict-grid" aria-busy={!done}>
      <p className="flex items-center gap-2 text-sm text-slate-700" aria-live="polite">
        {done ? (
          <>
            <span
              className={clsx(
                'size-2 rounded-full',
                latest.every((s) => s.verdict === 'Accepted') ? 'bg-emerald-500' : 'bg-red-500',
              )}
              aria-hidden="true"
            />
            {latest.every((s) => s.verdict === 'Accepted')
              ? 'Every solution passes every test.'
              : 'Some solutions fail; see below.'}
          </>
        ) : (
          <>
            <Spinner className="size-4 text-brand-600" />
            Judging…
          </>
        )}
      </p>
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-sm">
          <caption className="sr-only">Verdict of each solution on each test case</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2 text-left">
                Solution
              </th>
              {columns.map((i) => (
                <th key={i} scope="col" className="px-3 py-2 text-left whitespace-nowrap">
                  Test {i + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {latest.map((s) => (
              <tr key={s._id} data-testid="verdict-row" data-language={s.language}>
                <th
                  scope="row"
                  className="sticky left-0 bg-white px-3 py-2.5 text-left align-top font-medium whitespace-nowrap text-slate-900"
                >
                  {CODE_LANGUAGE_LABELS[s.language]}
                  <span className="block text-xs font-normal text-slate-500 tabular-nums">
                    {s.status === 'done' ? `${s.passed}/${s.total} passed` : s.status}
                  </span>
                </th>
                {columns.map((i) => (
                  <td key={i} className="px-3 py-2.5 align-top">
                    <Cell submission={s} test={s.tests.find((t) => t.index === i)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {latest.map(
        (s) =>
          (s.compileOutput.trim() || s.error) && (
            <div key={`${s._id}-compile`} className="rounded-xl border border-slate-200">
              <p className="border-b border-slate-200 px-3.5 py-2 text-sm font-medium text-slate-900">
                {CODE_LANGUAGE_LABELS[s.language]}:{' '}
                {s.error
                  ? 'the judge could not run it'
                  : s.verdict === 'Syntax Error'
                    ? 'syntax error'
                    : 'compiler output'}
              </p>
              <pre
                className="max-h-56 overflow-auto px-3.5 py-3 font-mono text-xs whitespace-pre-wrap text-slate-800"
                data-testid="compile-output"
              >
                {s.error || s.compileOutput}
              </pre>
            </div>
          ),
      )}

      {failures.length > 0 && (
        <div className="space-y-3">
          <h3 className="text-sm font-semibold text-slate-900">Failures</h3>
          {failures.slice(0, MAX_FAILURES_SHOWN).map(({ s, t }) => (
            <Failure
              key={`${s._id}-${t.index}`}
              language={CODE_LANGUAGE_LABELS[s.language]}
              t={t}
            />
          ))}
          {failures.length > MAX_FAILURES_SHOWN && (
            <p className="text-sm text-slate-600">
              …and {failures.length - MAX_FAILURES_SHOWN} more failing tests.
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function Cell({ submission, test }: { submission: Submission; test?: TestResult }) {
  if (test) {
    return (
      <span
        className={clsx(
          'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
          TONE[test.verdict],
        )}
        title={`${test.verdict} · ${test.timeMs} ms`}
        data-testid="verdict-cell"
      >
        {SHORT[test.verdict]}
      </span>
    );
  }
  // A solution that did not compile (or parse) ran no test: one cell says why for every test.
  if (submission.status === 'done' && submission.verdict && isBuildFailure(submission.verdict)) {
    return (
      <span
        className={clsx(
          'inline-flex rounded-md px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
          TONE[submission.verdict],
        )}
        data-testid="verdict-cell"
      >
        {SHORT[submission.verdict]}
      </span>
    );
  }
  if (isSettled(submission)) return <span className="text-xs text-slate-500">—</span>;
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-slate-500">
      <Spinner className="size-3" />
      {submission.status === 'queued' ? 'Queued' : 'Running'}
    </span>
  );
}

function Failure({ language, t }: { language: string; t: TestResult }) {
  return (
    <div className="rounded-xl border border-red-200 bg-red-50/40" data-testid="verdict-failure">
      <p className="border-b border-red-200 px-3.5 py-2 text-sm font-medium text-red-900">
        {language} · Test {t.index + 1}: {t.verdict}
        <span className="ml-2 text-xs font-normal text-red-800 tabular-nums">{t.timeMs} ms</span>
      </p>
      <div className="grid gap-3 p-3.5 md:grid-cols-3">
        <Output label="Input" text={t.input} />
        <Output label="Expected" text={t.expectedOutput} />
        <Output label="Got" text={t.stdout} extra={t.stderr} />
      </div>
    </div>
  );
}

function Output({ label, text, extra }: { label: string; text?: string; extra?: string }) {
  return (
    <div className="min-w-0">
      <p className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
      <pre className="max-h-40 overflow-auto rounded-lg bg-white px-2.5 py-2 font-mono text-xs whitespace-pre-wrap text-slate-900 ring-1 ring-slate-200">
        {text === undefined || text === '' ? <span className="text-slate-400">(empty)</span> : text}
      </pre>
      {extra && (
        <pre className="mt-1 max-h-32 overflow-auto rounded-lg bg-white px-2.5 py-2 font-mono text-xs whitespace-pre-wrap text-red-800 ring-1 ring-red-200">
          {extra}
        </pre>
      )}
    </div>
  );
}
