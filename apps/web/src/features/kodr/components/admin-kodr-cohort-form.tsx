import { useFieldArray, useWatch } from 'react-hook-form';

import {
  formatInr,
  cohortStartText,
  feeWithGst,
  ZDateOnly,
  type KodrCohort,
  type KodrCohortContent,
} from '@app/shared';

import { AddRowButton, FormFieldset, RemoveRowButton } from '@/components/admin/form-fieldset';
import {
  blankAsNull,
  Form,
  FormDate,
  FormSelect,
  FormText,
  FormTextArea,
  useZodForm,
} from '@/components/form';

import { useKodrCourseOptions } from '../api/admin-kodr-cohort.ts';
import { ZCohortForm, type CohortFormValues } from '../lib/cohort-form.ts';
import { KodrSyllabusFields } from './admin-kodr-syllabus-fields.tsx';

export const KODR_COHORT_FORM_ID = 'kodr-cohort-form';

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
  const form = useZodForm(ZCohortForm, { defaultValues: editableContent(cohort) });
  const { control } = form;
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
    <Form form={form} onSubmit={onSubmit} id={KODR_COHORT_FORM_ID} className="space-y-6">
      <FormFieldset title="Landing page">
        <FormText<CohortFormValues> name="title" label="Title" testId="cohort-title" />
        <FormTextArea<CohortFormValues> name="tagline" label="Tagline" rows={2} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormDate<CohortFormValues>
            name="startDate"
            label="Start date"
            hint={
              isStartDateValid
                ? `Shown as '${cohortStartText(startDate!)}'. Registration closes after this day.`
                : 'The first day of the cohort. Registration closes after this day.'
            }
            testId="cohort-startDate"
          />
          <FormText<CohortFormValues>
            name="posterUrl"
            label="Poster URL"
            placeholder="/images/poster.svg"
          />
        </div>
      </FormFieldset>

      <FormFieldset title="Sold through">
        <FormSelect<CohortFormValues>
          name="courseId"
          label="Catalogue course"
          hint="A paid or approved payment for this course marks the payer's registration paid."
          placeholder="Not sold online"
          isBlankAllowed
          rules={{ setValueAs: blankAsNull }}
          testId="cohort-courseId"
        >
          {(courseOptions.data ?? []).map((c) => (
            <option key={c._id} value={c._id}>
              {c.title}
              {c.state === 'published' ? '' : ` (${c.state})`}
            </option>
          ))}
        </FormSelect>
      </FormFieldset>

      <FormFieldset title="Fee and seats">
        <div className="grid gap-4 sm:grid-cols-3">
          <FormText<CohortFormValues>
            name="baseFee"
            label="Base fee (₹)"
            inputMode="numeric"
            testId="cohort-baseFee"
          />
          <FormText<CohortFormValues> name="gstPercent" label="GST (%)" inputMode="decimal" />
          <FormText<CohortFormValues> name="capacity" label="Capacity" inputMode="numeric" />
        </div>
        <dl className="grid gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-600">Fee shown (incl. GST)</dt>
            <dd className="text-lg font-semibold text-slate-900" data-testid="cohort-fee">
              {formatInr(fee)}
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
          <FormText<CohortFormValues> name="schedule.days" label="Days" />
          <FormText<CohortFormValues> name="schedule.hours" label="Hours" />
        </div>
        <FormText<CohortFormValues> name="schedule.note" label="Note" />
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
                  <FormText<CohortFormValues>
                    name={`slogans.${i}.title`}
                    label={`Slogan ${i + 1}`}
                  />
                  <FormTextArea<CohortFormValues>
                    name={`slogans.${i}.text`}
                    label="Text"
                    rows={2}
                  />
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
    </Form>
  );
}
