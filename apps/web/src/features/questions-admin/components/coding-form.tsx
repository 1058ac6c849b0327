import { zodResolver } from '@hookform/resolvers/zod';
import { Code2, FileText, Settings2, TestTubes } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Controller, FormProvider, useForm, type Path, type Resolver } from 'react-hook-form';

import {
  ASSESS_MSG,
  ZCodingProblemBody,
  ZCodingProblemUpdateBody,
  type CodingProblem,
} from '@app/shared';

import { SaveBar } from '@/components/admin/save-bar';
import { SectionCard } from '@/components/admin/section-card';
import { toast } from '@/core/toast';

import { useCreateQuestion, useUpdateQuestion } from '../api/question-hooks.ts';
import { fieldIssues } from '../lib/api-errors.ts';
import { allMessages, countErrors, focusFirstInvalid } from '../lib/form-errors.ts';
import {
  changedFields,
  codingToValues,
  newCodingValues,
  type CodingFormValues,
} from '../lib/form-values.ts';
import { CheckSolutionsPanel } from './check-solutions.tsx';
import { CodeField } from './coding/code-field.tsx';
import { ConstraintsField, HintsField } from './coding/list-fields.tsx';
import { TestCasesField } from './coding/test-cases-field.tsx';
import { ActiveField, DifficultyField, TextInput } from './form/fields.tsx';
import { TagsInput } from './form/tags-input.tsx';

type Parsed = Record<string, unknown>;

/**
 * The coding problem form (ZCodingProblemBody; empty boilerplate and solution entries are dropped
 * by the schema before it checks). Editing sends only the changed fields, or nothing and
 * 'No changes made' when none changed.
 */
export function CodingForm({
  problem,
  onDirtyChange,
  onSaved,
  suggestions,
}: {
  problem?: CodingProblem;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
  suggestions: string[];
}) {
  const form = useForm<CodingFormValues, unknown, Parsed>({
    resolver: zodResolver(ZCodingProblemBody) as unknown as Resolver<
      CodingFormValues,
      unknown,
      Parsed
    >,
    defaultValues: problem ? codingToValues(problem) : newCodingValues(),
    reValidateMode: 'onChange',
  });
  const { register, control, formState, getValues } = form;
  const { errors, isDirty } = formState;
  const create = useCreateQuestion('coding');
  const update = useUpdateQuestion('coding');
  const formId = useId();

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onError = (error: Error) => {
    const issues = fieldIssues(error);
    for (const { field, message } of issues) {
      form.setError(field as Path<CodingFormValues>, { type: 'server', message });
    }
    toast.error(issues[0]?.message ?? error.message);
  };

  const onSubmit = (body: Parsed) => {
    if (!problem) {
      create.mutate(body, { onSuccess: onSaved, onError });
      return;
    }
    const before = ZCodingProblemBody.parse(codingToValues(problem)) as Parsed;
    const patch = changedFields(before, body);
    if (Object.keys(patch).length === 0 || !ZCodingProblemUpdateBody.safeParse(patch).success) {
      toast.info(ASSESS_MSG.noChanges);
      return;
    }
    update.mutate(
      { id: problem._id, patch },
      {
        onSuccess: (saved) => {
          form.reset(codingToValues(saved as CodingProblem));
          onSaved();
        },
        onError,
      },
    );
  };

  return (
    <FormProvider {...form}>
      <form
        id={formId}
        noValidate
        onSubmit={form.handleSubmit(onSubmit, () =>
          requestAnimationFrame(() => focusFirstInvalid(document.getElementById(formId))),
        )}
        className="space-y-6"
        data-testid="coding-form"
        aria-label={problem ? 'Edit coding problem' : 'New coding problem'}
      >
        <SectionCard id="statement" icon={FileText} title="Problem statement">
          <div className="grid gap-5 md:grid-cols-[16rem_1fr]">
            <TextInput
              label="Problem ID"
              registration={register('problemId')}
              error={errors.problemId?.message}
              testId="coding-problemId"
              placeholder="e.g. sum-of-array"
              hint="Letters, digits, - and _. Unique in the bank."
              mono
            />
            <TextInput
              label="Title"
              registration={register('title')}
              error={errors.title?.message}
              testId="coding-title"
              placeholder="e.g. Sum of an array"
            />
          </div>
          <TextInput
            label="Description"
            registration={register('description')}
            error={errors.description?.message}
            testId="coding-description"
            multiline
            rows={5}
            placeholder="What the program must do, with a small example."
            hint="At most 500 characters."
          />
          <div className="grid gap-5 md:grid-cols-2">
            <TextInput
              label="Input format"
              registration={register('inputFormat')}
              error={errors.inputFormat?.message}
              testId="coding-inputFormat"
              multiline
              rows={3}
              placeholder="e.g. The first line holds n; the second n integers."
            />
            <TextInput
              label="Output format"
              registration={register('outputFormat')}
              error={errors.outputFormat?.message}
              testId="coding-outputFormat"
              multiline
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

        <SectionCard id="scoring" icon={Settings2} title="Scoring and tags">
          <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
            <TextInput
              label="Points"
              type="number"
              inputMode="decimal"
              registration={register('points', { valueAsNumber: true })}
              error={errors.points?.message}
              testId="coding-points"
              hint="Earned in proportion to the test points passed."
            />
            <DifficultyField
              registration={register('difficulty')}
              error={errors.difficulty?.message}
              testId="coding-difficulty"
            />
          </div>
          <Controller
            control={control}
            name="tags"
            render={({ field, fieldState }) => (
              <TagsInput
                value={field.value}
                onChange={field.onChange}
                error={allMessages(fieldState.error)[0]}
                suggestions={suggestions}
                testId="coding-tags"
              />
            )}
          />
          <ActiveField registration={register('isActive')} noun="coding problem" />
        </SectionCard>

        <SaveBar
          isDirty={isDirty}
          isSaving={create.isPending || update.isPending}
          errorCount={countErrors(errors)}
          isNew={!problem}
          onDiscard={() => form.reset()}
          saveLabel={problem ? 'Save problem' : 'Create problem'}
          testId="coding"
        />
      </form>
    </FormProvider>
  );
}
