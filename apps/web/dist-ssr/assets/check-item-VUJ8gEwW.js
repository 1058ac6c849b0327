import { CheckCircle2 } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/ui/check-item.tsx
/** One ticked line of a topic or feature list. */
function CheckItem({ children }) {
	return /* @__PURE__ */ jsxs("li", {
		className: "flex gap-2.5 text-sm leading-relaxed text-slate-700",
		children: [/* @__PURE__ */ jsx(CheckCircle2, {
			className: "mt-0.5 size-4 shrink-0 text-brand-600",
			"aria-hidden": "true"
		}), children]
	});
}
export { CheckItem as t };
