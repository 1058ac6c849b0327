import type { Campaign, EmailAudience } from '@app/shared';

import type { JobQueue } from '../../core/jobs/index.ts';
import type { Tx } from '../../db/client.ts';
import type { WebinarCampaignRow } from '../../db/schema/index.ts';
import { CHUNK_MAX_ATTEMPTS, type ChunkPayload } from './webinar-deliveries.ts';
import {
  findRuns,
  insertRun,
  runCounts,
  type Recipients,
  type RunCounts,
} from './webinar-runs.repo.ts';

/**
 * Runs (bulk e-mails and certificate sends): created in one transaction with all their
 * deliveries and one job per chunk of them; listed with live counts. Sending a chunk, exactly
 * once per delivery, is webinar-deliveries.ts.
 */

export type RunKind = 'email' | 'certificates';

export type NewRun = {
  webinarId: string;
  kind: RunKind;
  subject: string;
  body: string;
  audience: EmailAudience;
  /** which registrants of the webinar receive it */
  recipients: Recipients;
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
  const { webinarId, kind, subject, body, audience, createdBy } = run;
  const created = await insertRun(
    tx,
    { webinarId, kind, subject, body, audience, createdBy },
    run.recipients,
    { chunkSize: run.chunkSize, host: run.host },
  );
  if (!created) return null;
  const id = created.run.id;
  for (let chunk = 0; chunk <= created.lastChunk; chunk += 1) {
    await jobs.enqueue(tx, run.queue, { campaignId: id, chunk } satisfies ChunkPayload, {
      dedupeKey: `campaign:${id}:${chunk}`,
      maxAttempts: CHUNK_MAX_ATTEMPTS,
    });
  }
  return created.run;
}

export function toCampaignDto(row: WebinarCampaignRow, counts: RunCounts | undefined): Campaign {
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

/** A webinar's runs, newest first (the 50 latest), with live counts. */
export async function listRuns(db: Tx, webinarId: string): Promise<Campaign[]> {
  const runs = await findRuns(db, webinarId, 50);
  const counts = await runCounts(
    db,
    runs.map((r) => r.id),
  );
  return runs.map((r) => toCampaignDto(r, counts.get(r.id)));
}

export async function runDto(db: Tx, row: WebinarCampaignRow): Promise<Campaign> {
  return toCampaignDto(row, (await runCounts(db, [row.id])).get(row.id));
}
