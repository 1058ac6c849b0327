import { clsx } from "clsx";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/admin/pill.tsx
var TONES = {
	green: "bg-emerald-50 text-emerald-800 ring-emerald-200",
	amber: "bg-amber-50 text-amber-800 ring-amber-200",
	red: "bg-red-50 text-red-700 ring-red-200",
	blue: "bg-sky-50 text-sky-800 ring-sky-200",
	slate: "bg-slate-100 text-slate-700 ring-slate-200",
	violet: "bg-violet-50 text-violet-800 ring-violet-200",
	brand: "bg-brand-50 text-brand-800 ring-brand-200"
};
/**
* A small rounded badge of an admin screen (status, kind, role): the tone carries the meaning,
* the text says it; an icon, when given, leads the text.
*/
function Pill({ tone, children, icon: Icon, testId, status, className }) {
	return /* @__PURE__ */ jsxs("span", {
		"data-testid": testId,
		"data-status": status,
		className: clsx("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset", Icon && "gap-1", TONES[tone], className),
		children: [Icon && /* @__PURE__ */ jsx(Icon, {
			className: "size-3",
			"aria-hidden": "true"
		}), children]
	});
}
export { Pill as t };
