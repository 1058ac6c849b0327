import { clsx } from 'clsx';
import { CircleCheck, ListChecks, Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';

import { ZMcqBody, ZMcqUpdateBody, type Mcq } from '@app/shared';

import { adminInputClass } from '@/components/admin/form-field';
import { SectionCard } from '@/components/admin/section-card';
import { FieldError, FormTextArea, listMessage } from '@/components/form';

import { mcqToValues, newMcqValues } from '../lib/form-values.ts';
import {
  QuestionFormFrame,
  ScoringSection,
  useQuestionForm,
  type QuestionFormProps,
} from './question-form.tsx';

const MAX_OPTIONS = 10;

/**
 * The MCQ form: ZMcqBody when creating, ZMcqUpdateBody when editing (multiple choice then needs
 * two or three correct options), the schemas the API checks again.
 */
export function McqForm({ saved: mcq, suggestions, ...props }: QuestionFormProps<Mcq>) {
  const state = useQuestionForm({
    kind: 'mcq',
    saved: mcq,
    schema: mcq ? ZMcqUpdateBody : ZMcqBody,
    toValues: mcqToValues,
    newValues: newMcqValues,
    ...props,
  });
  const { form, formId } = state;
  const { register, control, formState, setValue, getValues } = form;
  const { errors } = formState;
  const options = useFieldArray({ control, name: 'options' });
  const selectionType = useWatch({ control, name: 'selectionType' });
  const optionValues = useWatch({ control, name: 'options' });

  // The option rules (one correct, unique texts) sit on the whole list, which react-hook-form
  // re-checks only for the field typed in; after a first submit, re-check the list on each edit.
  const { isSubmitted } = formState;
  const { trigger } = form;
  useEffect(() => {
    if (isSubmitted) void trigger('options');
  }, [isSubmitted, trigger, optionValues, selectionType]);

  const markCorrect = (index: number, checked: boolean) => {
    const current = getValues('options');
    const next = current.map((o, i) =>
      selectionType === 'single'
        ? { ...o, isCorrect: i === index }
        : i === index
          ? { ...o, isCorrect: checked }
          : o,
    );
    setValue('options', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  const optionsError = listMessage(errors.options);
  const correctCount = optionValues.filter((o) => o.isCorrect).length;

  return (
    <QuestionFormFrame
      state={state}
      testId="mcq"
      label={mcq ? 'Edit MCQ' : 'New MCQ'}
      saveLabel={mcq ? 'Save MCQ' : 'Create MCQ'}
    >
      <SectionCard id="question" icon={ListChecks} title="Question and options">
        <FormTextArea
          label="Question"
          name="question"
          testId="mcq-question"
          rows={3}
          placeholder="e.g. Which keyword declares a block-scoped constant in JavaScript?"
          hint="At most 250 characters."
        />

        <fieldset>
          <legend className="mb-1 block text-sm font-medium text-slate-800">Answer type</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(
              [
                ['single', 'Single answer', 'Exactly one option is correct.'],
                [
                  'multiple',
                  'Multiple answers',
                  mcq ? 'Two or three options are correct.' : 'Two or more options are correct.',
                ],
              ] as const
            ).map(([value, title, help]) => (
              <label
                key={value}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 px-3.5 py-3 has-checked:border-brand-600 has-checked:bg-brand-50/60"
                data-testid={`mcq-selection-${value}`}
              >
                <input
                  type="radio"
                  value={value}
                  {...register('selectionType')}
                  className="mt-0.5 size-4 text-brand-600 focus:ring-brand-600"
                />
                <span className="text-sm">
                  <span className="font-medium text-slate-900">{title}</span>
                  <span className="block text-slate-600">{help}</span>
                </span>
              </label>
            ))}
          </div>
          <FieldError message={errors.selectionType?.message} />
        </fieldset>

        <div role="group" aria-labelledby={`${formId}-options`}>
          <div className="mb-2 flex items-baseline justify-between gap-3">
            <p id={`${formId}-options`} className="text-sm font-medium text-slate-800">
              Options
            </p>
            <p className="text-xs text-slate-600">
              {selectionType === 'single' ? 'Pick the correct one' : 'Tick every correct one'} ·{' '}
              {correctCount} marked
            </p>
          </div>
          {optionsError && (
            <p
              role="alert"
              className="mb-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
              data-testid="mcq-options-error"
            >
              {optionsError}
            </p>
          )}
          <ol className="space-y-2">
            {options.fields.map((field, index) => {
              const error = errors.options?.[index]?.text?.message;
              const isCorrect = optionValues[index]?.isCorrect ?? false;
              return (
                <li key={field.id}>
                  <div
                    className={clsx(
                      'flex items-center gap-2 rounded-xl border px-2 py-1.5 transition-colors',
                      isCorrect ? 'border-emerald-300 bg-emerald-50/60' : 'border-slate-200',
                    )}
                  >
                    <label className="grid size-8 shrink-0 cursor-pointer place-items-center">
                      <input
                        type={selectionType === 'single' ? 'radio' : 'checkbox'}
                        // One name per option: the form state, not the browser's radio group,
                        // decides what is marked (a switch from multiple keeps every mark until
                        // the person picks one, and the rule message explains why).
                        name={`${formId}-correct-${index}`}
                        checked={isCorrect}
                        onChange={(e) => markCorrect(index, e.target.checked)}
                        // A radio already on fires no change; after a switch from multiple
                        // several are on, and a click must still make this the only one.
                        onClick={() => selectionType === 'single' && markCorrect(index, true)}
                        aria-label={`Option ${index + 1} is correct`}
                        data-testid={`mcq-option-${index}-correct`}
                        className="size-4 text-emerald-600 focus:ring-emerald-600"
                      />
                    </label>
                    <span className="w-5 shrink-0 text-xs font-semibold text-slate-500 tabular-nums">
                      {String.fromCharCode(65 + index)}
                    </span>
                    <input
                      {...register(`options.${index}.text`)}
                      placeholder={`Option ${index + 1}`}
                      aria-label={`Option ${index + 1}`}
                      aria-invalid={error ? true : undefined}
                      data-testid={`mcq-option-${index}`}
                      autoComplete="off"
                      className={clsx(adminInputClass, 'h-9 min-w-0 flex-1')}
                    />
                    {isCorrect && (
                      <CircleCheck
                        className="hidden size-4 shrink-0 text-emerald-600 sm:block"
                        aria-label="Correct"
                      />
                    )}
                    <button
                      type="button"
                      onClick={() => options.remove(index)}
                      aria-label={`Remove option ${index + 1}`}
                      title="Remove"
                      data-testid={`mcq-option-${index}-remove`}
                      className="grid size-8 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700"
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  </div>
                  <FieldError message={error} />
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            onClick={() => options.append({ text: '', isCorrect: false })}
            disabled={options.fields.length >= MAX_OPTIONS}
            data-testid="mcq-option-add"
            className="mt-2 inline-flex h-9 w-full items-center justify-center gap-1.5 rounded-xl border border-dashed border-slate-300 text-sm font-medium text-slate-700 hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800 disabled:pointer-events-none disabled:opacity-50"
          >
            <Plus className="size-4" aria-hidden="true" />
            Add option
            <span className="text-xs text-slate-500">
              ({options.fields.length} of {MAX_OPTIONS})
            </span>
          </button>
        </div>
      </SectionCard>

      <ScoringSection testId="mcq" noun="MCQ" suggestions={suggestions} />
    </QuestionFormFrame>
  );
}
