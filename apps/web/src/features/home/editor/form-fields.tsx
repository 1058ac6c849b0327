import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { get, useFormContext, useFormState, type Path } from 'react-hook-form';

import type { HomeContentInput } from '@app/shared';

import { TextField } from '@/components/ui/text-field';

export type HomePath = Path<HomeContentInput>;

export const LINK_HINT = 'A site path such as /kodr, an #anchor, or an https:// address.';

function useFieldError(name: HomePath): string | undefined {
  const { errors } = useFormState<HomeContentInput>({ name });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

type FieldProps = { name: HomePath; label: string; hint?: ReactNode; placeholder?: string };

export function FormText({ name, label, hint, placeholder }: FieldProps) {
  const { register } = useFormContext<HomeContentInput>();
  return (
    <TextField
      {...register(name)}
      label={label}
      hint={hint}
      placeholder={placeholder}
      error={useFieldError(name)}
      data-field={name}
    />
  );
}

export function FormTextArea({
  name,
  label,
  hint,
  placeholder,
  rows = 3,
}: FieldProps & { rows?: number }) {
  const { register } = useFormContext<HomeContentInput>();
  const error = useFieldError(name);
  const id = useId();
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        {...register(name)}
        id={id}
        rows={rows}
        // Grows with its text (field-sizing) but never below the rows asked for.
        style={{ minHeight: `${rows * 1.625 + 1.6}rem` }}
        placeholder={placeholder}
        data-field={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(hintId, errorId) || undefined}
        className={clsx(
          'block field-sizing-content w-full resize-y rounded-xl border bg-white px-3.5 py-3 text-base leading-relaxed text-slate-900 transition-colors outline-none placeholder:text-slate-500 focus:ring-4',
          error
            ? 'border-red-500 focus:ring-red-100'
            : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100',
        )}
      />
      {hintId && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type FormSelectProps = FieldProps & { options: readonly { value: string; label: string }[] };

export function FormSelect({ name, label, options }: FormSelectProps) {
  const { register } = useFormContext<HomeContentInput>();
  const error = useFieldError(name);
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        {...register(name)}
        id={id}
        data-field={name}
        aria-invalid={error ? true : undefined}
        className="block h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-100"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
