import { C as COUPON_STATUS_LABELS, n as ORDER_STATUS_LABELS } from "./payment.schema-B6MFmkue.js";
import { t as Pill } from "./pill-DTtPBj9B.js";
import { jsx } from "react/jsx-runtime";
// src/features/commerce-admin/components/status-pill.tsx
var COUPON_TONES = {
	active: "green",
	scheduled: "blue",
	expired: "slate",
	exhausted: "amber",
	inactive: "slate"
};
var ORDER_TONES = {
	created: "blue",
	paid: "green",
	failed: "red",
	pending_approval: "amber",
	rejected: "red",
	refund_due: "amber",
	refunded: "slate",
	abandoned: "slate"
};
function CouponStatusPill({ status }) {
	return /* @__PURE__ */ jsx(Pill, {
		tone: COUPON_TONES[status],
		testId: "coupon-status",
		children: COUPON_STATUS_LABELS[status]
	});
}
function PaymentStatusPill({ status }) {
	return /* @__PURE__ */ jsx(Pill, {
		tone: ORDER_TONES[status],
		testId: "payment-status",
		children: ORDER_STATUS_LABELS[status]
	});
}
export { PaymentStatusPill as n, CouponStatusPill as t };
