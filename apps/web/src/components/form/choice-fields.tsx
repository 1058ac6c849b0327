import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import {
  useController,
  useFormContext,
  useWatch,
  type FieldValues,
  type Path,
} from 'react-hook-form';

import { AdminSelect } from '@/components/admin/admin-select';
import { ChipMultiSelect } from '@/components/admin/filter-bar';

import { FieldShell, publicControlClass } from './field-shell.tsx';
import { useFormLook } from './form-look.ts';
import type { FieldBaseProps } from './text-fields.tsx';
import { useFieldError } from './use-field-error.ts';
import { useRegisteredField } from './use-registered-field.ts';

export type Option<V extends string = string> = { value: V; label: string };

/** A select's options from a list of values, labelled by `labels` (or by the values themselves). */
export const optionsOf = <V extends string>(
  values: readonly V[],
  labels?: Readonly<Record<V, string>>,
): Option<V>[] => values.map((value) => ({ value, label: labels?.[value] ?? value }));

/** A blank choice means none: the form holds null (an optional id), not ''. */
export const blankAsNull = (value: unknown) => (value === '' ? null : value);

export type FormSelectProps<T extends FieldValues> = FieldBaseProps<T> &
  Omit<ComponentProps<'select'>, 'name' | 'className' | 'size'> & {
    options?: readonly Option[];
    /** A first, empty choice ('Select your year'); disabled unless `isBlankAllowed`. */
    placeholder?: string;
    isBlankAllowed?: boolean;
    /** More options after `options` (e.g. built from loaded data). */
    children?: ReactNode;
    /** A message of its own (the options failed to load); the form's message wins. */
    error?: string;
  };

/**
 * A native select bound by name (the phone's own picker). It shows the form's value, also when
 * its options arrive after the value did.
 */
export function FormSelect<T extends FieldValues = FieldValues>({
  inputClassName,
  options = [],
  placeholder,
  isBlankAllowed = false,
  children,
  error: ownError,
  ...props
}: FormSelectProps<T>) {
  const registered = useRegisteredField<T, typeof props>(props);
  const { field, marks, rest: select } = registered;
  const value: unknown = useWatch<T>({ name: props.name });
  const error = registered.error ?? ownError;
  const shell = { ...registered.shell, error };
  const isPublic = useFormLook() === 'public';
  const control_ = {
    ...select,
    ...field,
    value: value === null || value === undefined ? '' : String(value),
    ...marks,
  };
  const choices = (
    <>
      {placeholder !== undefined && (
        <option value="" disabled={!isBlankAllowed}>
          {placeholder}
        </option>
      )}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
      {children}
    </>
  );
  return (
    <FieldShell {...shell}>
      {isPublic ? (
        <PublicSelect {...control_} error={error} className={inputClassName}>
          {choices}
        </PublicSelect>
      ) : (
        <AdminSelect {...control_} size="md" className={clsx('w-full', inputClassName)}>
          {choices}
        </AdminSelect>
      )}
    </FieldShell>
  );
}

function PublicSelect({
  error,
  className,
  children,
  ...rest
}: ComponentProps<'select'> & { error?: string }) {
  return (
    <div className="relative">
      <select
        {...rest}
        className={clsx(
          'h-12 w-full appearance-none pr-10 pl-3.5',
          publicControlClass(error),
          className,
        )}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}

/** Several values of a fixed list as toggle chips (ChipMultiSelect); the form holds the array. */
export function FormMultiSelect<T extends FieldValues = FieldValues, V extends string = string>({
  name,
  label,
  options,
  testId,
}: {
  name: Path<T>;
  label: string;
  options: readonly Option<V>[];
  testId?: string;
}) {
  const { field } = useController<T>({ name });
  const error = useFieldError<T>(name);
  return (
    <div data-field={name}>
      <ChipMultiSelect<V>
        label={label}
        options={options}
        value={(field.value as V[] | undefined) ?? []}
        onChange={field.onChange}
        testId={testId}
      />
      {error && (
        <p role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A yes/no setting as a labelled switch card (a checkbox underneath). */
export function FormSwitch<T extends FieldValues = FieldValues>({
  name,
  label,
  description,
  testId,
}: {
  name: Path<T>;
  label: string;
  description: ReactNode;
  testId?: string;
}) {
  const { register } = useFormContext<T>();
  const id = useId();
  // The switch is named by its label alone; the description is read as its description.
  return (
    <label className="flex cursor-pointer items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white px-4 py-3 hover:border-slate-300">
      <span className="min-w-0">
        <span id={`${id}-label`} className="block text-sm font-medium text-slate-900">
          {label}
        </span>
        <span id={`${id}-description`} className="mt-0.5 block text-xs text-slate-600">
          {description}
        </span>
      </span>
      {/* The real checkbox lies, transparent, over the drawn switch, so a click on the switch
          is a click on it and tools that click controls (browser tests) find it visible. */}
      <span className="relative mt-0.5 h-6 w-11 shrink-0">
        <input
          type="checkbox"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-description`}
          {...register(name)}
          data-testid={testId}
          data-field={name}
          className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0"
        />
        <span
          aria-hidden="true"
          className="absolute inset-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-600 peer-focus-visible:ring-4 peer-focus-visible:ring-brand-100 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
      </span>
    </label>
  );
}
