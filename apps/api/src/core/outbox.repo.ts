import { and, desc, eq } from 'drizzle-orm';

import type { Tx } from '../db/client.ts';
import { outbox, type OutboxAttachment, type OutboxRow } from '../db/schema/index.ts';

export type OutgoingMessage = {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
  dedupeKey?: string;
  refId?: string;
  meta?: Record<string, unknown>;
  attachments?: OutboxAttachment[];
};

/** Records a message; delivery happens after (a provider) or never (local: the outbox is the inbox). */
export async function recordMessage(
  db: Tx,
  msg: OutgoingMessage,
  status: 'queued' | 'pending' | 'logged',
) {
  const [row] = await db
    .insert(outbox)
    .values({ ...msg, status })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning();
  return row ?? null;
}

/** A queued message still to deliver, or null (sent already, or gone). */
export async function findQueuedMessage(db: Tx, id: string): Promise<OutboxRow | null> {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.id, id), eq(outbox.status, 'queued')))
    .limit(1);
  return row ?? null;
}

/** A delivery's outcome on its row. */
export async function settleMessage(
  db: Tx,
  id: string,
  o: { status: 'sent' | 'logged' | 'queued' | 'failed'; attempts: number; error?: unknown },
): Promise<void> {
  const lastError =
    o.error === undefined
      ? null
      : (o.error instanceof Error ? o.error.message : String(o.error)).slice(0, 500);
  await db
    .update(outbox)
    .set({
      status: o.status,
      attempts: o.attempts,
      lastError,
      sentAt: o.status === 'sent' ? new Date() : null,
    })
    .where(eq(outbox.id, id));
}

/** The dev outbox route's read: newest first, for one recipient or all. */
export async function listOutbox(db: Tx, to: string | undefined, limit: number) {
  const query = db
    .select({
      channel: outbox.channel,
      to: outbox.to,
      subject: outbox.subject,
      body: outbox.body,
      attachments: outbox.attachments,
      status: outbox.status,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .$dynamic();
  if (to) query.where(eq(outbox.to, to));
  return query.orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
}
