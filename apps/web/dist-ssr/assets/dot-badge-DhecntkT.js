import { clsx } from "clsx";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/ui/dot-badge.tsx
/** A rounded status label led by a coloured dot; each caller picks the colours of its states. */
function DotBadge({ label, look, testId, className }) {
	return /* @__PURE__ */ jsxs("span", {
		"data-testid": testId,
		className: clsx("inline-flex items-center rounded-full py-1 text-xs", look.box, className),
		children: [/* @__PURE__ */ jsx("span", {
			className: clsx("size-2 rounded-full", look.dot),
			"aria-hidden": "true"
		}), label]
	});
}
export { DotBadge as t };
