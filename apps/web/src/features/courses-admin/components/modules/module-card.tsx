import { clsx } from 'clsx';
import { ChevronRight, Eye } from 'lucide-react';
import { useId, useState } from 'react';
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';

import { LESSON_KIND_LABELS, LESSON_KINDS, plural } from '@app/shared';

import { AdminSelect } from '@/components/admin/admin-select';
import { FieldArrayList, type EntryControls } from '@/components/admin/field-array-list';
import { adminInputClass } from '@/components/admin/form-field';
import { ItemControls } from '@/components/admin/list-controls';
import { FormNumber, FormText, FormTextArea, useFieldError } from '@/components/form';

import { lessonVideoOf } from '../../lib/lesson-video.ts';
import {
  contentSummary,
  emptyLesson,
  formatMinutes,
  LESSON_CONTENT_FIELDS,
  toMinutes,
  type LessonPath,
  type ModulesFormValues,
} from '../../lib/modules-form.ts';
import { LessonContent } from './lesson-content.tsx';

const VIDEO_LABEL = { youtube: 'YouTube video', vimeo: 'Vimeo video', mp4: 'MP4 video' } as const;

/** One module: its title and description, and its ordered lessons. */
export function ModuleCard({ index, count, onMove, onRemove }: EntryControls) {
  const { control } = useFormContext<ModulesFormValues>();
  const lessons = useFieldArray({ control, name: `modules.${index}.lessons` });
  const watched = useWatch({ control, name: `modules.${index}.lessons` }) ?? [];
  const minutes = watched.reduce((sum, l) => sum + (Number(l?.durationMinutes) || 0), 0);
  const base = `modules.${index}` as const;
  const lessonsError = useFieldError(`${base}.lessons`);
  const unlockDay = useWatch({ control, name: `${base}.unlockDay` });

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
          {typeof unlockDay === 'number' && unlockDay > 0 && ` · opens on day ${unlockDay}`}
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
        <FormNumber<ModulesFormValues>
          name={`${base}.unlockDay`}
          label="Opens on day"
          hint="Days after the batch starts; leave empty to open it from enrolment."
          empty={null}
          placeholder="Open from enrolment"
          autoComplete="off"
          inputClassName="h-10"
          className="sm:max-w-md"
          testId={`module-${index}-unlock-day`}
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
  const { register, control } = useFormContext<ModulesFormValues>();
  const base: LessonPath = `modules.${moduleIndex}.lessons.${index}`;
  const testId = `module-${moduleIndex}-lesson-${index}`;
  const titleError = useFieldError(`${base}.title`);
  const minutesError = useFieldError(`${base}.durationMinutes`);
  const error = titleError ?? minutesError;
  const name = `Module ${moduleIndex + 1}, lesson ${index + 1}`;
  const panelId = useId();

  // Collapsed by default so a long syllabus stays scannable; a message in the content opens it
  // (set while rendering, so the field is on the page when the form focuses the first error).
  const { errors } = useFormState({ control, name: base });
  const lessonErrors = get(errors, base) as Record<string, unknown> | undefined;
  const hasContentError = LESSON_CONTENT_FIELDS.some((key) => lessonErrors?.[key] !== undefined);
  const [isOpen, setOpen] = useState(false);
  const [hadContentError, setHadContentError] = useState(false);
  if (hasContentError !== hadContentError) {
    setHadContentError(hasContentError);
    if (hasContentError) setOpen(true);
  }

  const [kind, videoUrl, body, resources, problemId] = useWatch({
    control,
    name: [
      `${base}.kind`,
      `${base}.videoUrl`,
      `${base}.body`,
      `${base}.resources`,
      `${base}.problemId`,
    ],
  });
  const video = lessonVideoOf(videoUrl ?? '');
  const summary = contentSummary(
    { videoUrl: videoUrl ?? '', body: body ?? '', resources: resources ?? [], problemId },
    video ? VIDEO_LABEL[video.source] : null,
  );

  return (
    // Phones: title and move/remove on the first line, length and preview under the title,
    // then the kind and the content toggle.
    <li
      className="grid grid-cols-[1.25rem_minmax(0,1fr)_auto] items-center gap-x-2 gap-y-2 px-2 py-2.5 sm:grid-cols-[1.25rem_minmax(0,1fr)_auto_auto] sm:px-3"
      data-testid={testId}
    >
      <span className="text-right text-xs text-slate-500 tabular-nums">{index + 1}.</span>
      <input
        {...register(`${base}.title`)}
        placeholder="Lesson title"
        aria-label={`${name} title`}
        aria-invalid={titleError ? true : undefined}
        autoComplete="off"
        data-testid={`${testId}-title`}
        className={clsx(adminInputClass, 'h-9 min-w-0')}
      />
      <div className="col-span-2 col-start-2 row-start-2 flex items-center gap-2 sm:col-span-1 sm:col-start-3 sm:row-start-1">
        <label className="relative block w-24 shrink-0">
          <span className="sr-only">{name} length in minutes</span>
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
      <div className="col-span-full col-start-2 flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        <label className="block w-32 shrink-0">
          <span className="sr-only">{name} kind</span>
          {/* Controlled by the watched value, as FormSelect is: the select always shows the form's kind. */}
          <AdminSelect
            {...register(`${base}.kind`)}
            value={kind}
            data-testid={`${testId}-kind`}
            className="w-full"
          >
            {LESSON_KINDS.map((k) => (
              <option key={k} value={k}>
                {LESSON_KIND_LABELS[k]}
              </option>
            ))}
          </AdminSelect>
        </label>
        <button
          type="button"
          onClick={() => setOpen((open) => !open)}
          aria-expanded={isOpen}
          aria-controls={panelId}
          aria-label={`${name} content`}
          data-testid={`${testId}-content-toggle`}
          className="inline-flex h-8 items-center gap-1 rounded-lg px-2 text-xs font-semibold text-brand-800 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none"
        >
          <ChevronRight
            className={clsx('size-4 transition-transform', isOpen && 'rotate-90')}
            aria-hidden="true"
          />
          Content
        </button>
        <span
          className={clsx(
            'min-w-0 truncate text-xs',
            hasContentError ? 'font-medium text-red-700' : 'text-slate-500',
          )}
          data-testid={`${testId}-summary`}
        >
          {hasContentError ? 'Check the content' : summary}
        </span>
      </div>
      {isOpen && (
        <div
          id={panelId}
          className="col-span-full rounded-lg border border-slate-200 bg-slate-50/70 p-3 sm:col-start-2 sm:p-4"
        >
          <LessonContent base={base} testId={testId} />
        </div>
      )}
    </li>
  );
}
