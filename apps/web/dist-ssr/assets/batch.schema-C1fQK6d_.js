import { a as ZId, i as ID_PATTERN, n as ZPagination, r as listPageFields } from "./http-DRLmBayV.js";
import { ct as DISCOUNT_TYPES, jt as ZDateOnly, pt as hasAtMost2Decimals, st as ZPersonRef, yt as COURSES_MSG } from "../entry-server.js";
import { z } from "zod";
// ../../packages/shared/src/courses/batch.schema.ts
var BATCH_STATUSES = [
	"upcoming",
	"ongoing",
	"completed"
];
var BATCH_STATUS_LABELS = {
	upcoming: "Upcoming",
	ongoing: "Ongoing",
	completed: "Completed"
};
/** A batch id must be 24 hexadecimal characters (calls.md §5), else 'Invalid batch ID'. */
var ZBatchId = z.string().regex(ID_PATTERN, COURSES_MSG.invalidBatchId);
function isValidBatchId(id) {
	return ZBatchId.safeParse(id).success;
}
/** Today's calendar date in India time (YYYY-MM-DD). */
function istToday(now = /* @__PURE__ */ new Date()) {
	return new Date(now.getTime() + 198e5).toISOString().slice(0, 10);
}
/** Batch as answers carry it (calls.md §3). Dates are calendar days YYYY-MM-DD; money in rupees. */
var ZBatch = z.object({
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
	currency: z.literal("INR"),
	isActive: z.boolean(),
	/** capacity */
	seats: z.number().int(),
	seatsLeft: z.number().int(),
	studentCount: z.number().int(),
	/** isActive, enrollmentEndDate not passed (IST) and seats left */
	isEnrollmentOpen: z.boolean(),
	createdAt: z.string(),
	updatedAt: z.string()
});
var ZBatchData = z.object({ batch: ZBatch });
var ZBatchesData = z.object({ batches: z.array(ZBatch) });
/** POST /admin/batches answers under calls.md's name. */
var ZCreatedBatchData = z.object({ createdBatch: ZBatch });
var batchFields = {
	name: z.string({ error: COURSES_MSG.batchNameRequired }).trim().min(1, {
		error: COURSES_MSG.batchNameRequired,
		abort: true
	}).max(120, "Batch name is at most 120 characters"),
	course: z.string({ error: COURSES_MSG.courseRequired }).pipe(ZId),
	startDate: z.string({ error: COURSES_MSG.startDateRequired }).pipe(ZDateOnly),
	endDate: z.string({ error: COURSES_MSG.endDateRequired }).pipe(ZDateOnly),
	enrollmentEndDate: z.string({ error: COURSES_MSG.enrollmentEndDateRequired }).pipe(ZDateOnly),
	price: z.number({ error: COURSES_MSG.priceRequired }).int(COURSES_MSG.priceInvalid).min(0, COURSES_MSG.priceInvalid).max(1e7, "Price is at most 10000000"),
	discount: z.number({ error: COURSES_MSG.discountNegative }).min(0, COURSES_MSG.discountNegative).max(1e7, COURSES_MSG.flatOverPrice).refine(hasAtMost2Decimals, COURSES_MSG.discountDecimals),
	discountType: z.enum(DISCOUNT_TYPES, { error: "Choose percent or flat" }),
	priceTitle: z.string().trim().max(120, "Price title is at most 120 characters"),
	currency: z.literal("INR", { error: "Only INR is supported" }),
	isActive: z.boolean(),
	seats: z.number({ error: COURSES_MSG.seatsInvalid }).int(COURSES_MSG.seatsInvalid).min(1, COURSES_MSG.seatsInvalid).max(1e4, COURSES_MSG.seatsInvalid),
	/** staff user ids */
	mentors: z.array(ZId).max(20, "At most 20 mentors")
};
/**
* Cross-field rules (ours, plain messages): enrollmentEndDate ≤ startDate < endDate; a percent
* discount at most 100; a flat discount at most the price. Rules whose fields are missing are
* skipped (the server re-checks the merged batch on update).
*/
function batchRuleIssues(b) {
	const issues = [];
	if (b.enrollmentEndDate && b.startDate && b.enrollmentEndDate > b.startDate) issues.push({
		path: "enrollmentEndDate",
		message: COURSES_MSG.enrollmentAfterStart
	});
	if (b.startDate && b.endDate && b.endDate <= b.startDate) issues.push({
		path: "endDate",
		message: COURSES_MSG.endNotAfterStart
	});
	if (b.discount !== void 0 && b.discountType === "percent" && b.discount > 100) issues.push({
		path: "discount",
		message: COURSES_MSG.percentOver100
	});
	if (b.discount !== void 0 && b.price !== void 0 && b.discountType === "flat" && b.discount > b.price) issues.push({
		path: "discount",
		message: COURSES_MSG.flatOverPrice
	});
	return issues;
}
function withRules(schema) {
	return schema.superRefine((b, ctx) => {
		for (const i of batchRuleIssues(b)) ctx.addIssue({
			code: "custom",
			path: [i.path],
			message: i.message
		});
	});
}
/** POST /admin/batches body, and the admin batch form. */
var ZBatchBody = withRules(z.strictObject({
	...batchFields,
	discount: batchFields.discount.default(0),
	discountType: batchFields.discountType.default("percent"),
	priceTitle: batchFields.priceTitle.default(""),
	currency: batchFields.currency.default("INR"),
	isActive: batchFields.isActive.default(true),
	seats: batchFields.seats.default(60),
	mentors: batchFields.mentors.default([])
}));
withRules(z.strictObject({
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
	mentors: batchFields.mentors.optional()
}).refine((b) => Object.values(b).some((v) => v !== void 0), COURSES_MSG.nothingToUpdate));
z.object({
	course: z.union([z.literal("all"), ZId]).default("all"),
	...listPageFields
});
/** Admin batch list of one course, or key 'all' when no course (calls.md §3). */
var ZAdminBatchListData = z.object({
	/** the course id, or 'all' */
	course: z.string(),
	batches: z.array(ZBatch),
	/** students enrolled across the listed course (or all courses) */
	studentCount: z.number().int(),
	pagination: ZPagination
});
export { ZBatchData as a, isValidBatchId as c, ZBatchBody as i, istToday as l, ZAdminBatchListData as n, ZBatchesData as o, ZBatch as r, ZCreatedBatchData as s, BATCH_STATUS_LABELS as t };
