import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { get, useFormContext, useFormState, type Path } from 'react-hook-form';

import type { HomeContentInput } from '@app/shared';

import { FieldFrame } from '@/components/ui/field-frame';
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
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...register(name)}
          {...control}
          rows={rows}
          // Grows with its text (field-sizing) but never below the rows asked for.
          style={{ minHeight: `${rows * 1.625 + 1.6}rem` }}
          placeholder={placeholder}
          data-field={name}
          className={clsx(
            'block field-sizing-content w-full resize-y rounded-xl border bg-white px-3.5 py-3 text-base leading-relaxed text-slate-900 transition-colors outline-none placeholder:text-slate-500 focus:ring-4',
            error
              ? 'border-red-500 focus:ring-red-100'
              : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100',
          )}
        />
      )}
    </FieldFrame>
  );
}

type FormSelectProps = FieldProps & { options: readonly { value: string; label: string }[] };

export function FormSelect({ name, label, options }: FormSelectProps) {
  const { register } = useFormContext<HomeContentInput>();
  return (
    <FieldFrame label={label} error={useFieldError(name)}>
      {(control) => (
        <select
          {...register(name)}
          {...control}
          data-field={name}
          className="block h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-100"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
