import { t as BATCH_STATUS_LABELS } from "./batch.schema-C1fQK6d_.js";
import { n as ORDER_STATUS_LABELS } from "./payment.schema-B6MFmkue.js";
import { t as Pill } from "./pill-DTtPBj9B.js";
import { jsx } from "react/jsx-runtime";
// src/features/batches-admin/components/batch-badges.tsx
var STATUS_TONES = {
	upcoming: "blue",
	ongoing: "green",
	completed: "slate"
};
/** Upcoming / Ongoing / Completed, from the calendar (the server works it out). */
function BatchStatusBadge({ status }) {
	return /* @__PURE__ */ jsx(Pill, {
		tone: STATUS_TONES[status],
		children: BATCH_STATUS_LABELS[status]
	});
}
var SOURCE_LABELS = {
	online: "Paid online",
	manual: "UPI / bank",
	free: "Free (coupon)",
	staff: "Added by staff"
};
var SOURCE_TONES = {
	online: "brand",
	manual: "blue",
	free: "amber",
	staff: "slate"
};
/** How a student got their place. */
function SourceBadge({ source }) {
	return /* @__PURE__ */ jsx(Pill, {
		tone: SOURCE_TONES[source],
		children: SOURCE_LABELS[source]
	});
}
var PAYMENT_TONES = {
	created: "blue",
	paid: "green",
	failed: "red",
	pending_approval: "amber",
	rejected: "red",
	refund_due: "amber",
	refunded: "slate",
	abandoned: "slate"
};
function PaymentStatusBadge({ status }) {
	return /* @__PURE__ */ jsx(Pill, {
		tone: PAYMENT_TONES[status],
		children: ORDER_STATUS_LABELS[status]
	});
}
export { PaymentStatusBadge as n, SourceBadge as r, BatchStatusBadge as t };
