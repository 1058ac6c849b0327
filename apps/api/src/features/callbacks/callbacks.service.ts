import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import {
  CALLBACK_MSG,
  canUseMenuKeys,
  classifySearch,
  isStaffRole,
  paginate,
  STAFF_ROLES,
  type CallbackListData,
  type CallbackPatchBody,
  type CallbackRequest,
  type EnquiryType,
  type FollowUpStatus,
  type StaffRef,
  type Utm,
  type ZCallbackBody,
} from '@app/shared';

import { recordActivity } from '../../core/activity-log.ts';
import { isBanned } from '../../core/auth/session.repo.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import type { Db, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as repo from './callbacks.repo.ts';

type Deps = { db: Db };

/** Roles whose sidebar shows Callback Data: the only ones a request may be assigned to. */
export const CALLBACK_ROLES = STAFF_ROLES.filter((role) => canUseMenuKeys(role, ['callbacks']));

function toCallbackDto(row: repo.CallbackWithAssignee): CallbackRequest {
  const c = row.callback;
  return {
    _id: c.id,
    name: c.name,
    contact: { code: c.contactCode, number: c.contactNumber },
    enquiryFor: c.enquiryFor,
    notes: c.notes,
    courseId: c.courseId,
    followUpStatus: c.followUpStatus,
    staffNotes: c.staffNotes,
    assignedTo:
      row.assigneeId && row.assigneeName !== null && row.assigneeRole !== null
        ? { _id: row.assigneeId, name: row.assigneeName, role: row.assigneeRole }
        : null,
    utm: c.utm ?? null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** Drops empty UTM values; null when nothing is left. */
export function cleanUtm(utm: Utm | undefined): Utm | null {
  if (!utm) return null;
  const entries = Object.entries(utm).filter(([, v]) => typeof v === 'string' && v !== '');
  return entries.length ? (Object.fromEntries(entries) as Utm) : null;
}

export async function createCallback(
  deps: Deps,
  input: { body: z.infer<typeof ZCallbackBody>; userId: string | null },
) {
  const { body } = input;
  await repo.insertCallback(deps.db, {
    // Inner runs of spaces are typing noise: "Meera   Pillai" is stored as "Meera Pillai".
    name: body.name.replace(/\s+/g, ' '),
    contactCode: body.contact.code,
    contactNumber: body.contact.number,
    enquiryFor: body.enquiryFor,
    notes: body.notes,
    courseId: body.courseId ?? null,
    userId: input.userId,
    utm: cleanUtm(body.utm),
  });
}

export type ListInput = {
  search?: string | undefined;
  followUpStatus?: FollowUpStatus[] | undefined;
  enquiryFor?: EnquiryType[] | undefined;
  assignedToId?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  page: number;
  limit: number;
};

export async function listCallbacks(deps: Deps, q: ListInput): Promise<CallbackListData> {
  const filters: repo.CallbackFilters = {
    search: classifySearch(q.search),
    enquiryFor: q.enquiryFor,
    assignedToId: q.assignedToId,
    startDate: q.startDate,
    endDate: q.endDate,
  };
  const [rows, counts] = await Promise.all([
    repo.findCallbacks(deps.db, filters, q.followUpStatus, {
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    }),
    repo.countByStatus(deps.db, filters),
  ]);
  // The status counts already cover every other filter, so the total is their sum.
  const statuses = q.followUpStatus?.length ? new Set(q.followUpStatus) : null;
  const total = Object.entries(counts)
    .filter(([status]) => !statuses || statuses.has(status as FollowUpStatus))
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    callbacks: rows.map(toCallbackDto),
    pagination: paginate(total, q.page, q.limit),
    counts,
  };
}

async function assertAssignable(db: Tx, userId: string) {
  const user = await repo.findStaffUser(db, userId);
  const ok =
    user &&
    user.isActive &&
    isStaffRole(user.role) &&
    canUseMenuKeys(user.role, ['callbacks']) &&
    !(await isBanned(db, { userId: user.id, phoneNumber: user.phoneNumber, email: user.email }));
  if (!ok) {
    throw badRequest(CALLBACK_MSG.assigneeInvalid, [
      { field: 'assignedToId', message: CALLBACK_MSG.assigneeInvalid },
    ]);
  }
}

export async function updateCallback(
  deps: Deps,
  request: FastifyRequest,
  id: string,
  patch: CallbackPatchBody,
): Promise<CallbackRequest> {
  return inTransaction(deps.db, async (tx) => {
    const before = await repo.findCallbackById(tx, id, { forUpdate: true });
    if (!before) throw notFound(CALLBACK_MSG.notFound);
    if (patch.assignedToId) await assertAssignable(tx, patch.assignedToId);
    const values: Parameters<typeof repo.updateCallback>[2] = {};
    if (patch.followUpStatus !== undefined) values.followUpStatus = patch.followUpStatus;
    if (patch.staffNotes !== undefined) values.staffNotes = patch.staffNotes;
    if (patch.assignedToId !== undefined) values.assignedToId = patch.assignedToId;
    const after = await repo.updateCallback(tx, id, values);
    const pick = (row: typeof after) =>
      Object.fromEntries(Object.keys(values).map((k) => [k, row[k as keyof typeof values]]));
    await recordActivity(tx, request, {
      action: 'callback.update',
      entity: 'callback',
      entityId: id,
      before: pick(before),
      after: pick(after),
    });
    const row = await repo.findCallbackWithAssignee(tx, id);
    return toCallbackDto(row!);
  });
}

export async function listAssignees(deps: Deps): Promise<StaffRef[]> {
  const staff = await repo.findActiveStaff(deps.db, CALLBACK_ROLES);
  const allowed: StaffRef[] = [];
  // Staff lists are short; a banned member must not be offered as an assignee.
  for (const s of staff) {
    if (await isBanned(deps.db, { userId: s._id, phoneNumber: s.phoneNumber, email: s.email })) {
      continue;
    }
    allowed.push({ _id: s._id, name: s.name, role: s.role });
  }
  return allowed;
}
