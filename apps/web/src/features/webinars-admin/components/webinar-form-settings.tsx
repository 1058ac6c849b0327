import { Award, Ticket } from 'lucide-react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';

import type { WebinarValues } from '@app/shared';

import { AdminField, adminInputClass } from '@/components/admin/form-field';
import { SectionCard } from '@/components/admin/section-card';

import type { WebinarFormValues } from '../lib/webinar-form.ts';
import { SwitchRow } from './switch-row.tsx';

/** The webinar form's Registration (open, capacity) and Certificates (on, signatory) cards. */
export function SettingsSections({
  control,
  register,
  errors,
}: {
  control: Control<WebinarFormValues, unknown, WebinarValues>;
  register: UseFormRegister<WebinarFormValues>;
  errors: FieldErrors<WebinarFormValues>;
}) {
  return (
    <>
      <SectionCard
        id="registration"
        icon={Ticket}
        title="Registration"
        description="Who can still sign up on the public page."
      >
        <Controller
          control={control}
          name="registrationOpen"
          render={({ field }) => (
            <SwitchRow
              label="Registration open"
              description="When off, the public page shows that registration is closed."
              checked={field.value}
              onChange={field.onChange}
              testId="webinar-registration-switch"
            />
          )}
        />
        <Controller
          control={control}
          name="capacity"
          render={({ field, fieldState }) => (
            <AdminField
              label="Capacity"
              error={fieldState.error?.message}
              hint="Most people who can register. Leave empty for no limit."
              className="sm:max-w-xs"
            >
              <input
                type="number"
                min={1}
                max={100000}
                step={1}
                inputMode="numeric"
                placeholder="No limit"
                value={field.value ?? ''}
                onChange={(e) =>
                  field.onChange(e.target.value === '' ? null : Number(e.target.value))
                }
                onBlur={field.onBlur}
                ref={field.ref}
                className={adminInputClass}
                data-testid="webinar-capacity-input"
              />
            </AdminField>
          )}
        />
      </SectionCard>

      <SectionCard
        id="certificates"
        icon={Award}
        title="Certificates"
        description="A one-page PDF for each attendee, e-mailed from the webinar's Certificates tab."
      >
        <Controller
          control={control}
          name="certificateEnabled"
          render={({ field }) => (
            <SwitchRow
              label="Issue certificates"
              description="Attendees can be sent a certificate with a code anyone can verify."
              checked={field.value}
              onChange={field.onChange}
              testId="webinar-certificate-switch"
            />
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <AdminField
            label="Signatory name"
            error={errors.certificateSignatory?.message}
            hint="Printed under the signature line."
          >
            <input
              {...register('certificateSignatory')}
              className={adminInputClass}
              maxLength={100}
              autoComplete="off"
              placeholder="e.g. Asha Rao"
            />
          </AdminField>
          <AdminField label="Signatory title" error={errors.certificateSignatoryTitle?.message}>
            <input
              {...register('certificateSignatoryTitle')}
              className={adminInputClass}
              maxLength={100}
              autoComplete="off"
              placeholder="e.g. Head of Programs"
            />
          </AdminField>
        </div>
      </SectionCard>
    </>
  );
}
