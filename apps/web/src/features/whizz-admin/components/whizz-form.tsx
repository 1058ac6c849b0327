import { clsx } from 'clsx';
import { CalendarClock, FileText, ListChecks, Save, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';

import {
  ASSESS_MSG,
  ATTEMPT_MINUTES,
  DURATION_UNITS,
  durationMs,
  plural,
  ZWhizzBody,
  type Whizz,
} from '@app/shared';

import { adminInputClass } from '@/components/admin/form-field';
import { SectionCard } from '@/components/admin/section-card';
import {
  countErrors,
  Form,
  FormDateTime,
  FormNumber,
  FormText,
  FormTextArea,
  SubmitButton,
  useZodForm,
} from '@/components/form';
import { formatDateTime } from '@/core/format-date';
import { toast } from '@/core/toast';

import { useCreateWhizz, useUpdateWhizz } from '../api/whizz-admin-api.ts';
import {
  changedFields,
  emptyWhizzValues,
  labelsOf,
  toBody,
  whizzToValues,
  type BatchLabel,
  type QuestionLabel,
  type WhizzFormValues,
} from '../lib/whizz-form.ts';
import { BatchPicker } from './batch-picker.tsx';
import { QuestionPicker } from './question-picker.tsx';

type Parsed = z.output<typeof ZWhizzBody>;

/** An error of an array field, wherever the resolver put it (the array or its root). */
function arrayError(e: unknown): string | undefined {
  const err = e as { message?: string; root?: { message?: string } } | undefined;
  return err?.message ?? err?.root?.message;
}

/** The whizz create / update form (react-hook-form + ZWhizzBody). */
export function WhizzForm({
  whizz,
  onSaved,
  onDirtyChange,
}: {
  whizz?: Whizz;
  onSaved: (saved: Whizz) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [saved] = useState<WhizzFormValues>(() =>
    whizz ? whizzToValues(whizz) : emptyWhizzValues(),
  );
  const [labels, setLabels] = useState(() =>
    whizz ? labelsOf(whizz) : { batches: {}, questions: {} },
  );
  const create = useCreateWhizz();
  const update = useUpdateWhizz();

  const form = useZodForm(ZWhizzBody as z.ZodType<Parsed>, {
    defaultValues: saved,
    mode: 'onTouched',
  });
  const { register, control, formState, getValues } = form;
  const { errors } = formState;
  const isDirty = formState.isDirty;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const [isPublic, startDate, duration, attemptMinutes] = useWatch({
    control,
    name: ['isPublic', 'startDate', 'duration', 'attemptMinutes'],
  });
  const endsAt =
    startDate && Number.isInteger(duration?.value) && duration.value > 0
      ? new Date(Date.parse(startDate) + durationMs(duration))
      : null;

  // The body is built from the form's own values (toBody / the changed fields).
  const onSubmit = async () => {
    const values = getValues();
    if (!whizz) {
      const w = await create.mutateAsync(toBody(values));
      toast.success(ASSESS_MSG.whizzCreated);
      onSaved(w);
      return;
    }
    const patch = changedFields(saved, values);
    if (Object.keys(patch).length === 0) {
      toast.info(ASSESS_MSG.noChanges);
      return;
    }
    const w = await update.mutateAsync({ id: whizz._id, patch });
    toast.success(ASSESS_MSG.whizzUpdated);
    onSaved(w);
  };

  const errorCount = countErrors(errors);
  const isSaving = create.isPending || update.isPending;

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      tell="toast"
      failureMessage={whizz ? ASSESS_MSG.whizzUpdateFailed : ASSESS_MSG.whizzCreateFailed}
      // The server may name an entry (questions.2.points): its field shows it.
      fieldOf={(field) => field.split('.')[0]!}
      className="space-y-6"
      data-testid="whizz-form"
    >
      <SectionCard
        id="details"
        icon={FileText}
        title="Details"
        description="What students see first."
      >
        <FormText<WhizzFormValues>
          name="title"
          label="Title"
          hint="3-50 characters"
          maxLength={80}
          autoComplete="off"
          testId="whizz-title-input"
        />
        <FormTextArea<WhizzFormValues>
          name="description"
          label="Description"
          hint="Up to 200 characters: topics, rules, what to revise."
          rows={3}
          testId="whizz-description-input"
        />
        <Controller
          control={control}
          name="isPublic"
          render={({ field }) => (
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-800">Who can take it</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                <Choice
                  checked={!field.value}
                  onSelect={() => field.onChange(false)}
                  title="Internal"
                  text="Students of the chosen batches, while their batch is active."
                  testId="whizz-internal"
                />
                <Choice
                  checked={field.value}
                  onSelect={() => field.onChange(true)}
                  title="External"
                  text="Anyone signed in (e.g. a contest); batches are optional."
                  testId="whizz-external"
                />
              </div>
            </fieldset>
          )}
        />
      </SectionCard>

      <SectionCard
        id="schedule"
        icon={CalendarClock}
        title="Schedule and score"
        description="Times are India time (IST)."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormDateTime<WhizzFormValues>
            name="startDate"
            label="Starts at (IST)"
            hint={endsAt ? `Ends ${formatDateTime(endsAt)} IST` : undefined}
            timeLabel="Starts at (IST): time"
            testId="whizz-start-input"
          />
          <div>
            <p className="mb-1 block text-sm font-medium text-slate-800" id="duration-label">
              Duration
            </p>
            <div className="flex gap-2" role="group" aria-labelledby="duration-label">
              <input
                type="number"
                min={1}
                max={50}
                step={1}
                inputMode="numeric"
                aria-label="Duration value"
                aria-invalid={errors.duration?.value ? true : undefined}
                aria-describedby={errors.duration?.value ? 'duration-error' : undefined}
                {...register('duration.value', { valueAsNumber: true })}
                className={clsx(adminInputClass, 'w-24')}
                data-testid="whizz-duration-value"
              />
              <select
                aria-label="Duration unit"
                {...register('duration.unit')}
                className={clsx(adminInputClass, 'w-32')}
                data-testid="whizz-duration-unit"
              >
                {DURATION_UNITS.map((u) => (
                  <option key={u} value={u}>
                    {u === 'minutes' ? 'Minutes' : 'Hours'}
                  </option>
                ))}
              </select>
            </div>
            {(errors.duration?.value ?? errors.duration?.unit) && (
              <p id="duration-error" role="alert" className="mt-1 text-xs font-medium text-red-700">
                {errors.duration?.value?.message ?? errors.duration?.unit?.message}
              </p>
            )}
          </div>
          <FormNumber<WhizzFormValues>
            name="attemptMinutes"
            label="Time limit per attempt (minutes)"
            hint={
              attemptMinutes
                ? `Each student gets ${attemptMinutes} min from pressing Start, or until the quiz closes if that comes first.`
                : `Optional, ${ATTEMPT_MINUTES.min}-${ATTEMPT_MINUTES.max}. Empty: each student has until the quiz closes.`
            }
            empty={null}
            type="number"
            min={ATTEMPT_MINUTES.min}
            max={ATTEMPT_MINUTES.max}
            step={1}
            placeholder="No limit"
            inputClassName="sm:w-40"
            testId="whizz-attempt-minutes"
          />
          <FormNumber<WhizzFormValues>
            name="totalScore"
            label="Total score"
            hint="1-100: points earned are scaled to this score."
            type="number"
            min={1}
            max={100}
            step={1}
            inputClassName="sm:w-40"
            testId="whizz-score-input"
          />
        </div>
      </SectionCard>

      <SectionCard
        id="batches"
        icon={Users}
        title="Batches"
        description={
          isPublic
            ? 'Optional for an external whizz.'
            : 'Students of an active batch see the whizz; pause a batch to hide it from them.'
        }
      >
        <Controller
          control={control}
          name="batches"
          render={({ field, fieldState }) => (
            <>
              <BatchPicker
                value={field.value}
                onChange={(next) => field.onChange(next)}
                labels={labels.batches}
                onLabel={(id: string, label: BatchLabel) =>
                  setLabels((l) => ({ ...l, batches: { ...l.batches, [id]: label } }))
                }
                error={arrayError(fieldState.error)}
              />
              <FieldError message={arrayError(fieldState.error)} testId="whizz-batches-error" />
            </>
          )}
        />
      </SectionCard>

      <SectionCard
        id="questions"
        icon={ListChecks}
        title="Questions"
        description="Pick from the MCQ, fill in the blank and coding banks; reorder as you like."
      >
        <Controller
          control={control}
          name="questions"
          render={({ field, fieldState }) => (
            <>
              <QuestionPicker
                value={field.value}
                onChange={(next) => field.onChange(next)}
                labels={labels.questions}
                onLabel={(key: string, label: QuestionLabel) =>
                  setLabels((l) => ({ ...l, questions: { ...l.questions, [key]: label } }))
                }
                error={arrayError(fieldState.error)}
              />
              <FieldError message={arrayError(fieldState.error)} testId="whizz-questions-error" />
            </>
          )}
        />
      </SectionCard>

      <div className="sticky bottom-3 z-20 flex items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white/95 px-4 py-2.5 shadow-pop backdrop-blur sm:px-5">
        <p
          className={clsx(
            'truncate text-sm font-medium',
            errorCount > 0
              ? 'text-red-700'
              : isDirty || !whizz
                ? 'text-amber-800'
                : 'text-emerald-800',
          )}
          data-testid="whizz-save-status"
          role={errorCount > 0 ? 'alert' : undefined}
        >
          {errorCount > 0
            ? `Fix ${plural(errorCount, 'field')}`
            : !whizz
              ? 'Not created yet'
              : isDirty
                ? 'Unsaved changes'
                : 'All saved'}
        </p>
        <SubmitButton
          size="sm"
          isLoading={isSaving}
          loadingText="Saving..."
          data-testid="whizz-save"
        >
          <Save className="size-4" aria-hidden="true" />
          {whizz ? 'Save changes' : 'Create whizz'}
        </SubmitButton>
      </div>
    </Form>
  );
}

function FieldError({ message, testId }: { message?: string; testId: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700" data-testid={testId}>
      {message}
    </p>
  );
}

function Choice({
  checked,
  onSelect,
  title,
  text,
  testId,
}: {
  checked: boolean;
  onSelect: () => void;
  title: string;
  text: string;
  testId: string;
}) {
  return (
    <label
      className={clsx(
        'flex cursor-pointer gap-3 rounded-xl border p-3.5 transition-colors',
        checked
          ? 'border-brand-500 bg-brand-50/60 ring-2 ring-brand-100'
          : 'border-slate-200 hover:border-slate-300',
      )}
    >
      <input
        type="radio"
        name="whizz-audience"
        checked={checked}
        onChange={onSelect}
        className="mt-0.5 size-4 accent-brand-600"
        data-testid={testId}
      />
      <span>
        <span className="block text-sm font-semibold text-slate-900">{title}</span>
        <span className="block text-xs text-slate-600">{text}</span>
      </span>
    </label>
  );
}
