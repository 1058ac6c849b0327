import { clsx } from 'clsx';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';

import { CODE_LANGUAGE_LABELS, HINT_LANGUAGES } from '@app/shared';

import { adminInputClass } from '@/components/admin/form-field';
import { FieldError, FormStringList, listMessage } from '@/components/form';

import type { CodingFormValues, HintLanguage } from '../../lib/form-values.ts';

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

/** Constraints: 1–10 short lines (e.g. "1 ≤ n ≤ 10^5"), in the editors' one string-list field. */
export function ConstraintsField() {
  return (
    <FormStringList
      name="constraints"
      label="Constraints"
      noun="constraint"
      max={10}
      placeholder="e.g. 1 ≤ n ≤ 100000"
      testId="coding-constraint"
      mono
    />
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
