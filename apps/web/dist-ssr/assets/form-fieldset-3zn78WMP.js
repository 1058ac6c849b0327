import { t as TextButton } from "./text-button-BziChMhM.js";
import { clsx } from "clsx";
import { Plus, Trash2 } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/admin/form-fieldset.tsx
/** One titled part of a drawer form, ruled off from the next. */
function FormFieldset({ title, children }) {
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "space-y-4 border-b border-slate-200 pb-6 last:border-0",
		children: [/* @__PURE__ */ jsx("legend", {
			className: "mb-3 text-sm font-semibold text-slate-900",
			children: title
		}), children]
	});
}
/** "Add …" under a repeatable list of fields (slogans, prizes, phases). */
function AddRowButton({ onClick, children }) {
	return /* @__PURE__ */ jsx(TextButton, {
		icon: Plus,
		onClick,
		className: "gap-1.5 text-sm hover:text-brand-800",
		children
	});
}
/** The bin beside one row of a repeatable list; `label` names the row for screen readers. */
function RemoveRowButton({ onClick, label, disabled, className }) {
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		onClick,
		disabled,
		"aria-label": label,
		className: clsx("grid size-9 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-30 disabled:hover:bg-transparent", className),
		children: /* @__PURE__ */ jsx(Trash2, {
			className: "size-4",
			"aria-hidden": "true"
		})
	});
}
export { FormFieldset as n, RemoveRowButton as r, AddRowButton as t };
