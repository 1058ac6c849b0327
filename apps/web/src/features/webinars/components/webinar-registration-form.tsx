import {
  WEBINAR_MSG,
  ZWebinarRegisterForm,
  type WebinarRegisterForm as FormInput,
} from '@app/shared';

import { useZodForm } from '@/components/form';
import {
  ContactFields,
  RegistrationForm,
  RegistrationSubmit,
} from '@/components/site/contact-fields';
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
    <RegistrationForm
      form={form}
      onSubmit={submit}
      label="Webinar registration"
      fallback={WEBINAR_MSG.unknownError}
    >
      <ContactFields
        prefix="webinar"
        emailHint="The joining link and calendar invite go here."
        normalizePhone={phoneDigits}
      />
      <RegistrationSubmit
        prefix="webinar"
        isLoading={registration.isPending}
        loadingText="Registering..."
        note="Free to attend. One registration per phone number."
      >
        Register
      </RegistrationSubmit>
    </RegistrationForm>
  );
}
