import { useFieldArray, useFormContext } from 'react-hook-form';

import { AddButton, ItemControls } from '@/components/admin/list-controls';
import { FormText, FormTextArea } from '@/components/form';

import type { CourseFormValues } from '../../lib/course-form.ts';

/** metaData.faqs: questions and answers shown at the foot of the course page. */
export function FaqsField() {
  const { control } = useFormContext<CourseFormValues>();
  const faqs = useFieldArray({ control, name: 'metaData.faqs' });
  return (
    <div className="space-y-3" data-testid="course-faqs">
      {faqs.fields.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          No questions yet. Answer what people ask before they enrol.
        </p>
      ) : (
        <ol className="space-y-3">
          {faqs.fields.map((field, index) => (
            <li key={field.id} className="rounded-xl border border-slate-200 bg-slate-50/60">
              <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-2">
                <p className="text-sm font-semibold text-slate-900">Question {index + 1}</p>
                <div className="ml-auto">
                  <ItemControls
                    label={`question ${index + 1}`}
                    index={index}
                    count={faqs.fields.length}
                    onMove={faqs.move}
                    onRemove={faqs.remove}
                    testId={`course-faq-${index}`}
                  />
                </div>
              </div>
              <div className="space-y-4 p-4">
                <FormText
                  inputClassName="h-10"
                  autoComplete="off"
                  name={`metaData.faqs.${index}.question`}
                  label="Question"
                  testId={`course-faq-${index}-question`}
                />
                <FormTextArea
                  autoGrow
                  inputClassName="min-h-28"
                  name={`metaData.faqs.${index}.answer`}
                  label="Answer"
                  rows={3}
                  testId={`course-faq-${index}-answer`}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <AddButton
        noun="question"
        count={faqs.fields.length}
        max={30}
        onAdd={() => faqs.append({ question: '', answer: '' })}
        testId="course-faq-add"
      />
    </div>
  );
}
