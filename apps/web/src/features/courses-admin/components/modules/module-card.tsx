import { clsx } from 'clsx';
import { Eye } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';

import { plural } from '@app/shared';

import { FieldArrayList, type EntryControls } from '@/components/admin/field-array-list';
import { adminInputClass } from '@/components/admin/form-field';
import { ItemControls } from '@/components/admin/list-controls';
import { FormText, FormTextArea, useFieldError } from '@/components/form';

import {
  emptyLesson,
  formatMinutes,
  toMinutes,
  type ModulesFormValues,
} from '../../lib/modules-form.ts';

/** One module: its title and description, and its ordered lessons. */
export function ModuleCard({ index, count, onMove, onRemove }: EntryControls) {
  const { control } = useFormContext<ModulesFormValues>();
  const lessons = useFieldArray({ control, name: `modules.${index}.lessons` });
  const watched = useWatch({ control, name: `modules.${index}.lessons` }) ?? [];
  const minutes = watched.reduce((sum, l) => sum + (Number(l?.durationMinutes) || 0), 0);
  const base = `modules.${index}` as const;
  const lessonsError = useFieldError(`${base}.lessons`);

  return (
    <li
      className="rounded-xl border border-slate-200 bg-white shadow-xs"
      data-testid={`module-${index}`}
    >
      <div className="flex items-center gap-3 rounded-t-xl border-b border-slate-200 bg-slate-50 px-3 py-2 sm:px-4">
        <span className="grid size-7 shrink-0 place-items-center rounded-lg bg-brand-600 text-xs font-bold text-white tabular-nums">
          {index + 1}
        </span>
        <p className="min-w-0 text-xs text-slate-600">
          {plural(watched.length, 'lesson')}
          {minutes > 0 && ` · ${formatMinutes(minutes)}`}
        </p>
        <div className="ml-auto">
          <ItemControls
            label={`module ${index + 1}`}
            index={index}
            count={count}
            onMove={onMove}
            onRemove={onRemove}
            testId={`module-${index}`}
          />
        </div>
      </div>

      <div className="space-y-4 p-3 sm:p-4">
        <FormText<ModulesFormValues>
          name={`${base}.title`}
          label="Module title"
          placeholder="e.g. Getting started with JavaScript"
          autoComplete="off"
          inputClassName="h-10"
          testId={`module-${index}-title`}
        />
        <FormTextArea<ModulesFormValues>
          name={`${base}.description`}
          label="Description (optional)"
          rows={2}
          autoGrow
          inputClassName="min-h-16"
          testId={`module-${index}-description`}
        />

        <div>
          <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            Lessons
          </p>
          {lessonsError && (
            <p role="alert" className="mb-2 text-xs font-medium text-red-700">
              {lessonsError}
            </p>
          )}
          <FieldArrayList
            array={lessons}
            listClassName="mb-3 divide-y divide-slate-100 rounded-xl border border-slate-200"
            renderEntry={(key, controls) => (
              <LessonRow key={key} moduleIndex={index} {...controls} />
            )}
            add={{
              noun: 'lesson',
              max: 100,
              onAdd: () => lessons.append(emptyLesson()),
              testId: `module-${index}-add-lesson`,
              size: 'sm',
            }}
          />
        </div>
      </div>
    </li>
  );
}

function LessonRow({
  moduleIndex,
  index,
  count,
  onMove,
  onRemove,
}: EntryControls & { moduleIndex: number }) {
  const { register } = useFormContext<ModulesFormValues>();
  const base = `modules.${moduleIndex}.lessons.${index}` as const;
  const testId = `module-${moduleIndex}-lesson-${index}`;
  const titleError = useFieldError(`${base}.title`);
  const minutesError = useFieldError(`${base}.durationMinutes`);
  const error = titleError ?? minutesError;

  return (
    // Phones: title and move/remove on the first line, length and preview under the title.
    <li
      className="grid grid-cols-[1.25rem_minmax(0,1fr)_auto] items-center gap-x-2 gap-y-2 px-2 py-2.5 sm:grid-cols-[1.25rem_minmax(0,1fr)_auto_auto] sm:px-3"
      data-testid={testId}
    >
      <span className="text-right text-xs text-slate-400 tabular-nums">{index + 1}.</span>
      <input
        {...register(`${base}.title`)}
        placeholder="Lesson title"
        aria-label={`Module ${moduleIndex + 1}, lesson ${index + 1} title`}
        aria-invalid={titleError ? true : undefined}
        autoComplete="off"
        data-testid={`${testId}-title`}
        className={clsx(adminInputClass, 'h-9 min-w-0')}
      />
      <div className="col-span-2 col-start-2 row-start-2 flex items-center gap-2 sm:col-span-1 sm:col-start-3 sm:row-start-1">
        <label className="relative block w-24 shrink-0">
          <span className="sr-only">
            Module {moduleIndex + 1}, lesson {index + 1} length in minutes
          </span>
          <input
            {...register(`${base}.durationMinutes`, { setValueAs: toMinutes })}
            inputMode="numeric"
            placeholder="0"
            aria-invalid={minutesError ? true : undefined}
            data-testid={`${testId}-minutes`}
            className={clsx(adminInputClass, 'h-9 pr-10 tabular-nums')}
          />
          <span className="pointer-events-none absolute inset-y-0 right-2.5 flex items-center text-xs text-slate-500">
            min
          </span>
        </label>
        <label
          className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg px-2 text-xs font-medium text-slate-700 hover:bg-slate-50"
          title="A preview lesson can be watched before enrolling"
        >
          <input
            type="checkbox"
            {...register(`${base}.isPreview`)}
            data-testid={`${testId}-preview`}
            className="size-4 rounded border-slate-300 accent-brand-600"
          />
          <Eye className="size-3.5 text-slate-500" aria-hidden="true" />
          Preview
        </label>
      </div>
      <div className="col-start-3 row-start-1 sm:col-start-4">
        <ItemControls
          label={`lesson ${index + 1} of module ${moduleIndex + 1}`}
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
          testId={testId}
        />
      </div>
      {error && (
        <p role="alert" className="col-span-full col-start-2 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}
