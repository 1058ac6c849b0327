import { clsx } from "clsx";
import { LoaderCircle } from "lucide-react";
import { jsx } from "react/jsx-runtime";
// src/components/ui/spinner.tsx
/** Decorative unless given a label, in which case screen readers announce it. */
function Spinner({ className, label }) {
	return /* @__PURE__ */ jsx(LoaderCircle, {
		className: clsx("animate-spin", className ?? "size-5"),
		"aria-hidden": label ? void 0 : true,
		"aria-label": label,
		role: label ? "img" : void 0
	});
}
export { Spinner as t };
