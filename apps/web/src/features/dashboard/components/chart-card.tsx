import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/**
 * The frame of one dashboard chart: title, a one-line description, an optional summary on
 * the right and the plot. Holds no chart code, so the skeletons can use it before recharts loads.
 */
export function ChartCard({
  icon: Icon,
  title,
  description,
  summary,
  legend,
  legendTestId,
  children,
  testId,
  className,
}: {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  summary?: ReactNode;
  /** The series above the plot (LegendDot entries and any note). */
  legend?: ReactNode;
  legendTestId?: string;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={clsx('card flex min-w-0 flex-col', className)}
      data-testid={testId}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 px-4 pt-4 sm:px-5 sm:pt-5">
        <div className="flex min-w-0 items-start gap-3">
          <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-4.5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="text-base font-semibold text-slate-900">
              {title}
            </h2>
            <p className="mt-0.5 text-sm text-slate-600">{description}</p>
          </div>
        </div>
        {summary && <div className="text-right text-sm text-slate-600">{summary}</div>}
      </header>
      <div className="flex min-h-0 flex-1 flex-col px-2 pt-4 pb-3 sm:px-4 sm:pb-4">
        {legend && (
          <div className="mb-3 flex flex-wrap gap-x-4 gap-y-1.5 px-2" data-testid={legendTestId}>
            {legend}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}

/** A chart's place while there is nothing to draw (no rows in the range). */
export function ChartEmpty({
  icon: Icon,
  title,
  hint,
}: {
  icon: LucideIcon;
  title: string;
  hint: string;
}) {
  return (
    <div
      className="mx-2 flex min-h-56 flex-1 flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-slate-200 bg-slate-50/60 px-6 py-10 text-center"
      data-testid="chart-empty"
    >
      <Icon className="mb-2 size-6 text-slate-400" aria-hidden="true" />
      <p className="text-sm font-semibold text-slate-800">{title}</p>
      <p className="text-sm text-slate-600">{hint}</p>
    </div>
  );
}

/** A legend entry: the series colour and its name (HTML, so it wraps on a phone). */
export function LegendDot({
  color,
  label,
  value,
}: {
  color: string;
  label: string;
  value?: ReactNode;
}) {
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600">
      <span
        className="size-2.5 shrink-0 rounded-sm"
        style={{ backgroundColor: color }}
        aria-hidden="true"
      />
      {label}
      {value !== undefined && (
        <span className="font-semibold text-slate-900 tabular-nums">{value}</span>
      )}
    </span>
  );
}
