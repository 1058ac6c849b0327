import type { FastifyInstance } from 'fastify';

import { onSubmissionJudged } from '../../core/judge/index.ts';
import { rescoreLateJudgements, submitExpiredAttempts } from './whizz-finalize.ts';

/** How often attempts whose time is up are submitted (once across the cluster per tick). */
export const SWEEP_INTERVAL_MS = 15_000;
export const SWEEP_TASK = 'whizz:submit-expired-attempts';

/**
 * The whizz's background wiring, registered once by the app (features/index.ts): late judgements
 * re-score their attempt as the judge finishes them, and the sweep submits attempts whose time is
 * up. The sweep is a scheduled task (core/jobs/scheduler.ts): it runs where job workers run (servers
 * with JOB_WORKERS on, the jobs worker), once per tick across all of them. Tests call
 * submitExpiredAttempts or app.scheduler.tick(SWEEP_TASK) themselves.
 */
export function registerWhizzJobs(app: FastifyInstance): void {
  // Code sent before an attempt was submitted but judged after it counts as soon as it is judged.
  onSubmissionJudged(app, async (submission) => {
    if (submission.kind !== 'submit' || !submission.attemptId) return;
    await rescoreLateJudgements(app.db, { attemptId: submission.attemptId });
  });
  app.scheduler.register({
    name: SWEEP_TASK,
    everyMs: SWEEP_INTERVAL_MS,
    async run({ db, now, log }) {
      const n = await submitExpiredAttempts(db, now);
      if (n) log?.info({ submitted: n }, 'whizz: submitted attempts whose time was up');
    },
  });
}
