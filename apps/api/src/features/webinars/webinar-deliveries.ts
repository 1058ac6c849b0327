import { plural } from '@app/shared';

import { PermanentJobError, type Job } from '../../core/jobs/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { WebinarCampaignRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  claimDeliveries,
  findPendingDeliveries,
  markDeliveriesSent,
  releaseDelivery,
  type PendingDelivery,
} from './webinar-deliveries.repo.ts';
import { finishRun, markRunSending } from './webinar-runs.repo.ts';

/**
 * Sending one chunk of a run, exactly once per delivery.
 *
 * A delivery is claimed — `sending`, attempts + 1, only if nobody changed it since it was read —
 * just before its SMTP transaction, and marked `sent` the moment the server accepted it. A rerun
 * of the chunk (a retry after a transient error, or another worker once the lease of a dead one
 * lapsed) skips every `sent` delivery and sends what is `queued` or `sending`; a worker that only
 * stalled past its lease loses its claims and sends nothing the new worker took.
 *
 * Claims and `sent` marks are written by natural group commit: the lanes of a chunk that finish
 * while one UPDATE runs share the next one (one statement for many deliveries, no timer), which
 * is what lets an embedded PGlite keep up with the SMTP pool.
 *
 * One window is left: the server accepted a message and the process died before the UPDATE with
 * its `sent` committed (a statement or two, milliseconds). That delivery is still `sending` and is
 * sent again; the copy carries the same Message-ID (`<delivery-<id>@<host>>`, fixed when the run
 * was created), by which receiving servers and mail clients drop a duplicate. Closing the window
 * for good would need the SMTP server to take part in our transaction, which SMTP cannot do.
 */

export type ChunkPayload = { campaignId: string; chunk: number };
/** A chunk job is retried with backoff (2 s, 4 s, … ≈ 8 min in all) before its rest fails. */
export const CHUNK_MAX_ATTEMPTS = 8;

export type ChunkHooks = {
  /** deliveries of the chunk in flight at once (the pooled SMTP transport has several connections) */
  concurrency: number;
  /** sends one delivery; resolves once the server accepted it */
  send(d: PendingDelivery): Promise<void>;
  /** extra writes in the transaction that marks deliveries sent, or one failed */
  onSent?(tx: Tx, ds: PendingDelivery[]): Promise<void>;
  onFailed?(tx: Tx, d: PendingDelivery, message: string): Promise<void>;
  /** once, in the transaction that marks the run done */
  onDone?(tx: Tx, run: WebinarCampaignRow): Promise<void>;
};

/** SMTP said no for good (5xx): retrying cannot help. Anything else (4xx, network) may pass later. */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function errorText(error: unknown): string {
  const e = error as { response?: unknown; message?: unknown } | null;
  const text = typeof e?.response === 'string' ? e.response : String(e?.message ?? error);
  return text.slice(0, 1000);
}

/**
 * Natural group commit: calls made while a flush runs, or in the same turn of the event loop
 * (SMTP replies that arrived together), wait for the next flush and share it. No timer: a lone
 * call is flushed in the next turn. `flush` answers one result per item, in order.
 */
function grouped<T, R>(flush: (items: T[]) => Promise<R[]>): (item: T) => Promise<R> {
  let waiting: { item: T; resolve: (r: R) => void; reject: (e: unknown) => void }[] = [];
  let busy = false;
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  async function drain() {
    while (waiting.length) {
      const batch = waiting;
      waiting = [];
      try {
        const out = await flush(batch.map((w) => w.item));
        batch.forEach((w, i) => w.resolve(out[i]!));
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
      await nextTurn();
    }
    busy = false;
  }
  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (busy) return;
      busy = true;
      void nextTurn().then(drain);
    });
}

/** `sent` is a fact: it always lands, with the hooks' writes, in one transaction. */
async function markSent(db: Db, hooks: ChunkHooks, items: PendingDelivery[]) {
  const write = async (tx: Tx) => {
    await markDeliveriesSent(
      tx,
      items.map((i) => i.id),
    );
    await hooks.onSent?.(tx, items);
  };
  if (hooks.onSent) await inTransaction(db, write);
  else await write(db);
  return items.map(() => undefined);
}

/**
 * `failed`, or back to `queued` after a transient error — only while the delivery is still this
 * worker's claim, so a worker that stalled past its lease cannot undo what its successor recorded.
 */
async function release(
  db: Db,
  hooks: ChunkHooks,
  item: PendingDelivery,
  status: 'failed' | 'queued',
  message: string,
) {
  await inTransaction(db, async (tx) => {
    const changed = await releaseDelivery(tx, item, status, message);
    if (changed && status === 'failed') await hooks.onFailed?.(tx, item, message);
  });
}

/** Runs `fn` over the items, `limit` at a time; after `stop()` returns true no new item starts. */
async function eachLimit<T>(
  items: T[],
  limit: number,
  stop: () => boolean,
  fn: (item: T) => Promise<void>,
) {
  let next = 0;
  const lane = async () => {
    while (next < items.length && !stop()) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * One chunk job: every delivery of the chunk that is not sent yet. A permanent refusal (SMTP 5xx)
 * fails that delivery and goes on; a transient error (4xx, connection refused, a file store
 * hiccup) puts it back in the queue, lets the messages in flight finish, and throws so the job
 * is retried with backoff. On the job's last attempt what is left fails instead, so the run ends.
 */
export async function runChunk(db: Db, job: Job<ChunkPayload>, hooks: ChunkHooks) {
  const { campaignId, chunk } = job.payload;
  await markRunSending(db, campaignId);
  const claimOne = grouped((items: PendingDelivery[]) => claimDeliveries(db, items));
  const sentOne = grouped((items: PendingDelivery[]) => markSent(db, hooks, items));
  let transient: { error: unknown } | null = null;
  await eachLimit(
    await findPendingDeliveries(db, campaignId, chunk),
    hooks.concurrency,
    () => transient !== null,
    async (delivery) => {
      const attempts = await claimOne(delivery);
      if (attempts === null) return; // another worker holds it
      const mine = { ...delivery, attempts };
      try {
        await hooks.send(mine);
      } catch (error) {
        const permanent = isPermanentMailError(error);
        if (!permanent) transient ??= { error };
        await release(db, hooks, mine, permanent ? 'failed' : 'queued', errorText(error));
        return;
      }
      await sentOne(mine);
    },
  );
  const failure = transient as { error: unknown } | null;
  if (failure && job.attempts < job.maxAttempts) throw failure.error;
  if (failure) {
    const message = `Gave up after ${plural(job.attempts, 'attempt')}: ${errorText(failure.error)}`;
    const rest = await findPendingDeliveries(db, campaignId, chunk);
    const claimed = rest.length ? await claimDeliveries(db, rest) : [];
    for (const [i, attempts] of claimed.entries()) {
      if (attempts !== null) await release(db, hooks, { ...rest[i]!, attempts }, 'failed', message);
    }
  }
  await finishRunIfDone(db, campaignId, hooks);
  if (failure) throw new PermanentJobError(errorText(failure.error));
}

/** Marks the run done when none of its deliveries is queued or sending (once: `onDone` runs once). */
export async function finishRunIfDone(
  db: Db,
  campaignId: string,
  hooks: Pick<ChunkHooks, 'onDone'>,
) {
  await inTransaction(db, async (tx) => {
    const done = await finishRun(tx, campaignId);
    if (done) await hooks.onDone?.(tx, done);
  });
}
