import { hasAtMost2Decimals } from '../courses/pricing.ts';
import { listPageFields, ZPagination } from '../http.ts';
import { ZId } from '../ids.ts';
import { z } from '../zod.ts';
import { COMMERCE_MSG } from './messages.ts';
import { COUPON_TYPES } from './quote.ts';

export const COUPON_SCOPES = ['all', 'course', 'batch'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];
export const COUPON_SCOPE_LABELS: Record<CouponScope, string> = {
  all: 'Every course',
  course: 'One course',
  batch: 'One batch',
};
export const COUPON_TYPE_LABELS = { percentage: 'Percentage', flat: 'Flat amount (₹)' } as const;

/** Where a coupon stands now (computed from isActive, the dates and the redemptions). */
export const COUPON_STATUSES = ['active', 'scheduled', 'expired', 'exhausted', 'inactive'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  exhausted: 'Used up',
  inactive: 'Deactivated',
};

/** Codes are stored upper-case; what a student types is upper-cased and trimmed first. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export const ZCouponCode = z
  .string({ error: COMMERCE_MSG.couponCodeRequired })
  .trim()
  .min(1, { error: COMMERCE_MSG.couponCodeRequired, abort: true })
  .transform(normaliseCouponCode)
  .pipe(z.string().regex(/^[A-Z0-9_-]{3,30}$/, COMMERCE_MSG.couponCodeFormat));

const limit = z
  .number({ error: COMMERCE_MSG.couponLimitInvalid })
  .int(COMMERCE_MSG.couponLimitInvalid)
  .min(1, COMMERCE_MSG.couponLimitInvalid)
  .max(1_000_000, COMMERCE_MSG.couponLimitInvalid);

const couponFields = {
  code: ZCouponCode,
  description: z.string().trim().max(200, 'At most 200 characters'),
  type: z.enum(COUPON_TYPES, { error: 'Choose percentage or flat' }),
  /** percentage: 0 < value ≤ 100 (2 decimals); flat: rupees (2 decimals) */
  value: z
    .number({ error: COMMERCE_MSG.couponValueRequired })
    .gt(0, COMMERCE_MSG.couponValuePositive)
    .max(10_000_000, 'Value is at most 10000000')
    .refine(hasAtMost2Decimals, 'Value can have at most 2 decimal places'),
  /** ISO date-times (the form sends IST midnight of the chosen days) */
  validFrom: z.iso.datetime({ offset: true, error: COMMERCE_MSG.couponValidFromRequired }),
  validUntil: z.iso.datetime({ offset: true, error: COMMERCE_MSG.couponValidUntilRequired }),
  scope: z.enum(COUPON_SCOPES),
  courseId: ZId.nullable(),
  batchId: ZId.nullable(),
  /** total redemptions allowed; null = no limit */
  maxRedemptions: limit.nullable(),
  /** redemptions per student */
  perUserLimit: limit,
  isActive: z.boolean(),
};

type CouponRules = {
  type?: (typeof COUPON_TYPES)[number];
  value?: number;
  validFrom?: string;
  validUntil?: string;
  scope?: CouponScope;
  courseId?: string | null;
  batchId?: string | null;
};

/**
 * Cross-field rules (calls.md §5 "Coupon update": a percentage cannot exceed 100; validFrom must
 * be earlier than validUntil) and the scope's target. Rules whose fields are missing are skipped;
 * the server re-checks the stored coupon merged with an update.
 */
export function couponRuleIssues(c: CouponRules): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (c.type === 'percentage' && c.value !== undefined && c.value > 100) {
    issues.push({ path: 'value', message: COMMERCE_MSG.couponPercentOver100 });
  }
  if (c.validFrom && c.validUntil && Date.parse(c.validFrom) >= Date.parse(c.validUntil)) {
    issues.push({ path: 'validUntil', message: COMMERCE_MSG.couponDatesOrder });
  }
  if (c.scope === 'course' && !c.courseId) {
    issues.push({ path: 'courseId', message: COMMERCE_MSG.couponScopeCourse });
  }
  if (c.scope === 'batch' && !c.batchId) {
    issues.push({ path: 'batchId', message: COMMERCE_MSG.couponScopeBatch });
  }
  return issues;
}

