import { clsx } from 'clsx';
import { Play, RotateCcw, Send } from 'lucide-react';
import { useId } from 'react';

import { CODE_LANGUAGE_LABELS, type CodeLanguage } from '@app/shared';

import { Button } from '@/components/ui/button';

import type { JudgeKind, JudgeStatus } from './use-judge-send.ts';

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
  status: { job, isJudging },
  onSend,
  disabled,
  testIdPrefix,
}: {
  status: JudgeStatus;
  onSend: (kind: JudgeKind) => void;
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
