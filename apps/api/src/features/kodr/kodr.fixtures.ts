import { eq, sql } from 'drizzle-orm';

import { normalizeContact, type KodrRegistrationBody } from '@app/shared';

import { newId } from '../../core/ids.ts';
import type { Db } from '../../db/client.ts';
import { kodrCohorts, kodrRegistrations } from '../../db/schema/index.ts';

let counter = 0;

/** A valid landing-form body; `n` makes its e-mail and contact unique. */
export function validBody(n = ++counter, extra: Partial<KodrRegistrationBody> = {}) {
  return {
    fullName: 'Priya Sharma',
    email: `priya.sharma${n}@example.com`,
    contact: `9${String(800_000_000 + n).padStart(9, '0')}`,
    education: 'B.Tech / B.E.',
    experience: 'intermediate',
    dob: '2001-04-12',
    tnc: true,
    ...extra,
  } satisfies KodrRegistrationBody;
}

export async function currentCohort(db: Db) {
  const [row] = await db.select().from(kodrCohorts).where(eq(kodrCohorts.isCurrent, true));
  return row!;
}

/** Leaves exactly `seats` seats open in the current cohort. */
export async function openSeats(db: Db, seats: number) {
  await db
    .update(kodrCohorts)
    .set({ capacity: sql`${kodrCohorts.registeredCount} + ${seats}` })
    .where(eq(kodrCohorts.isCurrent, true));
}

export async function registrationCount(db: Db, cohortId: string): Promise<number> {
  const rows = await db
    .select({ id: kodrRegistrations.id })
    .from(kodrRegistrations)
    .where(eq(kodrRegistrations.cohortId, cohortId));
  return rows.length;
}

export type SeedRow = Partial<typeof kodrRegistrations.$inferInsert> & {
  name: string;
  createdAt: Date;
};

/** Inserts registrations as they are (cohort defaults to a fixed id), like staff data would be. */
export async function insertRegistrations(db: Db, rows: SeedRow[], cohortId: string) {
  if (!rows.length) return [];
  return db
    .insert(kodrRegistrations)
    .values(
      rows.map((row, i) => {
        const contact = row.contact ?? `98${String(10_000_000 + counter++ * 7 + i).slice(-8)}`;
        return {
          id: newId(row.createdAt),
          cohortId,
          email: `${row.name.toLowerCase().replace(/\W+/g, '.')}.${counter++}@example.com`,
          contactDigits: normalizeContact(contact),
          dob: '2000-01-01',
          education: 'B.Tech / B.E.',
          ...row,
          contact,
          updatedAt: row.createdAt,
        };
      }),
    )
    .returning();
}
