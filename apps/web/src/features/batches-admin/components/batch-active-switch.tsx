import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

import type { Batch } from '@app/shared';

import { ActiveSwitch } from '@/components/admin/active-switch';

import { usePendingToggles, useUpdateBatch } from '../api/update-batch.ts';

/** The batch's green switch, with "Active"/"Inactive" beside it unless `showText` is false. */
export function Switch({
  showText = true,
  ...props
}: Omit<ComponentProps<typeof ActiveSwitch>, 'tone'> & { showText?: boolean }) {
  const { checked } = props;
  return (
    <span className="inline-flex items-center gap-2">
      <ActiveSwitch {...props} tone="success" />
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
