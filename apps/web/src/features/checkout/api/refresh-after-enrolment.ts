import type { QueryClient } from '@tanstack/react-query';

import { studentKeys } from './checkout-keys.ts';

/**
 * After a payment settles: the student's classroom and payments (shared key prefix), and the
 * public batch lists whose seat counts just changed.
 */
export function refreshAfterEnrolment(queryClient: QueryClient, userId: string) {
  void queryClient.invalidateQueries({ queryKey: studentKeys.all(userId) });
  void queryClient.invalidateQueries({ queryKey: ['batches', 'public'] });
}
