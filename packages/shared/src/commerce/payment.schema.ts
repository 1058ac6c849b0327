import { ZBatch } from '../courses/batch.schema.ts';
import { listPageFields, ZPagination } from '../http.ts';
import { ZId } from '../ids.ts';
import { ZDateOnly } from '../leads/dates.ts';
import { plural } from '../text/plural.ts';
import { z } from '../zod.ts';
import { ZCouponCode } from './coupon.schema.ts';
import { COMMERCE_MSG } from './messages.ts';

export const PAYMENT_METHODS = ['online', 'manual', 'free'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  online: 'Online',
  manual: 'UPI / bank transfer',
  free: 'Free (coupon)',
};
export const PAYMENT_GATEWAYS = ['test', 'razorpay'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

/**
 * Stored payment states. An online order starts `created` and becomes `paid` or `failed` (a
 * failed one may still be paid by a later retry event). A manual one starts `pending_approval`
 * and becomes `paid` (approved) or `rejected`. A free one is `paid` at once. An online payment
 * that completes when the student can no longer be enrolled (batch full or closed, enrolment
 * closed, already enrolled) becomes `refund_due` with the reason in `failureReason`; staff mark
 * it `refunded` once the money is back.
 */
export const ORDER_STATUSES = [
  'created',
  'paid',
  'failed',
  'pending_approval',
  'rejected',
  'refund_due',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * What lists show: a `created` online order whose seat hold has lapsed (payment.seatHeldUntil
 * passed, or the hold given back to a newer order) is `abandoned`, shown as "Expired". One rule,
 * computed when read, for the student's profile, the staff lists and the seat counts alike.
 */
export const ORDER_DISPLAY_STATUSES = [...ORDER_STATUSES, 'abandoned'] as const;
export type OrderDisplayStatus = (typeof ORDER_DISPLAY_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderDisplayStatus, string> = {
  created: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Failed',
  pending_approval: 'Awaiting approval',
  rejected: 'Rejected',
  refund_due: 'Refund due',
  refunded: 'Refunded',
  abandoned: 'Expired',
};
/** Why an order is "Expired": said under its status. */
export const ORDER_EXPIRED_NOTE = 'The seat hold lapsed before payment.';

/** "Your seat is held for 15 minutes": the notice checkout shows once an online order is open. */
export function seatHeldText(minutes: number): string {
  return `Your seat is held for ${plural(minutes, 'minute')}`;
}

export const ZAmounts = z.object({
  basePaise: z.number().int(),
  batchDiscountPaise: z.number().int(),
  couponDiscountPaise: z.number().int(),
  taxablePaise: z.number().int(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
});

/** POST /checkout/quote: the price of a batch for the signed-in student, with a coupon or not. */
export const ZQuoteBody = z.strictObject({
  batchId: z.string().max(64),
  couponCode: z.string().trim().max(60).optional(),
});
export type QuoteBody = z.input<typeof ZQuoteBody>;

/**
 * data.quote. An unusable coupon does not fail the call: `coupon` is null and `couponError` says
 * why (unknown, inactive, not yet valid, expired, used up, used by you, wrong course or batch),
 * so the page can show the message under the field and keep the full price.
 */
export const ZQuote = z.object({
  batch: ZBatch,
  amounts: ZAmounts,
  coupon: z
    .object({
      code: z.string(),
      type: z.enum(['percentage', 'flat']),
      value: z.number(),
      description: z.string(),
    })
    .nullable(),
  couponError: z.string().nullable(),
  /** true when totalPaise is 0: enrol without paying */
  isFree: z.boolean(),
  /**
   * which online gateway the server uses: 'test' (no money moves; a staging or local site),
   * 'razorpay', or 'none' (online payment is not offered: manual and free paths only)
   */
  gateway: z.enum(['test', 'razorpay', 'none']),
  /** how long opening an online order holds a seat */
  seatHoldMinutes: z.number().int(),
  /** the end of this student's own seat hold on the batch (an open online order), or null */
  heldUntil: z.string().nullable(),
  /** seats this student could still take: free seats, plus their own hold */
  seatsFree: z.number().int(),
  /** UPI/bank details shown for a manual payment */
  manual: z.object({ upiId: z.string(), payeeName: z.string(), bankDetails: z.string() }),
  /**
   * Another batch of this course the student is already enrolled in (active), or null: checkout
   * warns before they pay for a second one.
   */
  ownedBatch: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type Quote = z.infer<typeof ZQuote>;
export const ZQuoteData = z.object({ quote: ZQuote });

/** A UPI UTR or bank reference: 6–40 letters/digits (spaces and dashes removed first). */
export const ZPaymentReference = z
  .string({ error: COMMERCE_MSG.referenceRequired })
  .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: COMMERCE_MSG.referenceRequired, abort: true })
      .regex(/^[A-Z0-9]{6,40}$/, COMMERCE_MSG.referenceFormat),
  );

/** An order's fields before the rule that ties them (a manual payment needs its reference). */
export const ZOrderFields = z.strictObject({
  batchId: z.string().max(64),
  couponCode: ZCouponCode.optional(),
  method: z.enum(['online', 'manual'], { error: COMMERCE_MSG.methodRequired }),
  reference: z.string().max(80).optional(),
  screenshotFileId: ZId.optional(),
});

/**
 * POST /checkout/orders. `online`: an order at the gateway (or the test gateway); `manual`: needs
 * `reference` (and optionally `screenshotFileId` from POST /uploads/payment-proof) and waits for
 * staff approval. When the total is 0 (a 100 % coupon) the method is ignored and the student is
 * enrolled at once (method `free`).
 */
export const ZOrderBody = ZOrderFields.superRefine((b, ctx) => {
  if (b.method !== 'manual') return;
  const ref = ZPaymentReference.safeParse(b.reference ?? '');
  if (!ref.success) {
    ctx.addIssue({ code: 'custom', path: ['reference'], message: ref.error.issues[0]!.message });
  }
});
export type OrderBody = z.input<typeof ZOrderBody>;

export const ZPersonSummary = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
});

/** A payment (one checkout attempt) as the student and staff see it. */
export const ZPayment = z.object({
  _id: z.string(),
  user: ZPersonSummary,
  batch: z.object({ _id: z.string(), name: z.string(), startDate: z.string() }),
  course: z.object({ _id: z.string(), title: z.string() }),
  method: z.enum(PAYMENT_METHODS),
  gateway: z.enum(PAYMENT_GATEWAYS).nullable(),
  status: z.enum(ORDER_STATUSES),
  displayStatus: z.enum(ORDER_DISPLAY_STATUSES),
  amounts: ZAmounts,
  couponCode: z.string().nullable(),
  gatewayOrderId: z.string().nullable(),
  gatewayPaymentId: z.string().nullable(),
  failureReason: z.string().nullable(),
  reference: z.string().nullable(),
  hasScreenshot: z.boolean(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  /** e.g. KS-000042, once paid */
  receiptNumber: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** online orders: until when the order holds its seat (ISO); null otherwise */
  seatHeldUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payment = z.infer<typeof ZPayment>;
export const ZPaymentData = z.object({ payment: ZPayment });
/** GET /payments: the signed-in student's own, newest first. */
export const ZMyPaymentsData = z.object({ payments: z.array(ZPayment) });

/** What the browser needs to open the gateway after POST /checkout/orders (method online). */
export const ZGatewayCheckout = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('test'), paymentId: z.string() }),
  z.object({
    kind: z.literal('razorpay'),
    keyId: z.string(),
    orderId: z.string(),
    amountPaise: z.number().int(),
    currency: z.literal('INR'),
    name: z.string(),
    description: z.string(),
    prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  }),
]);
export type GatewayCheckout = z.infer<typeof ZGatewayCheckout>;

