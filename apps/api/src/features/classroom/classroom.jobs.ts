import type { FastifyInstance } from 'fastify';

import { onSubmissionJudged } from '../../core/judge/index.ts';
import { tickSolvedPractice } from './classroom-practice.service.ts';

/** The classroom's background wiring: a practice submit that passes every test marks the lesson done. */
export function registerClassroomJobs(app: FastifyInstance): void {
  onSubmissionJudged(app, (submission) => tickSolvedPractice(app.db, submission));
}
