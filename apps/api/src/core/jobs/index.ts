export {
  backoffDelayMs,
  createJobQueue,
  insertJob,
  PermanentJobError,
  type EnqueueOptions,
  type Job,
  type JobHandler,
  type JobQueue,
  type JobQueueOptions,
} from './queue.ts';
export { deleteExpired, registerRetention, RETENTION_TASK } from './retention.ts';
