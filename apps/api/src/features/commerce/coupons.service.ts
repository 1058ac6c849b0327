import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import {
  COMMERCE_MSG,
  COURSES_MSG,
  couponRuleIssues,
  ID_PATTERN,
  paginate,
  toPaise,
  type Coupon,
  type CouponBodyParsed,
  type CouponRedemption,
  type CouponScope,
  type CouponScopeOption,
  type ZCouponListQuery,
  type ZCouponPatchBody,
} from '@app/shared';

import { recordActivity } from '../../core/activity-log.ts';
import { conflict, isUniqueViolation, notFound, validationError } from '../../core/errors.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { CouponRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as repo from './coupons.repo.ts';

type Deps = { db: Db };
type CouponPatch = z.output<typeof ZCouponPatchBody>;

/** Stored values back as entered: a percentage (12.5) or rupees (2000). */
const valueOf = (c: Pick<CouponRow, 'valueX100'>) => c.valueX100 / 100;

/** What the activity log keeps of a coupon. */
function snapshot(c: CouponRow) {
  return {
    code: c.code,
    description: c.description,
    type: c.type,
    value: valueOf(c),
    validFrom: c.validFrom.toISOString(),
    validUntil: c.validUntil.toISOString(),
    scope: c.scope,
    courseId: c.courseId,
    batchId: c.batchId,
    maxRedemptions: c.maxRedemptions,
    perUserLimit: c.perUserLimit,
    isActive: c.isActive,
  };
}

