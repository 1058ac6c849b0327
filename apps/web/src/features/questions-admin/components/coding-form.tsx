import { Code2, FileText, TestTubes } from 'lucide-react';

import { ZCodingProblemBody, ZCodingProblemUpdateBody, type CodingProblem } from '@app/shared';

import { SectionCard } from '@/components/admin/section-card';
import { FormText, FormTextArea } from '@/components/form';

import { codingToValues, newCodingValues } from '../lib/form-values.ts';
import { CheckSolutionsPanel } from './check-solutions.tsx';
import { CodeField } from './coding/code-field.tsx';
import { ConstraintsField, HintsField } from './coding/list-fields.tsx';
import { TestCasesField } from './coding/test-cases-field.tsx';
import {
  QuestionFormFrame,
  ScoringSection,
  useQuestionForm,
  type QuestionFormProps,
} from './question-form.tsx';

/**
 * The coding problem form (ZCodingProblemBody; empty boilerplate and solution entries are dropped
 * by the schema before it checks). Editing sends only the changed fields, or nothing and
 * 'No changes made' when none changed.
 */
export function CodingForm({
  saved: problem,
  suggestions,
  ...props
}: QuestionFormProps<CodingProblem>) {
  const state = useQuestionForm({
    kind: 'coding',
    saved: problem,
    schema: ZCodingProblemBody,
    toValues: codingToValues,
    newValues: newCodingValues,
    acceptPatch: (patch) => ZCodingProblemUpdateBody.safeParse(patch).success,
    ...props,
  });
  const { getValues } = state.form;

  return (
    <QuestionFormFrame
      state={state}
      testId="coding"
      label={problem ? 'Edit coding problem' : 'New coding problem'}
      saveLabel={problem ? 'Save problem' : 'Create problem'}
    >
      <SectionCard id="statement" icon={FileText} title="Problem statement">
        <div className="grid gap-5 md:grid-cols-[16rem_1fr]">
          <FormText
            autoComplete="off"
            label="Problem ID"
            name="problemId"
            testId="coding-problemId"
            placeholder="e.g. sum-of-array"
            hint="Letters, digits, - and _. Unique in the bank."
            mono
          />
          <FormText
            autoComplete="off"
            label="Title"
            name="title"
            testId="coding-title"
            placeholder="e.g. Sum of an array"
          />
        </div>
        <FormTextArea
          label="Description"
          name="description"
          testId="coding-description"
          rows={5}
          placeholder="What the program must do, with a small example."
          hint="At most 500 characters."
        />
        <div className="grid gap-5 md:grid-cols-2">
          <FormTextArea
            label="Input format"
            name="inputFormat"
            testId="coding-inputFormat"
            rows={3}
            placeholder="e.g. The first line holds n; the second n integers."
          />
          <FormTextArea
            label="Output format"
            name="outputFormat"
            testId="coding-outputFormat"
            rows={3}
            placeholder="e.g. One integer: the sum."
          />
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <ConstraintsField />
          <HintsField />
        </div>
      </SectionCard>

      <SectionCard
        id="code"
        icon={Code2}
        title="Code per language"
        description="JavaScript, Python, C++ and Java. Fill in the languages students may use; leave the others empty."
      >
        <CodeField />
      </SectionCard>

      <SectionCard
        id="tests"
        icon={TestTubes}
        title="Test cases"
        description="Output is compared ignoring trailing spaces on each line and blank lines at the end."
      >
        <TestCasesField />
      </SectionCard>

      <CheckSolutionsPanel getDraft={() => getValues()} />

      <ScoringSection
        testId="coding"
        noun="coding problem"
        pointsHint="Earned in proportion to the test points passed."
        suggestions={suggestions}
      />
    </QuestionFormFrame>
  );
}
