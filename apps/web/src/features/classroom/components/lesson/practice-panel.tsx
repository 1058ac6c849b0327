import { Code2 } from 'lucide-react';

/** A practice lesson's coding problem. */
export function PracticePanel({ problem }: { problem: { _id: string; title: string } }) {
  return (
    <section
      data-testid="lesson-practice"
      aria-labelledby="lesson-practice-title"
      className="rounded-2xl border border-brand-200 bg-brand-50/60 p-5 sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-600 text-white">
          <Code2 className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-bold tracking-widest text-brand-700 uppercase">Practice</p>
          <h2 id="lesson-practice-title" className="font-bold text-slate-900">
            {problem.title}
          </h2>
        </div>
      </div>
    </section>
  );
}
