import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';

import {
  EDUCATION_OPTIONS,
  EXPERIENCE_LABELS,
  EXPERIENCE_LEVELS,
  istToday,
  KODR_MSG,
  ZKodrRegistrationForm,
} from '@app/shared';

import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { fieldIssues, getErrorMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

import { useRegisterForKodr, type KodrRegistrationValues } from '../api/public-register-kodr.ts';
import { LandingTermsField } from './landing-terms-field.tsx';

const FIELDS = ['fullName', 'email', 'contact', 'education', 'experience', 'dob', 'tnc'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: unknown): name is Field => FIELDS.includes(name as Field);

type LandingRegistrationFormProps = { onRegistered: (values: KodrRegistrationValues) => void };

/**
 * The landing registration form (product.md §5): checked on submit, and each error clears as
 * soon as its field is edited; the server checks the same schema again.
 */
export function LandingRegistrationForm({ onRegistered }: LandingRegistrationFormProps) {
  const registration = useRegisterForKodr();
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZKodrRegistrationForm),
    defaultValues: {
      fullName: '',
      email: '',
      contact: '',
      education: '',
      experience: 'beginner',
      dob: '',
    },
    mode: 'onSubmit',
    // Editing a field only clears its error; the next submit checks everything again.
    reValidateMode: 'onSubmit',
  });
  const field = (name: Field) => register(name, { onChange: () => clearErrors(name) });

  const submit = handleSubmit(async (values) => {
    try {
      await registration.mutateAsync(values);
      toast.success(KODR_MSG.submitted);
      onRegistered(values);
    } catch (error) {
      showFailure(error);
    }
  });

  function showFailure(error: unknown) {
    const issues = fieldIssues(error).filter((issue) => isField(issue.field));
    for (const issue of issues) setError(issue.field as Field, { message: issue.message });
    if (issues.length > 0) return;
    // A 409 (already registered, seats just ran out) carries its own clear message.
    const message = getErrorMessage(error);
    setError('root.server', { message });
    toast.error(message);
  }

  const formError = errors.root?.server?.message;

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Kodr registration">
      <TextField
        {...field('fullName')}
        label="Full name"
        autoComplete="name"
        placeholder="Your full name"
        data-testid="kodr-fullName"
        error={errors.fullName?.message}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('email')}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          data-testid="kodr-email"
          error={errors.email?.message}
        />
        <TextField
          {...field('contact')}
          label="Contact number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
          data-testid="kodr-contact"
          error={errors.contact?.message}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...field('education')}
          label="Education"
          data-testid="kodr-education"
          error={errors.education?.message}
        >
          <option value="" disabled>
            Select your education
          </option>
          {EDUCATION_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <SelectField
          {...field('experience')}
          label="Coding experience"
          data-testid="kodr-experience"
          error={errors.experience?.message}
        >
          {EXPERIENCE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {EXPERIENCE_LABELS[level]}
            </option>
          ))}
        </SelectField>
      </div>
      <Controller
        control={control}
        name="dob"
        render={({ field: dob }) => (
          <DateField
            name={dob.name}
            inputRef={dob.ref}
            value={dob.value ?? ''}
            onChange={(day) => {
              dob.onChange(day);
              clearErrors('dob');
            }}
            onBlur={dob.onBlur}
            label="Date of birth"
            min="1900-01-01"
            max={istToday()}
            // Not 'bday': autofill would write the date in the browser's own order (mm/dd in en-US).
            autoComplete="off"
            data-testid="kodr-dob"
            error={errors.dob?.message}
          />
        )}
      />
      <LandingTermsField {...field('tnc')} error={errors.tnc?.message} />
      {formError && <FormAlert message={formError} testId="kodr-error-form" />}
      <Button
        type="submit"
        size="lg"
        fullWidth
        isLoading={registration.isPending}
        loadingText="Submitting..."
        data-testid="kodr-submit"
      >
        Submit registration
      </Button>
    </form>
  );
}
