import { sql } from 'drizzle-orm';

import type { Mailer } from '../../core/mailer.ts';
import type { Db } from '../../db/client.ts';
import { webinars, webinarUsers, type WebinarRow } from '../../db/schema/index.ts';

/** Test data for runs: webinars and registrants inserted straight into the tables. */

let counter = 0;

export async function insertWebinar(
  db: Db,
  values: Partial<typeof webinars.$inferInsert> = {},
): Promise<WebinarRow> {
  counter += 1;
  const [row] = await db
    .insert(webinars)
    .values({
      webinarCode: `run-test-${process.pid}-${counter}`,
      title: 'React Hooks in Practice',
      startTime: new Date('2026-11-28T13:30:00Z'),
      durationMinutes: 90,
      joinLink: 'https://meet.example.com/abc-defg-hij',
      certificateSignatory: 'Ananya Krishnan',
      certificateSignatoryTitle: 'Head of Learning',
      ...values,
    })
    .returning();
  return row!;
}

/**
 * `count` registrants of one webinar in one statement: name `<prefix> n`, e-mail
 * `<prefix>-n@example.com`, phone 7000000000 + n, created one second apart (n = 1…count) so the
 * audience's order is theirs; `attended(n)` picks who attended.
 */
export async function insertRegistrants(
  db: Db,
  webinarId: string,
  count: number,
  opts: { prefix?: string; attendedEvery?: number } = {},
) {
  const prefix = opts.prefix ?? 'user';
  const every = opts.attendedEvery ?? 0;
  await db.execute(sql`
    insert into ${webinarUsers} (id, webinar_id, name, email, phone, attended, created_at)
    select substr(md5(${webinarId} || n::text), 1, 24), ${webinarId},
           ${prefix} || ' ' || n, ${prefix} || '-' || n || '@example.com',
           (7000000000 + n)::text, ${every} > 0 and n % ${every} = 0,
           now() - make_interval(secs => ${count} - n)
    from generate_series(1, ${count}::int) as n`);
}

/** An error as nodemailer reports a transient failure (no SMTP reply code: connection refused). */
export function transientError(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNECTION' });
}

/**
 * A mailer in front of a real one that tests steer: `failNext` throws the given errors on the
 * next sends; `holdFrom(n)` lets n more sends through and holds every later one before it
 * reaches the server, until `release(error?)` (resolving them, or rejecting with the error).
 */
export function steeredMailer(inner: Mailer) {
  const failNext: Error[] = [];
  let allowance = Infinity;
  /** set by `release(error)`: the server is gone, every send fails until `release()` */
  let down: Error | null = null;
  const held: { go: () => void; fail: (e: Error) => void }[] = [];
  const mailer: Mailer = {
    transport: inner.transport,
    close: () => inner.close(),
    async send(db, msg) {
      const error = failNext.shift();
      if (error) throw error;
      if (down) throw down;
      if (allowance <= 0) {
        await new Promise<void>((go, fail) => held.push({ go, fail }));
      } else allowance -= 1;
      return inner.send(db, msg);
    },
  };
  return {
    mailer,
    failNext,
    held,
    holdFrom(n: number) {
      allowance = n;
    },
    /**
     * Lets the held sends go, or fails them with `error`; with an error the server stays down
     * (sends that had not reached it yet fail too) until `release()` is called without one.
     */
    release(error?: Error) {
      allowance = Infinity;
      down = error ?? null;
      for (const h of held.splice(0)) {
        if (error) h.fail(error);
        else h.go();
      }
    },
  };
}
