import { clsx } from "clsx";
import { jsx, jsxs } from "react/jsx-runtime";
import { cloneElement, isValidElement, useId } from "react";
// src/components/admin/form-field.tsx
/** Classes for a compact admin text input / select / textarea. */
var adminInputClass = clsx("w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm", "placeholder:text-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none", "aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-100");
/**
* A label, one control (its only child) and the control's hint or error, wired by id and
* aria-describedby. Pass the input with `className={adminInputClass}`.
*/
function AdminField({ label, error, hint, children, className }) {
	const autoId = useId();
	const id = isValidElement(children) && children.props.id || autoId;
	const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : void 0;
	return /* @__PURE__ */ jsxs("div", {
		className,
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: id,
				className: "mb-1 block text-sm font-medium text-slate-800",
				children: label
			}),
			cloneElement(children, {
				id,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": describedBy
			}),
			/* @__PURE__ */ jsx(FieldMessage, {
				id,
				error,
				hint
			})
		]
	});
}
/** Under a field: its error (announced), else its hint; ids `${id}-error` / `${id}-hint`. */
function FieldMessage({ id, error, hint }) {
	if (error) return /* @__PURE__ */ jsx("p", {
		id: `${id}-error`,
		role: "alert",
		className: "mt-1 text-xs font-medium text-red-700",
		children: error
	});
	return hint ? /* @__PURE__ */ jsx("p", {
		id: `${id}-hint`,
		className: "mt-1 text-xs text-slate-600",
		children: hint
	}) : null;
}
export { FieldMessage as n, adminInputClass as r, AdminField as t };
