import { randomBytes } from 'node:crypto';

import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';

import { rowsOf, type Tx } from '../../db/client.ts';
import {
  webinarCampaigns,
  webinarDeliveries,
  webinars,
  webinarUsers,
  type WebinarCampaignRow,
  type WebinarUserRow,
} from '../../db/schema/index.ts';

/** Runs (bulk e-mails and certificate sends), their recipients and their live counts. */

/**
 * Which registrants of a webinar a run goes to: all of them, or those who attended (or not);
 * `certificateWaiting` keeps only those whose certificate is not sent yet (or failed).
 */
export type Recipients = { webinarId: string; attended?: boolean; certificateWaiting?: boolean };

function recipientsWhere(r: Recipients): SQL {
  const u = webinarUsers;
  return and(
    eq(u.webinarId, r.webinarId),
    r.attended === undefined ? undefined : eq(u.attended, r.attended),
    r.certificateWaiting ? inArray(u.certificateStatus, ['not_sent', 'failed']) : undefined,
  )!;
}

export async function countRecipients(db: Tx, recipients: Recipients): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webinarUsers)
    .where(recipientsWhere(recipients));
  return row?.n ?? 0;
}

/** The first recipient (oldest registration), or the one with this id among the webinar's. */
export async function findRecipient(
  db: Tx,
  recipients: Recipients,
  webinarUserId?: string,
): Promise<WebinarUserRow | null> {
  const u = webinarUsers;
  const [row] = await db
    .select()
    .from(u)
    .where(
      webinarUserId
        ? and(eq(u.webinarId, recipients.webinarId), eq(u.id, webinarUserId))
        : recipientsWhere(recipients),
    )
    .orderBy(asc(u.createdAt), asc(u.id))
    .limit(1);
  return row ?? null;
}

export type NewRun = Pick<
  typeof webinarCampaigns.$inferInsert,
  'webinarId' | 'kind' | 'subject' | 'body' | 'audience' | 'createdBy'
>;

/**
 * Inserts the run and one delivery per recipient (one INSERT … SELECT), numbered into chunks of
 * `chunkSize`; the run with its total and its last chunk, or null when no registrant matches
 * (the caller answers 400/409 and the transaction rolls back).
 */
export async function insertRun(
  tx: Tx,
  run: NewRun,
  recipients: Recipients,
  opts: { chunkSize: number; host: string },
): Promise<{ run: WebinarCampaignRow; lastChunk: number } | null> {
  const [campaign] = await tx.insert(webinarCampaigns).values(run).returning();
  const id = campaign!.id;
  // Delivery ids: this run's 18-hex prefix (time + random) and a 6-hex row number, so the
  // database numbers them in the same statement; ids still sort by creation.
  const prefix =
    Math.floor(Date.now() / 1000)
      .toString(16)
      .padStart(8, '0') + randomBytes(5).toString('hex');
  const order = sql`order by ${webinarUsers.createdAt}, ${webinarUsers.id}`;
  const [inserted] = await rowsOf<{ total: number; last: number }>(
    tx,
    sql`
    with picked as (
      select ${webinarUsers.id} as uid, ${webinarUsers.email} as email,
             row_number() over (${order}) as n
      from ${webinarUsers}
      where ${recipientsWhere(recipients)}
    ), inserted as (
      insert into ${webinarDeliveries} (id, campaign_id, webinar_user_id, chunk, "to", message_id)
      select ${prefix} || lpad(to_hex(n), 6, '0'), ${id}, uid, ((n - 1) / ${opts.chunkSize})::int,
             email, '<delivery-' || ${prefix} || lpad(to_hex(n), 6, '0') || '@' || ${opts.host} || '>'
      from picked
      returning chunk
    )
    select count(*)::int as total, coalesce(max(chunk), -1)::int as last from inserted`,
  );
  const { total, last } = inserted!;
  if (total === 0) return null;
  const [updated] = await tx
    .update(webinarCampaigns)
    .set({ total })
    .where(eq(webinarCampaigns.id, id))
    .returning();
  return { run: updated!, lastChunk: last };
}

export type RunCounts = { queued: number; sent: number; failed: number };

/** Live counts of some runs from one grouped query (queued counts `sending` too). */
export async function runCounts(db: Tx, campaignIds: string[]): Promise<Map<string, RunCounts>> {
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

/** A webinar's latest runs, newest first. */
export function findRuns(db: Tx, webinarId: string, limit: number) {
  return db
    .select()
    .from(webinarCampaigns)
    .where(eq(webinarCampaigns.webinarId, webinarId))
    .orderBy(desc(webinarCampaigns.createdAt), desc(webinarCampaigns.id))
    .limit(limit);
}

/** A run's message and its webinar (what a chunk job fills in), or null once deleted. */
export async function findRunMessage(db: Tx, campaignId: string) {
  const [row] = await db
    .select({ subject: webinarCampaigns.subject, body: webinarCampaigns.body, webinar: webinars })
    .from(webinarCampaigns)
    .innerJoin(webinars, eq(webinars.id, webinarCampaigns.webinarId))
    .where(eq(webinarCampaigns.id, campaignId));
  return row ?? null;
}

/** A queued run starts sending (its first chunk job says so). */
export async function markRunSending(db: Tx, campaignId: string) {
  const c = webinarCampaigns;
  await db
    .update(c)
    .set({ status: 'sending' })
    .where(and(eq(c.id, campaignId), eq(c.status, 'queued')));
}

/**
 * The run becomes `done` when none of its deliveries is queued or sending; the run, only for
 * the call that made it done (so what follows runs once).
 */
export async function finishRun(tx: Tx, campaignId: string): Promise<WebinarCampaignRow | null> {
  const c = webinarCampaigns;
  const d = webinarDeliveries;
  const [done] = await tx
    .update(c)
    .set({ status: 'done', finishedAt: new Date() })
    .where(
      and(
        eq(c.id, campaignId),
        ne(c.status, 'done'),
        sql`not exists (select 1 from ${d} where ${d.campaignId} = ${campaignId}
              and ${d.status} in ('queued', 'sending'))`,
      ),
    )
    .returning();
  return done ?? null;
}
