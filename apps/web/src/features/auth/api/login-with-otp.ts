import { useMutation } from '@tanstack/react-query';

import { PHONE_COUNTRY_CODE, type LoginBody, type User } from '@app/shared';

import { publicApi, type RateLimit } from '@/core/api-client';

export type LoginInput = {
  number: string;
  otp: string;
  userId?: string;
  /** Told at once when the server refuses with a wait (429), before the call fails. */
  onRateLimited?: (limit: RateLimit) => void;
};

/** Signs in with a phone code; with `userId` it verifies the phone of the signed-in user. */
export async function loginWithOtp({
  number,
  otp,
  userId,
  onRateLimited,
}: LoginInput): Promise<User> {
  const body: LoginBody = {
    phone: { code: PHONE_COUNTRY_CODE, number },
    otp,
    ...(userId ? { userId } : {}),
  };
  const res = await publicApi.post('/users/login', 'ZUserData', body, { onRateLimited });
  return res.data.user;
}

export function useLoginWithOtp() {
  return useMutation({ mutationFn: loginWithOtp });
}
