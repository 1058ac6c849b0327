import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { webinarDeliveries as d, webinarUsers } from '../../db/schema/index.ts';

/** The deliveries of a run's chunk and their claims (webinar-deliveries.ts says how they are used). */

export type PendingDelivery = {
  id: string;
  webinarUserId: string;
  to: string;
  messageId: string;
  attempts: number;
  /** the registrant's current name */
  name: string;
};

/** The chunk's deliveries not sent yet (queued, or sending by a worker that may have died). */
export function findPendingDeliveries(
  db: Tx,
  campaignId: string,
  chunk: number,
): Promise<PendingDelivery[]> {
  return db
    .select({
      id: d.id,
      webinarUserId: d.webinarUserId,
      to: d.to,
      messageId: d.messageId,
      attempts: d.attempts,
      name: webinarUsers.name,
    })
    .from(d)
    .innerJoin(webinarUsers, eq(webinarUsers.id, d.webinarUserId))
    .where(
      and(
        eq(d.campaignId, campaignId),
        eq(d.chunk, chunk),
        inArray(d.status, ['queued', 'sending']),
      ),
    )
    .orderBy(d.id);
}

/** Claims deliveries still as they were read; answers each one's new attempts, or null. */
export async function claimDeliveries(
  db: Tx,
  items: PendingDelivery[],
): Promise<(number | null)[]> {
  const pairs = sql.join(
    items.map((i) => sql`(${i.id}::varchar, ${i.attempts}::int)`),
    sql`, `,
  );
  const rows = await db
    .update(d)
    .set({ status: 'sending', attempts: sql`${d.attempts} + 1` })
    .where(
      and(inArray(d.status, ['queued', 'sending']), sql`(${d.id}, ${d.attempts}) in (${pairs})`),
    )
    .returning({ id: d.id, attempts: d.attempts });
  const got = new Map(rows.map((r) => [r.id, r.attempts]));
  return items.map((i) => got.get(i.id) ?? null);
}

export async function markDeliveriesSent(db: Tx, ids: string[]) {
  await db
    .update(d)
    .set({ status: 'sent', sentAt: new Date(), lastError: null })
    .where(inArray(d.id, ids));
}

/**
 * `failed`, or `queued` again, only while the delivery is still the claim `item` holds (its
 * attempts unchanged); true when it was.
 */
export async function releaseDelivery(
  db: Tx,
  item: Pick<PendingDelivery, 'id' | 'attempts'>,
  status: 'failed' | 'queued',
  message: string,
): Promise<boolean> {
  const [changed] = await db
    .update(d)
    .set({ status, lastError: message })
    .where(and(eq(d.id, item.id), eq(d.status, 'sending'), eq(d.attempts, item.attempts)))
    .returning({ id: d.id });
  return Boolean(changed);
}