function toCoupon(row: repo.CouponJoinRow): Coupon {
  const { c } = row;
  return {
    _id: c.id,
    ...snapshot(c),
    courseTitle: c.courseId ? row.courseTitle : null,
    batchName: c.batchId ? row.batchName : null,
    redemptionCount: row.uses,
    status: row.status,
    createdBy: c.createdBy ? row.creatorName || 'Staff' : null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

const couponId = (id: string) => {
  if (!ID_PATTERN.test(id)) throw notFound(COMMERCE_MSG.couponNotFound);
  return id;
};

async function reread(db: Tx, id: string) {
  const row = await repo.findCoupon(db, id);
  if (!row) throw notFound(COMMERCE_MSG.couponNotFound);
  return toCoupon(row);
}

/**
 * The scope's target must exist: a course for 'course'; a batch for 'batch', whose course is
 * stored with it (so a course check at checkout covers batch coupons too); 'all' points nowhere.
 */
async function resolveScope(
  db: Tx,
  scope: CouponScope,
  courseId: string | null,
  batchId: string | null,
): Promise<{ courseId: string | null; batchId: string | null }> {
  if (scope === 'course') {
    const course = courseId ? await repo.findCourseRef(db, courseId) : null;
    if (!course) {
      throw validationError([{ field: 'courseId', message: COURSES_MSG.courseNotFound }]);
    }
    return { courseId: course.id, batchId: null };
  }
  if (scope === 'batch') {
    const batch = batchId ? await repo.findBatchRef(db, batchId) : null;
    if (!batch) throw validationError([{ field: 'batchId', message: COURSES_MSG.batchNotFound }]);
    return { courseId: batch.courseId, batchId: batch.id };
  }
  return { courseId: null, batchId: null };
}

const codeTaken = () =>
  conflict(COMMERCE_MSG.couponCodeTaken, [
    { field: 'code', message: COMMERCE_MSG.couponCodeTaken },
  ]);

/** Two staff saving the same code at once: the unique index decides, the loser gets 409. */
async function uniqueCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

export async function listCoupons(deps: Deps, q: z.output<typeof ZCouponListQuery>) {
  const { rows, total } = await repo.findCoupons(deps.db, {
    search: q.search || undefined,
    status: q.status,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return { coupons: rows.map(toCoupon), pagination: paginate(total, q.page, q.limit) };
}

export async function getCoupon(deps: Deps, id: string) {
  return reread(deps.db, couponId(id));
}

export async function createCoupon(deps: Deps, req: FastifyRequest, body: CouponBodyParsed) {
  return uniqueCode(() =>
    inTransaction(deps.db, async (tx) => {
      const target = await resolveScope(tx, body.scope, body.courseId, body.batchId);
      if (await repo.codeTaken(tx, body.code)) throw codeTaken();
      const actor = req.sessionUser?.id ?? null;
      const row = await repo.insertCoupon(tx, {
        code: body.code,
        description: body.description,
        type: body.type,
        valueX100: toPaise(body.value),
        validFrom: new Date(body.validFrom),
        validUntil: new Date(body.validUntil),
        scope: body.scope,
        ...target,
        maxRedemptions: body.maxRedemptions,
        perUserLimit: body.perUserLimit,
        isActive: body.isActive,
        createdBy: actor,
        updatedBy: actor,
      });
      await recordActivity(tx, req, {
        action: 'coupon.create',
        entity: 'coupon',
        entityId: row.id,
        before: null,
        after: snapshot(row),
      });
      return reread(tx, row.id);
    }),
  );
}

/** The fields that, once a coupon has been used, would change what its past uses meant. */
const FIXED_AFTER_USE = ['code', 'type', 'valueX100', 'scope', 'courseId', 'batchId'] as const;

/**
 * PATCH: the rules hold for the stored coupon with the changes applied. `toggle` is set when
 * isActive is the only thing sent or changed (the list's activate/deactivate switch).
 */
export async function updateCoupon(
  deps: Deps,
  req: FastifyRequest,
  id: string,
  patch: CouponPatch,
): Promise<{ coupon: Coupon; toggle: 'activated' | 'deactivated' | null }> {
  couponId(id);
  return uniqueCode(() =>
    inTransaction(deps.db, async (tx) => {
      const before = await repo.lockCoupon(tx, id);
      if (!before) throw notFound(COMMERCE_MSG.couponNotFound);
      const scope = patch.scope ?? before.scope;
      const merged = {
        type: patch.type ?? before.type,
        value: patch.value ?? valueOf(before),
        validFrom: patch.validFrom ?? before.validFrom.toISOString(),
        validUntil: patch.validUntil ?? before.validUntil.toISOString(),
        scope,
        courseId: patch.courseId !== undefined ? patch.courseId : before.courseId,
        batchId: patch.batchId !== undefined ? patch.batchId : before.batchId,
      };
      const issues = couponRuleIssues(merged);
      if (issues.length) {
        throw validationError(issues.map((i) => ({ field: i.path, message: i.message })));
      }
      const target = await resolveScope(tx, scope, merged.courseId, merged.batchId);
      const next: CouponRow = {
        ...before,
        code: patch.code ?? before.code,
        description: patch.description ?? before.description,
        type: merged.type,
        valueX100: toPaise(merged.value),
        validFrom: new Date(merged.validFrom),
        validUntil: new Date(merged.validUntil),
        scope,
        ...target,
        maxRedemptions:
          patch.maxRedemptions !== undefined ? patch.maxRedemptions : before.maxRedemptions,
        perUserLimit: patch.perUserLimit ?? before.perUserLimit,
        isActive: patch.isActive ?? before.isActive,
      };
      const fixedChanged = FIXED_AFTER_USE.some((k) => next[k] !== before[k]);
      if (fixedChanged && (await repo.countPaidUses(tx, id)) > 0) {
        throw conflict(COMMERCE_MSG.couponScopeFixed);
      }
      if (next.code !== before.code && (await repo.codeTaken(tx, next.code, id))) {
        throw codeTaken();
      }
      const after = await repo.updateCoupon(tx, id, {
        code: next.code,
        description: next.description,
        type: next.type,
        valueX100: next.valueX100,
        validFrom: next.validFrom,
        validUntil: next.validUntil,
        scope: next.scope,
        courseId: next.courseId,
        batchId: next.batchId,
        maxRedemptions: next.maxRedemptions,
        perUserLimit: next.perUserLimit,
        isActive: next.isActive,
        updatedBy: req.sessionUser?.id ?? null,
      });
      const [was, now] = [snapshot(before), snapshot(after)];
      const changed = (Object.keys(now) as (keyof typeof now)[]).filter(
        (k) => JSON.stringify(now[k]) !== JSON.stringify(was[k]),
      );
      const sent = Object.entries(patch).filter(([, v]) => v !== undefined);
      const onlyActive =
        (sent.length === 1 && sent[0]![0] === 'isActive') ||
        (changed.length === 1 && changed[0] === 'isActive');
      await recordActivity(tx, req, {
        action: onlyActive ? 'coupon.status' : 'coupon.update',
        entity: 'coupon',
        entityId: id,
        before: was,
        after: now,
      });
      return {
        coupon: await reread(tx, id),
        toggle: onlyActive ? (after.isActive ? 'activated' : 'deactivated') : null,
      };
    }),
  );
}

export async function listRedemptions(
  deps: Deps,
  id: string,
  q: { page: number; limit: number },
): Promise<{ redemptions: CouponRedemption[]; pagination: ReturnType<typeof paginate> }> {
  couponId(id);
  if (!(await repo.findCoupon(deps.db, id))) throw notFound(COMMERCE_MSG.couponNotFound);
  const { rows, total } = await repo.findRedemptions(deps.db, id, {
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return {
    redemptions: rows.map((r) => ({
      _id: r.p.id,
      paymentId: r.p.id,
      user: {
        _id: r.user.id,
        name: `${r.user.firstName} ${r.user.lastName}`.trim(),
        phone: r.user.phone ?? '',
        email: r.user.email ?? '',
      },
      batch: { _id: r.batch.id, name: r.batch.name },
      course: { _id: r.course.id, title: r.course.title },
      discountPaise: r.p.couponDiscountPaise,
      totalPaise: r.p.totalPaise,
      createdAt: (r.p.paidAt ?? r.p.createdAt).toISOString(),
    })),
    pagination: paginate(total, q.page, q.limit),
  };
}

export async function scopeOptions(deps: Deps): Promise<CouponScopeOption[]> {
  const rows = await repo.findScopeOptions(deps.db);
  const byCourse = new Map<string, CouponScopeOption>();
  for (const r of rows) {
    let course = byCourse.get(r.courseId);
    if (!course) {
      course = { _id: r.courseId, title: r.title, batches: [] };
      byCourse.set(r.courseId, course);
    }
    if (r.batchId) {
      course.batches.push({
        _id: r.batchId,
        name: r.batchName ?? '',
        isActive: Boolean(r.batchActive),
      });
    }
  }
  return [...byCourse.values()];
}
