export {
  backoffDelayMs,
  createJobQueue,
  insertJob,
  PermanentJobError,
  queueFigures,
  type EnqueueOptions,
  type Job,
  type JobHandler,
  type JobQueue,
  type JobQueueOptions,
  type QueueFigures,
} from './queue.ts';
export { deleteExpired, registerRetention, RETENTION_TASK } from './retention.ts';
