import { Button } from '@/components/ui/button';
import { formatCountdown } from '@/core/hooks/use-countdown';

type ResendOtpProps = { secondsLeft: number; isResending: boolean; onResend: () => void };

/** The resend control stays in place (disabled with a timer) so the layout never jumps. */
export function ResendOtp({ secondsLeft, isResending, onResend }: ResendOtpProps) {
  const waiting = secondsLeft > 0;
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-1 text-sm text-slate-600">
      <span>Didn&apos;t get the code?</span>
      <Button
        variant="ghost"
        size="sm"
        className="px-2 text-brand-700 hover:text-brand-800 disabled:text-slate-600"
        disabled={waiting}
        isLoading={isResending}
        loadingText="Resending..."
        onClick={onResend}
        data-testid="resend-otp"
      >
        {waiting ? `Resend OTP in ${formatCountdown(secondsLeft)}` : 'Resend OTP'}
      </Button>
    </p>
  );
}
