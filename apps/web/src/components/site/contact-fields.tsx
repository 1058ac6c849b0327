import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import {
  Form,
  FormServerAlert,
  FormText,
  SubmitButton,
  type FailureOptions,
} from '@/components/form';
import { getErrorMessage } from '@/core/api-client';

/**
 * A public event registration form (Kodex, Kodr, a webinar): tall fields, each error cleared as
 * its field is edited, and a refusal shown in the server's own words (a 409 "already
 * registered" is clear as it is), else `fallback`.
 */
export function RegistrationForm<TValues extends FieldValues, TOut>({
  form,
  onSubmit,
  label,
  fallback,
  tell,
  children,
}: {
  form: UseFormReturn<TValues, unknown, TOut>;
  onSubmit: (values: TOut) => unknown;
  /** the form's accessible name, e.g. "Kodex registration" */
  label: string;
  fallback?: string;
  tell?: FailureOptions['tell'];
  children: ReactNode;
}) {
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      failureMessage={(error) => getErrorMessage(error, fallback)}
      tell={tell}
      editClearsErrors
      look="public"
      className="space-y-5"
      aria-label={label}
    >
      {children}
    </Form>
  );
}

/**
 * Full name, e-mail and a +91 mobile (fields `name`, `email`, `phone`): the contact part of the
 * public event registration forms. Test ids are `${prefix}-name` and so on.
 */
export function ContactFields({
  prefix,
  emailHint,
  phoneHint,
  normalizePhone,
  phoneMaxLength,
}: {
  prefix: string;
  emailHint?: string;
  phoneHint?: string;
  normalizePhone?: (raw: string) => string;
  phoneMaxLength?: number;
}) {
  return (
    <>
      <FormText
        name="name"
        label="Full name"
        autoComplete="name"
        placeholder="Your full name"
        testId={`${prefix}-name`}
      />
      <EmailField hint={emailHint} testId={`${prefix}-email`} />
      <FormText
        name="phone"
        normalize={normalizePhone}
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="98765 43210"
        prefix="+91"
        maxLength={phoneMaxLength}
        hint={phoneHint}
        testId={`${prefix}-phone`}
      />
    </>
  );
}

/** The e-mail field (`email`) of a public form. */
export function EmailField({ hint, testId }: { hint?: string; testId: string }) {
  return (
    <FormText
      name="email"
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder="you@example.com"
      hint={hint}
      testId={testId}
    />
  );
}

/** The end of a public registration form: the server's answer, the big submit and a note. */
export function RegistrationSubmit({
  prefix,
  alertTestId = `${prefix}-form-error`,
  isLoading,
  loadingText,
  note,
  children,
}: {
  prefix: string;
  alertTestId?: string;
  isLoading: boolean;
  loadingText: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <>
      <FormServerAlert testId={alertTestId} />
      <SubmitButton
        size="lg"
        fullWidth
        isLoading={isLoading}
        loadingText={loadingText}
        data-testid={`${prefix}-submit`}
      >
        {children}
      </SubmitButton>
      {note && <p className="text-center text-xs text-slate-500">{note}</p>}
    </>
  );
}
