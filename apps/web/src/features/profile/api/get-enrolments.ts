import { useMyBatches } from '@/core/student';

export const ENROLMENTS_FAILED = 'Failed to load your enrolments';

/** GET /classroom: the batches the student is enrolled in (core/student owns the call). */
export const useEnrolments = useMyBatches;
