export {
  backoffDelayMs,
  createJobQueue,
  PermanentJobError,
  type EnqueueOptions,
  type Job,
  type JobHandler,
  type JobQueue,
  type JobQueueOptions,
} from './queue.ts';
