import { useFormContext, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';

import type { FieldShellProps } from './field-shell.tsx';
import { useFieldError } from './use-field-error.ts';

/** The props every registered field reads the same way. */
type RegisteredProps<T extends FieldValues> = Omit<FieldShellProps, 'error'> & {
  name: Path<T>;
  testId?: string;
  rules?: RegisterOptions<T, Path<T>>;
};

/**
 * One field bound by name to the form around it: its register() props, its message, the
 * FieldShell's props, the test marks its control carries, and the rest of its props (for the
 * control).
 */
export function useRegisteredField<T extends FieldValues, P extends RegisteredProps<T>>(props: P) {
  const { name, label, hint, className, testId, rules, ...rest } = props;
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(name);
  return {
    field: register(name, rules),
    error,
    shell: { label, hint, error, className },
    marks: { 'data-testid': testId, 'data-field': name },
    rest,
  };
}