function withRules<T extends z.ZodType<CouponRules>>(schema: T) {
  return schema.superRefine((c, ctx) => {
    for (const i of couponRuleIssues(c)) {
      ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
    }
  });
}

/** POST /admin/coupons, and the coupon form. */
export const ZCouponBody = withRules(
  z.strictObject({
    ...couponFields,
    description: couponFields.description.default(''),
    scope: couponFields.scope.default('all'),
    courseId: couponFields.courseId.default(null),
    batchId: couponFields.batchId.default(null),
    maxRedemptions: couponFields.maxRedemptions.default(null),
    perUserLimit: couponFields.perUserLimit.default(1),
    isActive: couponFields.isActive.default(true),
  }),
);
export type CouponBody = z.input<typeof ZCouponBody>;
export type CouponBodyParsed = z.output<typeof ZCouponBody>;

/** PATCH /admin/coupons/{id}: any fields; {isActive:false} deactivates. */
export const ZCouponPatchBody = withRules(
  z
    .strictObject({
      code: couponFields.code.optional(),
      description: couponFields.description.optional(),
      type: couponFields.type.optional(),
      value: couponFields.value.optional(),
      validFrom: couponFields.validFrom.optional(),
      validUntil: couponFields.validUntil.optional(),
      scope: couponFields.scope.optional(),
      courseId: couponFields.courseId.optional(),
      batchId: couponFields.batchId.optional(),
      maxRedemptions: couponFields.maxRedemptions.optional(),
      perUserLimit: couponFields.perUserLimit.optional(),
      isActive: couponFields.isActive.optional(),
    })
    .refine((b) => Object.values(b).some((v) => v !== undefined), 'Send at least one field'),
);
export type CouponPatchBody = z.input<typeof ZCouponPatchBody>;

/** A coupon as staff see it. Money in rupees, dates ISO. */
export const ZCoupon = z.object({
  _id: z.string(),
  code: z.string(),
  description: z.string(),
  type: z.enum(COUPON_TYPES),
  value: z.number(),
  validFrom: z.string(),
  validUntil: z.string(),
  scope: z.enum(COUPON_SCOPES),
  courseId: z.string().nullable(),
  courseTitle: z.string().nullable(),
  batchId: z.string().nullable(),
  batchName: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  perUserLimit: z.number().int(),
  isActive: z.boolean(),
  /** completed redemptions (paid or free enrolments) */
  redemptionCount: z.number().int(),
  status: z.enum(COUPON_STATUSES),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Coupon = z.infer<typeof ZCoupon>;
export const ZCouponData = z.object({ coupon: ZCoupon });

/** GET /admin/coupons */
export const ZCouponListQuery = z.object({
  /** part of the code, case-insensitive */
  search: z.string().trim().max(60).optional(),
  status: z.enum(COUPON_STATUSES).optional(),
  ...listPageFields,
});
export type CouponListQuery = z.input<typeof ZCouponListQuery>;
export const ZCouponListData = z.object({ coupons: z.array(ZCoupon), pagination: ZPagination });

/** One use of a coupon (GET /admin/coupons/{id}/redemptions → data{redemptions, pagination}). */
export const ZCouponRedemption = z.object({
  _id: z.string(),
  paymentId: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), phone: z.string(), email: z.string() }),
  batch: z.object({ _id: z.string(), name: z.string() }),
  course: z.object({ _id: z.string(), title: z.string() }),
  discountPaise: z.number().int(),
  totalPaise: z.number().int(),
  createdAt: z.string(),
});
export type CouponRedemption = z.infer<typeof ZCouponRedemption>;
export const ZCouponRedemptionsData = z.object({
  redemptions: z.array(ZCouponRedemption),
  pagination: ZPagination,
});

/** GET /admin/coupons/options → data.courses: what a coupon's scope can point at. */
export const ZCouponScopeOption = z.object({
  _id: z.string(),
  title: z.string(),
  batches: z.array(z.object({ _id: z.string(), name: z.string(), isActive: z.boolean() })),
});
export type CouponScopeOption = z.infer<typeof ZCouponScopeOption>;
/** GET /admin/coupons/options: the courses (and their batches) a coupon can be limited to. */
export const ZCouponOptionsData = z.object({ courses: z.array(ZCouponScopeOption) });
