import { clsx } from 'clsx';
import { Play, RotateCcw, Send } from 'lucide-react';
import { useId } from 'react';

import {
  ASSESS_MSG,
  byteLength,
  CODE_LANGUAGE_LABELS,
  MAX_SOURCE_BYTES,
  type CodeLanguage,
  type Submission,
} from '@app/shared';

import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/core/api-client';

export type JudgeKind = 'run' | 'submit';
/** The Run or Submit on screen: its submission's id once the judge has taken the code. */
export type JudgeJob = { kind: JudgeKind; id: string | null };

/** Why the code is not sent at all (empty, too large), or null. */
export function sourceProblem(code: string): string | null {
  if (!code.trim()) return ASSESS_MSG.sourceRequired;
  if (byteLength(code) > MAX_SOURCE_BYTES) return ASSESS_MSG.sourceTooLarge;
  return null;
}

/** True from the send until the judge has settled the job's submission. */
export function isJudgingJob(sending: boolean, job: JudgeJob | null, sub: Submission | undefined) {
  return (
    sending ||
    (job !== null &&
      job.id !== null &&
      (!sub || sub.status === 'queued' || sub.status === 'running'))
  );
}

/** The SubmissionPanel's error: the refused send, else a submission that could not be read. */
export function judgeErrorOf(
  sendError: string | null,
  submission: { isError: boolean; error: unknown },
): string | null {
  return (
    sendError ??
    (submission.isError ? getErrorMessage(submission.error, 'Submission not found') : null)
  );
}

/** The language select above a code editor, and "Reset code" back to the starter code. */
export function LanguageBar({
  language,
  languages,
  onLanguage,
  onReset,
  canReset,
  disabled,
  testId,
  resetClassName,
}: {
  language: CodeLanguage;
  languages: readonly CodeLanguage[];
  onLanguage: (language: CodeLanguage) => void;
  onReset: () => void;
  /** False while the code is the starter code. */
  canReset: boolean;
  disabled?: boolean;
  testId: string;
  /** The reset button's hover, fitting the surface it sits on. */
  resetClassName: string;
}) {
  const selectId = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
        Language
      </label>
      <select
        id={selectId}
        value={language}
        disabled={disabled}
        onChange={(e) => onLanguage(e.target.value as CodeLanguage)}
        className="h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none"
        data-testid={testId}
      >
        {languages.map((l) => (
          <option key={l} value={l}>
            {CODE_LANGUAGE_LABELS[l]}
          </option>
        ))}
      </select>
      <button
        type="button"
        disabled={disabled || !canReset}
        onClick={onReset}
        className={clsx(
          'ml-auto inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-600 disabled:opacity-40',
          resetClassName,
        )}
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        Reset code
      </button>
    </div>
  );
}

/** Run checks the samples; Submit runs every test (`<prefix>-run`, `<prefix>-submit`). */
const JUDGE_ACTIONS = [
  { kind: 'run', label: 'Run', icon: Play, loadingText: 'Running...', variant: 'secondary' },
  { kind: 'submit', label: 'Submit', icon: Send, loadingText: 'Judging...', variant: 'primary' },
] as const;

/** The Run and Submit buttons; the one whose job is with the judge spins. */
export function JudgeButtons({
  onSend,
  job,
  isJudging,
  disabled,
  testIdPrefix,
}: {
  onSend: (kind: JudgeKind) => void;
  job: JudgeJob | null;
  isJudging: boolean;
  disabled?: boolean;
  testIdPrefix: string;
}) {
  return JUDGE_ACTIONS.map(({ kind, label, icon, loadingText, variant }) => (
    <Button
      icon={icon}
      key={kind}
      variant={variant}
      onClick={() => onSend(kind)}
      disabled={disabled || isJudging}
      isLoading={isJudging && job?.kind === kind}
      loadingText={loadingText}
      data-testid={`${testIdPrefix}-${kind}`}
    >
      {label}
    </Button>
  ));
}
