import { clsx } from 'clsx';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';

import { CODE_LANGUAGE_LABELS, HINT_LANGUAGES } from '@app/shared';

import { adminInputClass } from '@/components/admin/form-field';

import { listMessage } from '../../lib/form-errors.ts';
import type { CodingFormValues, HintLanguage } from '../../lib/form-values.ts';
import { FieldError } from '../form/fields.tsx';

export const HINT_LABELS: Record<HintLanguage, string> = {
  general: 'Any language',
  ...CODE_LANGUAGE_LABELS,
};

const removeButton =
  'grid size-9 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700';

export function AddRow({
  label,
  onClick,
  disabled,
  testId,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
      className="mt-2 inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:pointer-events-none disabled:opacity-50"
    >
      <Plus className="size-4" aria-hidden="true" />
      {label}
    </button>
  );
}

/** Constraints: 1–10 short lines (e.g. "1 ≤ n ≤ 10^5"); a plain string[], so set whole. */
export function ConstraintsField() {
  const { control, setValue, formState } = useFormContext<CodingFormValues>();
  const items = useWatch({ control, name: 'constraints' });
  const { errors } = useFormState({ control, name: 'constraints' });
  const listError = get(errors, 'constraints') as unknown;
  const labelId = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const write = (next: string[]) =>
    setValue('constraints', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const add = () => {
    write([...items, '']);
    requestAnimationFrame(() => inputs.current[items.length]?.focus());
  };
  return (
    <div role="group" aria-labelledby={labelId} data-testid="coding-constraints">
      <p id={labelId} className="mb-1 text-sm font-medium text-slate-800">
        Constraints
      </p>
      <FieldError message={listMessage(listError)} />
      <ol className="mt-1 space-y-2">
        {items.map((value, index) => {
          const error = (listError as Record<number, { message?: string }> | undefined)?.[index]
            ?.message;
          return (
            <li key={index}>
              <div className="flex items-center gap-1.5">
                <span className="w-5 shrink-0 text-right text-xs text-slate-500 tabular-nums">
                  {index + 1}.
                </span>
                <input
                  ref={(el) => {
                    inputs.current[index] = el;
                  }}
                  value={value}
                  onChange={(e) => write(items.map((v, i) => (i === index ? e.target.value : v)))}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
                      e.preventDefault();
                      if (items.length < 10) add();
                    }
                  }}
                  placeholder="e.g. 1 ≤ n ≤ 100000"
                  aria-label={`Constraint ${index + 1}`}
                  aria-invalid={error ? true : undefined}
                  data-testid={`coding-constraint-${index}`}
                  autoComplete="off"
                  className={clsx(adminInputClass, 'h-9 min-w-0 flex-1 font-mono')}
                />
                <button
                  type="button"
                  className={removeButton}
                  onClick={() => write(items.filter((_, i) => i !== index))}
                  aria-label={`Remove constraint ${index + 1}`}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </div>
              <div className="ml-6.5">
                <FieldError message={error} />
              </div>
            </li>
          );
        })}
      </ol>
      <AddRow
        label="Add constraint"
        onClick={add}
        disabled={items.length >= 10}
        testId="coding-constraint-add"
      />
    </div>
  );
}

/** Hints: a language (or any) and a text of at most 250 characters each. */
export function HintsField() {
  const { control, register } = useFormContext<CodingFormValues>();
  const hints = useFieldArray({ control, name: 'hints' });
  const { errors } = useFormState({ control, name: 'hints' });
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} data-testid="coding-hints">
      <p id={labelId} className="mb-1 text-sm font-medium text-slate-800">
        Hints
      </p>
      <FieldError message={listMessage(errors.hints)} />
      <ol className="mt-1 space-y-2">
        {hints.fields.map((field, index) => {
          const error = errors.hints?.[index]?.text?.message;
          return (
            <li key={field.id}>
              <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center">
                <select
                  {...register(`hints.${index}.language`)}
                  aria-label={`Hint ${index + 1} language`}
                  className={clsx(adminInputClass, 'h-9 py-1 sm:w-40')}
                >
                  {HINT_LANGUAGES.map((l) => (
                    <option key={l} value={l}>
                      {HINT_LABELS[l]}
                    </option>
                  ))}
                </select>
                <div className="flex min-w-0 flex-1 items-center gap-1.5">
                  <input
                    {...register(`hints.${index}.text`)}
                    placeholder="e.g. Keep a running total as you read the numbers."
                    aria-label={`Hint ${index + 1}`}
                    aria-invalid={error ? true : undefined}
                    data-testid={`coding-hint-${index}`}
                    autoComplete="off"
                    className={clsx(adminInputClass, 'h-9 min-w-0 flex-1')}
                  />
                  <button
                    type="button"
                    className={removeButton}
                    onClick={() => hints.remove(index)}
                    aria-label={`Remove hint ${index + 1}`}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </div>
              </div>
              <FieldError message={error} />
            </li>
          );
        })}
      </ol>
      <AddRow
        label="Add hint"
        onClick={() => hints.append({ language: 'general', text: '' })}
        disabled={hints.fields.length >= 20}
        testId="coding-hint-add"
      />
    </div>
  );
}
