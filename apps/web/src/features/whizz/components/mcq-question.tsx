import { clsx } from 'clsx';
import { Check } from 'lucide-react';

import type { Answer, AttemptQuestion } from '@app/shared';

import { MCQ_LETTERS } from '../lib/answers.ts';

type Mcq = Extract<AttemptQuestion, { type: 'MCQ' }>;

/** One MCQ: radios for a single answer, checkboxes for several. */
export function McqQuestion({
  q,
  answer,
  onChange,
  disabled,
}: {
  q: Mcq;
  answer: Answer | undefined;
  onChange: (a: Answer) => void;
  disabled: boolean;
}) {
  const selected = answer?.type === 'MCQ' ? answer.selected : [];
  const isMultiple = q.selectionType === 'multiple';
  const toggle = (i: number) => {
    const next = isMultiple
      ? selected.includes(i)
        ? selected.filter((x) => x !== i)
        : [...selected, i].sort((a, b) => a - b)
      : [i];
    onChange({ type: 'MCQ', selected: next });
  };

  return (
    <fieldset data-testid="mcq-question">
      <legend className="text-lg leading-relaxed font-semibold whitespace-pre-wrap text-slate-900">
        {q.question}
      </legend>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        {isMultiple ? 'Choose every correct option.' : 'Choose one option.'}
      </p>
      <div className="space-y-2.5">
        {q.options.map((text, i) => {
          const isOn = selected.includes(i);
          return (
            <label
              key={i}
              className={clsx(
                'flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 transition-colors',
                isOn
                  ? 'border-brand-500 bg-brand-50 ring-2 ring-brand-100'
                  : 'border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50',
                disabled && 'cursor-not-allowed opacity-70',
              )}
              data-testid="mcq-option"
            >
              <input
                type={isMultiple ? 'checkbox' : 'radio'}
                name={`mcq-${q.questionId}`}
                checked={isOn}
                disabled={disabled}
                onChange={() => toggle(i)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={clsx(
                  'grid size-7 shrink-0 place-items-center text-sm font-bold',
                  isMultiple ? 'rounded-md' : 'rounded-full',
                  isOn ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700',
                )}
              >
                {isOn ? <Check className="size-4" /> : MCQ_LETTERS[i]}
              </span>
              <span className="min-w-0 pt-0.5 text-[15px] leading-relaxed break-words whitespace-pre-wrap text-slate-800">
                {text}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
