import { jsx, jsxs } from "react/jsx-runtime";
// src/components/ui/inline-error.tsx
/** A part of the page that failed to load: the reason and a retry, without hiding the rest. */
function InlineError({ message, onRetry, testId }) {
	return /* @__PURE__ */ jsxs("p", {
		role: "alert",
		"data-testid": testId,
		className: "flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800",
		children: [message, /* @__PURE__ */ jsx("button", {
			type: "button",
			onClick: onRetry,
			className: "font-semibold underline underline-offset-2",
			children: "Try again"
		})]
	});
}
export { InlineError as t };
