import { useCallback, useState } from 'react';

import { MSG, OTP_LENGTH, OTP_RESEND_FIRST_S, OTP_RESEND_LATER_S, ZOtp } from '@app/shared';

import { getErrorMessage, retryAfterOf, type RateLimit } from '@/core/api-client';
import { useCountdown } from '@/core/hooks/use-countdown';
import { toast } from '@/core/toast';

import { useSendOtp, type OtpPurpose } from '../api/send-otp.ts';

export type OtpStepName = 'phone' | 'otp' | 'register';

const emptyOtp = () => Array.from({ length: OTP_LENGTH }, () => '');

type OtpFlowOptions = { purpose: OtpPurpose; userId?: string };

/**
 * The phone → code part shared by sign-in and the phone-verification overlay: sending and
 * resending codes, the resend countdown (server's resendAfter, else 30 s then 90 s), the wait a
 * refused phone must sit out (a 429's retryAfter, shown the moment the answer arrives), and the
 * digit boxes' state.
 */
export function useOtpFlow({ purpose, userId }: OtpFlowOptions) {
  const [step, setStep] = useState<OtpStepName>('phone');
  const [phone, setPhone] = useState('');
  const [otp, setOtpDigits] = useState<string[]>(emptyOtp);
  const [otpError, setOtpError] = useState<string>();
  const { secondsLeft, start: startCountdown, reset: resetCountdown } = useCountdown();
  const sendCall = useSendOtp();
  const resendCall = useSendOtp();
  const { mutateAsync: send } = sendCall;
  const { mutateAsync: resend } = resendCall;
  const { start: startWait, waitFor, watch } = useRateLimitWait();
  const [isVerifyRefused, setVerifyRefused] = useState(false);

  const requestOtp = useCallback(
    async (number: string) => {
      const refusal = watch(number);
      try {
        const data = await send({
          number,
          userId,
          purpose,
          onRateLimited: refusal.onRateLimited,
        });
        setPhone(number);
        setOtpDigits(emptyOtp());
        setOtpError(undefined);
        setStep('otp');
        startCountdown(data.resendAfter ?? OTP_RESEND_FIRST_S);
        toast.success(MSG.otpSent);
      } catch (error) {
        if (!refusal.settle(error)) toast.error(getErrorMessage(error, MSG.sendOtpFailed));
      }
    },
    [send, userId, purpose, startCountdown, watch],
  );

  const resendOtp = useCallback(async () => {
    const refusal = watch(phone);
    try {
      const data = await resend({
        number: phone,
        userId,
        purpose,
        onRateLimited: refusal.onRateLimited,
      });
      setOtpDigits(emptyOtp());
      setOtpError(undefined);
      startCountdown(data.resendAfter ?? OTP_RESEND_LATER_S);
      toast.success(MSG.otpSent);
    } catch (error) {
      if (!refusal.settle(error)) toast.error(getErrorMessage(error, MSG.resendOtpFailed));
    }
  }, [resend, phone, userId, purpose, startCountdown, watch]);

  /** For the verify call: a refusal with a wait shows its reason under the digits at once. */
  const onVerifyRateLimited = useCallback(
    ({ retryAfter, message }: RateLimit) => {
      setVerifyRefused(true);
      setOtpError(message ?? MSG.tooManyRequests);
      if (retryAfter) startWait(phone, retryAfter);
    },
    [startWait, phone],
  );

  const editNumber = useCallback(() => {
    setStep('phone');
    setOtpDigits(emptyOtp());
    setOtpError(undefined);
    resetCountdown();
  }, [resetCountdown]);

  const setOtp = useCallback((next: string[]) => {
    setOtpDigits(next);
    setOtpError(undefined);
    setVerifyRefused(false);
  }, []);

  /** The entered code, or null after showing 'Please enter all 4 digits'. */
  const readOtp = useCallback((): string | null => {
    setVerifyRefused(false);
    const parsed = ZOtp.safeParse(otp.join(''));
    if (parsed.success) return parsed.data;
    setOtpError(MSG.otpIncomplete);
    return null;
  }, [otp]);

  const sendingFor = sendCall.isPending ? sendCall.variables?.number : undefined;
  return {
    step,
    setStep,
    phone,
    otp,
    setOtp,
    otpError,
    setOtpError,
    secondsLeft,
    requestOtp,
    resendOtp,
    editNumber,
    readOtp,
    /** Seconds before `number` may ask for a code again; 0 when it may. */
    waitFor,
    onVerifyRateLimited,
    /** The verify call was refused: its answer is on screen though the call still holds. */
    isVerifyRefused,
    // A refused call still holds for the transport's wait: the buttons stay disabled but no
    // longer spin, since the answer is already on screen.
    isSendBusy: sendCall.isPending,
    isSending: sendingFor !== undefined && waitFor(sendingFor) === 0,
    isResendBusy: resendCall.isPending,
    isResending: resendCall.isPending && waitFor(phone) === 0,
  };
}

export type OtpFlow = ReturnType<typeof useOtpFlow>;

/** Which phone must wait before asking for a code, and for how long (a live countdown). */
function useRateLimitWait() {
  const [limitedPhone, setLimitedPhone] = useState<string | null>(null);
  const { secondsLeft, start: startClock } = useCountdown();

  const start = useCallback(
    (number: string, seconds: number) => {
      setLimitedPhone(number);
      startClock(seconds);
    },
    [startClock],
  );

  const waitFor = useCallback(
    (number: string) => (number === limitedPhone ? secondsLeft : 0),
    [limitedPhone, secondsLeft],
  );

  /**
   * Options for one send call: the wait starts when the 429 arrives (`onRateLimited`); `settle`
   * takes the call's error and says whether it was that refusal (so nothing more need be said).
   */
  const watch = useCallback(
    (number: string) => {
      let isTold = false;
      return {
        onRateLimited: ({ retryAfter }: RateLimit) => {
          if (!retryAfter) return;
          isTold = true;
          start(number, retryAfter);
        },
        settle: (error: unknown): boolean => {
          const wait = retryAfterOf(error);
          if (!wait) return false;
          if (!isTold) start(number, wait);
          return true;
        },
      };
    },
    [start],
  );

  return { start, waitFor, watch };
}
