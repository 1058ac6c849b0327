import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ListChecks, X } from 'lucide-react';
import { useState } from 'react';

import {
  DIFFICULTY_LABELS,
  plural,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  questionKey,
  type QuestionOption,
  type QuestionType,
} from '@app/shared';

import { Pill, type PillTone } from '@/components/admin/pill';

import { useQuestionOptions } from '../api/whizz-admin-api.ts';
import type { QuestionLabel, WhizzFormValues } from '../lib/whizz-form.ts';
import { AddOptionButton, ChosenPanel, PickerOptions } from './picker-options.tsx';

type Questions = WhizzFormValues['questions'];

export const TYPE_TONES: Record<QuestionType, PillTone> = {
  MCQ: 'blue',
  FillInTheBlank: 'amber',
  codingProblem: 'violet',
};
const TABS: { value: QuestionType | ''; label: string }[] = [
  { value: '', label: 'All' },
  ...QUESTION_TYPES.map((t) => ({ value: t, label: QUESTION_TYPE_LABELS[t] })),
];

/**
 * Chooses a whizz's questions from the three banks (GET /admin/whizz/question-options): type
 * tabs, a search box, and the chosen questions in order with move up/down and remove.
 */
export function QuestionPicker({
  value,
  onChange,
  labels,
  onLabel,
  error,
}: {
  value: Questions;
  onChange: (next: Questions) => void;
  labels: Record<string, QuestionLabel>;
  onLabel: (key: string, label: QuestionLabel) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const [type, setType] = useState<QuestionType | ''>('');
  const options = useQuestionOptions(search, type);
  const chosen = new Set(value.map((q) => questionKey(q.type, q.questionId)));
  const totalPoints = value.reduce(
    (sum, q) => sum + (labels[questionKey(q.type, q.questionId)]?.points ?? 0),
    0,
  );

  const add = (q: QuestionOption) => {
    onLabel(questionKey(q.type, q.questionId), { title: q.title, points: q.points });
    onChange([...value, { questionId: q.questionId, type: q.type }]);
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length) return;
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <PickerOptions
        title="Question bank"
        above={
          <div
            role="tablist"
            aria-label="Question type"
            className="mb-3 flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1"
          >
            {TABS.map((t) => (
              <button
                key={t.value || 'all'}
                type="button"
                role="tab"
                aria-selected={type === t.value}
                onClick={() => setType(t.value)}
                data-testid={`question-tab-${t.value || 'all'}`}
                className={clsx(
                  'h-8 shrink-0 rounded-lg px-3 text-sm font-medium whitespace-nowrap',
                  type === t.value
                    ? 'bg-white text-slate-900 shadow-sm'
                    : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {t.label}
              </button>
            ))}
          </div>
        }
        search={search}
        onSearch={setSearch}
        placeholder="Search questions, titles or tags"
        listClassName="max-h-96"
        query={options}
        noun="questions"
        testIdPrefix="question"
        emptyText={search ? `No questions match “${search}”.` : 'No questions of this type yet.'}
      >
        {(q) => (
          <li
            key={questionKey(q.type, q.questionId)}
            className="flex items-start gap-3 px-3 py-2.5"
            data-testid="question-option"
          >
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium text-slate-900">{q.title}</p>
              <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
                <Pill tone={TYPE_TONES[q.type]}>{QUESTION_TYPE_LABELS[q.type]}</Pill>
                <span>{DIFFICULTY_LABELS[q.difficulty]}</span>
                <span aria-hidden="true">·</span>
                <span>{q.points} pts</span>
                {q.tags.slice(0, 3).map((t) => (
                  <span key={t} className="rounded bg-slate-100 px-1.5 py-0.5">
                    {t}
                  </span>
                ))}
                {!q.isActive && <Pill tone="slate">Inactive</Pill>}
              </div>
            </div>
            <AddOptionButton
              isChosen={chosen.has(questionKey(q.type, q.questionId))}
              onAdd={() => add(q)}
              addLabel={`Add: ${q.title}`}
              addedLabel={`Added: ${q.title}`}
              testId="question-option-add"
            />
          </li>
        )}
      </PickerOptions>

      <ChosenPanel
        title="In this whizz"
        count={value.length}
        aside={
          <span className="text-xs font-medium text-slate-500" data-testid="chosen-points">
            {plural(totalPoints, 'point')} in all
          </span>
        }
        emptyIcon={ListChecks}
        emptyText="No question yet. Add them from the bank; students see them in this order."
        error={error}
      >
        <ol className="space-y-2" data-testid="chosen-questions">
          {value.map((q, i) => {
            const key = questionKey(q.type, q.questionId);
            const label = labels[key];
            return (
              <li
                key={key}
                className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white py-2 pr-2 pl-3"
                data-testid="chosen-question"
              >
                <span className="w-6 shrink-0 text-sm font-semibold text-slate-500 tabular-nums">
                  {i + 1}.
                </span>
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 text-sm font-medium text-slate-900">
                    {label?.title ?? q.questionId}
                  </p>
                  <div className="mt-0.5 flex items-center gap-1.5 text-xs text-slate-500">
                    <Pill tone={TYPE_TONES[q.type]}>{QUESTION_TYPE_LABELS[q.type]}</Pill>
                    {label?.points != null && <span>{label.points} pts</span>}
                  </div>
                </div>
                <div className="flex shrink-0 items-center">
                  <IconButton
                    label={`Move question ${i + 1} up`}
                    onClick={() => move(i, i - 1)}
                    disabled={i === 0}
                    testId="chosen-question-up"
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </IconButton>
                  <IconButton
                    label={`Move question ${i + 1} down`}
                    onClick={() => move(i, i + 1)}
                    disabled={i === value.length - 1}
                    testId="chosen-question-down"
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </IconButton>
                  <IconButton
                    label={`Remove question ${i + 1}`}
                    onClick={() => onChange(value.filter((_, j) => j !== i))}
                    testId="chosen-question-remove"
                    danger
                  >
                    <X className="size-4" aria-hidden="true" />
                  </IconButton>
                </div>
              </li>
            );
          })}
        </ol>
      </ChosenPanel>
    </div>
  );
}

function IconButton({
  label,
  onClick,
  disabled,
  testId,
  danger,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  testId: string;
  danger?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      data-testid={testId}
      className={clsx(
        'grid size-8 place-items-center rounded-lg text-slate-500 disabled:opacity-30',
        danger ? 'hover:bg-red-50 hover:text-red-700' : 'hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      {children}
    </button>
  );
}
