import { eq } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { codeSubmissions, type CodeSubmissionRow } from '../../db/schema/assessments.ts';

export async function insertSubmission(
  db: Tx,
  values: typeof codeSubmissions.$inferInsert,
): Promise<CodeSubmissionRow> {
  const [row] = await db.insert(codeSubmissions).values(values).returning();
  return row!;
}

export async function findSubmission(db: Tx, id: string): Promise<CodeSubmissionRow | null> {
  const [row] = await db.select().from(codeSubmissions).where(eq(codeSubmissions.id, id)).limit(1);
  return row ?? null;
}

/** Writes a judging step (running, queued again, error, the verdict); returns the row after it. */
export async function updateSubmission(
  db: Tx,
  id: string,
  values: Partial<typeof codeSubmissions.$inferInsert>,
): Promise<CodeSubmissionRow | null> {
  const [row] = await db
    .update(codeSubmissions)
    .set(values)
    .where(eq(codeSubmissions.id, id))
    .returning();
  return row ?? null;
}
