import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import {
  paginate,
  type Pagination,
  type UtmLink,
  type ZUtmLinkCreate,
  type ZUtmVisitBody,
} from '@app/shared';

import { recordActivity } from '../../core/activity-log.ts';
import { conflict, notFound } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as repo from './utm.repo.ts';

type Deps = { db: Db };

export const UTM_MSG = {
  visitRecorded: 'Visit recorded',
  linkCreated: 'UTM link created',
  linkDeleted: 'UTM link deleted',
  linkNotFound: 'UTM link not found',
  duplicateLink: 'A UTM link with exactly these values already exists.',
} as const;

export async function recordVisit(deps: Deps, body: z.infer<typeof ZUtmVisitBody>) {
  const { utm, path } = body;
  await repo.insertVisit(deps.db, {
    linkId: utm.id ?? null,
    source: utm.source!,
    medium: utm.medium ?? null,
    campaign: utm.campaign ?? null,
    term: utm.term ?? null,
    content: utm.content ?? null,
    path,
  });
}

export async function listLinks(
  deps: Deps,
  q: { page: number; limit: number; search?: string | undefined },
): Promise<{ links: UtmLink[]; pagination: Pagination }> {
  const search = q.search || undefined;
  const { rows, total } = await repo.findLinksWithStats(deps.db, {
    search,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  const links = rows.map((r): UtmLink => ({
    _id: r.link.id,
    path: r.link.path,
    source: r.link.source,
    medium: r.link.medium,
    campaign: r.link.campaign,
    term: r.link.term,
    content: r.link.content,
    createdBy: r.creatorId ? { _id: r.creatorId, name: r.creatorName ?? '' } : null,
    createdAt: r.link.createdAt.toISOString(),
    stats: {
      visits: r.visits,
      registrations: r.registrations,
      callbacks: r.callbacks,
      signups: r.signups,
    },
  }));
  return { links, pagination: paginate(total, q.page, q.limit) };
}

export async function createLink(
  deps: Deps,
  request: FastifyRequest,
  body: z.infer<typeof ZUtmLinkCreate>,
): Promise<UtmLink> {
  const key: repo.LinkKey = {
    path: body.path,
    source: body.source,
    medium: body.medium,
    campaign: body.campaign,
    term: body.term ?? null,
    content: body.content ?? null,
  };
  const actorId = request.sessionUser?.id ?? null;
  return inTransaction(deps.db, async (tx) => {
    await repo.lockLinkKey(tx, key);
    if (await repo.findLinkByKey(tx, key)) throw conflict(UTM_MSG.duplicateLink);
    const row = await repo.insertLink(tx, { ...key, createdBy: actorId });
    await recordActivity(tx, request, {
      action: 'utm_link.create',
      entity: 'utm_link',
      entityId: row.id,
      before: null,
      after: { ...key },
    });
    const creatorName = actorId ? await repo.findUserName(tx, actorId) : null;
    return {
      _id: row.id,
      ...key,
      createdBy: actorId ? { _id: actorId, name: creatorName ?? '' } : null,
      createdAt: row.createdAt.toISOString(),
      stats: { visits: 0, registrations: 0, callbacks: 0, signups: 0 },
    };
  });
}

export async function deleteLink(deps: Deps, request: FastifyRequest, id: string) {
  await inTransaction(deps.db, async (tx) => {
    const row = await repo.deleteLink(tx, id);
    if (!row) throw notFound(UTM_MSG.linkNotFound);
    await recordActivity(tx, request, {
      action: 'utm_link.delete',
      entity: 'utm_link',
      entityId: id,
      before: {
        path: row.path,
        source: row.source,
        medium: row.medium,
        campaign: row.campaign,
        term: row.term,
        content: row.content,
      },
      after: null,
    });
  });
}
