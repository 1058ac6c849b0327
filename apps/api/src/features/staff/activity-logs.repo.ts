import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { activityLine, istDayEnd, istDayStart, type ActivityLog } from '@app/shared';

import { rowsOf, type Tx } from '../../db/client.ts';
import { countWhere, estimatedTotal, pageTotal, totalRows } from '../../db/list-query.ts';
import { activityLogs as a, users } from '../../db/schema/index.ts';
import { findEntityNames } from './activity-names.repo.ts';
import { fullName } from './users.repo.ts';

const actor = alias(users, 'actor');

const logColumns = { log: a, actorName: sql<string | null>`${fullName(actor)}` };

/** Log entries with their actor's name (the role is the one they held when they acted). */
export function selectLogs(db: Tx) {
  return db.select(logColumns).from(a).leftJoin(actor, eq(actor.id, a.actorId)).$dynamic();
}
type LogRecord = { log: typeof a.$inferSelect; actorName: string | null };

function toActivityLog({ log, actorName }: LogRecord, entityName: string | null): ActivityLog {
  const entry = { action: log.action, entity: log.entity, entityName, changes: log.changes };
  return {
    _id: log.id,
    actor: log.actorId
      ? { _id: log.actorId, name: actorName || 'Unknown user', role: log.actorRole }
      : null,
    action: log.action,
    entity: log.entity,
    entityId: log.entityId,
    entityName,
    summary: activityLine(entry),
    changes: log.changes,
    requestId: log.requestId,
    ip: log.ip,
    createdAt: log.createdAt.toISOString(),
  };
}

/** Log rows as the API answers them: each with its record's name and its line in words. */
export async function toActivityLogs(db: Tx, rows: LogRecord[]): Promise<ActivityLog[]> {
  const names = await findEntityNames(
    db,
    rows.map((r) => r.log),
  );
  return rows.map((row, i) => toActivityLog(row, names[i] ?? null));
}

export const newestLogsFirst = [desc(a.createdAt), desc(a.id)];

export type LogFilter = {
  actorId?: string;
  action?: string;
  entity?: string;
  entityId?: string;
  from?: string;
  to?: string;
};

function logWhere(f: LogFilter): SQL | undefined {
  return and(
    f.actorId ? eq(a.actorId, f.actorId) : undefined,
    f.action ? eq(a.action, f.action) : undefined,
    f.entity ? eq(a.entity, f.entity) : undefined,
    f.entityId ? eq(a.entityId, f.entityId) : undefined,
    f.from ? gte(a.createdAt, istDayStart(f.from)) : undefined,
    f.to ? lt(a.createdAt, istDayEnd(f.to)) : undefined,
  );
}

/**
 * A page of the log, newest first, and its total. The total rides on the page's rows
 * (count(*) over ()) unless nothing filters a big log: then it is the planner's estimate
 * (estimatedTotal), and the page reads only its own rows.
 */
export async function findLogPage(db: Tx, f: LogFilter, page: { offset: number; limit: number }) {
  const where = logWhere(f);
  const estimate = await estimatedTotal(db, 'activity_logs', where !== undefined);
  const rows = await db
    .select({ ...logColumns, total: estimate === null ? totalRows() : sql<number>`0` })
    .from(a)
    .leftJoin(actor, eq(actor.id, a.actorId))
    .where(where)
    .orderBy(...newestLogsFirst)
    .limit(page.limit)
    .offset(page.offset);
  const total = estimate ?? (await pageTotal(rows, page.offset, () => countWhere(db, a, where)));
  return { activityLogs: await toActivityLogs(db, rows), total };
}

/** The filters' choices are bounded: a log full of one kind of entry must not list forever. */
export const FACET_LIMIT = 200;

/**
 * The distinct values of an indexed column, one index probe each (a "loose index scan"):
 * reading the distinct actions of a million-entry log costs as many probes as there are
 * actions, not a scan of the log.
 */
function distinctValues(db: Tx, column: 'action' | 'entity' | 'actor_id') {
  const col = sql.identifier(column);
  return rowsOf<{ v: string }>(
    db,
    sql`with recursive d(v) as (
      (select ${col} from ${a} where ${col} is not null order by ${col} limit 1)
      union all
      select (select ${col} from ${a} where ${col} > d.v order by ${col} limit 1)
      from d where d.v is not null
    )
    select v from d where v is not null limit ${FACET_LIMIT}`,
  ).then((rows) => rows.map((r) => r.v));
}

export async function findFacets(db: Tx) {
  const [actions, entities, actorIds] = [
    await distinctValues(db, 'action'),
    await distinctValues(db, 'entity'),
    await distinctValues(db, 'actor_id'),
  ];
  const people = actorIds.length
    ? await db
        .select({ id: users.id, name: fullName(users), role: users.role })
        .from(users)
        .where(inArray(users.id, actorIds))
    : [];
  const actors = people
    .map((p) => ({ _id: p.id, name: p.name, role: p.role }))
    .sort((x, y) => x.name.localeCompare(y.name));
  return { actions, entities, actors };
}
