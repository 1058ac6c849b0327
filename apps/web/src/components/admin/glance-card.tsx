import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One card of a record's "at a glance" row: a small capitalised label with its sign, then the facts. */
export function GlanceCard({
  icon: Icon,
  label,
  children,
  testId,
  className,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <div className={clsx('card p-3.5 sm:p-4', className)} data-testid={testId}>
      <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <Icon className="size-4 text-brand-600" aria-hidden="true" />
        {label}
      </p>
      <div className="mt-2 text-sm text-slate-700">{children}</div>
    </div>
  );
}
