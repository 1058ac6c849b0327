import { clsx } from 'clsx';
import { useId } from 'react';
import {
  get,
  useFormContext,
  useFormState,
  type RegisterOptions,
  type UseFormRegisterReturn,
} from 'react-hook-form';

import { DIFFICULTIES, DIFFICULTY_LABELS } from '@app/shared';

import { adminInputClass } from '@/components/admin/form-field';

/** A field's message under it (role alert so a screen reader hears it). */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-xs font-medium text-red-700">
      {message}
    </p>
  );
}

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

/** A labelled input / textarea wired to its error. */
export function TextInput({
  label,
  registration,
  error,
  hint,
  testId,
  multiline = false,
  rows = 3,
  type = 'text',
  placeholder,
  className,
  inputMode,
  mono = false,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  testId: string;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'number';
  placeholder?: string;
  className?: string;
  inputMode?: 'numeric' | 'decimal';
  mono?: boolean;
}) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const common = {
    id,
    ...registration,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'data-testid': testId,
    className: clsx(adminInputClass, mono && 'font-mono'),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {multiline ? (
        <textarea rows={rows} {...common} />
      ) : (
        <input type={type} inputMode={inputMode} step="any" autoComplete="off" {...common} />
      )}
      {error ? (
        <FieldError id={`${id}-error`} message={error} />
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** The "Active" switch of a form, as a checkbox styled like a switch. */
export function ActiveField({
  registration,
  noun,
}: {
  registration: UseFormRegisterReturn;
  noun: string;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 px-3.5 py-3">
      <input
        type="checkbox"
        {...registration}
        data-testid="active-input"
        className="mt-0.5 size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600"
      />
      <span className="text-sm">
        <span className="font-medium text-slate-900">Active</span>
        <span className="block text-slate-600">Only active {noun}s can be added to a whizz.</span>
      </span>
    </label>
  );
}

/**
 * A TextInput bound by name to the form around it (FormProvider): registered, showing that
 * field's own message.
 */
export function FormTextInput({
  name,
  options,
  ...props
}: Omit<Parameters<typeof TextInput>[0], 'registration' | 'error'> & {
  name: string;
  options?: RegisterOptions;
}) {
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  return <TextInput {...props} registration={register(name, options)} error={error} />;
}
