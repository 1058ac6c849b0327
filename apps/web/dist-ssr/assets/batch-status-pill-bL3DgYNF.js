import { t as BATCH_STATUS_LABELS } from "./batch.schema-C1fQK6d_.js";
import { clsx } from "clsx";
import { jsx } from "react/jsx-runtime";
// src/components/site/batch-status-pill.tsx
/** "Upcoming" or "Ongoing" beside a batch's name; a running batch is marked in green. */
function BatchStatusPill({ status }) {
	return /* @__PURE__ */ jsx("span", {
		className: clsx("shrink-0 rounded-full px-2.5 py-1 text-xs font-bold", status === "ongoing" ? "bg-emerald-50 text-emerald-800 ring-1 ring-emerald-600/20" : "bg-brand-50 text-brand-800"),
		children: BATCH_STATUS_LABELS[status]
	});
}
export { BatchStatusPill as t };
