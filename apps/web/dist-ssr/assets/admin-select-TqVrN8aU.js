import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/admin/admin-select.tsx
/** A native <select> styled like the other admin controls (chevron, focus ring, h-8 or h-10). */
function AdminSelect({ className, size = "sm", children, ...rest }) {
	return /* @__PURE__ */ jsxs("span", {
		className: clsx("relative inline-flex", className),
		children: [/* @__PURE__ */ jsx("select", {
			...rest,
			className: clsx("w-full cursor-pointer appearance-none rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm font-medium text-slate-900 shadow-sm", "focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60", size === "sm" ? "h-8" : "h-10"),
			children
		}), /* @__PURE__ */ jsx(ChevronDown, {
			className: "pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-500",
			"aria-hidden": "true"
		})]
	});
}
export { AdminSelect as t };
