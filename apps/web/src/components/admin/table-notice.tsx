import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Spinner } from '@/components/ui/spinner';

const SIGN_TONES = {
  quiet: 'bg-slate-100 text-slate-500',
  error: 'bg-red-50 text-red-700',
} as const;

/** What a list's table area says instead of rows: nothing found, or a failed load. */
export function TableNotice({
  icon: Icon,
  tone,
  title,
  testId,
  role,
  children,
}: {
  icon: LucideIcon;
  tone: keyof typeof SIGN_TONES;
  title: string;
  testId: string;
  role?: 'alert';
  /** Under the title: a hint, the server's detail, a retry. */
  children?: ReactNode;
}) {
  return (
    <div
      role={role}
      data-testid={testId}
      className="flex min-h-64 flex-col items-center justify-center gap-2 px-6 py-12 text-center"
    >
      <span className={clsx('mb-2 grid size-12 place-items-center rounded-xl', SIGN_TONES[tone])}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="text-base font-semibold text-slate-900">{title}</p>
      {children}
    </div>
  );
}

/** A list's first load, before any row is there: a spinner in the table's place. */
export function TableLoading() {
  return (
    <div
      data-testid="table-loading"
      className="flex min-h-64 flex-col items-center justify-center gap-3 text-sm text-slate-600"
    >
      <Spinner className="size-7 text-brand-600" />
      <p role="status">Loading…</p>
    </div>
  );
}
