import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type RecordRow = {
  key: string;
  title: ReactNode;
  /** One muted line under the title: where, when, how. */
  detail?: ReactNode;
  /** Right-hand side: an amount, a score, a status pill. */
  aside?: ReactNode;
};

/**
 * One titled block of a user page (enrolments, payments…): a count in the heading and the
 * rows as title / detail / aside, which reads the same on a phone as on a desktop.
 */
export function RecordSection({
  id,
  icon: Icon,
  title,
  rows,
  empty,
  actions,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  rows: RecordRow[];
  empty: string;
  actions?: ReactNode;
}) {
  return (
    <section
      className="card overflow-hidden"
      aria-labelledby={`${id}-title`}
      data-testid={`section-${id}`}
    >
      <header className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-3.5">
        <h2 id={`${id}-title`} className="flex items-center gap-2.5 font-semibold text-slate-900">
          <span className="grid size-8 place-items-center rounded-lg bg-brand-50 text-brand-700">
            <Icon className="size-4" aria-hidden="true" />
          </span>
          {title}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600 tabular-nums">
            {rows.length}
          </span>
        </h2>
        {actions}
      </header>
      {rows.length === 0 ? (
        <p className="px-5 py-5 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {rows.map((row) => (
            <li
              key={row.key}
              data-testid={`${id}-row`}
              className="flex items-start justify-between gap-4 px-5 py-3"
            >
              <div className="min-w-0">
                <div className="text-sm font-semibold break-words text-slate-900">{row.title}</div>
                {row.detail && <div className="mt-0.5 text-xs text-slate-600">{row.detail}</div>}
              </div>
              {row.aside && (
                <div className="flex shrink-0 flex-col items-end gap-1 text-right">{row.aside}</div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
