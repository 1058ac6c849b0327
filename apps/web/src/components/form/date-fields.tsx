import { clsx } from 'clsx';
import { useController, type FieldValues, type Path } from 'react-hook-form';

import { isoToIstInput, istInputToIso } from '@app/shared';

import { adminInputClass } from '@/components/admin/form-field';
import { DateInput } from '@/components/ui/date-input';
import { DateTimeInput } from '@/components/ui/date-time-input';

import { FieldShell, publicControlClass } from './field-shell.tsx';
import { useFormLook } from './form-look.ts';
import type { FieldBaseProps } from './text-fields.tsx';
import { useFieldError } from './use-field-error.ts';

type ControlledFieldProps<T extends FieldValues> = Omit<FieldBaseProps<T>, 'rules' | 'mono'> & {
  /** Fields checked again when this one changes (their order rules). */
  deps?: Path<T>[];
};

/** The controller, the message and the FieldShell's props of a date field. */
function useDateField<T extends FieldValues>({
  name,
  label,
  hint,
  className,
  deps,
}: Omit<ControlledFieldProps<T>, 'testId' | 'inputClassName'>) {
  const { field } = useController<T>({ name, rules: deps ? { deps } : undefined });
  const error = useFieldError<T>(name);
  return { field, error, shell: { label, hint, error, className } };
}

/**
 * A day typed as dd/mm/yyyy or picked from a calendar; the form holds 'YYYY-MM-DD', or `empty`
 * ('' or null) for none.
 */
export function FormDate<T extends FieldValues = FieldValues>({
  testId,
  inputClassName,
  min,
  max,
  autoComplete,
  empty = '',
  ...base
}: ControlledFieldProps<T> & {
  min?: string;
  max?: string;
  autoComplete?: string;
  empty?: '' | null;
}) {
  const { field, error, shell } = useDateField(base);
  const isPublic = useFormLook() === 'public';
  return (
    <FieldShell {...shell}>
      <DateInput
        name={field.name}
        inputRef={field.ref}
        value={(field.value as string | null | undefined) ?? ''}
        // null, not undefined, for none: react-hook-form reads undefined as "use the default".
        onChange={(day) => field.onChange(day || empty)}
        onBlur={field.onBlur}
        min={min}
        max={max}
        autoComplete={autoComplete}
        data-testid={testId}
        className={clsx(
          isPublic
            ? ['h-12 w-full px-3.5 aria-[invalid=true]:border-red-500', publicControlClass(error)]
            : adminInputClass,
          inputClassName,
        )}
      />
    </FieldShell>
  );
}

/**
 * A moment typed in India time (a date and a time box) whatever the browser's zone; the form
 * holds an ISO date-time with its +05:30 offset, or '' until both halves are there.
 */
export function FormDateTime<T extends FieldValues = FieldValues>({
  testId,
  inputClassName,
  timeLabel,
  ...base
}: ControlledFieldProps<T> & {
  /** The time box's accessible name, e.g. 'Valid from: time'. */
  timeLabel: string;
}) {
  const { field, shell } = useDateField(base);
  return (
    <FieldShell {...shell}>
      <DateTimeInput
        name={field.name}
        inputRef={field.ref}
        value={isoToIstInput((field.value as string | null | undefined) ?? '')}
        onChange={(local) => field.onChange(istInputToIso(local))}
        onBlur={field.onBlur}
        timeLabel={timeLabel}
        data-testid={testId}
        className={clsx(adminInputClass, inputClassName)}
      />
    </FieldShell>
  );
}
