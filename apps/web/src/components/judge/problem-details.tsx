import { ChevronDown, Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';

import { CODE_LANGUAGE_LABELS, type StudentCodingProblem } from '@app/shared';

const HINT_LABELS: Record<string, string> = { general: 'General', ...CODE_LANGUAGE_LABELS };

type ProblemDetailsProps = {
  problem: Pick<
    StudentCodingProblem,
    'inputFormat' | 'outputFormat' | 'constraints' | 'sampleTests' | 'hints'
  >;
  /** the statement, rendered as the page wants it (plain text or Markdown) */
  description: ReactNode;
  sampleTestId?: string;
};

/**
 * A coding problem as a student reads it: the statement, input and output formats, constraints,
 * sample tests and hints (folded). Whizz questions and practice lessons show it alike.
 */
export function ProblemDetails({ problem, description, sampleTestId }: ProblemDetailsProps) {
  return (
    <>
      {description}
      <div className="grid gap-4 sm:grid-cols-2">
        <Block title="Input format">{problem.inputFormat}</Block>
        <Block title="Output format">{problem.outputFormat}</Block>
      </div>
      {problem.constraints.length > 0 && (
        <div>
          <h3 className="mb-1.5 text-sm font-semibold text-slate-900">Constraints</h3>
          <ul className="list-disc space-y-1 pl-5 font-mono text-sm text-slate-700">
            {problem.constraints.map((c, i) => (
              <li key={i}>{c}</li>
            ))}
          </ul>
        </div>
      )}
      {problem.sampleTests.map((t, i) => (
        <div key={i} className="grid gap-2 sm:grid-cols-2" data-testid={sampleTestId}>
          <Sample label={`Sample input ${i + 1}`} text={t.input} />
          <Sample label={`Sample output ${i + 1}`} text={t.expectedOutput} />
        </div>
      ))}
      {problem.hints.length > 0 && (
        <details className="group rounded-xl border border-amber-200 bg-amber-50/50">
          <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-semibold text-amber-900">
            <Lightbulb className="size-4" aria-hidden="true" />
            Hints ({problem.hints.length})
            <ChevronDown
              className="ml-auto size-4 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <ul className="space-y-2 px-4 pb-4 text-sm text-slate-800">
            {problem.hints.map((h, i) => (
              <li key={i}>
                <span className="mr-2 rounded bg-white px-1.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
                  {HINT_LABELS[h.language] ?? h.language}
                </span>
                {h.text}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

function Block({ title, children }: { title: string; children: string }) {
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold text-slate-900">{title}</h3>
      <p className="text-sm leading-relaxed whitespace-pre-wrap text-slate-700">{children}</p>
    </div>
  );
}

function Sample({ label, text }: { label: string; text: string }) {
  return (
    <div className="min-w-0">
      <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
      <pre className="overflow-x-auto rounded-lg bg-slate-900 px-3 py-2 font-mono text-sm text-slate-100">
        {text}
      </pre>
    </div>
  );
}
