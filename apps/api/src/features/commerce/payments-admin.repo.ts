import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';

import { classifySearch, ID_PATTERN, istDayEnd, istDayStart } from '@app/shared';

import { isAbandonedSql, selectPayments } from '../../core/payment-view.repo.ts';
import type { Tx } from '../../db/client.ts';
import { containsPattern, pageTotal } from '../../db/list-query.ts';
import { files, paymentEvents, payments, users } from '../../db/schema/index.ts';

/**
 * The admin search rule (e-mail with @, phone with 10+ digits, name otherwise) on the payer,
 * or an exact payment id, gateway order id or UPI/bank reference. Each payer match is the
 * expression its index was built on (lower(name) trigram, e-mail, phone).
 */
export function paymentSearch(raw: string | undefined): SQL | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  const matches: SQL[] = [];
  const who = classifySearch(text);
  if (who?.field === 'email') matches.push(sql`${users.email} ilike ${containsPattern(who.value)}`);
  else if (who?.field === 'contact') {
    matches.push(sql`${users.phoneNumber} like ${containsPattern(who.value.slice(-10))}`);
  } else if (who) {
    matches.push(
      sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${containsPattern(who.value.toLowerCase())}`,
    );
  }
  if (ID_PATTERN.test(text.toLowerCase())) matches.push(eq(payments.id, text.toLowerCase()));
  matches.push(eq(payments.gatewayOrderId, text));
  const reference = text.replace(/[\s-]/g, '').toUpperCase();
  if (/^[A-Z0-9]{6,40}$/.test(reference)) matches.push(eq(payments.reference, reference));
  return or(...matches);
}

/** A page of payments and how many match (one query; rows carry the total). */
async function page(db: Tx, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  const rows = await selectPayments(db)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const total = await pageTotal(rows, offset, async () => {
    const [row] = await db
      .select({ n: count() })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(where);
    return row?.n ?? 0;
  });
  return { rows, total };
}

export type FailedFilter = {
  status: 'failed' | 'abandoned' | 'refund_due' | 'all';
  resolved: 'yes' | 'no' | 'all';
  search?: string;
  startDate?: string;
  endDate?: string;
};

const REFUNDS = ['refund_due', 'refunded'] as const;

/**
 * Failed, abandoned and refund-due (or refunded) payments, newest first. Dates are IST days on
 * createdAt, inclusive.
 */
export async function findFailedPayments(
  db: Tx,
  f: FailedFilter,
  p: { limit: number; offset: number },
  now = new Date(),
) {
  const failed = eq(payments.status, 'failed');
  const refunds = inArray(payments.status, [...REFUNDS]);
  const state =
    f.status === 'failed'
      ? failed
      : f.status === 'abandoned'
        ? isAbandonedSql(now)
        : f.status === 'refund_due'
          ? refunds
          : or(failed, isAbandonedSql(now), refunds);
  const where = and(
    state,
    f.resolved === 'yes'
      ? isNotNull(payments.resolvedAt)
      : f.resolved === 'no'
        ? isNull(payments.resolvedAt)
        : undefined,
    paymentSearch(f.search),
    f.startDate ? gte(payments.createdAt, istDayStart(f.startDate)) : undefined,
    f.endDate ? lt(payments.createdAt, istDayEnd(f.endDate)) : undefined,
  );
  return page(db, where, [desc(payments.createdAt), desc(payments.id)], p.limit, p.offset);
}

/**
 * Manual payments by review state: waiting ones oldest first (a queue), reviewed ones newest
 * review first.
 */
export async function findApprovals(
  db: Tx,
  f: { status: 'pending_approval' | 'paid' | 'rejected'; search?: string },
  p: { limit: number; offset: number },
) {
  const where = and(
    eq(payments.status, f.status),
    eq(payments.method, 'manual'),
    paymentSearch(f.search),
  );
  const order =
    f.status === 'pending_approval'
      ? [asc(payments.createdAt), asc(payments.id)]
      : [sql`${payments.reviewedAt} desc nulls last`, desc(payments.id)];
  return page(db, where, order, p.limit, p.offset);
}

export async function findEvents(db: Tx, paymentId: string) {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, paymentId))
    .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id))
    .limit(500);
}

/**
 * Marks a failed, abandoned or refund-due payment resolved, once; a refund-due one becomes
 * `refunded`. Null when it is none of these (or already resolved).
 */
export async function resolvePayment(
  db: Tx,
  id: string,
  values: { resolvedBy: string | null; note: string },
  now = new Date(),
) {
  const [row] = await db
    .update(payments)
    .set({
      resolvedBy: values.resolvedBy,
      resolvedAt: now,
      resolutionNote: values.note,
      status: sql`case when ${payments.status} = 'refund_due' then 'refunded' else ${payments.status} end`,
    })
    .where(
      and(
        eq(payments.id, id),
        isNull(payments.resolvedAt),
        or(inArray(payments.status, ['failed', 'refund_due']), isAbandonedSql(now)),
      ),
    )
    .returning();
  return row ?? null;
}

/** pending_approval → rejected, exactly once: a concurrent approve or reject finds no row. */
export async function rejectPayment(
  db: Tx,
  id: string,
  values: { reviewedBy: string | null; reason: string },
) {
  const [row] = await db
    .update(payments)
    .set({
      status: 'rejected',
      rejectionReason: values.reason,
      reviewedBy: values.reviewedBy,
      reviewedAt: new Date(),
    })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending_approval')))
    .returning({ id: payments.id });
  return row ?? null;
}

export async function paymentExists(db: Tx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.id, id))
    .limit(1);
  return Boolean(row);
}

export async function findScreenshot(db: Tx, paymentId: string) {
  const [row] = await db
    .select({ storageKey: files.storageKey, mime: files.mime })
    .from(payments)
    .innerJoin(files, eq(files.id, payments.screenshotFileId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  return row ?? null;
}
