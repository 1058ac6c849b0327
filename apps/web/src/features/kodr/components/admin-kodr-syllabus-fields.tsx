import { Plus, X } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';

import { adminInputClass, AdminField } from '@/components/admin/form-field';
import { AddRowButton, RemoveRowButton } from '@/components/admin/form-fieldset';

import type { CohortForm } from '../lib/cohort-form.ts';

/** Syllabus phases (useFieldArray), each with its list of topics. */
export function KodrSyllabusFields({ form }: { form: CohortForm }) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const phases = useFieldArray({ control, name: 'syllabus' });

  return (
    <div className="space-y-4">
      {errors.syllabus?.root?.message || errors.syllabus?.message ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.syllabus?.root?.message ?? errors.syllabus?.message}
        </p>
      ) : null}
      <ol className="space-y-4">
        {phases.fields.map((field, i) => (
          <li key={field.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-start gap-2">
              <AdminField
                label={`Phase ${i + 1}`}
                error={errors.syllabus?.[i]?.title?.message}
                className="flex-1"
              >
                <input {...register(`syllabus.${i}.title`)} className={adminInputClass} />
              </AdminField>
              <RemoveRowButton
                onClick={() => phases.remove(i)}
                disabled={phases.fields.length <= 1}
                label={`Remove phase ${i + 1}`}
                className="mt-6"
              />
            </div>
            <PhaseTopics form={form} phaseIndex={i} />
          </li>
        ))}
      </ol>
      {phases.fields.length < 12 && (
        <AddRowButton onClick={() => phases.append({ title: '', topics: [''] })}>
          Add phase
        </AddRowButton>
      )}
    </div>
  );
}

/**
 * Topics are plain strings, which useFieldArray does not manage (it needs objects), so the
 * list is read with useWatch and rewritten with setValue.
 */
function PhaseTopics({ form, phaseIndex }: { form: CohortForm; phaseIndex: number }) {
  const { control, register, setValue, getValues } = form;
  const name = `syllabus.${phaseIndex}.topics` as const;
  const topics = useWatch({ control, name }) ?? [];
  const topicErrors = form.formState.errors.syllabus?.[phaseIndex]?.topics;

  const setTopics = (next: string[]) =>
    setValue(name, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <div className="mt-3 pl-1">
      <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">Topics</p>
      <ul className="space-y-2">
        {topics.map((_, j) => (
          <li key={j}>
            <div className="flex items-center gap-2">
              <input
                {...register(`${name}.${j}`)}
                aria-label={`Phase ${phaseIndex + 1} topic ${j + 1}`}
                aria-invalid={topicErrors?.[j] ? true : undefined}
                className={adminInputClass}
              />
              <button
                type="button"
                onClick={() => setTopics(getValues(name).filter((__, k) => k !== j))}
                aria-label={`Remove topic ${j + 1} of phase ${phaseIndex + 1}`}
                className="grid size-8 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </div>
            {topicErrors?.[j]?.message && (
              <p role="alert" className="mt-1 text-xs font-medium text-red-700">
                {topicErrors[j]?.message}
              </p>
            )}
          </li>
        ))}
      </ul>
      {topicErrors?.message || topicErrors?.root?.message ? (
        <p role="alert" className="mt-1 text-xs font-medium text-red-700">
          {topicErrors.message ?? topicErrors.root?.message}
        </p>
      ) : null}
      {topics.length < 30 && (
        <button
          type="button"
          onClick={() => setTopics([...getValues(name), ''])}
          className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
        >
          <Plus className="size-3.5" aria-hidden="true" />
          Add topic
        </button>
      )}
    </div>
  );
}
