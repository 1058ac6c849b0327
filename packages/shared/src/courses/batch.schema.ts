import { listPageFields, ZPagination } from '../http.ts';
import { ID_PATTERN, ZId } from '../ids.ts';
import { ZDateOnly } from '../leads/dates.ts';
import { z } from '../zod.ts';
import { BATCH_CURRENCY, BATCH_STATUSES, DEFAULT_BATCH_SEATS } from './batch-status.ts';
import { ZPersonRef } from './course.schema.ts';
import { COURSES_MSG } from './messages.ts';
import { DISCOUNT_TYPES, hasAtMost2Decimals } from './pricing.ts';

/** A batch id must be 24 hexadecimal characters (calls.md §5), else 'Invalid batch ID'. */
export const ZBatchId = z.string().regex(ID_PATTERN, COURSES_MSG.invalidBatchId);
export function isValidBatchId(id: unknown): id is string {
  return ZBatchId.safeParse(id).success;
}

/** Batch as answers carry it (calls.md §3). Dates are calendar days YYYY-MM-DD; money in rupees. */
export const ZBatch = z.object({
  _id: z.string(),
  name: z.string(),
  /** same as name (product.md §3 calls it name/batchName) */
  batchName: z.string(),
  /** course id */
  course: z.string(),
  courseTitle: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  enrollmentEndDate: z.string(),
  status: z.enum(BATCH_STATUSES),
  /** durationWeeks(startDate, endDate) */
  durationWeeks: z.number().int(),
  mentors: z.array(ZPersonRef),
  price: z.number(),
  discount: z.number(),
  discountType: z.enum(DISCOUNT_TYPES),
  /** batchFinalPrice(price, discount, discountType) */
  finalPrice: z.number(),
  priceTitle: z.string(),
  currency: z.literal(BATCH_CURRENCY),
  isActive: z.boolean(),
  /** capacity */
  seats: z.number().int(),
  seatsLeft: z.number().int(),
  studentCount: z.number().int(),
  /** isActive, enrollmentEndDate not passed (IST) and seats left */
  isEnrollmentOpen: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Batch = z.infer<typeof ZBatch>;
export const ZBatchData = z.object({ batch: ZBatch });
export const ZBatchesData = z.object({ batches: z.array(ZBatch) });
/** POST /admin/batches answers under calls.md's name. */
export const ZCreatedBatchData = z.object({ createdBatch: ZBatch });

const batchFields = {
  name: z
    .string({ error: COURSES_MSG.batchNameRequired })
    .trim()
    .min(1, { error: COURSES_MSG.batchNameRequired, abort: true })
    .max(120, 'Batch name is at most 120 characters'),
  course: z.string({ error: COURSES_MSG.courseRequired }).pipe(ZId),
  startDate: z.string({ error: COURSES_MSG.startDateRequired }).pipe(ZDateOnly),
  endDate: z.string({ error: COURSES_MSG.endDateRequired }).pipe(ZDateOnly),
  enrollmentEndDate: z.string({ error: COURSES_MSG.enrollmentEndDateRequired }).pipe(ZDateOnly),
  price: z
    .number({ error: COURSES_MSG.priceRequired })
    .int(COURSES_MSG.priceInvalid)
    .min(0, COURSES_MSG.priceInvalid)
    .max(10_000_000, 'Price is at most 10000000'),
  discount: z
    .number({ error: COURSES_MSG.discountNegative })
    .min(0, COURSES_MSG.discountNegative)
    .max(10_000_000, COURSES_MSG.flatOverPrice)
    .refine(hasAtMost2Decimals, COURSES_MSG.discountDecimals),
  discountType: z.enum(DISCOUNT_TYPES, { error: 'Choose percent or flat' }),
  priceTitle: z.string().trim().max(120, 'Price title is at most 120 characters'),
  currency: z.literal(BATCH_CURRENCY, { error: 'Only INR is supported' }),
  isActive: z.boolean(),
  seats: z
    .number({ error: COURSES_MSG.seatsInvalid })
    .int(COURSES_MSG.seatsInvalid)
    .min(1, COURSES_MSG.seatsInvalid)
    .max(10_000, COURSES_MSG.seatsInvalid),
  /** staff user ids */
  mentors: z.array(ZId).max(20, 'At most 20 mentors'),
};

type BatchRules = {
  startDate?: string;
  endDate?: string;
  enrollmentEndDate?: string;
  price?: number;
  discount?: number;
  discountType?: (typeof DISCOUNT_TYPES)[number];
};

/**
 * Cross-field rules (ours, plain messages): enrollmentEndDate ≤ startDate < endDate; a percent
 * discount at most 100; a flat discount at most the price. Rules whose fields are missing are
 * skipped (the server re-checks the merged batch on update).
 */
export function batchRuleIssues(b: BatchRules): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (b.enrollmentEndDate && b.startDate && b.enrollmentEndDate > b.startDate) {
    issues.push({ path: 'enrollmentEndDate', message: COURSES_MSG.enrollmentAfterStart });
  }
  if (b.startDate && b.endDate && b.endDate <= b.startDate) {
    issues.push({ path: 'endDate', message: COURSES_MSG.endNotAfterStart });
  }
  if (b.discount !== undefined && b.discountType === 'percent' && b.discount > 100) {
    issues.push({ path: 'discount', message: COURSES_MSG.percentOver100 });
  }
  if (
    b.discount !== undefined &&
    b.price !== undefined &&
    b.discountType === 'flat' &&
    b.discount > b.price
  ) {
    issues.push({ path: 'discount', message: COURSES_MSG.flatOverPrice });
  }
  return issues;
}

function withRules<T extends z.ZodType<BatchRules>>(schema: T) {
  return schema.superRefine((b, ctx) => {
    for (const i of batchRuleIssues(b)) {
      ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
    }
  });
}

/** POST /admin/batches body, and the admin batch form. */
export const ZBatchBody = withRules(
  z.strictObject({
    ...batchFields,
    discount: batchFields.discount.default(0),
    discountType: batchFields.discountType.default('percent'),
    priceTitle: batchFields.priceTitle.default(''),
    currency: batchFields.currency.default(BATCH_CURRENCY),
    isActive: batchFields.isActive.default(true),
    seats: batchFields.seats.default(DEFAULT_BATCH_SEATS),
    mentors: batchFields.mentors.default([]),
  }),
);
export type BatchBody = z.input<typeof ZBatchBody>;
export type BatchBodyParsed = z.output<typeof ZBatchBody>;

/**
 * PATCH /admin/batches/{id}: any fields, or only {isActive} (the toggle). The course of a batch
 * cannot change. The rules are checked here on the fields given and on the server again against
 * the stored batch merged with them.
 */
export const ZBatchPatchBody = withRules(
  z
    .strictObject({
      name: batchFields.name.optional(),
      startDate: batchFields.startDate.optional(),
      endDate: batchFields.endDate.optional(),
      enrollmentEndDate: batchFields.enrollmentEndDate.optional(),
      price: batchFields.price.optional(),
      discount: batchFields.discount.optional(),
      discountType: batchFields.discountType.optional(),
      priceTitle: batchFields.priceTitle.optional(),
      currency: batchFields.currency.optional(),
      isActive: batchFields.isActive.optional(),
      seats: batchFields.seats.optional(),
      mentors: batchFields.mentors.optional(),
    })
    .refine((b) => Object.values(b).some((v) => v !== undefined), COURSES_MSG.nothingToUpdate),
);
export type BatchPatchBody = z.input<typeof ZBatchPatchBody>;

/** GET /admin/batches?course=<id|all>&page&limit */
export const ZAdminBatchListQuery = z.object({
  course: z.union([z.literal('all'), ZId]).default('all'),
  ...listPageFields,
});
export type AdminBatchListQuery = z.input<typeof ZAdminBatchListQuery>;

/** Admin batch list of one course, or key 'all' when no course (calls.md §3). */
export const ZAdminBatchListData = z.object({
  /** the course id, or 'all' */
  course: z.string(),
  batches: z.array(ZBatch),
  /** students enrolled across the listed course (or all courses) */
  studentCount: z.number().int(),
  pagination: ZPagination,
});
export type AdminBatchListData = z.infer<typeof ZAdminBatchListData>;

export const ENROLMENT_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];
