import { eq } from 'drizzle-orm';

import type { KodrCohortContent } from '@app/shared';

import type { Tx } from '../../db/client.ts';
import { courses, kodrCohorts, type KodrCohortRow } from '../../db/schema/index.ts';

export async function findCurrentCohort(db: Tx): Promise<KodrCohortRow | null> {
  const [row] = await db.select().from(kodrCohorts).where(eq(kodrCohorts.isCurrent, true));
  return row ?? null;
}

/** The current cohort, locked until the transaction ends: registrations wait meanwhile. */
export async function lockCurrentCohort(tx: Tx): Promise<KodrCohortRow | null> {
  const [row] = await tx
    .select()
    .from(kodrCohorts)
    .where(eq(kodrCohorts.isCurrent, true))
    .for('update');
  return row ?? null;
}

export async function updateCohort(
  tx: Tx,
  id: string,
  values: KodrCohortContent & {
    startDate: string | null;
    startDateText: string;
    updatedBy: string | null;
  },
): Promise<KodrCohortRow> {
  const [row] = await tx.update(kodrCohorts).set(values).where(eq(kodrCohorts.id, id)).returning();
  return row!;
}

/** Whether a catalogue course exists (the cohort's "sold through" link). */
export async function courseExists(db: Tx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1);
  return Boolean(row);
}
