import type { FastifyRequest } from 'fastify';

import type { Tx } from '../db/client.ts';
import type { FieldChange } from '../db/schema/index.ts';
import { insertActivityLog } from './activity-log.repo.ts';

const SKIP = new Set(['updatedAt', 'createdAt']);

/** The fields that differ between two snapshots, each with its value before and after. */
export function diffFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (SKIP.has(key)) continue;
    const a = before?.[key] ?? null;
    const b = after?.[key] ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) changes[key] = { before: a, after: b };
  }
  return changes;
}

export type ActivityInput = {
  action: string;
  entity: string;
  entityId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Records a staff write. Call it inside the write's transaction so the log and the change
 * land together or not at all.
 */
export async function recordActivity(db: Tx, request: FastifyRequest | null, input: ActivityInput) {
  const actor = request?.sessionUser ?? null;
  return insertActivityLog(db, {
    actorId: actor?.id ?? null,
    actorRole: actor?.role ?? (request ? null : 'system'),
    action: input.action,
    entity: input.entity,
    entityId: input.entityId ?? null,
    changes: diffFields(input.before, input.after),
    requestId: request ? String(request.id) : null,
    ip: request?.ip ?? null,
  });
}
