import { clsx } from 'clsx';
import { EyeOff, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';

import { plural } from '@app/shared';

import { adminInputClass } from '@/components/admin/form-field';
import { FieldError, listMessage } from '@/components/form';

import type { CodingFormValues } from '../../lib/form-values.ts';
import { AddRow } from './list-fields.tsx';

/** Test cases: stdin, expected stdout, hidden flag (students see only pass/fail) and points. */
export function TestCasesField() {
  const { control, register } = useFormContext<CodingFormValues>();
  const tests = useFieldArray({ control, name: 'testCases' });
  const values = useWatch({ control, name: 'testCases' });
  const { errors } = useFormState({ control, name: 'testCases' });
  const totalPoints = values.reduce(
    (sum, t) => sum + (Number.isFinite(t.points) ? t.points : 0),
    0,
  );
  return (
    <div data-testid="coding-tests">
      <FieldError message={listMessage(errors.testCases)} />
      <ol className="space-y-3">
        {tests.fields.map((field, index) => {
          const e = errors.testCases?.[index];
          const hidden = values[index]?.isHidden;
          return (
            <li
              key={field.id}
              className="rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4"
              data-testid="coding-test"
            >
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                  Test {index + 1}
                  {hidden && (
                    <span className="inline-flex items-center gap-1 rounded-md bg-slate-200 px-1.5 py-0.5 text-xs font-medium text-slate-700">
                      <EyeOff className="size-3" aria-hidden="true" />
                      Hidden
                    </span>
                  )}
                </p>
                <div className="flex items-center gap-3">
                  <label className="flex items-center gap-2 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      {...register(`testCases.${index}.isHidden`)}
                      data-testid={`coding-test-${index}-hidden`}
                      className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600"
                    />
                    Hidden
                  </label>
                  <label className="flex w-32 items-center gap-2 text-sm text-slate-700">
                    Points
                    <input
                      type="number"
                      step="any"
                      inputMode="decimal"
                      {...register(`testCases.${index}.points`, { valueAsNumber: true })}
                      aria-invalid={e?.points ? true : undefined}
                      data-testid={`coding-test-${index}-points`}
                      className={clsx(adminInputClass, 'h-8 py-1')}
                    />
                  </label>
                  <button
                    type="button"
                    onClick={() => tests.remove(index)}
                    aria-label={`Remove test ${index + 1}`}
                    className="grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700"
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </div>
              </div>
              <div className="grid gap-3 md:grid-cols-2">
                <label className="block min-w-0">
                  <span className="mb-1 block text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    Input (stdin)
                  </span>
                  <textarea
                    rows={3}
                    {...register(`testCases.${index}.input`)}
                    aria-invalid={e?.input ? true : undefined}
                    data-testid={`coding-test-${index}-input`}
                    spellCheck={false}
                    className={clsx(adminInputClass, 'font-mono text-xs')}
                  />
                  <FieldError message={e?.input?.message} />
                </label>
                <label className="block min-w-0">
                  <span className="mb-1 block text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    Expected output
                  </span>
                  <textarea
                    rows={3}
                    {...register(`testCases.${index}.expectedOutput`)}
                    aria-invalid={e?.expectedOutput ? true : undefined}
                    data-testid={`coding-test-${index}-output`}
                    spellCheck={false}
                    className={clsx(adminInputClass, 'font-mono text-xs')}
                  />
                  <FieldError message={e?.expectedOutput?.message} />
                </label>
              </div>
              <FieldError message={e?.points?.message} />
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AddRow
          label="Add test case"
          onClick={() =>
            tests.append({
              input: '',
              expectedOutput: '',
              isHidden: tests.fields.length > 0,
              points: 1,
            })
          }
          disabled={tests.fields.length >= 50}
          testId="coding-test-add"
        />
        <p className="text-xs text-slate-600 tabular-nums">
          {tests.fields.length} of 50 · {plural(totalPoints, 'test point')} (scaled to the problem’s
          points)
        </p>
      </div>
    </div>
  );
}
