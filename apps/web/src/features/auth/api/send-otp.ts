import { useMutation } from '@tanstack/react-query';

import { PHONE_COUNTRY_CODE, type SendOtpBody } from '@app/shared';

import { publicApi } from '@/core/api-client';

export type OtpPurpose = NonNullable<SendOtpBody['purpose']>;

export type SendOtpInput = { number: string; userId?: string; purpose?: OtpPurpose };

/** Seconds until another code may be requested, and until this one expires. */
export type SendOtpData = { resendAfter?: number; expiresIn?: number };

export async function sendOtp({ number, userId, purpose }: SendOtpInput): Promise<SendOtpData> {
  const body: SendOtpBody = {
    phone: { code: PHONE_COUNTRY_CODE, number },
    ...(userId ? { userId } : {}),
    ...(purpose ? { purpose } : {}),
  };
  const res = await publicApi.post<SendOtpData>('/users/send-otp', body);
  return res.data ?? {};
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
