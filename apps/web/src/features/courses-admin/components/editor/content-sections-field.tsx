import { useFieldArray, useFormContext } from 'react-hook-form';

import { NumberedEntries } from '@/components/admin/field-array-list';
import { FormStringList, FormText } from '@/components/form';

import type { CourseFormValues } from '../../lib/course-form.ts';

/** metaData.content: the outline shown on the course page, sections with their topics. */
export function ContentSectionsField() {
  const { control } = useFormContext<CourseFormValues>();
  const sections = useFieldArray({ control, name: 'metaData.content' });
  return (
    <div className="space-y-3" data-testid="course-content">
      <NumberedEntries
        array={sections}
        noun="section"
        max={50}
        onAdd={() => sections.append({ title: '', content: [] })}
        testId="course-content"
        emptyText="No sections yet. Outline the course as sections, each with its topics."
      >
        {(index) => (
          <>
            <FormText
              inputClassName="h-10"
              autoComplete="off"
              name={`metaData.content.${index}.title`}
              label="Section title"
              placeholder="e.g. JavaScript foundations"
              testId={`course-content-${index}-title`}
            />
            <FormStringList
              name={`metaData.content.${index}.content`}
              label="Topics"
              noun="topic"
              max={50}
              placeholder="e.g. Closures and scope"
              testId={`course-content-${index}-topics`}
              isNested
            />
          </>
        )}
      </NumberedEntries>
    </div>
  );
}
