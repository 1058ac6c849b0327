import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

export type StatusPanelProps = {
  icon: LucideIcon;
  /** A short eyebrow such as "404"; decorative, the title carries the meaning. */
  code?: string;
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  tone?: 'brand' | 'danger';
  className?: string;
};

/** The designed "something is not here" panel used by 404, 403 and error screens. */
export function StatusPanel({
  icon: Icon,
  code,
  title,
  description,
  actions,
  tone = 'brand',
  className,
}: StatusPanelProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={clsx('mx-auto flex max-w-lg flex-col items-center text-center', className)}
    >
      <span
        className={clsx(
          'mb-6 grid size-16 place-items-center rounded-2xl ring-8',
          tone === 'danger'
            ? 'bg-red-50 text-red-700 ring-red-50/50'
            : 'bg-brand-50 text-brand-700 ring-brand-50/50',
        )}
      >
        <Icon className="size-8" aria-hidden="true" />
      </span>
      {code && (
        <p className="mb-2 font-mono text-sm font-semibold tracking-widest text-slate-600 uppercase">
          {code}
        </p>
      )}
      <h1 id={titleId} className="text-3xl font-extrabold tracking-tight text-slate-900">
        {title}
      </h1>
      <div className="mt-3 text-base leading-relaxed text-slate-600">{description}</div>
      {actions && <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>}
    </section>
  );
}

/** A StatusPanel in a dashed box, standing where a list would be (no courses, no batches). */
export function EmptyListPanel({
  testId,
  boxClassName,
  ...panel
}: StatusPanelProps & {
  testId: string;
  /** Its height, e.g. 'py-12'. */
  boxClassName: string;
}) {
  return (
    <div
      data-testid={testId}
      className={clsx(
        'rounded-2xl border border-dashed border-slate-300 bg-white px-6',
        boxClassName,
      )}
    >
      <StatusPanel {...panel} />
    </div>
  );
}
