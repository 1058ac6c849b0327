import { clsx } from 'clsx';

import type { Batch } from '@app/shared';

import { Spinner } from '@/components/ui/spinner';

import { usePendingToggles, useUpdateBatch } from '../api/update-batch.ts';

/** A switch in the spirit of a native checkbox: role=switch, Space/Enter toggle it. */
export function Switch({
  checked,
  onChange,
  label,
  isPending = false,
  disabled = false,
  testId,
  showText = true,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  /** Accessible name, e.g. "Active: Weekend batch". */
  label: string;
  isPending?: boolean;
  disabled?: boolean;
  testId?: string;
  showText?: boolean;
}) {
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        aria-busy={isPending || undefined}
        data-testid={testId}
        disabled={disabled || isPending}
        onClick={() => onChange(!checked)}
        className={clsx(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          'disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'bg-emerald-600' : 'bg-slate-300',
        )}
      >
        <span
          className={clsx(
            'grid size-5 place-items-center rounded-full bg-white shadow-sm transition-transform',
            checked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        >
          {isPending && <Spinner className="size-3.5 text-slate-500" />}
        </span>
      </button>
      {showText && (
        <span
          aria-hidden="true"
          className={clsx('text-xs font-medium', checked ? 'text-emerald-800' : 'text-slate-600')}
        >
          {checked ? 'Active' : 'Inactive'}
        </span>
      )}
    </span>
  );
}

/** The batch's isActive switch: PATCH {isActive}, then the re-read batch replaces it everywhere. */
export function BatchActiveSwitch({ batch, showText }: { batch: Batch; showText?: boolean }) {
  const update = useUpdateBatch();
  const isPending = usePendingToggles().has(batch._id);
  return (
    <Switch
      checked={batch.isActive}
      onChange={(isActive) => update.mutate({ kind: 'toggle', id: batch._id, isActive })}
      label={`Active: ${batch.name}`}
      isPending={isPending}
      testId="batch-active"
      showText={showText}
    />
  );
}
