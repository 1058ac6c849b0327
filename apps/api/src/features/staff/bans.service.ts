import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import {
  actOnUserRefusal,
  paginate,
  STAFF_MSG,
  type Ban,
  type ZBanBody,
  type ZBanListQuery,
} from '@app/shared';

import { recordActivity } from '../../core/activity-log.ts';
import { currentUser } from '../../core/auth/authenticate.ts';
import { isBanned } from '../../core/auth/session.repo.ts';
import { forgetUserSessions, revokeUserSessions } from '../../core/auth/sessions.ts';
import { conflict, forbidden, notFound } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as repo from './bans.repo.ts';
import { findUserRow } from './users.repo.ts';

type Deps = { db: Db; now?: () => Date };
const clock = (deps: Deps) => (deps.now ? deps.now() : new Date());

type BanRow = NonNullable<Awaited<ReturnType<typeof repo.lockBan>>>;

/** What the activity log keeps of a ban. */
function banContent(ban: BanRow) {
  return {
    userId: ban.userId,
    phone: ban.phoneNumber,
    email: ban.email,
    reason: ban.reason,
    endsAt: ban.endsAt?.toISOString() ?? null,
    liftedAt: ban.liftedAt?.toISOString() ?? null,
    liftedBy: ban.liftedBy,
  };
}

export async function listBans(deps: Deps, query: z.output<typeof ZBanListQuery>) {
  const now = clock(deps);
  const { page, limit, ...filter } = query;
  const { bans, total } = await repo.findBanPage(deps.db, filter, now, {
    offset: (page - 1) * limit,
    limit,
  });
  return { bans, pagination: paginate(total, page, limit) };
}

/** Nobody bans themselves or someone of their rank or above (403 in role-rules' words). */
function assertMayAct(request: FastifyRequest, target: UserRow) {
  const actor = currentUser(request);
  const refusal = actOnUserRefusal(
    { id: actor.id, role: actor.role },
    { id: target.id, role: target.role },
  );
  if (refusal) throw forbidden(refusal);
}

/**
 * Bans a phone, an e-mail or a user. A phone or e-mail that belongs to an account bans that
 * account too; the identifier itself is kept on the ban, so a phone nobody registered yet cannot
 * sign up or log in. All the person's logins end at once: their next call answers 401 and their
 * refresh token is refused.
 */
export async function createBan(
  deps: Deps,
  request: FastifyRequest,
  body: z.output<typeof ZBanBody>,
): Promise<Ban> {
  const { db } = deps;
  const now = clock(deps);
  const actor = currentUser(request);
  const target = await repo.findUserBy(db, body);
  if (body.userId && !target) throw notFound(STAFF_MSG.userNotFound);
  if (target) assertMayAct(request, target);

  const row = await inTransaction(db, async (tx) => {
    await repo.lockBanTarget(tx, target?.id ?? body.phone ?? body.email ?? '');
    const covered = await isBanned(
      tx,
      {
        userId: target?.id,
        phoneNumber: body.phone ?? target?.phoneNumber,
        email: body.email ?? target?.email,
      },
      now,
    );
    if (covered) throw conflict(STAFF_MSG.alreadyBanned);
    const ban = await repo.insertBan(tx, {
      userId: target?.id ?? null,
      phoneNumber: body.phone ?? null,
      email: body.email ?? null,
      reason: body.reason,
      endsAt: body.endsAt ? new Date(body.endsAt) : null,
      createdBy: actor.id,
    });
    if (target) await revokeUserSessions(tx, target.id);
    await recordActivity(tx, request, {
      action: 'ban.create',
      entity: 'ban',
      entityId: ban.id,
      after: banContent(ban),
    });
    return ban;
  });
  // Again after the commit: a call between the revoke and the commit may have cached the session.
  if (target) forgetUserSessions(target.id);
  return (await repo.findBan(db, row.id, now))!;
}

export async function liftBan(deps: Deps, request: FastifyRequest, id: string): Promise<Ban> {
  const { db } = deps;
  const now = clock(deps);
  const actor = currentUser(request);
  const lifted = await inTransaction(db, async (tx) => {
    const before = await repo.lockBan(tx, id);
    if (!before) throw notFound(STAFF_MSG.banNotFound);
    if (before.liftedAt) throw conflict(STAFF_MSG.banAlreadyLifted);
    const target = before.userId ? await findUserRow(tx, before.userId) : null;
    if (target) assertMayAct(request, target);
    const after = await repo.liftBan(tx, id, actor.id, now);
    await recordActivity(tx, request, {
      action: 'ban.lift',
      entity: 'ban',
      entityId: id,
      before: banContent(before),
      after: banContent(after),
    });
    return after;
  });
  if (lifted.userId) forgetUserSessions(lifted.userId);
  return (await repo.findBan(db, id, now))!;
}
