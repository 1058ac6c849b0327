import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import type {
  CouponScope,
  CouponType,
  OrderStatus,
  PaymentGateway,
  PaymentMethod,
} from '@app/shared';

import {
  idColumn,
  isActiveColumn,
  parentId,
  refId,
  timestamps,
  trigramIndex,
  tz,
} from './columns.ts';
import { batches, courses } from './courses.ts';

/**
 * Discount coupons (product.md §3 Coupon). A coupon's uses are its `paid` payments; payments
 * still open (created within the abandon window, or awaiting approval) hold a place too, so the
 * limits cannot be overrun by students checking out at the same moment.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: idColumn(),
    /** upper-case; unique */
    code: varchar('code', { length: 30 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    type: varchar('type', { length: 12 }).$type<CouponType>().notNull(),
    /** percentage: value × 100 (12.5 % → 1250); flat: paise. Exact either way. */
    valueX100: integer('value_x100').notNull(),
    validFrom: tz('valid_from').notNull(),
    validUntil: tz('valid_until').notNull(),
    scope: varchar('scope', { length: 8 }).$type<CouponScope>().notNull().default('all'),
    courseId: refId('course_id').references(() => courses.id, { onDelete: 'restrict' }),
    batchId: refId('batch_id').references(() => batches.id, { onDelete: 'restrict' }),
    /** null = unlimited */
    maxRedemptions: integer('max_redemptions'),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    isActive: isActiveColumn(),
    createdBy: refId('created_by'),
    updatedBy: refId('updated_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.code),
    index('coupons_created_idx').on(t.createdAt),
    trigramIndex('coupons_code_trgm_idx', t.code, { lower: false }),
  ],
);
export type CouponRow = typeof coupons.$inferSelect;

/** Receipt numbers: one sequence, assigned when a payment becomes paid (KS-000001, …). */
export const receiptSeq = pgSequence('payment_receipt_seq', { startWith: 1, increment: 1 });

/**
 * One checkout attempt: the order, its amounts (integer paise, fixed when created), how it is
 * paid, and what happened. Becoming `paid` (or `refund_due`, when the seat is gone by then) is
 * one conditional UPDATE, so a retried or duplicated gateway event can enrol the student only
 * once. An open online order holds a seat until `seatHeldUntil`.
 */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    userId: refId('user_id').notNull(),
    batchId: parentId('batch_id', () => batches.id, 'restrict'),
    courseId: parentId('course_id', () => courses.id, 'restrict'),
    couponId: refId('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
    couponCode: varchar('coupon_code', { length: 30 }),
    method: varchar('method', { length: 8 }).$type<PaymentMethod>().notNull(),
    gateway: varchar('gateway', { length: 10 }).$type<PaymentGateway>(),
    status: varchar('status', { length: 20 }).$type<OrderStatus>().notNull(),
    basePaise: integer('base_paise').notNull(),
    batchDiscountPaise: integer('batch_discount_paise').notNull(),
    couponDiscountPaise: integer('coupon_discount_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    gatewayOrderId: varchar('gateway_order_id', { length: 64 }),
    gatewayPaymentId: varchar('gateway_payment_id', { length: 64 }),
    failureReason: text('failure_reason'),
    /** manual payments: UPI UTR / bank reference, normalised upper-case */
    reference: varchar('reference', { length: 40 }),
    screenshotFileId: refId('screenshot_file_id'),
    reviewedBy: refId('reviewed_by'),
    reviewedAt: tz('reviewed_at'),
    rejectionReason: text('rejection_reason'),
    resolvedBy: refId('resolved_by'),
    resolvedAt: tz('resolved_at'),
    resolutionNote: text('resolution_note'),
    receiptNo: integer('receipt_no'),
    paidAt: tz('paid_at'),
    /**
     * online orders: the seat is the student's until then (while `created` or `failed`); cleared
     * when a newer order of theirs for the batch replaces this one
     */
    seatHeldUntil: tz('seat_held_until'),
    ...timestamps,
  },
  (t) => [
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    index('payments_batch_idx').on(t.batchId, t.status),
    index('payments_coupon_status_idx').on(t.couponId, t.status),
    uniqueIndex('payments_gateway_order_uq').on(t.gatewayOrderId),
    uniqueIndex('payments_receipt_no_uq').on(t.receiptNo),
    index('payments_reference_idx').on(t.reference),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/**
 * Everything a gateway (or staff) told us about a payment, in arrival order. `eventKey` makes a
 * redelivered webhook a no-op (Razorpay's x-razorpay-event-id, or the payment id + event name).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: idColumn(),
    paymentId: refId('payment_id'),
    source: varchar('source', { length: 16 })
      .$type<'webhook' | 'verify' | 'test-gateway' | 'staff' | 'system'>()
      .notNull(),
    eventKey: varchar('event_key', { length: 160 }),
    event: varchar('event', { length: 60 }).notNull(),
    outcome: varchar('outcome', { length: 200 }).notNull(),
    payload: jsonb('payload').$type<unknown>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_events_key_uq').on(t.eventKey),
    index('payment_events_payment_idx').on(t.paymentId, t.createdAt),
  ],
);

/**
 * Uploaded files: course thumbnails (public), payment screenshots and assignment files (private;
 * PDF, ZIP or image).
 */
export const files = pgTable(
  'files',
  {
    id: idColumn(),
    ownerId: refId('owner_id'),
    kind: varchar('kind', { length: 20 })
      .$type<'thumbnail' | 'payment-proof' | 'assignment' | 'lesson-file'>()
      .notNull(),
    mime: varchar('mime', { length: 40 }).notNull(),
    size: integer('size').notNull(),
    /** key in the file store (./data/uploads locally) */
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);
export type FileRow = typeof files.$inferSelect;

/** Lessons a student ticked as done, per course (key = module position . lesson index). */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: idColumn(),
    userId: refId('user_id').notNull(),
    courseId: parentId('course_id', () => courses.id, 'cascade'),
    /** the lesson's _id (stable when lessons are reordered) */
    lessonKey: varchar('lesson_key', { length: 24 }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('lesson_progress_user_course_key_uq').on(t.userId, t.courseId, t.lessonKey)],
);
