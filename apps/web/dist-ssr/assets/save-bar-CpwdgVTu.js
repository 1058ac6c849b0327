import { t as plural } from "./plural-DYc3P-kI.js";
import { Wt as Button } from "../entry-server.js";
import { clsx } from "clsx";
import { CircleAlert, RotateCcw, Save } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/admin/save-bar.tsx
function statusOf({ isDirty, errorCount, isNew }) {
	if (errorCount > 0) return {
		tone: "red",
		text: `Fix ${plural(errorCount, "field")}`
	};
	if (isNew) return {
		tone: "amber",
		text: "Not created yet"
	};
	if (isDirty) return {
		tone: "amber",
		text: "Unsaved changes"
	};
	return {
		tone: "green",
		text: "All saved"
	};
}
/**
* The bar that stays at the bottom of the screen while its form is on it: the state of the
* edits, Discard and Save. One line on phones too (Discard shrinks to its icon).
*/
function SaveBar(props) {
	const { isDirty, isSaving, onDiscard, saveLabel, testId, variant = "page" } = props;
	const { tone, text } = statusOf(props);
	return /* @__PURE__ */ jsxs("div", {
		className: clsx("sticky z-20 flex items-center justify-between gap-3 bg-white/95 backdrop-blur", variant === "page" ? "bottom-3 rounded-2xl border border-slate-200 px-4 py-2.5 shadow-pop sm:px-5" : "bottom-0 rounded-b-2xl border-t border-slate-200 px-4 py-2.5 sm:px-5"),
		children: [/* @__PURE__ */ jsxs("p", {
			className: clsx("flex min-w-0 items-center gap-2 text-sm font-medium", tone === "red" && "text-red-700", tone === "amber" && "text-amber-800", tone === "green" && "text-emerald-800"),
			"data-testid": `${testId}-status`,
			role: tone === "red" ? "alert" : void 0,
			children: [tone === "red" ? /* @__PURE__ */ jsx(CircleAlert, {
				className: "size-4 shrink-0",
				"aria-hidden": "true"
			}) : /* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				className: clsx("size-2 shrink-0 rounded-full", tone === "amber" ? "bg-amber-500" : "bg-emerald-500")
			}), /* @__PURE__ */ jsx("span", {
				className: "truncate",
				children: text
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex shrink-0 gap-2",
			children: [/* @__PURE__ */ jsxs(Button, {
				variant: "secondary",
				size: "sm",
				onClick: onDiscard,
				disabled: !isDirty || isSaving,
				"aria-label": "Discard changes",
				title: "Discard changes",
				"data-testid": `${testId}-discard`,
				children: [/* @__PURE__ */ jsx(RotateCcw, {
					className: "size-4",
					"aria-hidden": "true"
				}), /* @__PURE__ */ jsx("span", {
					className: "hidden sm:inline",
					children: "Discard"
				})]
			}), /* @__PURE__ */ jsxs(Button, {
				type: "submit",
				size: "sm",
				isLoading: isSaving,
				loadingText: "Saving...",
				"data-testid": `${testId}-save`,
				children: [/* @__PURE__ */ jsx(Save, {
					className: "size-4",
					"aria-hidden": "true"
				}), saveLabel]
			})]
		})]
	});
}
export { SaveBar as t };
