import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { assignments, assignmentSubmissions, batches, users } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { seedDemoAssignments } from './assignments.ts';
import { seedIfEmpty } from './demo.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedIfEmpty(ctx.db);
});
afterAll(() => ctx.close());

describe('seedDemoAssignments', () => {
  it('two assignments per batch; the demo student has one graded and one to review; idempotent', async () => {
    const perBatch = await ctx.db
      .select({ batchId: batches.id, n: sql<number>`count(${assignments.id})`.mapWith(Number) })
      .from(batches)
      .leftJoin(assignments, eq(assignments.batchId, batches.id))
      .groupBy(batches.id);
    expect(perBatch.length).toBeGreaterThan(0);
    for (const b of perBatch) expect(b.n).toBe(2);
    const kinds = await ctx.db
      .selectDistinct({ kind: assignments.submissionKind })
      .from(assignments);
    expect(new Set(kinds.map((k) => k.kind))).toEqual(new Set(['link', 'text']));

    const mine = await ctx.db
      .select({ sub: assignmentSubmissions, title: assignments.title, due: assignments.dueAt })
      .from(assignmentSubmissions)
      .innerJoin(users, eq(users.id, assignmentSubmissions.userId))
      .innerJoin(assignments, eq(assignments.id, assignmentSubmissions.assignmentId))
      .where(eq(users.email, 'aditya.verma@example.com'));
    const graded = mine.find((m) => m.sub.status === 'graded')!;
    expect(graded.title).toBe('Build and deploy your portfolio page');
    expect(graded.sub.score).toBeGreaterThanOrEqual(60);
    expect(graded.sub.feedback).toContain('alt');
    const open = mine.find((m) => m.sub.status === 'submitted')!;
    expect(open.sub.body).toContain('## My approach');
    // still open: the student may resubmit it
    expect(open.due.getTime()).toBeGreaterThan(Date.now());

    await seedDemoAssignments(ctx.db, { now: new Date() });
    const [total] = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(assignments);
    expect(total!.n).toBe(perBatch.length * 2);
  });
});
