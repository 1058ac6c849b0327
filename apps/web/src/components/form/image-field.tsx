import {
  useFormContext,
  useWatch,
  type FieldValues,
  type Path,
  type PathValue,
} from 'react-hook-form';

import { ImageField } from '@/components/admin/image-field';

import { useFieldError } from './use-field-error.ts';

/**
 * A picture's link bound by name (ImageField: upload or paste, with a preview). An upload or
 * Remove writes the link as an edit; the message follows once the form was submitted.
 */
export function FormImage<T extends FieldValues = FieldValues>({
  name,
  label,
  noun,
  testId,
  testIdPrefix,
  canUpload,
}: {
  name: Path<T>;
  label: string;
  /** 'thumbnail', 'cover image': in the preview's texts and the upload toast. */
  noun: string;
  /** The link box's test id. */
  testId: string;
  /** ImageField's `<prefix>-preview`, `-file`, `-upload`, `-clear`. */
  testIdPrefix: string;
  canUpload?: boolean;
}) {
  const { control, register, setValue, formState } = useFormContext<T>();
  const url = (useWatch({ control, name }) as string | undefined) ?? '';
  const error = useFieldError<T>(name);
  return (
    <ImageField
      value={url}
      onChange={(next) =>
        setValue(name, next as PathValue<T, Path<T>>, {
          shouldDirty: true,
          shouldValidate: formState.isSubmitted || Boolean(error),
        })
      }
      inputProps={{ ...register(name), 'data-testid': testId }}
      error={error}
      label={label}
      noun={noun}
      testIdPrefix={testIdPrefix}
      canUpload={canUpload}
    />
  );
}
