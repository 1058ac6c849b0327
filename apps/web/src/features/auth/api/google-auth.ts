import { queryOptions, useQuery } from '@tanstack/react-query';

import { type User } from '@app/shared';

import { publicApi } from '@/core/api-client';

export type GoogleAuthInput = { code: string; redirectUri: string };

export async function exchangeGoogleCode({ code, redirectUri }: GoogleAuthInput): Promise<User> {
  const res = await publicApi.post('/google/auth', 'ZGoogleData', { code, redirectUri });
  return res.data.user;
}

// A query rather than a mutation: an authorization code is single-use, and the query cache
// makes sure a remount (React strict mode, a re-render) never sends it twice.
export const googleAuthQueryOptions = (input: GoogleAuthInput) =>
  queryOptions({
    queryKey: ['auth', 'google', input.code],
    queryFn: () => exchangeGoogleCode(input),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useGoogleAuth(input: GoogleAuthInput | null) {
  return useQuery({
    ...googleAuthQueryOptions(input ?? { code: '', redirectUri: '' }),
    enabled: input !== null,
  });
}
