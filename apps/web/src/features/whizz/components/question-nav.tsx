import { clsx } from 'clsx';

import { QUESTION_TYPE_LABELS, type AttemptQuestion } from '@app/shared';

/** The question buttons: answered ones filled, the current one ringed. */
export function QuestionNav({
  questions,
  answered,
  current,
  onGo,
  layout,
}: {
  questions: AttemptQuestion[];
  answered: boolean[];
  current: number;
  onGo: (i: number) => void;
  layout: 'grid' | 'strip';
}) {
  const done = answered.filter(Boolean).length;
  return (
    <nav aria-label="Questions" data-testid={`question-nav-${layout}`}>
      {layout === 'grid' && (
        <p className="mb-3 text-sm text-slate-600">
          <span className="font-semibold text-slate-900">{done}</span> of {questions.length}{' '}
          answered
        </p>
      )}
      <ol
        className={clsx(
          layout === 'grid'
            ? 'grid grid-cols-5 gap-2'
            : '-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]',
        )}
      >
        {questions.map((q, i) => (
          <li key={q.questionId} className="shrink-0">
            <button
              type="button"
              onClick={() => onGo(i)}
              aria-current={i === current ? 'step' : undefined}
              aria-label={`Question ${i + 1}, ${QUESTION_TYPE_LABELS[q.type]}, ${answered[i] ? 'answered' : 'not answered'}`}
              data-testid="nav-question"
              data-answered={answered[i] ? 'true' : 'false'}
              className={clsx(
                'grid size-10 place-items-center rounded-xl text-sm font-semibold tabular-nums transition-colors',
                answered[i]
                  ? 'bg-brand-600 text-white hover:bg-brand-700'
                  : 'border border-slate-300 bg-white text-slate-700 hover:border-slate-400',
                i === current && 'ring-2 ring-brand-300 ring-offset-2',
              )}
            >
              {i + 1}
            </button>
          </li>
        ))}
      </ol>
      {layout === 'grid' && (
        <div className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          <span className="flex items-center gap-1.5">
            <span className="size-3 rounded bg-brand-600" aria-hidden="true" /> Answered
          </span>
          <span className="flex items-center gap-1.5">
            <span className="size-3 rounded border border-slate-300 bg-white" aria-hidden="true" />{' '}
            Not answered
          </span>
        </div>
      )}
    </nav>
  );
}
