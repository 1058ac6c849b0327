import type { QueryClient } from '@tanstack/react-query';

import { catalogKeys } from '@/core/catalog-keys';
import { studentKeys } from '@/core/student';

/**
 * After a payment settles: everything the student owns (classroom, payments…), and the public
 * batch lists whose seat counts just changed.
 */
export function refreshAfterEnrolment(queryClient: QueryClient, userId: string) {
  void queryClient.invalidateQueries({ queryKey: studentKeys.all(userId) });
  void queryClient.invalidateQueries({ queryKey: catalogKeys.batches });
}
