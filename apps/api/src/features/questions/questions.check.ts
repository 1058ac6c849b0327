import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';

import { ASSESS_MSG, type Submission, type ZCheckSolutionsBody } from '@app/shared';

import { notFound, validationError } from '../../core/errors.ts';
import { enqueueSubmission, toSubmission } from '../../core/judge/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as repo from './questions.repo.ts';

type CheckBody = z.output<typeof ZCheckSolutionsBody>;

export const CHECK_MSG = {
  noBoilerplate: 'Add a boilerplate for this language to check this solution',
} as const;

/**
 * "Check solutions": every solution of a draft (saved or not) is judged against every test case
 * inside its language's driver (the boilerplate's mainCode). One 'check' submission per solution;
 * its maxPoints is the sum of the test points, so pointsEarned reads as test points earned.
 */
export async function checkSolutions(
  app: FastifyInstance,
  req: FastifyRequest,
  body: CheckBody,
): Promise<Submission[]> {
  const drivers = new Map(body.boilerplate.map((b) => [b.language, b.mainCode]));
  const missing = body.solutions.flatMap((s, i) =>
    drivers.has(s.language)
      ? []
      : [{ field: `solutions.${i}.language`, message: CHECK_MSG.noBoilerplate }],
  );
  if (missing.length) throw validationError(missing);
  const tests = body.testCases.map((t) => ({
    input: t.input,
    expectedOutput: t.expectedOutput,
    isHidden: t.isHidden,
    points: t.points,
  }));
  const maxPoints = tests.reduce((sum, t) => sum + t.points, 0);
  const rows = await inTransaction(app.db, async (tx) => {
    const out = [];
    for (const s of body.solutions) {
      out.push(
        await enqueueSubmission(app, tx, {
          kind: 'check',
          userId: req.sessionUser?.id ?? null,
          problemId: null,
          language: s.language,
          code: s.code,
          mainCode: drivers.get(s.language) ?? '',
          tests,
          maxPoints,
        }),
      );
    }
    return out;
  });
  return rows.map((r) => toSubmission(r, { redactHidden: false }));
}

/** Staff read any submission in full (hidden tests included). */
export async function getSubmission(app: FastifyInstance, id: string): Promise<Submission> {
  const row = await repo.findSubmission(app.db, id);
  if (!row) throw notFound(ASSESS_MSG.submissionNotFound);
  return toSubmission(row, { redactHidden: false });
}
