import { useFormContext, useWatch } from 'react-hook-form';

import { ImageField } from '@/components/admin/image-field';

import type { CourseFormValues } from '../../lib/course-form.ts';
import { useFieldError } from './fields.tsx';

/** The course picture (metaData.thumbnail): what the catalogue card shows. */
export function ThumbnailField() {
  const { control, register, setValue, formState } = useFormContext<CourseFormValues>();
  const url = useWatch({ control, name: 'metaData.thumbnail' }) ?? '';
  const error = useFieldError('metaData.thumbnail');
  return (
    <ImageField
      value={url}
      onChange={(next) =>
        setValue('metaData.thumbnail', next, {
          shouldDirty: true,
          shouldValidate: formState.isSubmitted || Boolean(error),
        })
      }
      inputProps={{ ...register('metaData.thumbnail'), 'data-testid': 'course-thumbnail' }}
      error={error}
      label="Image link"
      noun="thumbnail"
      testIdPrefix="thumbnail"
    />
  );
}
