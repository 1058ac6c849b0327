import { clsx } from 'clsx';
import { CheckCircle2, CircleDashed, CircleMinus, XCircle } from 'lucide-react';

import {
  CODE_LANGUAGE_LABELS,
  pluralNoun,
  QUESTION_TYPE_LABELS,
  type ResultQuestion,
  type WhizzResult,
} from '@app/shared';

import { MCQ_LETTERS } from '../lib/answers.ts';
import { OVERLINE } from '../lib/overline.ts';

const OUTCOME = {
  correct: { label: 'Correct', icon: CheckCircle2, tone: 'text-emerald-700 bg-emerald-50' },
  partial: { label: 'Partly right', icon: CircleMinus, tone: 'text-amber-800 bg-amber-50' },
  wrong: { label: 'Wrong', icon: XCircle, tone: 'text-red-700 bg-red-50' },
  unanswered: { label: 'Not answered', icon: CircleDashed, tone: 'text-slate-600 bg-slate-100' },
} as const;

/** "B. print()" — the option's letter and, when known, its text. */
function optionsText(q: ResultQuestion, indexes: number[]): string {
  return indexes
    .map((i) => {
      const letter = MCQ_LETTERS[i] ?? String(i + 1);
      const text = q.options?.[i];
      return text ? `${letter}. ${text}` : `Option ${letter}`;
    })
    .join(', ');
}

function answerText(q: ResultQuestion): string {
  const a = q.answer;
  if (!a) return '—';
  if (a.type === 'MCQ') return a.selected.length ? optionsText(q, a.selected) : '—';
  if (a.type === 'FillInTheBlank') return a.text.trim() || '—';
  return `${CODE_LANGUAGE_LABELS[a.language]} code`;
}

function correctText(q: ResultQuestion): string | null {
  const c = q.correctAnswer;
  if (c === null) return null;
  if (Array.isArray(c)) return optionsText(q, c);
  return c;
}

/** Each question of the result: my answer, the right one (once the whizz ended), points. */
export function ResultBreakdown({ result }: { result: WhizzResult }) {
  return (
    <ol className="space-y-3" data-testid="result-questions">
      {result.questions.map((q, i) => {
        const o = OUTCOME[q.outcome];
        const correct = correctText(q);
        return (
          <li
            key={`${q.type}:${q.questionId}`}
            className="card p-4 sm:p-5"
            data-testid="result-question"
            data-outcome={q.outcome}
          >
            <div className="flex items-start gap-3">
              <span className="pt-0.5 text-sm font-semibold text-slate-500 tabular-nums">
                Q{i + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words whitespace-pre-wrap text-slate-900">
                  {q.title}
                </p>
                <div className="mt-1.5 flex flex-wrap items-center gap-2">
                  <span className="text-xs text-slate-500">{QUESTION_TYPE_LABELS[q.type]}</span>
                  <span
                    className={clsx(
                      'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
                      o.tone,
                    )}
                  >
                    <o.icon className="size-3.5" aria-hidden="true" />
                    {o.label}
                  </span>
                  <span
                    className="ml-auto text-sm font-bold text-slate-900 tabular-nums"
                    data-testid="result-earned"
                  >
                    {q.earned} / {q.points}
                    <span className="text-xs font-medium text-slate-500">
                      {' '}
                      {pluralNoun(q.points, 'point')}
                    </span>
                  </span>
                </div>
              </div>
            </div>
            <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 sm:pl-8">
              <div className="min-w-0">
                <dt className={OVERLINE}>Your answer</dt>
                <dd className="break-words text-slate-800" data-testid="result-your-answer">
                  {answerText(q)}
                  {q.type === 'codingProblem' && q.total !== null && (
                    <span className="ml-1 text-slate-600">
                      · {q.passed ?? 0}/{q.total} tests passed
                    </span>
                  )}
                </dd>
              </div>
              {q.type !== 'codingProblem' && (
                <div className="min-w-0">
                  <dt className={OVERLINE}>Correct answer</dt>
                  <dd className="break-words text-slate-800" data-testid="result-correct-answer">
                    {correct ?? (
                      <span className="text-slate-500">Shown once the whizz has ended</span>
                    )}
                  </dd>
                </div>
              )}
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
