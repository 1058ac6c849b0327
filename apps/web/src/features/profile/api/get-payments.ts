import { useQuery } from '@tanstack/react-query';

import { publicApi } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';
import { STUDENT_STALE_MS } from '@/core/student';

import { profileKeys } from './profile-keys.ts';

export const PAYMENTS_FAILED = 'Failed to load your payments';

/** GET /payments → data.payments: the student's payments, newest first. */
export function usePayments() {
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useQuery({
    queryKey: profileKeys.payments(userId),
    queryFn: async ({ signal }) => {
      const res = await publicApi.get('/payments', 'ZMyPaymentsData', { signal });
      return res.data.payments;
    },
    staleTime: STUDENT_STALE_MS,
    enabled: userId !== '',
  });
}
