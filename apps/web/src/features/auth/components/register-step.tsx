import { BadgeCheck } from 'lucide-react';

import { ZRegisterForm } from '@app/shared';

import { Form, FormText, useZodForm } from '@/components/form';
import { Button } from '@/components/ui/button';

import { formatPhone } from '../lib/format-phone.ts';

const ZDetailsForm = ZRegisterForm.pick({ fullName: true, email: true });

export type RegisterDetails = { fullName: string; email: string };

type RegisterStepProps = {
  phone: string;
  onSubmit: (details: RegisterDetails) => void | Promise<void>;
  isSubmitting: boolean;
  onBack: () => void;
};

/** Step 3 (new numbers only): name and email; the code from step 2 is reused. */
export function RegisterStep({ phone, onSubmit, isSubmitting, onBack }: RegisterStepProps) {
  const form = useZodForm(ZDetailsForm, { defaultValues: { fullName: '', email: '' } });

  return (
    <Form form={form} onSubmit={onSubmit} look="public" className="space-y-5">
      <p className="flex items-center justify-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        <BadgeCheck className="size-4 shrink-0" aria-hidden="true" />
        <span>
          Signing up with <strong className="font-semibold">{formatPhone(phone)}</strong>
        </span>
      </p>
      <FormText
        name="fullName"
        label="Full name"
        autoComplete="name"
        placeholder="Asha Rao"
        testId="fullname-input"
      />
      <FormText
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        testId="email-input"
      />
      <Button
        type="submit"
        fullWidth
        size="lg"
        isLoading={isSubmitting}
        loadingText="Creating account..."
        data-testid="register-submit"
      >
        Create account
      </Button>
      <p className="text-center text-sm">
        <button type="button" onClick={onBack} className="link">
          Back to the code
        </button>
      </p>
    </Form>
  );
}
