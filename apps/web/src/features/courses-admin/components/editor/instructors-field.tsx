import { clsx } from 'clsx';
import { Check, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';

import { ROLE_LABELS, type PersonRef, type Role, type StaffRef } from '@app/shared';

import { useFieldError } from '@/components/form';
import { Avatar } from '@/components/ui/avatar';
import { RetryLink } from '@/components/ui/retry-button';

import { useCourseStaff } from '../../api/get-course-staff.ts';
import type { CourseFormValues } from '../../lib/course-form.ts';

const ROLE_ORDER: Record<string, number> = { instructor: 0, mentor: 1 };
const lastWord = (name: string) => {
  const words = name.trim().split(/\s+/);
  return words.length > 1 ? (words.at(-1) ?? '') : '';
};
const roleLabel = (role: string) => ROLE_LABELS[role as Role] ?? role;

/**
 * Instructors as toggle chips over the staff who may teach (GET /admin/courses/staff:
 * COURSE_INSTRUCTOR_ROLES only), instructors first. `current` keeps names of chosen people who have since left the list.
 */
export function InstructorsField({ current }: { current: PersonRef[] }) {
  const { control } = useFormContext<CourseFormValues>();
  const { field } = useController({ control, name: 'instructors' });
  const chosen = useMemo(() => field.value ?? [], [field.value]);
  const staff = useCourseStaff();
  const [filter, setFilter] = useState('');
  const labelId = useId();
  const listError = useFieldError('instructors');
  const itemError = useItemErrors(chosen.length);
  const error = listError ?? itemError;

  const people = useMemo(() => {
    const list: StaffRef[] = [...(staff.data ?? [])].sort(
      (a, b) =>
        (ROLE_ORDER[a.role] ?? 2) - (ROLE_ORDER[b.role] ?? 2) || a.name.localeCompare(b.name),
    );
    // Someone chosen earlier who may no longer teach (left, or now in a role that does not
    // teach) still shows, so they can be removed; the API refuses to keep them.
    for (const person of current) {
      if (chosen.includes(person._id) && !list.some((s) => s._id === person._id)) {
        list.push({ ...person, role: 'Cannot teach now' });
      }
    }
    return list;
  }, [staff.data, current, chosen]);

  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? people.filter((p) => p.name.toLowerCase().includes(needle) || chosen.includes(p._id))
    : people;

  const toggle = (id: string) =>
    field.onChange(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);

  return (
    <div role="group" aria-labelledby={labelId} data-testid="course-instructors">
      <div className="mb-2 flex flex-wrap items-end justify-between gap-2">
        <div>
          <p id={labelId} className="text-sm font-medium text-slate-800">
            Instructors
          </p>
          <p className="text-xs text-slate-600">
            {chosen.length === 0
              ? 'Nobody chosen yet. Pick the people who teach this course.'
              : `${chosen.length} chosen · shown on the course page in this order.`}
          </p>
        </div>
        {people.length > 8 && (
          <label className="relative w-full sm:w-56">
            <span className="sr-only">Find a staff member</span>
            <Search
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <input
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              placeholder="Find staff"
              className="h-8 w-full rounded-lg border border-slate-300 bg-white pr-2 pl-8 text-sm focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none"
            />
          </label>
        )}
      </div>

      {staff.isPending ? (
        <div className="flex flex-wrap gap-2" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <span key={i} className="h-11 w-44 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      ) : staff.isError ? (
        <p role="alert" className="flex items-center gap-2 text-sm text-red-700">
          {staff.error.message}
          <RetryLink onRetry={() => void staff.refetch()} />
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {shown.map((person) => {
            const isOn = chosen.includes(person._id);
            return (
              <li key={person._id}>
                <button
                  type="button"
                  aria-pressed={isOn}
                  onClick={() => toggle(person._id)}
                  data-testid={`instructor-${person._id}`}
                  className={clsx(
                    'flex h-11 items-center gap-2 rounded-xl border py-1 pr-3 pl-1.5 text-left transition-colors',
                    isOn
                      ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                      : 'border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50',
                  )}
                >
                  <Avatar
                    firstName={person.name}
                    lastName={lastWord(person.name)}
                    className="size-8 text-xs"
                  />
                  <span className="min-w-0">
                    <span className="block text-sm leading-tight font-medium text-slate-900">
                      {person.name}
                    </span>
                    <span className="block text-xs leading-tight text-slate-500">
                      {roleLabel(person.role)}
                    </span>
                  </span>
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'ml-1 grid size-5 place-items-center rounded-full',
                      isOn ? 'bg-brand-600 text-white' : 'border border-slate-300',
                    )}
                  >
                    {isOn && <Check className="size-3.5" />}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p role="alert" className="mt-2 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The server names the first unknown id as `instructors.<i>`. */
function useItemErrors(count: number): string | undefined {
  const { formState } = useFormContext<CourseFormValues>();
  const list = formState.errors.instructors as
    (Record<number, { message?: string } | undefined> & { message?: string }) | undefined;
  for (let i = 0; i < count; i++) {
    const message = list?.[i]?.message;
    if (message) return message;
  }
  return undefined;
}
