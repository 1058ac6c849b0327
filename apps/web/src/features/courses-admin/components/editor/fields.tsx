import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { get, useFormContext, useFormState, type Path } from 'react-hook-form';

import { AdminSelect } from '@/components/admin/admin-select';
import { AdminField, adminInputClass } from '@/components/admin/form-field';

import type { CourseFormValues } from '../../lib/course-form.ts';

export type CoursePath = Path<CourseFormValues>;

/** The message of one field (client or server), read without re-rendering the whole form. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState<CourseFormValues>({ name: name as CoursePath });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

type FieldProps = {
  name: CoursePath;
  label: ReactNode;
  hint?: ReactNode;
  placeholder?: string;
  testId?: string;
  className?: string;
};

export function TextInput({
  name,
  label,
  hint,
  placeholder,
  testId,
  className,
  type = 'text',
  inputMode,
  maxLength,
}: FieldProps & {
  type?: 'text' | 'url';
  inputMode?: 'text' | 'url';
  maxLength?: number;
}) {
  const { register } = useFormContext<CourseFormValues>();
  return (
    <AdminField label={label} hint={hint} error={useFieldError(name)} className={className}>
      <input
        {...register(name)}
        type={type}
        inputMode={inputMode}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        data-testid={testId}
        className={clsx(adminInputClass, 'h-10')}
      />
    </AdminField>
  );
}

/** A number typed as text; an empty box becomes NaN, which the schema answers with its message. */
export function NumberInput({
  name,
  label,
  hint,
  placeholder,
  testId,
  className,
  prefix,
  suffix,
  inputMode = 'numeric',
}: FieldProps & { prefix?: string; suffix?: string; inputMode?: 'numeric' | 'decimal' }) {
  const { register } = useFormContext<CourseFormValues>();
  const error = useFieldError(name);
  return (
    <AdminField label={label} hint={hint} error={error} className={className}>
      <AffixInput
        {...register(name, { setValueAs: toNumber })}
        inputMode={inputMode}
        placeholder={placeholder}
        autoComplete="off"
        data-testid={testId}
        prefix={prefix}
        suffix={suffix}
      />
    </AdminField>
  );
}

export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  const text = String(value ?? '')
    .replace(/,/g, '')
    .trim();
  return text === '' ? Number.NaN : Number(text);
}

type AffixInputProps = React.ComponentProps<'input'> & { prefix?: string; suffix?: string };

/** An input with fixed text before (₹) or after (%, weeks) the value. */
function AffixInput({ prefix, suffix, className, ...rest }: AffixInputProps) {
  return (
    <div className="relative">
      {prefix && (
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500">
          {prefix}
        </span>
      )}
      <input
        {...rest}
        className={clsx(
          adminInputClass,
          'h-10 tabular-nums',
          prefix && 'pl-7',
          suffix && 'pr-16',
          className,
        )}
      />
      {suffix && (
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500">
          {suffix}
        </span>
      )}
    </div>
  );
}

export function TextArea({
  name,
  label,
  hint,
  placeholder,
  testId,
  rows = 5,
}: FieldProps & { rows?: number }) {
  const { register } = useFormContext<CourseFormValues>();
  return (
    <AdminField label={label} hint={hint} error={useFieldError(name)}>
      <textarea
        {...register(name)}
        rows={rows}
        placeholder={placeholder}
        data-testid={testId}
        className={clsx(adminInputClass, 'field-sizing-content min-h-28 resize-y leading-relaxed')}
      />
    </AdminField>
  );
}

export function SelectField({
  name,
  label,
  hint,
  testId,
  options,
  className,
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const { register } = useFormContext<CourseFormValues>();
  return (
    <AdminField label={label} hint={hint} error={useFieldError(name)} className={className}>
      <AdminSelect {...register(name)} size="md" data-testid={testId} className="w-full">
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </AdminSelect>
    </AdminField>
  );
}

/** A yes/no setting as a labelled switch (a checkbox underneath). */
export function SwitchField({
  name,
  label,
  description,
  testId,
}: {
  name: CoursePath;
  label: string;
  description: ReactNode;
  testId?: string;
}) {
  const { register } = useFormContext<CourseFormValues>();
  return (
    <label className="flex cursor-pointer items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white px-4 py-3 hover:border-slate-300">
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        <span className="mt-0.5 block text-xs text-slate-600">{description}</span>
      </span>
      <input type="checkbox" {...register(name)} data-testid={testId} className="peer sr-only" />
      <span
        aria-hidden="true"
        className="relative mt-0.5 h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-600 peer-focus-visible:ring-4 peer-focus-visible:ring-brand-100 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
      />
    </label>
  );
}
