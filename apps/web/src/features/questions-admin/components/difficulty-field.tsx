import { clsx } from 'clsx';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { DIFFICULTIES, DIFFICULTY_LABELS } from '@app/shared';

import { FieldError } from '@/components/form';

/** Difficulty as three segmented radio buttons. */
export function DifficultyField({
  registration,
  error,
  testId = 'difficulty',
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 block text-sm font-medium text-slate-800">Difficulty</legend>
      <div
        className={clsx(
          'inline-flex w-full rounded-lg border bg-slate-50 p-0.5 sm:w-auto',
          error ? 'border-red-500' : 'border-slate-300',
        )}
      >
        {DIFFICULTIES.map((d) => (
          <label
            key={d}
            className="relative flex-1 cursor-pointer sm:flex-none"
            data-testid={`${testId}-${d}`}
          >
            <input
              type="radio"
              value={d}
              {...registration}
              className="peer sr-only"
              aria-invalid={error ? true : undefined}
            />
            <span
              className={clsx(
                'flex h-8 items-center justify-center rounded-md px-4 text-sm font-medium text-slate-600 transition-colors',
                'peer-checked:bg-white peer-checked:text-slate-900 peer-checked:shadow-sm',
                'peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600',
                d === 'easy' && 'peer-checked:text-emerald-800',
                d === 'medium' && 'peer-checked:text-amber-800',
                d === 'hard' && 'peer-checked:text-rose-800',
              )}
            >
              {DIFFICULTY_LABELS[d]}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
