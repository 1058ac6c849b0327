import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import {
  WEBINAR_MSG,
  ZWebinarRegisterForm,
  type WebinarRegisterForm as FormInput,
} from '@app/shared';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { ApiError, fieldIssues, getErrorMessage } from '@/core/api-client';

import { useRegisterForWebinar, type WebinarRegisterValues } from '../api/register-for-webinar.ts';
import { phoneDigits } from '../lib/webinar-display.ts';

const FIELDS = ['name', 'email', 'phone'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: unknown): name is Field => FIELDS.includes(name as Field);

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
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<FormInput, unknown, WebinarRegisterValues>({
    resolver: zodResolver(ZWebinarRegisterForm),
    defaultValues: { name: '', email: '', phone: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const field = (name: Field) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        clearErrors('root.server');
      },
    });
  const phone = field('phone');

  const submit = handleSubmit(async (values) => {
    try {
      await registration.mutateAsync({ webinarCode, values });
      onOutcome({ kind: 'registered', values });
    } catch (error) {
      showFailure(error);
    }
  });

  function showFailure(error: unknown) {
    const issues = fieldIssues(error).filter((issue) => isField(issue.field));
    for (const issue of issues) setError(issue.field as Field, { message: issue.message });
    if (issues.length > 0) return;
    const message = getErrorMessage(error, WEBINAR_MSG.unknownError);
    if (error instanceof ApiError && error.status === 409) {
      if (message === WEBINAR_MSG.alreadyRegistered) return onOutcome({ kind: 'already', message });
      if (CLOSED_MESSAGES.includes(message)) return onOutcome({ kind: 'closed', message });
    }
    setError('root.server', { message });
  }

  const formError = errors.root?.server?.message;

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Webinar registration">
      <TextField
        {...field('name')}
        label="Full name"
        autoComplete="name"
        placeholder="Your full name"
        data-testid="webinar-name"
        error={errors.name?.message}
      />
      <TextField
        {...field('email')}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        hint="The joining link and calendar invite go here."
        data-testid="webinar-email"
        error={errors.email?.message}
      />
      <TextField
        {...phone}
        onChange={(event) => {
          event.target.value = phoneDigits(event.target.value);
          return phone.onChange(event);
        }}
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="98765 43210"
        prefix="+91"
        data-testid="webinar-phone"
        error={errors.phone?.message}
      />
      {formError && <FormAlert message={formError} testId="webinar-form-error" />}
      <Button
        type="submit"
        size="lg"
        fullWidth
        isLoading={registration.isPending}
        loadingText="Registering..."
        data-testid="webinar-submit"
      >
        Register
      </Button>
      <p className="text-center text-xs text-slate-500">
        Free to attend. One registration per phone number.
      </p>
    </form>
  );
}
