import { useFieldArray, useFormContext } from 'react-hook-form';

import { AddButton, ItemControls } from '@/components/admin/list-controls';
import { FormStringList, FormText } from '@/components/form';

import type { CourseFormValues } from '../../lib/course-form.ts';

/** metaData.content: the outline shown on the course page, sections with their topics. */
export function ContentSectionsField() {
  const { control } = useFormContext<CourseFormValues>();
  const sections = useFieldArray({ control, name: 'metaData.content' });
  return (
    <div className="space-y-3" data-testid="course-content">
      {sections.fields.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          No sections yet. Outline the course as sections, each with its topics.
        </p>
      ) : (
        <ol className="space-y-3">
          {sections.fields.map((field, index) => (
            <li key={field.id} className="rounded-xl border border-slate-200 bg-slate-50/60">
              <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-2">
                <p className="text-sm font-semibold text-slate-900">Section {index + 1}</p>
                <div className="ml-auto">
                  <ItemControls
                    label={`section ${index + 1}`}
                    index={index}
                    count={sections.fields.length}
                    onMove={sections.move}
                    onRemove={sections.remove}
                    testId={`course-content-${index}`}
                  />
                </div>
              </div>
              <div className="space-y-4 p-4">
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
              </div>
            </li>
          ))}
        </ol>
      )}
      <AddButton
        noun="section"
        count={sections.fields.length}
        max={50}
        onAdd={() => sections.append({ title: '', content: [] })}
        testId="course-content-add"
      />
    </div>
  );
}
