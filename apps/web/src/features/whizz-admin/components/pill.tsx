import { clsx } from 'clsx';

export type PillTone = 'green' | 'amber' | 'red' | 'blue' | 'slate' | 'violet';

const TONES: Record<PillTone, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
  blue: 'bg-sky-50 text-sky-800 ring-sky-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  violet: 'bg-violet-50 text-violet-800 ring-violet-200',
};

/** A small rounded badge (status, kind). */
export function Pill({
  tone,
  children,
  testId,
  className,
}: {
  tone: PillTone;
  children: string;
  testId?: string;
  className?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
