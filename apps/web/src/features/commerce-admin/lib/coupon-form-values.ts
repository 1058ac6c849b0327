import {
  istDayAt,
  type Coupon,
  type CouponBody,
  type CouponBodyParsed,
  type CouponPatchBody,
} from '@app/shared';

/** What the form starts with: a coupon's values, or a new coupon valid from today for 30 days. */
export function couponFormDefaults(coupon: Coupon | null): CouponBody {
  if (!coupon) {
    return {
      code: '',
      description: '',
      type: 'percentage',
      value: undefined as unknown as number,
      validFrom: istDayAt(0, '00:00'),
      validUntil: istDayAt(30, '23:59'),
      scope: 'all',
      courseId: null,
      batchId: null,
      maxRedemptions: null,
      perUserLimit: 1,
      isActive: true,
    };
  }
  return {
    code: coupon.code,
    description: coupon.description,
    type: coupon.type,
    value: coupon.value,
    validFrom: coupon.validFrom,
    validUntil: coupon.validUntil,
    scope: coupon.scope,
    courseId: coupon.courseId,
    batchId: coupon.batchId,
    maxRedemptions: coupon.maxRedemptions,
    perUserLimit: coupon.perUserLimit,
    isActive: coupon.isActive,
  };
}

/** The scope's targets only: no stray course or batch id left from an earlier choice. */
export function tidyScope(body: CouponBodyParsed): CouponBodyParsed {
  if (body.scope === 'all') return { ...body, courseId: null, batchId: null };
  if (body.scope === 'course') return { ...body, batchId: null };
  return body;
}

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/** An edit as a PATCH: only the fields that differ from the stored coupon. */
export function couponPatch(coupon: Coupon, body: CouponBodyParsed): CouponPatchBody {
  const patch: Record<string, unknown> = {};
  const keys = [
    'code',
    'description',
    'type',
    'value',
    'scope',
    'courseId',
    'batchId',
    'maxRedemptions',
    'perUserLimit',
    'isActive',
  ] as const;
  for (const key of keys) if (body[key] !== coupon[key]) patch[key] = body[key];
  if (!sameInstant(body.validFrom, coupon.validFrom)) patch.validFrom = body.validFrom;
  if (!sameInstant(body.validUntil, coupon.validUntil)) patch.validUntil = body.validUntil;
  // The server re-checks "from before until" on the merged coupon; sending both keeps the
  // message on the field the person just changed.
  if (patch.validFrom || patch.validUntil) {
    patch.validFrom = body.validFrom;
    patch.validUntil = body.validUntil;
  }
  return patch as CouponPatchBody;
}
