import type { ReactNode } from 'react';

import { FormServerAlert, FormText, SubmitButton } from '@/components/form';

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
      <FormText
        name="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        hint={emailHint}
        testId={`${prefix}-email`}
      />
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
