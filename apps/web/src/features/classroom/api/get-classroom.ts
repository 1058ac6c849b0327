import { useMyBatches } from '@/core/student';

export const CLASSROOM_LOAD_FAILED = 'Failed to load your classroom';

/** GET /classroom: every batch the student is enrolled in (core/student owns the call). */
export const useClassroom = useMyBatches;
