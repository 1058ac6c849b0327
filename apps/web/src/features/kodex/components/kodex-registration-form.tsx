import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';

import {
  ASSESS_MSG,
  EXPERIENCE_LABELS,
  EXPERIENCE_LEVELS,
  fullNameOf,
  KODEX_YEARS,
  ZKodexRegistrationForm,
  type KodexRegistrationForm as FormInput,
  type User,
} from '@app/shared';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError, fieldIssues, getErrorMessage } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';
import { toast } from '@/core/toast';

import { useRegisterForKodex, type KodexRegistrationValues } from '../api/public-kodex.ts';

const FIELDS = ['name', 'email', 'phone', 'organisation', 'year', 'experience'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: unknown): name is Field => FIELDS.includes(name as Field);

type KodexRegistrationFormProps = {
  contestId: string;
  onRegistered: (values: KodexRegistrationValues) => void;
};

/** What a signed-in person's account already says: name, e-mail and phone. */
function accountDetails(user: User | null): Pick<FormInput, 'name' | 'email' | 'phone'> {
  return {
    name: user ? fullNameOf(user) : '',
    email: user?.email ?? '',
    phone: user?.phone?.number ?? '',
  };
}

/**
 * Fills name, e-mail and phone from the signed-in account, also when the session is restored
 * after the form appeared; a field the person has already typed in is left alone.
 */
function usePrefillFromAccount(form: UseFormReturn<FormInput, unknown, KodexRegistrationValues>) {
  const user = useAuthStore((s) => s.user);
  const { getValues, setValue, getFieldState } = form;
  useEffect(() => {
    const details = accountDetails(user);
    for (const name of ['name', 'email', 'phone'] as const) {
      if (details[name] && !getValues(name) && !getFieldState(name).isDirty) {
        setValue(name, details[name]);
      }
    }
  }, [user, getValues, setValue, getFieldState]);
}

/**
 * The contest registration form: checked on submit with the shared schema (the server checks it
 * again); each error clears as soon as its field is edited. A duplicate e-mail or phone (409)
 * shows under its field.
 */
export function KodexRegistrationForm({ contestId, onRegistered }: KodexRegistrationFormProps) {
  const registration = useRegisterForKodex();
  const form = useForm<FormInput, unknown, KodexRegistrationValues>({
    resolver: zodResolver(ZKodexRegistrationForm),
    defaultValues: {
      ...accountDetails(useAuthStore.getState().user),
      organisation: '',
      year: '' as FormInput['year'],
      experience: '' as FormInput['experience'],
    },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = form;
  usePrefillFromAccount(form);
  const field = (name: Field) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        clearErrors('root.server');
      },
    });

  const submit = handleSubmit(async (values) => {
    try {
      await registration.mutateAsync({ contestId, values });
      toast.success(ASSESS_MSG.kodexRegistered);
      onRegistered(values);
    } catch (error) {
      showFailure(error);
    }
  });

  function showFailure(error: unknown) {
    const issues = fieldIssues(error).filter((issue) => isField(issue.field));
    for (const issue of issues) setError(issue.field as Field, { message: issue.message });
    if (issues.length > 0) return;
    const message = getErrorMessage(error);
    if (error instanceof ApiError && error.status === 409) {
      const duplicate =
        message === ASSESS_MSG.kodexDuplicateEmail
          ? 'email'
          : message === ASSESS_MSG.kodexDuplicatePhone
            ? 'phone'
            : null;
      if (duplicate) {
        setError(duplicate, { message }, { shouldFocus: true });
        return;
      }
    }
    setError('root.server', { message });
  }

  const formError = errors.root?.server?.message;

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Kodex registration">
      <TextField
        {...field('name')}
        label="Full name"
        autoComplete="name"
        placeholder="Your full name"
        data-testid="kodex-name"
        error={errors.name?.message}
      />
      <TextField
        {...field('email')}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        data-testid="kodex-email"
        error={errors.email?.message}
      />
      <TextField
        {...field('phone')}
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="98765 43210"
        prefix="+91"
        maxLength={10}
        hint="Sign in with this number to enter the contest."
        data-testid="kodex-phone"
        error={errors.phone?.message}
      />
      <TextField
        {...field('organisation')}
        label="College or organisation"
        autoComplete="organization"
        placeholder="e.g. NIT Trichy or Infosys"
        data-testid="kodex-organisation"
        error={errors.organisation?.message}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...field('year')}
          label="Year"
          data-testid="kodex-year"
          error={errors.year?.message}
        >
          <option value="" disabled>
            Select your year
          </option>
          {KODEX_YEARS.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
        <SelectField
          {...field('experience')}
          label="Coding experience"
          data-testid="kodex-experience"
          error={errors.experience?.message}
        >
          <option value="" disabled>
            Select your experience
          </option>
          {EXPERIENCE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {EXPERIENCE_LABELS[level]}
            </option>
          ))}
        </SelectField>
      </div>
      {formError && <FormAlert message={formError} testId="kodex-form-error" />}
      <Button
        type="submit"
        size="lg"
        fullWidth
        isLoading={registration.isPending}
        loadingText="Registering..."
        data-testid="kodex-submit"
      >
        Register for the contest
      </Button>
      <p className="text-center text-xs text-slate-500">
        One registration per email and phone number. We only use them for this contest.
      </p>
    </form>
  );
}
