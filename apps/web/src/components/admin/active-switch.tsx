import { clsx } from 'clsx';

import { Spinner } from '@/components/ui/spinner';

/** An on/off switch (role="switch"), with a spinner while its change is being saved. */
export function ActiveSwitch({
  checked,
  onChange,
  label,
  isPending = false,
  testId,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  /** Accessible name, e.g. "Active: WELCOME10". */
  label: string;
  isPending?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={isPending || undefined}
      disabled={isPending}
      data-testid={testId}
      onClick={() => onChange(!checked)}
      className={clsx(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
        'focus-visible:ring-4 focus-visible:ring-brand-100 disabled:cursor-progress',
        checked ? 'bg-brand-600' : 'bg-slate-300',
      )}
    >
      <span
        className={clsx(
          'grid size-5 place-items-center rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-5.5' : 'translate-x-0.5',
        )}
      >
        {isPending && <Spinner className="size-3 text-brand-600" />}
      </span>
    </button>
  );
}
