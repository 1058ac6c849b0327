import { useQuery } from '@tanstack/react-query';

import type { Payment } from '@app/shared';

import { publicApi } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';

import { profileKeys, STUDENT_STALE_MS } from './profile-keys.ts';

export const PAYMENTS_FAILED = 'Failed to load your payments';

/** GET /payments → data.payments: the student's payments, newest first. */
export function usePayments() {
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useQuery({
    queryKey: profileKeys.payments(userId),
    queryFn: async ({ signal }) => {
      const res = await publicApi.get<{ payments: Payment[] }>('/payments', { signal });
      if (!res.data?.payments) throw new Error(PAYMENTS_FAILED);
      return res.data.payments;
    },
    staleTime: STUDENT_STALE_MS,
    enabled: userId !== '',
  });
}
