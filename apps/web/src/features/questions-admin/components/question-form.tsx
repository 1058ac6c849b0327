import { Settings2 } from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import {
  Controller,
  useFormContext,
  useFormState,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

import { ASSESS_MSG } from '@app/shared';

import { SaveBar } from '@/components/admin/save-bar';
import { SectionCard } from '@/components/admin/section-card';
import {
  allMessages,
  countErrors,
  Form,
  FormNumber,
  FormSwitch,
  useZodForm,
} from '@/components/form';
import { toast } from '@/core/toast';

import type { QuestionOf } from '../api/question-bank.ts';
import { useCreateQuestion, useUpdateQuestion } from '../api/question-hooks.ts';
import { changedFields } from '../lib/form-values.ts';
import type { QuestionKind } from '../lib/question-kinds.ts';
import { DifficultyField } from './difficulty-field.tsx';
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
  const form = useZodForm(schema as z.ZodType<Parsed>, {
    defaultValues: saved ? toValues(saved) : newValues(),
  });
  const { errors, isDirty } = form.formState;
  const create = useCreateQuestion(kind);
  const update = useUpdateQuestion(kind);
  // A prefix for ids inside the form (the MCQ's option group and radio names).
  const formId = useId();

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onInvalid = () => {
    if (!toastInvalid) return;
    const first = schema.safeParse(form.getValues()).error?.issues[0];
    if (first) toast.error(first.message);
  };

  // A rejection goes back to <Form>: the server's messages on their fields, the first as a toast.
  const onSubmit = async (body: Parsed) => {
    if (!saved) {
      await create.mutateAsync(body);
      onSaved();
      return;
    }
    const before = schema.parse(toValues(saved)) as Parsed;
    const patch = changedFields(before, body);
    if (Object.keys(patch).length === 0 || !acceptPatch(patch)) {
      toast.info(ASSESS_MSG.noChanges);
      return;
    }
    const next = await update.mutateAsync({ id: saved._id, patch });
    form.reset(toValues(next as QuestionOf[K]));
    onSaved();
  };

  return {
    form,
    formId,
    isNew: !saved,
    isDirty,
    isSaving: create.isPending || update.isPending,
    errorCount: countErrors(errors),
    onSubmit,
    onInvalid,
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
    <Form
      form={form}
      onSubmit={state.onSubmit}
      onInvalid={state.onInvalid}
      tell="toast"
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
    </Form>
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
        <FormNumber
          label="Points"
          type="number"
          inputMode="decimal"
          step="any"
          autoComplete="off"
          name="points"
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
      <FormSwitch
        name="isActive"
        label="Active"
        description={`Only active ${noun}s can be added to a whizz.`}
        testId="active-input"
      />
    </SectionCard>
  );
}
