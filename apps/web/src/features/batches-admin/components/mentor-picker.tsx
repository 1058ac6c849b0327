import { clsx } from 'clsx';

import { ROLE_LABELS, type PersonRef, type Role } from '@app/shared';

import { ToggleChip } from '@/components/admin/toggle-chip';
import { RetryLink } from '@/components/ui/retry-button';
import { Spinner } from '@/components/ui/spinner';

import { useStaffOptions } from '../api/get-batch-options.ts';

/**
 * Mentors as toggle chips over the active staff (GET /admin/courses/staff). Mentors already on
 * the batch who are no longer in that list stay shown so they can be removed.
 */
export function MentorPicker({
  value,
  onChange,
  current = [],
  labelId,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  current?: PersonRef[];
  labelId: string;
  error?: string;
}) {
  const staff = useStaffOptions();
  const listed = staff.data ?? [];
  const extra = current
    .filter((m) => !listed.some((s) => s._id === m._id))
    .map((m) => ({ ...m, role: '' }));
  const people = [...listed, ...extra];
  const toggle = (id: string) =>
    onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);

  if (staff.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4 text-brand-600" /> Loading staff…
      </p>
    );
  }
  return (
    <div>
      {staff.isError && (
        <p className="mb-2 flex flex-wrap items-center gap-2 text-sm text-red-700">
          Could not load the staff list.
          <RetryLink onRetry={() => void staff.refetch()} />
        </p>
      )}
      {people.length === 0 && !staff.isError ? (
        <p className="text-sm text-slate-600">No active staff to choose from.</p>
      ) : (
        // The group is a wrapper: a list's own role must stay "list" for its items (axe).
        <div role="group" aria-labelledby={labelId} data-testid="batch-mentors">
          <ul className="flex flex-wrap gap-2">
            {people.map((p) => {
              const isOn = value.includes(p._id);
              return (
                <li key={p._id}>
                  <ToggleChip isOn={isOn} onToggle={() => toggle(p._id)} size="picker">
                    {p.name}
                    {p.role && (
                      <span className={clsx('text-xs', isOn ? 'text-brand-700' : 'text-slate-500')}>
                        · {ROLE_LABELS[p.role as Role] ?? p.role}
                      </span>
                    )}
                  </ToggleChip>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
