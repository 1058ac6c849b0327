import { Code2, ListChecks, TextCursorInput, type LucideIcon } from 'lucide-react';
import type { KeyboardEvent } from 'react';

import { SegmentButton } from '@/components/admin/segment-choice';

import { KIND_TEXT, QUESTION_KINDS, type QuestionKind } from '../lib/question-kinds.ts';

const ICONS: Record<QuestionKind, LucideIcon> = {
  mcq: ListChecks,
  coding: Code2,
  fib: TextCursorInput,
};

export const tabId = (kind: QuestionKind) => `question-tab-${kind}`;
export const PANEL_ID = 'question-panel';

/** The three banks as tabs (arrow keys move between them); the choice lives in ?type=. */
export function QuestionTabs({
  value,
  onChange,
}: {
  value: QuestionKind;
  onChange: (kind: QuestionKind) => void;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const i = QUESTION_KINDS.indexOf(value);
    const next = QUESTION_KINDS[(i + step + QUESTION_KINDS.length) % QUESTION_KINDS.length]!;
    onChange(next);
    requestAnimationFrame(() => document.getElementById(tabId(next))?.focus());
  };
  return (
    <div
      role="tablist"
      aria-label="Question type"
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto rounded-2xl bg-slate-100 p-1 sm:inline-flex"
    >
      {QUESTION_KINDS.map((kind) => {
        const Icon = ICONS[kind];
        const selected = kind === value;
        return (
          <SegmentButton
            key={kind}
            id={tabId(kind)}
            role="tab"
            isOn={selected}
            hoverTint
            aria-controls={PANEL_ID}
            tabIndex={selected ? 0 : -1}
            data-testid={`tab-${kind}`}
            onClick={() => onChange(kind)}
            className="inline-flex h-9 flex-1 items-center justify-center gap-2 rounded-xl px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-none sm:px-4"
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {kind === 'fib' ? (
              <>
                <span className="sm:hidden">FIB</span>
                <span className="hidden sm:inline">{KIND_TEXT[kind].tab}</span>
              </>
            ) : kind === 'coding' ? (
              <>
                <span className="sm:hidden">Coding</span>
                <span className="hidden sm:inline">{KIND_TEXT[kind].tab}</span>
              </>
            ) : (
              KIND_TEXT[kind].tab
            )}
          </SegmentButton>
        );
      })}
    </div>
  );
}
