import { useId } from 'react';

import type { Answer, AttemptQuestion } from '@app/shared';

type Fib = Extract<AttemptQuestion, { type: 'FillInTheBlank' }>;

/** One fill-in-the-blank: the sentence and a text box for the missing word(s). */
export function FibQuestion({
  q,
  answer,
  onChange,
  disabled,
}: {
  q: Fib;
  answer: Answer | undefined;
  onChange: (a: Answer) => void;
  disabled: boolean;
}) {
  const id = useId();
  const text = answer?.type === 'FillInTheBlank' ? answer.text : '';
  return (
    <div data-testid="fib-question">
      <p className="text-lg leading-relaxed font-semibold whitespace-pre-wrap text-slate-900">
        {q.question}
      </p>
      <label htmlFor={id} className="mt-5 mb-1.5 block text-sm font-medium text-slate-700">
        Your answer
      </label>
      <input
        id={id}
        type="text"
        value={text}
        maxLength={250}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onChange({ type: 'FillInTheBlank', text: e.target.value })}
        placeholder="Type the missing word or phrase"
        className="w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none"
        data-testid="fib-input"
      />
      <p className="mt-1.5 text-xs text-slate-500">
        Capital letters and extra spaces do not matter.
      </p>
    </div>
  );
}
