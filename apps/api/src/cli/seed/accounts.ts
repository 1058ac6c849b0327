import { inArray } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The demo accounts with these phones: phone → user id (a phone with no account is absent). */
export async function accountsByPhone(db: Tx, phones: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: users.id, phone: users.phoneNumber })
    .from(users)
    .where(inArray(users.phoneNumber, phones));
  return new Map(rows.map((r) => [r.phone!, r.id]));
}
