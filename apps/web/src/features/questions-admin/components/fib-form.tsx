import { zodResolver } from '@hookform/resolvers/zod';
import { Settings2, TextCursorInput } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';

import { ASSESS_MSG, ZFibBody, ZFibUpdateBody, type Fib } from '@app/shared';

import { SaveBar } from '@/components/admin/save-bar';
import { SectionCard } from '@/components/admin/section-card';
import { toast } from '@/core/toast';

import { useCreateQuestion, useUpdateQuestion } from '../api/question-hooks.ts';
import { fieldIssues } from '../lib/api-errors.ts';
import { allMessages, countErrors, focusFirstInvalid } from '../lib/form-errors.ts';
import {
  changedFields,
  fibToValues,
  newFibValues,
  type FibFormValues,
} from '../lib/form-values.ts';
import { ActiveField, DifficultyField, TextInput } from './form/fields.tsx';
import { TagsInput } from './form/tags-input.tsx';

type Parsed = Record<string, unknown>;

/**
 * The fill-in-the-blank form. product.md §5: checked before sending; on failure the first
 * issue's message is shown (a toast, besides each field's own message) and nothing is sent.
 */
export function FibForm({
  fib,
  onDirtyChange,
  onSaved,
  suggestions,
}: {
  fib?: Fib;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
  suggestions: string[];
}) {
  const schema = fib ? ZFibUpdateBody : ZFibBody;
  const form = useForm<FibFormValues, unknown, Parsed>({
    resolver: zodResolver(schema) as unknown as Resolver<FibFormValues, unknown, Parsed>,
    defaultValues: fib ? fibToValues(fib) : newFibValues(),
    reValidateMode: 'onChange',
  });
  const { register, control, formState, getValues } = form;
  const { errors, isDirty } = formState;
  const create = useCreateQuestion('fib');
  const update = useUpdateQuestion('fib');
  const formId = useId();

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onInvalid = () => {
    const first = schema.safeParse(getValues()).error?.issues[0];
    if (first) toast.error(first.message);
    requestAnimationFrame(() => focusFirstInvalid(document.getElementById(formId)));
  };

  const onError = (error: Error) => {
    const issues = fieldIssues(error);
    for (const { field, message } of issues) {
      form.setError(field as keyof FibFormValues, { type: 'server', message });
    }
    toast.error(issues[0]?.message ?? error.message);
  };

  const onSubmit = (body: Parsed) => {
    if (!fib) {
      create.mutate(body, { onSuccess: onSaved, onError });
      return;
    }
    const before = ZFibUpdateBody.parse(fibToValues(fib)) as Parsed;
    const patch = changedFields(before, body);
    if (Object.keys(patch).length === 0) {
      toast.info(ASSESS_MSG.noChanges);
      return;
    }
    update.mutate(
      { id: fib._id, patch },
      {
        onSuccess: (saved) => {
          form.reset(fibToValues(saved as Fib));
          onSaved();
        },
        onError,
      },
    );
  };

  return (
    <form
      id={formId}
      noValidate
      onSubmit={form.handleSubmit(onSubmit, onInvalid)}
      className="space-y-6"
      data-testid="fib-form"
      aria-label={fib ? 'Edit fill in the blank' : 'New fill in the blank'}
    >
      <SectionCard
        id="question"
        icon={TextCursorInput}
        title="Question and answer"
        description="Mark the blank with ____ so students see where the answer goes."
      >
        <TextInput
          label="Question"
          registration={register('question')}
          error={errors.question?.message}
          testId="fib-question"
          multiline
          rows={3}
          placeholder="e.g. The keyword that leaves a loop early is ____."
          hint="At most 250 characters."
        />
        <TextInput
          label="Correct answer"
          registration={register('correctAnswer')}
          error={errors.correctAnswer?.message}
          testId="fib-answer"
          placeholder="e.g. break"
          hint="Compared after trimming spaces, ignoring case and Unicode look-alikes. At most 100 characters."
        />
      </SectionCard>

      <SectionCard id="scoring" icon={Settings2} title="Scoring and tags">
        <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
          <TextInput
            label="Points"
            type="number"
            inputMode="decimal"
            registration={register('points', { valueAsNumber: true })}
            error={errors.points?.message}
            testId="fib-points"
          />
          <DifficultyField
            registration={register('difficulty')}
            error={errors.difficulty?.message}
            testId="fib-difficulty"
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
              testId="fib-tags"
            />
          )}
        />
        <ActiveField registration={register('isActive')} noun="question" />
      </SectionCard>

      <SaveBar
        isDirty={isDirty}
        isSaving={create.isPending || update.isPending}
        errorCount={countErrors(errors)}
        isNew={!fib}
        onDiscard={() => form.reset()}
        saveLabel={fib ? 'Save question' : 'Create question'}
        testId="fib"
      />
    </form>
  );
}
