import { useFormContext, useFormState, useWatch, get } from 'react-hook-form';

import type { HomeContentInput } from '@app/shared';

import { FormText } from '@/components/form';

import { CoursePicker } from './course-picker.tsx';
import { FieldGroup } from './section-group.tsx';

const IDS = 'featuredCourses.courseIds' as const;

export function CoursesFields() {
  const { control, setValue } = useFormContext<HomeContentInput>();
  const ids = useWatch({ control, name: IDS }) ?? [];
  const { errors, isSubmitted } = useFormState({ control, name: IDS });
  const errorAt = (index: number) =>
    (get(errors, `${IDS}.${index}`) as { message?: string } | undefined)?.message;
  const listError = (get(errors, IDS) as { message?: string } | undefined)?.message;
  return (
    <div className="space-y-8">
      <FieldGroup title="Section">
        <FormText name="featuredCourses.title" label="Section title" />
      </FieldGroup>
      <FieldGroup title="Courses">
        <CoursePicker
          ids={ids}
          onChange={(next) =>
            setValue(IDS, next, { shouldDirty: true, shouldValidate: isSubmitted })
          }
          errorAt={errorAt}
          listError={listError}
        />
      </FieldGroup>
    </div>
  );
}
