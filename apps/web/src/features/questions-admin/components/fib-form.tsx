import { TextCursorInput } from 'lucide-react';

import { ZFibBody, ZFibUpdateBody, type Fib } from '@app/shared';

import { SectionCard } from '@/components/admin/section-card';
import { FormText, FormTextArea } from '@/components/form';

import { fibToValues, newFibValues } from '../lib/form-values.ts';
import {
  QuestionFormFrame,
  ScoringSection,
  useQuestionForm,
  type QuestionFormProps,
} from './question-form.tsx';

/**
 * The fill-in-the-blank form. product.md §5: checked before sending; on failure the first
 * issue's message is shown (a toast, besides each field's own message) and nothing is sent.
 */
export function FibForm({ saved, suggestions, ...props }: QuestionFormProps<Fib>) {
  const state = useQuestionForm({
    kind: 'fib',
    saved,
    schema: saved ? ZFibUpdateBody : ZFibBody,
    toValues: fibToValues,
    newValues: newFibValues,
    toastInvalid: true,
    ...props,
  });

  return (
    <QuestionFormFrame
      state={state}
      testId="fib"
      label={saved ? 'Edit fill in the blank' : 'New fill in the blank'}
      saveLabel={saved ? 'Save question' : 'Create question'}
    >
      <SectionCard
        id="question"
        icon={TextCursorInput}
        title="Question and answer"
        description="Mark the blank with ____ so students see where the answer goes."
      >
        <FormTextArea
          label="Question"
          name="question"
          testId="fib-question"
          rows={3}
          placeholder="e.g. The keyword that leaves a loop early is ____."
          hint="At most 250 characters."
        />
        <FormText
          autoComplete="off"
          label="Correct answer"
          name="correctAnswer"
          testId="fib-answer"
          placeholder="e.g. break"
          hint="Compared after trimming spaces, ignoring case and Unicode look-alikes. At most 100 characters."
        />
      </SectionCard>

      <ScoringSection testId="fib" noun="question" suggestions={suggestions} />
    </QuestionFormFrame>
  );
}
