import { r as ZBatch } from "./batch.schema-C1fQK6d_.js";
import { a as ZId, n as ZPagination, r as listPageFields } from "./http-DRLmBayV.js";
import { T as COUPON_TYPES, jt as ZDateOnly, pt as hasAtMost2Decimals } from "../entry-server.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { z } from "zod";
// ../../packages/shared/src/commerce/messages.ts
/**
* Checkout, coupon, payment and classroom texts. The spec quotes none of these (calls.md §8 lists
* course and batch texts only), so they are ours, in plain words. One place for the form, the
* server and the tests.
*/
/** 26214400 → '25 MB', 1572864 → '1.5 MB' (MB of 1024 × 1024 bytes, like UPLOAD_MAX_BYTES). */
var megabytes = (bytes) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
var COMMERCE_MSG = {
	couponUnknown: "This coupon code does not exist",
	couponInactive: "This coupon is no longer active",
	couponNotYetValid: "This coupon is not valid yet",
	couponExpired: "This coupon has expired",
	couponExhausted: "This coupon has reached its usage limit",
	couponUsedByYou: "You have already used this coupon the maximum number of times",
	couponWrongCourse: "This coupon is not valid for this course",
	couponWrongBatch: "This coupon is not valid for this batch",
	couponApplied: "Coupon applied",
	couponCodeRequired: "Coupon code is required",
	couponCodeFormat: "Use 3 to 30 letters, digits, hyphens or underscores",
	couponValueRequired: "Value is required",
	couponValuePositive: "Value must be more than 0",
	couponPercentOver100: "Percentage cannot exceed 100",
	couponValidFromRequired: "Valid from is required",
	couponValidUntilRequired: "Valid until is required",
	couponDatesOrder: "Valid from must be earlier than valid until",
	couponScopeCourse: "Choose the course this coupon is for",
	couponScopeBatch: "Choose the batch this coupon is for",
	couponLimitInvalid: "Limit must be a whole number of 1 or more",
	couponCodeTaken: "A coupon with this code already exists",
	couponNotFound: "Coupon not found",
	couponCreated: "Coupon created successfully",
	couponUpdated: "Coupon updated successfully",
	couponDeactivated: "Coupon deactivated",
	couponActivated: "Coupon activated",
	couponScopeFixed: "The scope of a coupon that has been used cannot change",
	enrolmentClosed: "Enrolment for this batch is closed",
	batchFull: "This batch is full",
	alreadyEnrolled: "You are already enrolled in this batch",
	/** checkout of a second batch of a course the student already has (a warning, not a refusal) */
	ownsAnotherBatch: (course, batch) => `You are already enrolled in ${course} (${batch})`,
	pendingApprovalExists: "Your manual payment for this batch is waiting for approval. We will let you know soon.",
	quoteReady: "Price calculated",
	orderCreated: "Order created",
	orderResumed: "Your open order for this batch: pay for it to keep your seat",
	enrolledFree: "You are enrolled! Welcome to the batch.",
	manualSubmitted: "Payment details submitted. We will confirm your enrolment after verification.",
	referenceRequired: "Enter the UPI or bank reference number",
	referenceFormat: "The reference is 6 to 40 letters or digits",
	methodRequired: "Choose how you want to pay",
	paymentNotFound: "Payment not found",
	paymentSucceeded: "Payment successful. You are enrolled!",
	paymentFailed: "Payment failed. No money was taken; please try again.",
	paymentAlreadyDone: "This payment is already complete",
	paymentNotPending: "This payment is no longer waiting for payment",
	testGatewayOff: "The test payment gateway is not available on this site",
	liveGatewayOff: "Online payment is not configured",
	onlinePaymentOff: "Online payment is not available on this site. Please pay by UPI or bank transfer instead.",
	paymentRefundDue: "Your payment went through, but we could not enrol you. We will refund the full amount.",
	refundBatchFull: "The batch filled up before your payment completed",
	refundBatchClosed: "The batch was closed before your payment completed",
	refundEnrolmentClosed: "Enrolment for this batch closed before your payment completed",
	refundAlreadyEnrolled: "You were already enrolled in this batch",
	invalidSignature: "Invalid webhook signature",
	invalidPaymentSignature: "Payment verification failed",
	webhookAccepted: "Webhook processed",
	amountMismatch: "The amount paid does not match the order",
	receiptNotAvailable: "A receipt is available once the payment is complete",
	paymentsFetched: "Payments fetched successfully",
	approvalNotPending: "This payment is not waiting for approval",
	rejectReasonRequired: "Give a reason for rejecting (at least 5 characters)",
	paymentApproved: "Payment approved and student enrolled",
	paymentRejected: "Payment rejected and student informed",
	paymentResolved: "Payment marked as resolved",
	paymentRefunded: "Payment marked as refunded and the student told",
	paymentNotFailed: "Only failed, expired or refund-due payments can be resolved",
	approveBatchFull: "This batch is full, so the student cannot be enrolled. Add seats to the batch, or reject this payment and refund the student.",
	approveBatchClosed: "This batch is closed, so the student cannot be enrolled. Reject this payment and refund the student.",
	approveEnrolmentClosed: "Enrolment for this batch closed before this payment was made. Reject it and refund the student.",
	approveAlreadyEnrolled: "The student is already enrolled in this batch. Reject this payment and refund the student.",
	resolutionNoteRequired: "Add a note on how this was resolved",
	noScreenshot: "No screenshot was uploaded for this payment",
	uploadTypeInvalid: "Upload a PNG, JPEG or WebP image",
	uploadTooLarge: "The image must be 5 MB or smaller",
	uploadEmpty: "The file is empty",
	uploaded: "File uploaded",
	fileNotFound: "File not found",
	uploadsPerHour: (perHour, minutes) => `You can upload ${plural(perHour, "file")} an hour. Please try again in ${plural(minutes, "minute")}.`,
	uploadQuota: (quotaBytes, usedBytes) => usedBytes >= quotaBytes ? `You have used your ${megabytes(quotaBytes)} of uploads` : `This image does not fit in your ${megabytes(quotaBytes)} of uploads (${megabytes(usedBytes)} used)`,
	filesUnavailable: "Files cannot be reached right now. Please try again in a few minutes.",
	notEnrolled: "You are not enrolled in this batch",
	progressSaved: "Progress saved",
	profileUpdated: "Profile updated",
	emailTaken: "This email is already used by another account",
	firstNameRequired: "First name is required",
	emailInvalid: "Enter a valid email",
	studentNotInBatch: "This student is not enrolled in this batch"
};
// ../../packages/shared/src/commerce/coupon.schema.ts
var COUPON_SCOPES = [
	"all",
	"course",
	"batch"
];
var COUPON_SCOPE_LABELS = {
	all: "Every course",
	course: "One course",
	batch: "One batch"
};
var COUPON_TYPE_LABELS = {
	percentage: "Percentage",
	flat: "Flat amount (₹)"
};
/** Where a coupon stands now (computed from isActive, the dates and the redemptions). */
var COUPON_STATUSES = [
	"active",
	"scheduled",
	"expired",
	"exhausted",
	"inactive"
];
var COUPON_STATUS_LABELS = {
	active: "Active",
	scheduled: "Scheduled",
	expired: "Expired",
	exhausted: "Used up",
	inactive: "Deactivated"
};
/** Codes are stored upper-case; what a student types is upper-cased and trimmed first. */
function normaliseCouponCode(code) {
	return code.trim().toUpperCase();
}
var ZCouponCode = z.string({ error: COMMERCE_MSG.couponCodeRequired }).trim().min(1, {
	error: COMMERCE_MSG.couponCodeRequired,
	abort: true
}).transform(normaliseCouponCode).pipe(z.string().regex(/^[A-Z0-9_-]{3,30}$/, COMMERCE_MSG.couponCodeFormat));
var limit = z.number({ error: COMMERCE_MSG.couponLimitInvalid }).int(COMMERCE_MSG.couponLimitInvalid).min(1, COMMERCE_MSG.couponLimitInvalid).max(1e6, COMMERCE_MSG.couponLimitInvalid);
var couponFields = {
	code: ZCouponCode,
	description: z.string().trim().max(200, "At most 200 characters"),
	type: z.enum(COUPON_TYPES, { error: "Choose percentage or flat" }),
	/** percentage: 0 < value ≤ 100 (2 decimals); flat: rupees (2 decimals) */
	value: z.number({ error: COMMERCE_MSG.couponValueRequired }).gt(0, COMMERCE_MSG.couponValuePositive).max(1e7, "Value is at most 10000000").refine(hasAtMost2Decimals, "Value can have at most 2 decimal places"),
	/** ISO date-times (the form sends IST midnight of the chosen days) */
	validFrom: z.iso.datetime({
		offset: true,
		error: COMMERCE_MSG.couponValidFromRequired
	}),
	validUntil: z.iso.datetime({
		offset: true,
		error: COMMERCE_MSG.couponValidUntilRequired
	}),
	scope: z.enum(COUPON_SCOPES),
	courseId: ZId.nullable(),
	batchId: ZId.nullable(),
	/** total redemptions allowed; null = no limit */
	maxRedemptions: limit.nullable(),
	/** redemptions per student */
	perUserLimit: limit,
	isActive: z.boolean()
};
/**
* Cross-field rules (calls.md §5 "Coupon update": a percentage cannot exceed 100; validFrom must
* be earlier than validUntil) and the scope's target. Rules whose fields are missing are skipped;
* the server re-checks the stored coupon merged with an update.
*/
function couponRuleIssues(c) {
	const issues = [];
	if (c.type === "percentage" && c.value !== void 0 && c.value > 100) issues.push({
		path: "value",
		message: COMMERCE_MSG.couponPercentOver100
	});
	if (c.validFrom && c.validUntil && Date.parse(c.validFrom) >= Date.parse(c.validUntil)) issues.push({
		path: "validUntil",
		message: COMMERCE_MSG.couponDatesOrder
	});
	if (c.scope === "course" && !c.courseId) issues.push({
		path: "courseId",
		message: COMMERCE_MSG.couponScopeCourse
	});
	if (c.scope === "batch" && !c.batchId) issues.push({
		path: "batchId",
		message: COMMERCE_MSG.couponScopeBatch
	});
	return issues;
}
function withRules(schema) {
	return schema.superRefine((c, ctx) => {
		for (const i of couponRuleIssues(c)) ctx.addIssue({
			code: "custom",
			path: [i.path],
			message: i.message
		});
	});
}
/** POST /admin/coupons, and the coupon form. */
var ZCouponBody = withRules(z.strictObject({
	...couponFields,
	description: couponFields.description.default(""),
	scope: couponFields.scope.default("all"),
	courseId: couponFields.courseId.default(null),
	batchId: couponFields.batchId.default(null),
	maxRedemptions: couponFields.maxRedemptions.default(null),
	perUserLimit: couponFields.perUserLimit.default(1),
	isActive: couponFields.isActive.default(true)
}));
/** PATCH /admin/coupons/{id}: any fields; {isActive:false} deactivates. */
var ZCouponPatchBody = withRules(z.strictObject({
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
	isActive: couponFields.isActive.optional()
}).refine((b) => Object.values(b).some((v) => v !== void 0), "Send at least one field"));
/** A coupon as staff see it. Money in rupees, dates ISO. */
var ZCoupon = z.object({
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
	updatedAt: z.string()
});
var ZCouponData = z.object({ coupon: ZCoupon });
z.object({
	/** part of the code, case-insensitive */
	search: z.string().trim().max(60).optional(),
	status: z.enum(COUPON_STATUSES).optional(),
	...listPageFields
});
var ZCouponListData = z.object({
	coupons: z.array(ZCoupon),
	pagination: ZPagination
});
/** One use of a coupon (GET /admin/coupons/{id}/redemptions → data{redemptions, pagination}). */
var ZCouponRedemption = z.object({
	_id: z.string(),
	paymentId: z.string(),
	user: z.object({
		_id: z.string(),
		name: z.string(),
		phone: z.string(),
		email: z.string()
	}),
	batch: z.object({
		_id: z.string(),
		name: z.string()
	}),
	course: z.object({
		_id: z.string(),
		title: z.string()
	}),
	discountPaise: z.number().int(),
	totalPaise: z.number().int(),
	createdAt: z.string()
});
var ZCouponRedemptionsData = z.object({
	redemptions: z.array(ZCouponRedemption),
	pagination: ZPagination
});
/** GET /admin/coupons/options → data.courses: what a coupon's scope can point at. */
var ZCouponScopeOption = z.object({
	_id: z.string(),
	title: z.string(),
	batches: z.array(z.object({
		_id: z.string(),
		name: z.string(),
		isActive: z.boolean()
	}))
});
/** GET /admin/coupons/options: the courses (and their batches) a coupon can be limited to. */
var ZCouponOptionsData = z.object({ courses: z.array(ZCouponScopeOption) });
// ../../packages/shared/src/commerce/payment.schema.ts
var PAYMENT_METHODS = [
	"online",
	"manual",
	"free"
];
var PAYMENT_METHOD_LABELS = {
	online: "Online",
	manual: "UPI / bank transfer",
	free: "Free (coupon)"
};
var PAYMENT_GATEWAYS = ["test", "razorpay"];
/**
* Stored payment states. An online order starts `created` and becomes `paid` or `failed` (a
* failed one may still be paid by a later retry event). A manual one starts `pending_approval`
* and becomes `paid` (approved) or `rejected`. A free one is `paid` at once. An online payment
* that completes when the student can no longer be enrolled (batch full or closed, enrolment
* closed, already enrolled) becomes `refund_due` with the reason in `failureReason`; staff mark
* it `refunded` once the money is back.
*/
var ORDER_STATUSES = [
	"created",
	"paid",
	"failed",
	"pending_approval",
	"rejected",
	"refund_due",
	"refunded"
];
/**
* What lists show: a `created` online order whose seat hold has lapsed (payment.seatHeldUntil
* passed, or the hold given back to a newer order) is `abandoned`, shown as "Expired". One rule,
* computed when read, for the student's profile, the staff lists and the seat counts alike.
*/
var ORDER_DISPLAY_STATUSES = [...ORDER_STATUSES, "abandoned"];
var ORDER_STATUS_LABELS = {
	created: "Awaiting payment",
	paid: "Paid",
	failed: "Failed",
	pending_approval: "Awaiting approval",
	rejected: "Rejected",
	refund_due: "Refund due",
	refunded: "Refunded",
	abandoned: "Expired"
};
/** Why an order is "Expired": said under its status. */
var ORDER_EXPIRED_NOTE = "The seat hold lapsed before payment.";
/** "Your seat is held for 15 minutes": the notice checkout shows once an online order is open. */
function seatHeldText(minutes) {
	return `Your seat is held for ${plural(minutes, "minute")}`;
}
var ZAmounts = z.object({
	basePaise: z.number().int(),
	batchDiscountPaise: z.number().int(),
	couponDiscountPaise: z.number().int(),
	taxablePaise: z.number().int(),
	gstPaise: z.number().int(),
	totalPaise: z.number().int()
});
z.strictObject({
	batchId: z.string().max(64),
	couponCode: z.string().trim().max(60).optional()
});
/**
* data.quote. An unusable coupon does not fail the call: `coupon` is null and `couponError` says
* why (unknown, inactive, not yet valid, expired, used up, used by you, wrong course or batch),
* so the page can show the message under the field and keep the full price.
*/
var ZQuote = z.object({
	batch: ZBatch,
	amounts: ZAmounts,
	coupon: z.object({
		code: z.string(),
		type: z.enum(["percentage", "flat"]),
		value: z.number(),
		description: z.string()
	}).nullable(),
	couponError: z.string().nullable(),
	/** true when totalPaise is 0: enrol without paying */
	isFree: z.boolean(),
	/**
	* which online gateway the server uses: 'test' (no money moves; a staging or local site),
	* 'razorpay', or 'none' (online payment is not offered: manual and free paths only)
	*/
	gateway: z.enum([
		"test",
		"razorpay",
		"none"
	]),
	/** how long opening an online order holds a seat */
	seatHoldMinutes: z.number().int(),
	/** the end of this student's own seat hold on the batch (an open online order), or null */
	heldUntil: z.string().nullable(),
	/** seats this student could still take: free seats, plus their own hold */
	seatsFree: z.number().int(),
	/** UPI/bank details shown for a manual payment */
	manual: z.object({
		upiId: z.string(),
		payeeName: z.string(),
		bankDetails: z.string()
	}),
	/**
	* Another batch of this course the student is already enrolled in (active), or null: checkout
	* warns before they pay for a second one.
	*/
	ownedBatch: z.object({
		_id: z.string(),
		name: z.string()
	}).nullable()
});
var ZQuoteData = z.object({ quote: ZQuote });
/** A UPI UTR or bank reference: 6–40 letters/digits (spaces and dashes removed first). */
var ZPaymentReference = z.string({ error: COMMERCE_MSG.referenceRequired }).transform((s) => s.replace(/[\s-]/g, "").toUpperCase()).pipe(z.string().min(1, {
	error: COMMERCE_MSG.referenceRequired,
	abort: true
}).regex(/^[A-Z0-9]{6,40}$/, COMMERCE_MSG.referenceFormat));
/** An order's fields before the rule that ties them (a manual payment needs its reference). */
var ZOrderFields = z.strictObject({
	batchId: z.string().max(64),
	couponCode: ZCouponCode.optional(),
	method: z.enum(["online", "manual"], { error: COMMERCE_MSG.methodRequired }),
	reference: z.string().max(80).optional(),
	screenshotFileId: ZId.optional()
});
/**
* POST /checkout/orders. `online`: an order at the gateway (or the test gateway); `manual`: needs
* `reference` (and optionally `screenshotFileId` from POST /uploads/payment-proof) and waits for
* staff approval. When the total is 0 (a 100 % coupon) the method is ignored and the student is
* enrolled at once (method `free`).
*/
var ZOrderBody = ZOrderFields.superRefine((b, ctx) => {
	if (b.method !== "manual") return;
	const ref = ZPaymentReference.safeParse(b.reference ?? "");
	if (!ref.success) ctx.addIssue({
		code: "custom",
		path: ["reference"],
		message: ref.error.issues[0].message
	});
});
var ZPersonSummary = z.object({
	_id: z.string(),
	name: z.string(),
	phone: z.string(),
	email: z.string()
});
/** A payment (one checkout attempt) as the student and staff see it. */
var ZPayment = z.object({
	_id: z.string(),
	user: ZPersonSummary,
	batch: z.object({
		_id: z.string(),
		name: z.string(),
		startDate: z.string()
	}),
	course: z.object({
		_id: z.string(),
		title: z.string()
	}),
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
	updatedAt: z.string()
});
var ZPaymentData = z.object({ payment: ZPayment });
/** GET /payments: the signed-in student's own, newest first. */
var ZMyPaymentsData = z.object({ payments: z.array(ZPayment) });
/** What the browser needs to open the gateway after POST /checkout/orders (method online). */
var ZGatewayCheckout = z.discriminatedUnion("kind", [z.object({
	kind: z.literal("test"),
	paymentId: z.string()
}), z.object({
	kind: z.literal("razorpay"),
	keyId: z.string(),
	orderId: z.string(),
	amountPaise: z.number().int(),
	currency: z.literal("INR"),
	name: z.string(),
	description: z.string(),
	prefill: z.object({
		name: z.string(),
		email: z.string(),
		contact: z.string()
	})
})]);
/** data of POST /checkout/orders: the payment, the gateway hand-off (online), enrolled or not. */
var ZOrderData = z.object({
	payment: ZPayment,
	gateway: ZGatewayCheckout.nullable(),
	enrolled: z.boolean()
});
z.strictObject({ outcome: z.enum(["success", "failure"]) });
z.strictObject({
	razorpay_order_id: z.string().min(1).max(64),
	razorpay_payment_id: z.string().min(1).max(64),
	razorpay_signature: z.string().min(1).max(256)
});
z.object({
	status: z.enum([
		"failed",
		"abandoned",
		"refund_due",
		"all"
	]).default("all"),
	resolved: z.enum([
		"yes",
		"no",
		"all"
	]).default("no"),
	/** name, phone (10 digits), e-mail, payment id or gateway order id */
	search: z.string().trim().max(100).optional(),
	startDate: ZDateOnly.optional(),
	endDate: ZDateOnly.optional(),
	...listPageFields
});
z.object({
	status: z.enum([
		"pending_approval",
		"paid",
		"rejected"
	]).default("pending_approval"),
	search: z.string().trim().max(100).optional(),
	...listPageFields
});
var ZPaymentListData = z.object({
	payments: z.array(ZPayment),
	pagination: ZPagination
});
var ZRejectBody = z.strictObject({ reason: z.string({ error: COMMERCE_MSG.rejectReasonRequired }).trim().min(5, COMMERCE_MSG.rejectReasonRequired).max(500, "At most 500 characters") });
var ZResolveBody = z.strictObject({ note: z.string({ error: COMMERCE_MSG.resolutionNoteRequired }).trim().min(3, COMMERCE_MSG.resolutionNoteRequired).max(500, "At most 500 characters") });
/** A gateway event as staff see it on a payment's detail (GET /admin/payments/{id} → data.events). */
var ZPaymentEvent = z.object({
	_id: z.string(),
	source: z.enum([
		"webhook",
		"verify",
		"test-gateway",
		"staff",
		"system"
	]),
	event: z.string(),
	outcome: z.string(),
	createdAt: z.string()
});
/** GET /admin/payments/{id}: the payment and its history. */
var ZPaymentDetailData = z.object({
	payment: ZPayment,
	events: z.array(ZPaymentEvent)
});
/** POST /uploads/payment-proof and POST /admin/uploads/thumbnail → data.file */
var ZUploadedFile = z.object({
	_id: z.string(),
	/** public files (thumbnails): /api/v1/files/{id}; private ones: null */
	url: z.string().nullable(),
	mime: z.string(),
	size: z.number().int()
});
var ZUploadedFileData = z.object({ file: ZUploadedFile });
var UPLOAD_MIME_TYPES = [
	"image/png",
	"image/jpeg",
	"image/webp"
];
/**
* Why an image cannot be uploaded (type, empty, too large), or null: the browser's check before
* sending; the server checks the bytes themselves again.
*/
function imageUploadProblem(file) {
	if (!UPLOAD_MIME_TYPES.includes(file.type)) return COMMERCE_MSG.uploadTypeInvalid;
	if (file.size === 0) return COMMERCE_MSG.uploadEmpty;
	if (file.size > 5242880) return COMMERCE_MSG.uploadTooLarge;
	return null;
}
export { ZCouponPatchBody as A, COUPON_STATUS_LABELS as C, ZCouponData as D, ZCouponCode as E, COMMERCE_MSG as M, ZCouponListData as O, COUPON_STATUSES as S, ZCouponBody as T, ZUploadedFileData as _, ZMyPaymentsData as a, COUPON_SCOPES as b, ZOrderFields as c, ZPaymentDetailData as d, ZPaymentListData as f, ZResolveBody as g, ZRejectBody as h, UPLOAD_MIME_TYPES as i, ZCouponRedemptionsData as j, ZCouponOptionsData as k, ZPayment as l, ZQuoteData as m, ORDER_STATUS_LABELS as n, ZOrderBody as o, ZPersonSummary as p, PAYMENT_METHOD_LABELS as r, ZOrderData as s, ORDER_EXPIRED_NOTE as t, ZPaymentData as u, imageUploadProblem as v, COUPON_TYPE_LABELS as w, COUPON_SCOPE_LABELS as x, seatHeldText as y };
