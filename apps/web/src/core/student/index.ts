export { getMyBatches, useMyBatches } from './my-batches.ts';
export { STUDENT_STALE_MS, studentKeys } from './student-keys.ts';
