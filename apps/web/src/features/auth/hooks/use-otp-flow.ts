import { useCallback, useState } from 'react';

import { MSG, OTP_LENGTH, OTP_RESEND_FIRST_S, OTP_RESEND_LATER_S, ZOtp } from '@app/shared';

import { getErrorMessage } from '@/core/api-client';
import { useCountdown } from '@/core/hooks/use-countdown';
import { toast } from '@/core/toast';

import { useSendOtp, type OtpPurpose } from '../api/send-otp.ts';
import { retryAfterOf } from '../lib/api-errors.ts';

export type OtpStepName = 'phone' | 'otp' | 'register';

const emptyOtp = () => Array.from({ length: OTP_LENGTH }, () => '');

type OtpFlowOptions = { purpose: OtpPurpose; userId?: string };

/**
 * The phone → code part shared by sign-in and the phone-verification overlay: sending and
 * resending codes, the resend countdown (server's resendAfter, else 30 s then 90 s), and
 * the digit boxes' state.
 */
export function useOtpFlow({ purpose, userId }: OtpFlowOptions) {
  const [step, setStep] = useState<OtpStepName>('phone');
  const [phone, setPhone] = useState('');
  const [otp, setOtpDigits] = useState<string[]>(emptyOtp);
  const [otpError, setOtpError] = useState<string>();
  const { secondsLeft, start: startCountdown, reset: resetCountdown } = useCountdown();
  const { mutateAsync: send, isPending: isSending } = useSendOtp();
  const { mutateAsync: resend, isPending: isResending } = useSendOtp();

  const requestOtp = useCallback(
    async (number: string) => {
      try {
        const data = await send({ number, userId, purpose });
        setPhone(number);
        setOtpDigits(emptyOtp());
        setOtpError(undefined);
        setStep('otp');
        startCountdown(data.resendAfter ?? OTP_RESEND_FIRST_S);
        toast.success(MSG.otpSent);
      } catch (error) {
        toast.error(getErrorMessage(error, MSG.sendOtpFailed));
      }
    },
    [send, userId, purpose, startCountdown],
  );

  const resendOtp = useCallback(async () => {
    try {
      const data = await resend({ number: phone, userId, purpose });
      setOtpDigits(emptyOtp());
      setOtpError(undefined);
      startCountdown(data.resendAfter ?? OTP_RESEND_LATER_S);
      toast.success(MSG.otpSent);
    } catch (error) {
      toast.error(getErrorMessage(error, MSG.resendOtpFailed));
      const wait = retryAfterOf(error);
      if (wait) startCountdown(wait);
    }
  }, [resend, phone, userId, purpose, startCountdown]);

  const editNumber = useCallback(() => {
    setStep('phone');
    setOtpDigits(emptyOtp());
    setOtpError(undefined);
    resetCountdown();
  }, [resetCountdown]);

  const setOtp = useCallback((next: string[]) => {
    setOtpDigits(next);
    setOtpError(undefined);
  }, []);

  /** The entered code, or null after showing 'Please enter all 4 digits'. */
  const readOtp = useCallback((): string | null => {
    const parsed = ZOtp.safeParse(otp.join(''));
    if (parsed.success) return parsed.data;
    setOtpError(MSG.otpIncomplete);
    return null;
  }, [otp]);

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
    isSending,
    isResending,
  };
}

export type OtpFlow = ReturnType<typeof useOtpFlow>;
