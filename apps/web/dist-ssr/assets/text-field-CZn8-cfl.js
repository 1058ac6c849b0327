import { clsx } from "clsx";
import { jsx, jsxs } from "react/jsx-runtime";
import { useId } from "react";
// src/components/ui/field-frame.tsx
/**
* The public forms' field: a label above the control, then its hint (until an error takes its
* place) or its error, wired by id and aria-describedby. TextField and the form field set's public
* look (components/form) draw their control inside it.
*/
function FieldFrame({ label, error, hint, id, className, children }) {
	const autoId = useId();
	const controlId = id ?? autoId;
	const hintId = hint && !error ? `${controlId}-hint` : void 0;
	const errorId = error ? `${controlId}-error` : void 0;
	return /* @__PURE__ */ jsxs("div", {
		className,
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: controlId,
				className: "mb-1.5 block text-sm font-medium text-slate-800",
				children: label
			}),
			children({
				id: controlId,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": clsx(hintId, errorId) || void 0
			}),
			hintId && /* @__PURE__ */ jsx("p", {
				id: hintId,
				className: "mt-1.5 text-xs text-slate-600",
				children: hint
			}),
			error && /* @__PURE__ */ jsx("p", {
				id: errorId,
				role: "alert",
				className: "mt-1.5 text-sm font-medium text-red-700",
				children: error
			})
		]
	});
}
// src/components/ui/text-field.tsx
/** A labelled input with its hint and error wired to aria-describedby. */
function TextField({ label, error, hint, prefix, className, id, ...rest }) {
	return /* @__PURE__ */ jsx(FieldFrame, {
		label,
		error,
		hint,
		id,
		className,
		children: (control) => /* @__PURE__ */ jsxs("div", {
			className: clsx("flex h-12 items-center overflow-hidden rounded-xl border bg-white transition-colors", "focus-within:ring-4", error ? "border-red-500 focus-within:ring-red-100" : "border-slate-300 focus-within:border-brand-600 focus-within:ring-brand-100"),
			children: [prefix && /* @__PURE__ */ jsx("span", {
				className: "flex h-full items-center border-r border-slate-200 bg-slate-50 px-3 text-sm font-semibold text-slate-700",
				children: prefix
			}), /* @__PURE__ */ jsx("input", {
				...control,
				className: "h-full w-full min-w-0 bg-transparent px-3.5 text-base text-slate-900 outline-none placeholder:text-slate-500",
				...rest
			})]
		})
	});
}
export { FieldFrame as n, TextField as t };
