import { CheckCircle2, Circle } from 'lucide-react';

import type { BatchStudentDetail } from '@app/shared';

import { ProgressBar } from './batch-students-table.tsx';

/** Lessons ticked per module, as the student sees them in the classroom. */
export function StudentProgress({ progress }: { progress: BatchStudentDetail['progress'] }) {
  if (progress.modules.length === 0) {
    return (
      <p className="px-5 py-8 text-center text-sm text-slate-600">
        This course has no modules yet, so there is no progress to show.
      </p>
    );
  }
  return (
    <ol className="divide-y divide-slate-100">
      {progress.modules.map((m, i) => {
        const done = m.lessons.filter((l) => l.completed).length;
        return (
          <li key={`${m.title}-${i}`} className="px-5 py-4" data-testid="progress-module">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900">
                <span className="mr-1.5 text-slate-500 tabular-nums">{i + 1}.</span>
                {m.title}
              </h3>
              <ProgressBar done={done} total={m.lessons.length} />
            </div>
            {m.lessons.length > 0 && (
              <ul className="mt-3 grid gap-1.5 sm:grid-cols-2">
                {m.lessons.map((l) => (
                  <li key={l.key} className="flex items-start gap-2 text-sm">
                    {l.completed ? (
                      <CheckCircle2
                        className="mt-0.5 size-4 shrink-0 text-emerald-600"
                        aria-hidden="true"
                      />
                    ) : (
                      <Circle
                        className="mt-0.5 size-4 shrink-0 text-slate-300"
                        aria-hidden="true"
                      />
                    )}
                    <span className={l.completed ? 'text-slate-900' : 'text-slate-600'}>
                      {l.title}
                      <span className="sr-only">{l.completed ? ' (done)' : ' (not done)'}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
