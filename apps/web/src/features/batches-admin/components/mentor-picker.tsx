import { clsx } from 'clsx';
import { Check, RotateCw } from 'lucide-react';

import { ROLE_LABELS, type PersonRef, type Role } from '@app/shared';

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
          <button
            type="button"
            onClick={() => void staff.refetch()}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            <RotateCw className="size-3.5" aria-hidden="true" /> Try again
          </button>
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
                  <button
                    type="button"
                    aria-pressed={isOn}
                    onClick={() => toggle(p._id)}
                    className={clsx(
                      'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm transition-colors',
                      isOn
                        ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800'
                        : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
                    )}
                  >
                    {isOn && <Check className="size-3.5" aria-hidden="true" />}
                    {p.name}
                    {p.role && (
                      <span className={clsx('text-xs', isOn ? 'text-brand-700' : 'text-slate-500')}>
                        · {ROLE_LABELS[p.role as Role] ?? p.role}
                      </span>
                    )}
                  </button>
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
