import type { JobQueue } from '../../core/jobs/index.ts';
import type { Tx } from '../../db/client.ts';

/**
 * The completion check of a student in a batch (issue 17): every lesson done and every assignment
 * graded at or above its pass mark earns the course certificate, issued once. Whatever can
 * complete a course (a lesson ticked, a practice passed, a review saved) queues the check; the
 * worker runs it, so a slow PDF never holds a request.
 */
export const COURSE_COMPLETION_QUEUE = 'course-completion';

export type CompletionPayload = { userId: string; batchId: string };

/** Queue the completion check of one student in one batch (inside the caller's transaction). */
export async function queueCompletionCheck(jobs: JobQueue, tx: Tx, payload: CompletionPayload) {
  await jobs.enqueue(tx, COURSE_COMPLETION_QUEUE, payload);
}
