import { useMutation } from '@tanstack/react-query';

import { PHONE_COUNTRY_CODE, type SendOtpBody, type SendOtpData } from '@app/shared';

import { publicApi, type RateLimit } from '@/core/api-client';

export type OtpPurpose = NonNullable<SendOtpBody['purpose']>;

export type SendOtpInput = {
  number: string;
  userId?: string;
  purpose?: OtpPurpose;
  /** Told at once when the server refuses with a wait (429), before the call fails. */
  onRateLimited?: (limit: RateLimit) => void;
};

export async function sendOtp({
  number,
  userId,
  purpose,
  onRateLimited,
}: SendOtpInput): Promise<SendOtpData> {
  const body: SendOtpBody = {
    phone: { code: PHONE_COUNTRY_CODE, number },
    ...(userId ? { userId } : {}),
    ...(purpose ? { purpose } : {}),
  };
  const res = await publicApi.post('/users/send-otp', 'ZSendOtpData', body, { onRateLimited });
  return res.data;
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
