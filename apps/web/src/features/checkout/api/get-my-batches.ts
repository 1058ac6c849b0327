import { useMyBatches } from '@/core/student';

/**
 * GET /classroom, to tell a student who opens the checkout of a batch they already have. The
 * classroom's own list (one request, one cache); a failure just shows nothing.
 */
export function useIsEnrolled(batchId: string): boolean {
  const { data } = useMyBatches();
  return data?.some((b) => b.batch._id === batchId) ?? false;
}
