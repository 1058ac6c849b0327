import { useWatch } from 'react-hook-form';

import { PHONE_COUNTRY_CODE, ZRegisterForm } from '@app/shared';

import { Form, FormText, useZodForm } from '@/components/form';
import { Button } from '@/components/ui/button';

import { normalizePhoneInput } from '../lib/format-phone.ts';
import { OtpWaitNote } from './otp-wait-note.tsx';

const ZPhoneForm = ZRegisterForm.pick({ phone: true });

type PhoneStepProps = {
  defaultPhone?: string;
  onSubmit: (number: string) => void | Promise<void>;
  /** A send is on its way (the button spins). */
  isSending: boolean;
  /** A send has not settled yet (the button is disabled, spinning or not). */
  isBusy?: boolean;
  /** Seconds before a number may ask for a code again (0: now). */
  waitFor?: (number: string) => number;
};

/** Step 1: a 10-digit Indian mobile number behind a fixed +91. */
export function PhoneStep({
  defaultPhone = '',
  onSubmit,
  isSending,
  isBusy = isSending,
  waitFor,
}: PhoneStepProps) {
  const form = useZodForm(ZPhoneForm, { defaultValues: { phone: defaultPhone } });
  const typed = useWatch({ control: form.control, name: 'phone' });
  // The wait belongs to the number that was refused: another number may still try.
  const wait = waitFor?.(typed) ?? 0;

  return (
    <Form form={form} onSubmit={({ phone }) => onSubmit(phone)} look="public" className="space-y-5">
      <FormText
        name="phone"
        // Digits only: letters, spaces and a pasted country code never reach the value.
        normalize={normalizePhoneInput}
        label="Mobile number"
        prefix={PHONE_COUNTRY_CODE}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="98765 43210"
        testId="phone-input"
        hint="We'll text you a 4-digit code. Outside India? Contact support for manual verification."
      />
      <Button
        type="submit"
        fullWidth
        size="lg"
        isLoading={isSending}
        disabled={isBusy || wait > 0}
        loadingText="Sending OTP..."
        data-testid="send-otp"
      >
        Send OTP
      </Button>
      {wait > 0 && <OtpWaitNote key={typed} seconds={wait} />}
    </Form>
  );
}
