import { sql } from 'drizzle-orm';

import { defaultKodrCohort } from '@app/shared';

import type { Db } from '../../db/client.ts';
import { kodrCohorts } from '../../db/schema/index.ts';

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
