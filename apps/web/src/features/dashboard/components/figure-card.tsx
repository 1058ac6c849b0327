import { clsx } from 'clsx';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link to the admin page behind a figure ("Open callbacks →"). */
export function FigureLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="group inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
    >
      {children}
      <ArrowRight
        className="size-3.5 transition-transform group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </Link>
  );
}

/** One headline figure: what it counts, the number, a line of context and where to act on it. */
export function FigureCard({
  icon: Icon,
  label,
  value,
  hint,
  link,
  testId,
  className,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint: ReactNode;
  link?: { to: string; label: string };
  testId: string;
  className?: string;
}) {
  return (
    <div className={clsx('card flex min-w-0 flex-col p-4 sm:p-5', className)} data-testid={testId}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <p
        className="mt-1 text-[1.75rem] leading-tight font-bold tracking-tight text-slate-900 tabular-nums"
        data-testid={`${testId}-value`}
      >
        {value}
      </p>
      <p className="mt-1 text-sm text-slate-600">{hint}</p>
      {link && (
        <div className="mt-auto pt-3">
          <FigureLink to={link.to}>{link.label}</FigureLink>
        </div>
      )}
    </div>
  );
}
