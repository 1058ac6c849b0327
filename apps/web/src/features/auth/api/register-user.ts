import { useMutation } from '@tanstack/react-query';

import { PHONE_COUNTRY_CODE, splitFullName, type RegisterBody, type User } from '@app/shared';

import { publicApi } from '@/core/api-client';
import { utmField } from '@/core/utm';

export type RegisterInput = { fullName: string; email: string; number: string; otp: string };

/** Creates the account with the code already entered at the login step, with its UTM attribution. */
export async function registerUser({ fullName, email, number, otp }: RegisterInput): Promise<User> {
  const body: RegisterBody = {
    name: splitFullName(fullName),
    phone: { code: PHONE_COUNTRY_CODE, number },
    otp,
    email,
    // First-touch attribution, so a sign-up counts for the campaign that brought the person.
    ...utmField(),
  };
  const res = await publicApi.post('/users/register', 'ZUserData', body);
  return res.data.user;
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
