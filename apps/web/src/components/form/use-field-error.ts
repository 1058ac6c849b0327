import { useFormState, type FieldValues, type Path } from 'react-hook-form';

import { errorAt } from './form-errors.ts';

/** The message of one field (the schema's or the server's), read without re-rendering the form. */
export function useFieldError<T extends FieldValues = FieldValues>(name: Path<T>) {
  const { errors } = useFormState<T>({ name });
  return errorAt(errors, name);
}
