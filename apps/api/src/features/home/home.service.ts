import type { FastifyRequest } from 'fastify';

import { DEFAULT_HOME_CONTENT, ZHomeContent, type HomeContent, type HomeData } from '@app/shared';

import { recordActivity } from '../../core/activity-log.ts';
import type { Db, Tx } from '../../db/client.ts';
import * as repo from './home.repo.ts';

type Deps = { db: Db };

function sortKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortKeys) as T;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, sortKeys(v)])) as T;
  }
  return value;
}

function toHomeData(row: Awaited<ReturnType<typeof repo.findHomeRow>>): HomeData {
  if (!row) return { home: DEFAULT_HOME_CONTENT, updatedAt: null, updatedBy: null };
  // Content saved under an older schema must not break the home page: fall back to the default.
  const parsed = ZHomeContent.safeParse(row.content);
  return {
    home: parsed.success ? parsed.data : DEFAULT_HOME_CONTENT,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedById ? { _id: row.updatedById, name: row.updatedByName ?? '' } : null,
  };
}

export async function getHome(deps: Deps | { db: Tx }): Promise<HomeData> {
  return toHomeData(await repo.findHomeRow(deps.db));
}

export async function saveHome(
  deps: Deps,
  request: FastifyRequest,
  content: HomeContent,
): Promise<HomeData> {
  return deps.db.transaction(async (tx) => {
    const before = await repo.findHomeRow(tx, { forUpdate: true });
    await repo.upsertHome(tx, content, request.sessionUser?.id ?? null);
    await recordActivity(tx, request, {
      action: 'home.update',
      entity: 'site_content',
      entityId: repo.HOME_KEY,
      // jsonb hands keys back in its own order; sorted keys let unchanged sections compare equal.
      before: before ? sortKeys(before.content) : null,
      after: sortKeys(content),
    });
    return getHome({ db: tx });
  });
}
