import { Wt as Button } from "../entry-server.js";
import { t as TextButton } from "./text-button-BziChMhM.js";
import { RotateCw } from "lucide-react";
import { jsx } from "react/jsx-runtime";
// src/components/ui/retry-button.tsx
/** The secondary "Try again" button under a failed load's message. */
function RetryButton({ onRetry, isRetrying = false, loadingText, className = "mt-3" }) {
	return /* @__PURE__ */ jsx(Button, {
		variant: "secondary",
		size: "sm",
		className,
		onClick: onRetry,
		isLoading: isRetrying,
		loadingText,
		icon: RotateCw,
		children: "Try again"
	});
}
/** "Try again" as a link-like button inside a line of error text. */
function RetryLink({ onRetry }) {
	return /* @__PURE__ */ jsx(TextButton, {
		icon: RotateCw,
		onClick: onRetry,
		className: "gap-1 hover:underline",
		iconClassName: "size-3.5",
		children: "Try again"
	});
}
export { RetryLink as n, RetryButton as t };
