import type { Tx } from '../db/client.ts';
import type { JobQueue } from './jobs/index.ts';

/**
 * The course completion check (issue 17): whatever can complete a course — a lesson ticked, a
 * practice passed, an assignment handed in or reviewed — queues it here, in its own transaction;
 * the classroom's worker (features/classroom/course-completion.ts) runs it and issues the
 * certificate once.
 */
export const COURSE_COMPLETION_QUEUE = 'course-completion';

export type CompletionPayload = { userId: string; batchId: string };

/** Queue the completion check of one student in one batch (inside the caller's transaction). */
export async function queueCompletionCheck(jobs: JobQueue, tx: Tx, payload: CompletionPayload) {
  await jobs.enqueue(tx, COURSE_COMPLETION_QUEUE, payload);
}
