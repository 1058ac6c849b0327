import type { FastifyInstance } from 'fastify';

import { onSubmissionJudged } from '../../core/judge/index.ts';
import { tickSolvedPractice } from './classroom-practice.service.ts';
import { registerCompletionJobs } from './course-completion.ts';

/**
 * The classroom's background wiring: a practice submit that passes every test marks the lesson
 * done; the completion check issues the course certificate.
 */
export function registerClassroomJobs(app: FastifyInstance): void {
  onSubmissionJudged(app, (submission) => tickSolvedPractice(app.db, app.jobs, submission));
  registerCompletionJobs(app);
}
