import { AlertCircle } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/ui/form-alert.tsx
/** A form-level error under the fields (a server answer that belongs to no single field). */
function FormAlert({ message, testId }) {
	return /* @__PURE__ */ jsxs("p", {
		role: "alert",
		"data-testid": testId,
		className: "flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-sm font-medium text-red-800",
		children: [/* @__PURE__ */ jsx(AlertCircle, {
			className: "mt-0.5 size-4 shrink-0",
			"aria-hidden": "true"
		}), message]
	});
}
export { FormAlert as t };