/** data of POST /checkout/orders: the payment, the gateway hand-off (online), enrolled or not. */
export const ZOrderData = z.object({
  payment: ZPayment,
  gateway: ZGatewayCheckout.nullable(),
  enrolled: z.boolean(),
});
export type OrderData = z.infer<typeof ZOrderData>;

/** POST /payments/test-gateway/{paymentId}: the payer's choice on the local test gateway. */
export const ZTestGatewayBody = z.strictObject({ outcome: z.enum(['success', 'failure']) });

/** POST /payments/verify: Razorpay Checkout's handler arguments. */
export const ZRazorpayVerifyBody = z.strictObject({
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_signature: z.string().min(1).max(256),
});

/**
 * Admin lists: GET /admin/payments (failed, abandoned, refund due/refunded) and
 * GET /admin/payment-approvals. `refund_due` lists refund-due payments and, once resolved, the
 * refunded ones (the `resolved` filter tells them apart).
 */
export const FAILED_PAYMENT_FILTERS = ['failed', 'abandoned', 'refund_due', 'all'] as const;
export const ZFailedPaymentsQuery = z.object({
  status: z.enum(FAILED_PAYMENT_FILTERS).default('all'),
  resolved: z.enum(['yes', 'no', 'all']).default('no'),
  /** name, phone (10 digits), e-mail, payment id or gateway order id */
  search: z.string().trim().max(100).optional(),
  startDate: ZDateOnly.optional(),
  endDate: ZDateOnly.optional(),
  ...listPageFields,
});
export type FailedPaymentsQuery = z.input<typeof ZFailedPaymentsQuery>;

