import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';

import type { WebinarValues } from '@app/shared';

import { AdminField, adminInputClass } from '@/components/admin/form-field';
import { AddRowButton, RemoveRowButton } from '@/components/admin/form-fieldset';

import type { WebinarFormValues } from '../lib/webinar-form.ts';

export const MAX_SPEAKERS = 10;

/** The speakers, each a name and a title ("Senior engineer, Acme"); rows are added and removed. */
export function SpeakersField({
  control,
  register,
  errors,
}: {
  control: Control<WebinarFormValues, unknown, WebinarValues>;
  register: UseFormRegister<WebinarFormValues>;
  errors: FieldErrors<WebinarFormValues>['speakers'];
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'speakers' });
  return (
    <div className="space-y-4">
      {fields.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600">
          No speakers yet. The public page lists them under the title.
        </p>
      )}
      {fields.map((field, i) => (
        <div
          key={field.id}
          className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-2 gap-y-3 rounded-xl bg-slate-50 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:p-4"
          data-testid="speaker-row"
        >
          <AdminField label="Speaker name" error={errors?.[i]?.name?.message}>
            <input
              {...register(`speakers.${i}.name`)}
              className={adminInputClass}
              maxLength={100}
              autoComplete="off"
            />
          </AdminField>
          <AdminField
            label="Speaker title"
            error={errors?.[i]?.title?.message}
            className="col-span-2 sm:col-span-1"
          >
            <input
              {...register(`speakers.${i}.title`)}
              className={adminInputClass}
              maxLength={150}
              placeholder="e.g. Senior engineer, Acme"
              autoComplete="off"
            />
          </AdminField>
          <RemoveRowButton
            onClick={() => remove(i)}
            label={`Remove speaker ${i + 1}`}
            className="col-start-2 row-start-1 mt-6 sm:col-start-3"
          />
        </div>
      ))}
      {fields.length < MAX_SPEAKERS && (
        <AddRowButton onClick={() => append({ name: '', title: '' })}>Add speaker</AddRowButton>
      )}
    </div>
  );
}
