import { zodResolver } from '@hookform/resolvers/zod';
import { Settings2 } from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import {
  Controller,
  FormProvider,
  useForm,
  useFormContext,
  useFormState,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

import { ASSESS_MSG } from '@app/shared';

import { SaveBar } from '@/components/admin/save-bar';
import { SectionCard } from '@/components/admin/section-card';
import { fieldIssues } from '@/core/api-client';
import { toast } from '@/core/toast';

import type { QuestionOf } from '../api/question-bank.ts';
import { useCreateQuestion, useUpdateQuestion } from '../api/question-hooks.ts';
import { allMessages, countErrors, focusFirstInvalid } from '../lib/form-errors.ts';
import { changedFields } from '../lib/form-values.ts';
import type { QuestionKind } from '../lib/question-kinds.ts';
import { ActiveField, DifficultyField, FormTextInput } from './form/fields.tsx';
import { TagsInput } from './form/tags-input.tsx';

type Parsed = Record<string, unknown>;

/** What each question form hands its editor page. */
export type QuestionFormProps<Q> = {
  saved?: Q;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
  suggestions: string[];
};

/**
 * The create/edit flow every question form shares: react-hook-form on the bank's shared schema,
 * the dirty state reported to the page (its leave guard), the server's field messages put on
 * their fields, and an edit that sends only the changed fields — or nothing and 'No changes
 * made' when none changed.
 */
export function useQuestionForm<K extends QuestionKind, V extends FieldValues>({
  kind,
  saved,
  schema,
  toValues,
  newValues,
  onDirtyChange,
  onSaved,
  acceptPatch = () => true,
  toastInvalid = false,
}: {
  kind: K;
  saved: QuestionOf[K] | undefined;
  /** Checks the form before sending; the saved question parsed by it is what edits compare to. */
  schema: z.ZodType;
  toValues: (saved: QuestionOf[K]) => V;
  newValues: () => V;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
  /** A patch refused here is treated as no change. */
  acceptPatch?: (patch: Parsed) => boolean;
  /** Also show the first issue of an invalid form as a toast. */
  toastInvalid?: boolean;
}) {
  const form = useForm<V, unknown, Parsed>({
    resolver: zodResolver(schema as z.ZodType<Parsed, V>) as unknown as Resolver<
      V,
      unknown,
      Parsed
    >,
    defaultValues: (saved ? toValues(saved) : newValues()) as DefaultValues<V>,
    reValidateMode: 'onChange',
  });
  const { errors, isDirty } = form.formState;
  const create = useCreateQuestion(kind);
  const update = useUpdateQuestion(kind);
  const formId = useId();

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onInvalid = () => {
    if (toastInvalid) {
      const first = schema.safeParse(form.getValues()).error?.issues[0];
      if (first) toast.error(first.message);
    }
    requestAnimationFrame(() => focusFirstInvalid(document.getElementById(formId)));
  };

  const onError = (error: Error) => {
    const issues = fieldIssues(error);
    for (const { field, message } of issues) {
      form.setError(field as Path<V>, { type: 'server', message });
    }
    toast.error(issues[0]?.message ?? error.message);
  };

  const onSubmit = (body: Parsed) => {
    if (!saved) {
      create.mutate(body, { onSuccess: onSaved, onError });
      return;
    }
    const before = schema.parse(toValues(saved)) as Parsed;
    const patch = changedFields(before, body);
    if (Object.keys(patch).length === 0 || !acceptPatch(patch)) {
      toast.info(ASSESS_MSG.noChanges);
      return;
    }
    update.mutate(
      { id: saved._id, patch },
      {
        onSuccess: (next) => {
          form.reset(toValues(next as QuestionOf[K]));
          onSaved();
        },
        onError,
      },
    );
  };

  return {
    form,
    formId,
    isNew: !saved,
    isDirty,
    isSaving: create.isPending || update.isPending,
    errorCount: countErrors(errors),
    onSubmit: form.handleSubmit(onSubmit, onInvalid),
  };
}

/** The form element around a question's sections, with the save bar at its foot. */
export function QuestionFormFrame<V extends FieldValues>({
  state,
  testId,
  label,
  saveLabel,
  children,
}: {
  state: ReturnType<typeof useQuestionForm<QuestionKind, V>>;
  /** `mcq` → data-testid mcq-form and the save bar's mcq-save. */
  testId: string;
  label: string;
  saveLabel: string;
  children: ReactNode;
}) {
  const form: UseFormReturn<V, unknown, Parsed> = state.form;
  return (
    <FormProvider {...form}>
      <form
        id={state.formId}
        noValidate
        onSubmit={state.onSubmit}
        className="space-y-6"
        data-testid={`${testId}-form`}
        aria-label={label}
      >
        {children}
        <SaveBar
          isDirty={state.isDirty}
          isSaving={state.isSaving}
          errorCount={state.errorCount}
          isNew={state.isNew}
          onDiscard={() => form.reset()}
          saveLabel={saveLabel}
          testId={testId}
        />
      </form>
    </FormProvider>
  );
}

type ScoringValues = {
  points: number;
  difficulty: string;
  tags: string[];
  isActive: boolean;
};

/** Points, difficulty, tags and the active switch: the last section of every question form. */
export function ScoringSection({
  testId,
  noun,
  pointsHint,
  suggestions,
}: {
  testId: string;
  /** 'Only active {noun}s can be added to a whizz.' */
  noun: string;
  pointsHint?: string;
  suggestions: string[];
}) {
  const { register, control } = useFormContext<ScoringValues>();
  const { errors } = useFormState({ control, name: 'difficulty' });
  return (
    <SectionCard id="scoring" icon={Settings2} title="Scoring and tags">
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
        <FormTextInput
          label="Points"
          type="number"
          inputMode="decimal"
          name="points"
          options={{ valueAsNumber: true }}
          testId={`${testId}-points`}
          hint={pointsHint}
        />
        <DifficultyField
          registration={register('difficulty')}
          error={errors.difficulty?.message}
          testId={`${testId}-difficulty`}
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
            testId={`${testId}-tags`}
          />
        )}
      />
      <ActiveField registration={register('isActive')} noun={noun} />
    </SectionCard>
  );
}
