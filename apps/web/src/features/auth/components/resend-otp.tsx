import { Spinner } from '@/components/ui/spinner';
import { formatCountdown } from '@/core/hooks/use-countdown';

type ResendOtpProps = { secondsLeft: number; isResending: boolean; onResend: () => void };

/** The resend control stays in place (disabled with a timer) so the layout never jumps. */
export function ResendOtp({ secondsLeft, isResending, onResend }: ResendOtpProps) {
  const waiting = secondsLeft > 0;
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-1 text-sm text-slate-600">
      <span>Didn&apos;t get the code?</span>
      <button
        type="button"
        className="inline-flex items-center gap-1.5 rounded-md px-1 py-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline disabled:cursor-not-allowed disabled:text-slate-600 disabled:no-underline"
        disabled={waiting || isResending}
        onClick={onResend}
        data-testid="resend-otp"
      >
        {isResending && <Spinner className="size-4" />}
        {isResending
          ? 'Resending...'
          : waiting
            ? `Resend OTP in ${formatCountdown(secondsLeft)}`
            : 'Resend OTP'}
      </button>
    </p>
  );
}
