import { eq, sql } from 'drizzle-orm';

import { defaultKodrCohort, type KodrCohortContent } from '@app/shared';

import type { Db, Tx } from '../../db/client.ts';
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

/**
 * Creates the current cohort from the spec's values when none exists (two starts racing: one
 * wins). It starts on the first Monday at least three weeks from today, so a new install never
 * opens with a cohort whose date has passed.
 */
export async function ensureKodrCohort(db: Db) {
  await db
    .insert(kodrCohorts)
    .values({ ...defaultKodrCohort(), isCurrent: true })
    .onConflictDoNothing({ target: kodrCohorts.isCurrent, where: sql`${kodrCohorts.isCurrent}` });
}