export const ZApprovalsQuery = z.object({
  status: z.enum(['pending_approval', 'paid', 'rejected']).default('pending_approval'),
  search: z.string().trim().max(100).optional(),
  ...listPageFields,
});
export type ApprovalsQuery = z.input<typeof ZApprovalsQuery>;
export const ZPaymentListData = z.object({ payments: z.array(ZPayment), pagination: ZPagination });

export const ZRejectBody = z.strictObject({
  reason: z
    .string({ error: COMMERCE_MSG.rejectReasonRequired })
    .trim()
    .min(5, COMMERCE_MSG.rejectReasonRequired)
    .max(500, 'At most 500 characters'),
});
export const ZResolveBody = z.strictObject({
  note: z
    .string({ error: COMMERCE_MSG.resolutionNoteRequired })
    .trim()
    .min(3, COMMERCE_MSG.resolutionNoteRequired)
    .max(500, 'At most 500 characters'),
});

/** A gateway event as staff see it on a payment's detail (GET /admin/payments/{id} → data.events). */
export const ZPaymentEvent = z.object({
  _id: z.string(),
  source: z.enum(['webhook', 'verify', 'test-gateway', 'staff', 'system']),
  event: z.string(),
  outcome: z.string(),
  createdAt: z.string(),
});
export type PaymentEvent = z.infer<typeof ZPaymentEvent>;
/** GET /admin/payments/{id}: the payment and its history. */
export const ZPaymentDetailData = z.object({ payment: ZPayment, events: z.array(ZPaymentEvent) });

/** POST /uploads/payment-proof and POST /admin/uploads/thumbnail → data.file */
export const ZUploadedFile = z.object({
  _id: z.string(),
  /** public files (thumbnails): /api/v1/files/{id}; private ones: null */
  url: z.string().nullable(),
  mime: z.string(),
  size: z.number().int(),
});
export type UploadedFile = z.infer<typeof ZUploadedFile>;
export const ZUploadedFileData = z.object({ file: ZUploadedFile });
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * Why an image cannot be uploaded (type, empty, too large), or null: the browser's check before
 * sending; the server checks the bytes themselves again.
 */
export function imageUploadProblem(file: { type: string; size: number }): string | null {
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) {
    return COMMERCE_MSG.uploadTypeInvalid;
  }
  if (file.size === 0) return COMMERCE_MSG.uploadEmpty;
  if (file.size > UPLOAD_MAX_BYTES) return COMMERCE_MSG.uploadTooLarge;
  return null;
}
