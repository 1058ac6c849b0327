import type { z } from 'zod';

import {
  EDUCATION_OPTIONS,
  EXPERIENCE_LABELS,
  EXPERIENCE_LEVELS,
  istToday,
  KODR_MSG,
  ZKodrRegistrationForm,
} from '@app/shared';

import { FormDate, FormSelect, FormText, optionsOf, useZodForm } from '@/components/form';
import { EmailField, RegistrationForm, RegistrationSubmit } from '@/components/site/contact-fields';
import { toast } from '@/core/toast';

import { useRegisterForKodr, type KodrRegistrationValues } from '../api/public-register-kodr.ts';
import { LandingTermsField } from './landing-terms-field.tsx';

const EDUCATION = optionsOf(EDUCATION_OPTIONS);
const EXPERIENCE = optionsOf(EXPERIENCE_LEVELS, EXPERIENCE_LABELS);

type LandingRegistrationFormProps = { onRegistered: (values: KodrRegistrationValues) => void };

/**
 * The landing registration form (product.md §5): checked on submit, and each error clears as
 * soon as its field is edited; the server checks the same schema again.
 */
export function LandingRegistrationForm({ onRegistered }: LandingRegistrationFormProps) {
  const registration = useRegisterForKodr();
  const form = useZodForm(ZKodrRegistrationForm, {
    defaultValues: {
      fullName: '',
      email: '',
      contact: '',
      education: '',
      experience: 'beginner',
      dob: '',
    } as z.input<typeof ZKodrRegistrationForm>,
    mode: 'onSubmit',
    // Editing a field only clears its error; the next submit checks everything again.
    reValidateMode: 'onSubmit',
  });

  const submit = async (values: KodrRegistrationValues) => {
    await registration.mutateAsync(values);
    toast.success(KODR_MSG.submitted);
    onRegistered(values);
  };

  return (
    // A 409 (already registered, seats just ran out) carries its own clear message.
    <RegistrationForm form={form} onSubmit={submit} label="Kodr registration" tell="alert+toast">
      <FormText
        name="fullName"
        label="Full name"
        autoComplete="name"
        placeholder="Your full name"
        testId="kodr-fullName"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField testId="kodr-email" />
        <FormText
          name="contact"
          label="Contact number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
          testId="kodr-contact"
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormSelect
          name="education"
          label="Education"
          placeholder="Select your education"
          options={EDUCATION}
          testId="kodr-education"
        />
        <FormSelect
          name="experience"
          label="Coding experience"
          options={EXPERIENCE}
          testId="kodr-experience"
        />
      </div>
      <FormDate
        name="dob"
        label="Date of birth"
        min="1900-01-01"
        max={istToday()}
        // Not 'bday': autofill would write the date in the browser's own order (mm/dd in en-US).
        autoComplete="off"
        testId="kodr-dob"
      />
      <LandingTermsField {...form.register('tnc')} error={form.formState.errors.tnc?.message} />
      <RegistrationSubmit
        prefix="kodr"
        alertTestId="kodr-error-form"
        isLoading={registration.isPending}
        loadingText="Submitting..."
      >
        Submit registration
      </RegistrationSubmit>
    </RegistrationForm>
  );
}
