import { useFieldArray, useFormContext } from 'react-hook-form';

import { NumberedEntries } from '@/components/admin/field-array-list';
import { FormText, FormTextArea } from '@/components/form';

import type { CourseFormValues } from '../../lib/course-form.ts';

/** metaData.faqs: questions and answers shown at the foot of the course page. */
export function FaqsField() {
  const { control } = useFormContext<CourseFormValues>();
  const faqs = useFieldArray({ control, name: 'metaData.faqs' });
  return (
    <div className="space-y-3" data-testid="course-faqs">
      <NumberedEntries
        array={faqs}
        noun="question"
        max={30}
        onAdd={() => faqs.append({ question: '', answer: '' })}
        testId="course-faq"
        emptyText="No questions yet. Answer what people ask before they enrol."
      >
        {(index) => (
          <>
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
          </>
        )}
      </NumberedEntries>
    </div>
  );
}
