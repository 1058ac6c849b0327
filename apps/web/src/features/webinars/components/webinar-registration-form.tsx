import {
  WEBINAR_MSG,
  ZWebinarRegisterForm,
  type WebinarRegisterForm as FormInput,
} from '@app/shared';

import { Form, FormServerAlert, FormText, SubmitButton, useZodForm } from '@/components/form';
import { ApiError, fieldIssues, getErrorMessage } from '@/core/api-client';

import { useRegisterForWebinar, type WebinarRegisterValues } from '../api/register-for-webinar.ts';
import { phoneDigits } from '../lib/webinar-display.ts';

/** Answers that replace the form: the visitor is in already, or nobody can register any more. */
export type RegistrationOutcome =
  | { kind: 'registered'; values: WebinarRegisterValues }
  | { kind: 'already'; message: string }
  | { kind: 'closed'; message: string };

const CLOSED_MESSAGES: string[] = [
  WEBINAR_MSG.registrationClosed,
  WEBINAR_MSG.webinarFull,
  WEBINAR_MSG.webinarOver,
];

type Props = { webinarCode: string; onOutcome: (outcome: RegistrationOutcome) => void };

/**
 * Name, e-mail and a +91 phone, checked on submit with the shared schema (the server checks it
 * again). The phone box keeps digits only, so a pasted "+91 98765-43210" becomes 9876543210.
 */
export function WebinarRegistrationForm({ webinarCode, onOutcome }: Props) {
  const registration = useRegisterForWebinar();
  const form = useZodForm(ZWebinarRegisterForm, {
    defaultValues: { name: '', email: '', phone: '' } as FormInput,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const submit = async (values: WebinarRegisterValues) => {
    try {
      await registration.mutateAsync({ webinarCode, values });
    } catch (error) {
      // Already in, or nobody can register any more: the page says so instead of the form.
      const message = getErrorMessage(error, WEBINAR_MSG.unknownError);
      const isConflict = error instanceof ApiError && error.status === 409;
      if (!isConflict || fieldIssues(error).length > 0) throw error;
      if (message === WEBINAR_MSG.alreadyRegistered) return onOutcome({ kind: 'already', message });
      if (CLOSED_MESSAGES.includes(message)) return onOutcome({ kind: 'closed', message });
      throw error;
    }
    onOutcome({ kind: 'registered', values });
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      failureMessage={(error) => getErrorMessage(error, WEBINAR_MSG.unknownError)}
      editClearsErrors
      look="public"
      className="space-y-5"
      aria-label="Webinar registration"
    >
      <FormText
        name="name"
        label="Full name"
        autoComplete="name"
        placeholder="Your full name"
        testId="webinar-name"
      />
      <FormText
        name="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        hint="The joining link and calendar invite go here."
        testId="webinar-email"
      />
      <FormText
        name="phone"
        normalize={phoneDigits}
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="98765 43210"
        prefix="+91"
        testId="webinar-phone"
      />
      <FormServerAlert testId="webinar-form-error" />
      <SubmitButton
        size="lg"
        fullWidth
        isLoading={registration.isPending}
        loadingText="Registering..."
        data-testid="webinar-submit"
      >
        Register
      </SubmitButton>
      <p className="text-center text-xs text-slate-500">
        Free to attend. One registration per phone number.
      </p>
    </Form>
  );
}
