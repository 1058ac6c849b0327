import { Ut as StatusPanel, Wt as Button } from "../entry-server.js";
import { AlertTriangle, RotateCw } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/ui/load-error.tsx
/** A read failed: the spec's text in the danger StatusPanel, and a way to try again. */
function LoadError({ title, message, onRetry, isRetrying, testId, className }) {
	return /* @__PURE__ */ jsx("div", {
		"data-testid": testId,
		className: className ?? "py-16",
		children: /* @__PURE__ */ jsx(StatusPanel, {
			icon: AlertTriangle,
			tone: "danger",
			title,
			description: /* @__PURE__ */ jsx("span", {
				role: "alert",
				children: message
			}),
			actions: /* @__PURE__ */ jsxs(Button, {
				onClick: onRetry,
				isLoading: isRetrying,
				loadingText: "Retrying...",
				children: [/* @__PURE__ */ jsx(RotateCw, {
					className: "size-4",
					"aria-hidden": "true"
				}), "Try again"]
			})
		})
	});
}
export { LoadError as t };
