import { Spinner } from '@/components/ui/spinner';
import { formatCountdown } from '@/core/hooks/use-countdown';

import { OtpWaitNote } from './otp-wait-note.tsx';

type ResendOtpProps = {
  /** The spec's resend countdown (30 s, then 90 s). */
  secondsLeft: number;
  isResending: boolean;
  /** A resend has not settled yet. */
  isBusy?: boolean;
  /** The wait a refusal (429) imposed on this phone, in seconds; 0 when none. */
  waitSeconds?: number;
  onResend: () => void;
};

/** The resend control stays in place (disabled with a timer) so the layout never jumps. */
export function ResendOtp({
  secondsLeft,
  isResending,
  isBusy = isResending,
  waitSeconds = 0,
  onResend,
}: ResendOtpProps) {
  const counting = secondsLeft > 0 && waitSeconds === 0;
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center justify-center gap-x-1 text-sm text-slate-600">
        <span>Didn&apos;t get the code?</span>
        <button
          type="button"
          className="inline-flex items-center gap-1.5 rounded-md px-1 py-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline disabled:cursor-not-allowed disabled:text-slate-600 disabled:no-underline"
          disabled={counting || isBusy || waitSeconds > 0}
          onClick={onResend}
          data-testid="resend-otp"
        >
          {isResending && <Spinner className="size-4" />}
          {isResending
            ? 'Resending...'
            : counting
              ? `Resend OTP in ${formatCountdown(secondsLeft)}`
              : 'Resend OTP'}
        </button>
      </p>
      {waitSeconds > 0 && <OtpWaitNote seconds={waitSeconds} />}
    </div>
  );
}
