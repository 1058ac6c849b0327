import { sql } from 'drizzle-orm';

import { DEFAULT_KODR_COHORT } from '@app/shared';

import type { Db } from '../../db/client.ts';
import { kodrCohorts } from '../../db/schema/index.ts';

/** Creates the current cohort from the spec's values when none exists (two starts racing: one wins). */
export async function ensureKodrCohort(db: Db) {
  await db
    .insert(kodrCohorts)
    .values({ ...DEFAULT_KODR_COHORT, isCurrent: true })
    .onConflictDoNothing({ target: kodrCohorts.isCurrent, where: sql`${kodrCohorts.isCurrent}` });
}
