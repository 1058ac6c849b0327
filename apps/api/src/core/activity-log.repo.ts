import type { Tx } from '../db/client.ts';
import { activityLogs } from '../db/schema/index.ts';

export async function insertActivityLog(db: Tx, values: typeof activityLogs.$inferInsert) {
  const [row] = await db.insert(activityLogs).values(values).returning();
  return row!;
}
