import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type PillTone = 'green' | 'amber' | 'red' | 'blue' | 'slate' | 'violet' | 'brand';

const TONES: Record<PillTone, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
  blue: 'bg-sky-50 text-sky-800 ring-sky-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  violet: 'bg-violet-50 text-violet-800 ring-violet-200',
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
};

/**
 * A small rounded badge of an admin screen (status, kind, role): the tone carries the meaning,
 * the text says it; an icon, when given, leads the text.
 */
export function Pill({
  tone,
  children,
  icon: Icon,
  testId,
  status,
  className,
}: {
  tone: PillTone;
  children: ReactNode;
  icon?: LucideIcon;
  testId?: string;
  /** The record's raw status as `data-status`, for tests and styles. */
  status?: string;
  className?: string;
}) {
  return (
    <span
      data-testid={testId}
      data-status={status}
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        Icon && 'gap-1',
        TONES[tone],
        className,
      )}
    >
      {Icon && <Icon className="size-3" aria-hidden="true" />}
      {children}
    </span>
  );
}
