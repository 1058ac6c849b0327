import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';

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

import { FormSelect, FormText, optionsOf, useZodForm } from '@/components/form';
import {
  ContactFields,
  RegistrationForm,
  RegistrationSubmit,
} from '@/components/site/contact-fields';
import { ApiError, fieldIssues, getErrorMessage } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';
import { toast } from '@/core/toast';

import { useRegisterForKodex, type KodexRegistrationValues } from '../api/public-kodex.ts';

const YEARS = optionsOf(KODEX_YEARS);
const EXPERIENCE = optionsOf(EXPERIENCE_LEVELS, EXPERIENCE_LABELS);

/** The field a 409 names by its message: an e-mail or phone already registered. */
function duplicateOf(error: unknown): 'email' | 'phone' | null {
  if (!(error instanceof ApiError) || error.status !== 409 || fieldIssues(error).length > 0) {
    return null;
  }
  const message = getErrorMessage(error);
  if (message === ASSESS_MSG.kodexDuplicateEmail) return 'email';
  if (message === ASSESS_MSG.kodexDuplicatePhone) return 'phone';
  return null;
}

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
  const form = useZodForm(ZKodexRegistrationForm, {
    defaultValues: {
      ...accountDetails(useAuthStore.getState().user),
      organisation: '',
      year: '' as FormInput['year'],
      experience: '' as FormInput['experience'],
    } as FormInput,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  usePrefillFromAccount(form);

  const submit = async (values: KodexRegistrationValues) => {
    try {
      await registration.mutateAsync({ contestId, values });
    } catch (error) {
      const duplicate = duplicateOf(error);
      if (!duplicate) throw error;
      form.setError(duplicate, { message: getErrorMessage(error) }, { shouldFocus: true });
      return;
    }
    toast.success(ASSESS_MSG.kodexRegistered);
    onRegistered(values);
  };

  return (
    <RegistrationForm form={form} onSubmit={submit} label="Kodex registration">
      <ContactFields
        prefix="kodex"
        phoneMaxLength={10}
        phoneHint="Sign in with this number to enter the contest."
      />
      <FormText
        name="organisation"
        label="College or organisation"
        autoComplete="organization"
        placeholder="e.g. NIT Trichy or Infosys"
        testId="kodex-organisation"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormSelect
          name="year"
          label="Year"
          placeholder="Select your year"
          options={YEARS}
          testId="kodex-year"
        />
        <FormSelect
          name="experience"
          label="Coding experience"
          placeholder="Select your experience"
          options={EXPERIENCE}
          testId="kodex-experience"
        />
      </div>
      <RegistrationSubmit
        prefix="kodex"
        isLoading={registration.isPending}
        loadingText="Registering..."
        note="One registration per email and phone number. We only use them for this contest."
      >
        Register for the contest
      </RegistrationSubmit>
    </RegistrationForm>
  );
}
