import { Pencil } from 'lucide-react';
import type { FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { OtpInput } from '@/components/ui/otp-input';

import type { OtpFlow } from '../hooks/use-otp-flow.ts';
import { formatPhone } from '../lib/format-phone.ts';
import { ResendOtp } from './resend-otp.tsx';

type OtpStepProps = {
  phone: string;
  otp: string[];
  onOtpChange: (next: string[]) => void;
  error?: string;
  onVerify: () => void;
  isVerifying: boolean;
  onEditNumber: () => void;
  secondsLeft: number;
  isResending: boolean;
  isResendBusy?: boolean;
  /** The wait a refusal imposed on this phone before it may ask for a code; 0 when none. */
  waitSeconds?: number;
  onResend: () => void;
  /** The verify call has not settled (the button is disabled; it spins while `isVerifying`). */
  isVerifyBusy?: boolean;
};

/** The code step wired to an OTP flow: the sign-in card and the verification overlay share it. */
export function FlowOtpStep({
  flow,
  onVerify,
  isVerifying,
}: {
  flow: OtpFlow;
  onVerify: () => void;
  isVerifying: boolean;
}) {
  return (
    <OtpStep
      phone={flow.phone}
      otp={flow.otp}
      onOtpChange={flow.setOtp}
      error={flow.otpError}
      onVerify={onVerify}
      // A refused verify holds for the transport's wait with its reason already on screen.
      isVerifying={isVerifying && !flow.isVerifyRefused}
      isVerifyBusy={isVerifying}
      onEditNumber={flow.editNumber}
      secondsLeft={flow.secondsLeft}
      isResending={flow.isResending}
      isResendBusy={flow.isResendBusy}
      waitSeconds={flow.waitFor(flow.phone)}
      onResend={flow.resendOtp}
    />
  );
}

/** Step 2: the 4-digit code, with a way back to fix the number and a timed resend. */
export function OtpStep(props: OtpStepProps) {
  const { phone, otp, onOtpChange, error, onVerify, isVerifying, onEditNumber } = props;
  const isVerifyBusy = props.isVerifyBusy ?? isVerifying;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onVerify();
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <div className="flex flex-wrap items-center justify-center gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm">
        <span className="text-slate-600">Code sent to</span>
        <span className="font-semibold text-slate-900">{formatPhone(phone)}</span>
        <button
          type="button"
          onClick={onEditNumber}
          className="inline-flex items-center gap-1 rounded-md px-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          <Pencil className="size-3.5" aria-hidden="true" />
          Edit number
        </button>
      </div>
      <OtpInput
        value={otp}
        onChange={onOtpChange}
        label="Enter the 4-digit code"
        error={error}
        disabled={isVerifyBusy}
        autoFocus
      />
      <Button
        type="submit"
        fullWidth
        size="lg"
        isLoading={isVerifying}
        disabled={isVerifyBusy}
        loadingText="Verifying..."
        data-testid="verify-otp"
      >
        Verify OTP
      </Button>
      <ResendOtp
        secondsLeft={props.secondsLeft}
        isResending={props.isResending}
        isBusy={props.isResendBusy}
        waitSeconds={props.waitSeconds}
        onResend={props.onResend}
      />
    </form>
  );
}
