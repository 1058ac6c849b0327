import { randomBytes } from 'node:crypto';

import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';

import type { Campaign, EmailAudience } from '@app/shared';

import type { JobQueue } from '../../core/jobs/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  webinarCampaigns,
  webinarDeliveries,
  webinarUsers,
  type WebinarCampaignRow,
} from '../../db/schema/index.ts';
import { CHUNK_MAX_ATTEMPTS, type ChunkPayload } from './webinar-deliveries.ts';

/**
 * Runs (bulk e-mails and certificate sends): created in one transaction with all their
 * deliveries (one INSERT … SELECT) and one job per chunk of them; listed with live counts.
 * Sending a chunk, exactly once per delivery, is webinar-deliveries.ts.
 */

export type RunKind = 'email' | 'certificates';

/** Host part of Message-IDs: the site's host name. */
export function messageHost(publicUrl: string): string {
  return new URL(publicUrl).hostname || 'kodeschool.local';
}

export type NewRun = {
  webinarId: string;
  kind: RunKind;
  subject: string;
  body: string;
  audience: EmailAudience;
  /** which registrants of the webinar receive it (a condition on webinar_users) */
  recipients: SQL;
  createdBy: string | null;
  queue: string;
  chunkSize: number;
  host: string;
};

/**
 * Inserts the run, its deliveries and its chunk jobs inside `tx`; returns the run, or null when
 * no registrant matches (the caller answers 400/409 and the transaction rolls back).
 */
export async function createRun(tx: Tx, jobs: JobQueue, run: NewRun) {
  const [campaign] = await tx
    .insert(webinarCampaigns)
    .values({
      webinarId: run.webinarId,
      kind: run.kind,
      subject: run.subject,
      body: run.body,
      audience: run.audience,
      createdBy: run.createdBy,
    })
    .returning();
  const id = campaign!.id;
  // Delivery ids: this run's 18-hex prefix (time + random) and a 6-hex row number, so the
  // database numbers them in the same statement; ids still sort by creation.
  const prefix =
    Math.floor(Date.now() / 1000)
      .toString(16)
      .padStart(8, '0') + randomBytes(5).toString('hex');
  const order = sql`order by ${webinarUsers.createdAt}, ${webinarUsers.id}`;
  const result = await tx.execute(sql`
    with picked as (
      select ${webinarUsers.id} as uid, ${webinarUsers.email} as email,
             row_number() over (${order}) as n
      from ${webinarUsers}
      where ${run.recipients}
    ), inserted as (
      insert into ${webinarDeliveries} (id, campaign_id, webinar_user_id, chunk, "to", message_id)
      select ${prefix} || lpad(to_hex(n), 6, '0'), ${id}, uid, ((n - 1) / ${run.chunkSize})::int,
             email, '<delivery-' || ${prefix} || lpad(to_hex(n), 6, '0') || '@' || ${run.host} || '>'
      from picked
      returning chunk
    )
    select count(*)::int as total, coalesce(max(chunk), -1)::int as last from inserted`);
  const { total, last } = rowsOf<{ total: number; last: number }>(result)[0]!;
  if (total === 0) return null;
  const [updated] = await tx
    .update(webinarCampaigns)
    .set({ total })
    .where(eq(webinarCampaigns.id, id))
    .returning();
  for (let chunk = 0; chunk <= last; chunk += 1) {
    await jobs.enqueue(tx, run.queue, { campaignId: id, chunk } satisfies ChunkPayload, {
      dedupeKey: `campaign:${id}:${chunk}`,
      maxAttempts: CHUNK_MAX_ATTEMPTS,
    });
  }
  return updated!;
}

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

type Counts = { queued: number; sent: number; failed: number };

export function toCampaignDto(row: WebinarCampaignRow, counts: Counts | undefined): Campaign {
  return {
    _id: row.id,
    webinarId: row.webinarId,
    kind: row.kind,
    subject: row.subject,
    audience: row.audience,
    status: row.status,
    total: row.total,
    queued: counts?.queued ?? 0,
    sent: counts?.sent ?? 0,
    failed: counts?.failed ?? 0,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Live counts of some runs from one grouped query (queued counts `sending` too). */
export async function runCounts(db: Tx, campaignIds: string[]): Promise<Map<string, Counts>> {
  if (!campaignIds.length) return new Map();
  const d = webinarDeliveries;
  const rows = await db
    .select({
      id: d.campaignId,
      queued: sql<number>`(count(*) filter (where ${d.status} in ('queued', 'sending')))::int`,
      sent: sql<number>`(count(*) filter (where ${d.status} = 'sent'))::int`,
      failed: sql<number>`(count(*) filter (where ${d.status} = 'failed'))::int`,
    })
    .from(d)
    .where(inArray(d.campaignId, campaignIds))
    .groupBy(d.campaignId);
  return new Map(rows.map((r) => [r.id, r]));
}

/** A webinar's runs, newest first (the 50 latest), with live counts. */
export async function listRuns(db: Db, webinarId: string): Promise<Campaign[]> {
  const runs = await db
    .select()
    .from(webinarCampaigns)
    .where(eq(webinarCampaigns.webinarId, webinarId))
    .orderBy(desc(webinarCampaigns.createdAt), desc(webinarCampaigns.id))
    .limit(50);
  const counts = await runCounts(
    db,
    runs.map((r) => r.id),
  );
  return runs.map((r) => toCampaignDto(r, counts.get(r.id)));
}

export async function runDto(db: Tx, row: WebinarCampaignRow): Promise<Campaign> {
  return toCampaignDto(row, (await runCounts(db, [row.id])).get(row.id));
}
