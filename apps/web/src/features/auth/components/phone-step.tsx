import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { PHONE_COUNTRY_CODE, ZRegisterForm } from '@app/shared';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

import { normalizePhoneInput } from '../lib/format-phone.ts';

const ZPhoneForm = ZRegisterForm.pick({ phone: true });

type PhoneStepProps = {
  defaultPhone?: string;
  onSubmit: (number: string) => void | Promise<void>;
  isSending: boolean;
};

/** Step 1: a 10-digit Indian mobile number behind a fixed +91. */
export function PhoneStep({ defaultPhone = '', onSubmit, isSending }: PhoneStepProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZPhoneForm),
    defaultValues: { phone: defaultPhone },
    reValidateMode: 'onChange',
  });
  const field = register('phone');

  return (
    <form noValidate onSubmit={handleSubmit(({ phone }) => onSubmit(phone))} className="space-y-5">
      <TextField
        {...field}
        onChange={(event) => {
          // Digits only: letters, spaces and a pasted country code never reach the value.
          event.target.value = normalizePhoneInput(event.target.value);
          void field.onChange(event);
        }}
        label="Mobile number"
        prefix={PHONE_COUNTRY_CODE}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="98765 43210"
        data-testid="phone-input"
        error={errors.phone?.message}
        hint="We'll text you a 4-digit code. Outside India? Contact support for manual verification."
      />
      <Button
        type="submit"
        fullWidth
        size="lg"
        isLoading={isSending}
        loadingText="Sending OTP..."
        data-testid="send-otp"
      >
        Send OTP
      </Button>
    </form>
  );
}
