import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import {
  actOnUserRefusal,
  paginate,
  roleChangeRefusal,
  STAFF_MSG,
  type AdminUser,
  type Role,
  type ZUserListQuery,
  type ZUserUpdateBody,
} from '@app/shared';

import { recordActivity } from '../../core/activity-log.ts';
import { currentUser } from '../../core/auth/authenticate.ts';
import { forgetUserSessions } from '../../core/auth/sessions.ts';
import { exportBatches, exportSize } from '../../core/csv-export.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { toAdminUser, userContent } from './users.dto.ts';
import * as repo from './users.repo.ts';

export type Deps = { db: Db; now?: () => Date };
export const clock = (deps: Deps) => (deps.now ? deps.now() : new Date());
type ListQuery = z.output<typeof ZUserListQuery>;

export async function listUsers(deps: Deps, query: ListQuery) {
  const now = clock(deps);
  const { page, limit, ...filter } = query;
  const { rows, total } = await repo.findUserPage(deps.db, filter, now, {
    offset: (page - 1) * limit,
    limit,
  });
  return { users: rows.map(toAdminUser), pagination: paginate(total, page, limit) };
}

export async function exportUsers(deps: Deps, query: ListQuery) {
  const now = clock(deps);
  const { page: _page, limit: _limit, ...filter } = query;
  const matched = await repo.countUsers(deps.db, filter, now);
  async function* rows() {
    const batches = exportBatches((cursor, size) =>
      repo.findUserBatchAfter(deps.db, filter, now, cursor, size),
    );
    for await (const row of batches) yield toAdminUser(row);
  }
  return { ...exportSize(matched), rows: rows() };
}

/** The user as staff see it (with the ban and verifier), or 404. */
export async function adminUser(deps: Deps, id: string): Promise<AdminUser> {
  const row = await repo.findAdminUser(deps.db, { id }, clock(deps));
  if (!row) throw notFound(STAFF_MSG.userNotFound);
  return toAdminUser(row);
}

/** 403 with role-rules' words when the signed-in staff member may not make this change. */
function assertAllowed(
  request: FastifyRequest,
  target: UserRow,
  change: { role?: Role; isActive?: boolean },
) {
  const me = currentUser(request);
  const actor = { id: me.id, role: me.role };
  const who = { id: target.id, role: target.role };
  const refusal =
    (change.role !== undefined
      ? roleChangeRefusal({ actor, target: who, to: change.role })
      : null) ?? (change.isActive !== undefined ? actOnUserRefusal(actor, who) : null);
  if (refusal) throw forbidden(refusal);
}

/**
 * PATCH /admin/users/{id}: the role (rank rules) and the active flag. The change bites on the
 * user's next call: every request reads the user's row (core/auth/session.repo.ts), and this process's
 * session cache forgets them once the change is committed.
 */
export async function updateUser(
  deps: Deps,
  request: FastifyRequest,
  id: string,
  body: z.output<typeof ZUserUpdateBody>,
): Promise<AdminUser> {
  return changeUser(deps, request, id, (before) => {
    assertAllowed(request, before, body);
    const values = {
      ...(body.role !== undefined && body.role !== before.role && { role: body.role }),
      ...(body.isActive !== undefined &&
        body.isActive !== before.isActive && { isActive: body.isActive }),
    };
    if (Object.keys(values).length === 0) return null;
    return { action: values.role ? 'user.role_change' : 'user.update', values };
  });
}

/**
 * Changes a user in one transaction: `change` sees the locked row (404 when there is none) and
 * names the action and the fields to set, or null for nothing to do. The change is logged, the
 * user's cached sessions are dropped, and the staff view of the user is returned.
 */
export async function changeUser(
  deps: Deps,
  request: FastifyRequest,
  id: string,
  change: (before: UserRow) => {
    action: string;
    values: Parameters<typeof repo.setUserFields>[2];
  } | null,
): Promise<AdminUser> {
  await inTransaction(deps.db, async (tx) => {
    const before = await repo.lockUser(tx, id);
    if (!before) throw notFound(STAFF_MSG.userNotFound);
    const planned = change(before);
    if (!planned) return;
    const after = await repo.setUserFields(tx, id, planned.values);
    await recordActivity(tx, request, {
      action: planned.action,
      entity: 'user',
      entityId: id,
      before: userContent(before),
      after: userContent(after),
    });
  });
  forgetUserSessions(id);
  return adminUser(deps, id);
}
