import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';

import {
  cohortStartText,
  feeWithGst,
  ZDateOnly,
  type KodrCohort,
  type KodrCohortContent,
} from '@app/shared';

import { AdminSelect } from '@/components/admin/admin-select';
import { adminInputClass, AdminField } from '@/components/admin/form-field';
import { AddRowButton, FormFieldset, RemoveRowButton } from '@/components/admin/form-fieldset';
import { DateInput } from '@/components/ui/date-input';

import { useKodrCourseOptions } from '../api/admin-kodr-cohort.ts';
import { ZCohortForm, type CohortFormOutput, type CohortFormValues } from '../lib/cohort-form.ts';
import { KodrSyllabusFields } from './admin-kodr-syllabus-fields.tsx';

export const KODR_COHORT_FORM_ID = 'kodr-cohort-form';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

function editableContent(cohort: KodrCohort): CohortFormValues {
  const { title, tagline, startDate, startDateText, baseFee, gstPercent, capacity } = cohort;
  return {
    title,
    tagline,
    startDate: startDate ?? '',
    startDateText,
    baseFee,
    gstPercent,
    capacity,
    schedule: { ...cohort.schedule },
    syllabus: cohort.syllabus.map((p) => ({ title: p.title, topics: [...p.topics] })),
    slogans: cohort.slogans.map((s) => ({ ...s })),
    posterUrl: cohort.posterUrl,
    courseId: cohort.courseId,
  };
}

/** The cohort editor: validated with ZKodrCohortUpdate, the schema the API checks again. */
export function KodrCohortForm({
  cohort,
  onSubmit,
}: {
  cohort: KodrCohort;
  onSubmit: (body: KodrCohortContent) => void;
}) {
  const form = useForm<CohortFormValues, unknown, CohortFormOutput>({
    resolver: zodResolver(ZCohortForm),
    defaultValues: editableContent(cohort),
    reValidateMode: 'onChange',
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const courseOptions = useKodrCourseOptions();
  const slogans = useFieldArray({ control, name: 'slogans' });
  const [baseFee, gstPercent, capacity, startDate] = useWatch({
    control,
    name: ['baseFee', 'gstPercent', 'capacity', 'startDate'],
  });
  const isStartDateValid = ZDateOnly.safeParse(startDate).success;
  const fee = feeWithGst(Number(baseFee) || 0, Number(gstPercent) || 0);
  const seatsLeft = Math.max(0, (Number(capacity) || 0) - cohort.registeredCount);

  return (
    <form
      id={KODR_COHORT_FORM_ID}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="space-y-6"
    >
      <FormFieldset title="Landing page">
        <AdminField label="Title" error={errors.title?.message}>
          <input {...register('title')} className={adminInputClass} data-testid="cohort-title" />
        </AdminField>
        <AdminField label="Tagline" error={errors.tagline?.message}>
          <textarea {...register('tagline')} rows={2} className={adminInputClass} />
        </AdminField>
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="startDate"
            render={({ field }) => (
              <AdminField
                label="Start date"
                hint={
                  isStartDateValid
                    ? `Shown as '${cohortStartText(startDate!)}'. Registration closes after this day.`
                    : 'The first day of the cohort. Registration closes after this day.'
                }
                error={errors.startDate?.message}
              >
                <DateInput
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  className={adminInputClass}
                  data-testid="cohort-startDate"
                />
              </AdminField>
            )}
          />
          <AdminField label="Poster URL" error={errors.posterUrl?.message}>
            <input
              {...register('posterUrl')}
              className={adminInputClass}
              placeholder="/images/poster.svg"
            />
          </AdminField>
        </div>
      </FormFieldset>

      <FormFieldset title="Sold through">
        <AdminField
          label="Catalogue course"
          hint="A paid or approved payment for this course marks the payer's registration paid."
          error={errors.courseId?.message}
        >
          <Controller
            control={control}
            name="courseId"
            render={({ field }) => (
              <AdminSelect
                size="md"
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value || null)}
                onBlur={field.onBlur}
                aria-label="Catalogue course"
                data-testid="cohort-courseId"
              >
                <option value="">Not sold online</option>
                {(courseOptions.data ?? []).map((c) => (
                  <option key={c._id} value={c._id}>
                    {c.title}
                    {c.state === 'published' ? '' : ` (${c.state})`}
                  </option>
                ))}
              </AdminSelect>
            )}
          />
        </AdminField>
      </FormFieldset>

      <FormFieldset title="Fee and seats">
        <div className="grid gap-4 sm:grid-cols-3">
          <AdminField label="Base fee (₹)" error={errors.baseFee?.message}>
            <input
              {...register('baseFee')}
              inputMode="numeric"
              className={adminInputClass}
              data-testid="cohort-baseFee"
            />
          </AdminField>
          <AdminField label="GST (%)" error={errors.gstPercent?.message}>
            <input {...register('gstPercent')} inputMode="decimal" className={adminInputClass} />
          </AdminField>
          <AdminField label="Capacity" error={errors.capacity?.message}>
            <input {...register('capacity')} inputMode="numeric" className={adminInputClass} />
          </AdminField>
        </div>
        <dl className="grid gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-600">Fee shown (incl. GST)</dt>
            <dd className="text-lg font-semibold text-slate-900" data-testid="cohort-fee">
              {rupees.format(fee)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Registered</dt>
            <dd className="text-lg font-semibold text-slate-900">{cohort.registeredCount}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Seats left</dt>
            <dd className="text-lg font-semibold text-slate-900">{seatsLeft}</dd>
          </div>
        </dl>
      </FormFieldset>

      <FormFieldset title="Schedule">
        <div className="grid gap-4 sm:grid-cols-2">
          <AdminField label="Days" error={errors.schedule?.days?.message}>
            <input {...register('schedule.days')} className={adminInputClass} />
          </AdminField>
          <AdminField label="Hours" error={errors.schedule?.hours?.message}>
            <input {...register('schedule.hours')} className={adminInputClass} />
          </AdminField>
        </div>
        <AdminField label="Note" error={errors.schedule?.note?.message}>
          <input {...register('schedule.note')} className={adminInputClass} />
        </AdminField>
      </FormFieldset>

      <FormFieldset title="Syllabus">
        <KodrSyllabusFields form={form} />
      </FormFieldset>

      <FormFieldset title="Slogans">
        <ul className="space-y-3">
          {slogans.fields.map((field, i) => (
            <li key={field.id} className="rounded-xl border border-slate-200 p-3">
              <div className="flex items-start gap-2">
                <div className="grid flex-1 gap-3">
                  <AdminField label={`Slogan ${i + 1}`} error={errors.slogans?.[i]?.title?.message}>
                    <input {...register(`slogans.${i}.title`)} className={adminInputClass} />
                  </AdminField>
                  <AdminField label="Text" error={errors.slogans?.[i]?.text?.message}>
                    <textarea
                      {...register(`slogans.${i}.text`)}
                      rows={2}
                      className={adminInputClass}
                    />
                  </AdminField>
                </div>
                <RemoveRowButton
                  onClick={() => slogans.remove(i)}
                  label={`Remove slogan ${i + 1}`}
                  className="mt-6"
                />
              </div>
            </li>
          ))}
        </ul>
        {slogans.fields.length < 12 && (
          <AddRowButton onClick={() => slogans.append({ title: '', text: '' })}>
            Add slogan
          </AddRowButton>
        )}
      </FormFieldset>
    </form>
  );
}
