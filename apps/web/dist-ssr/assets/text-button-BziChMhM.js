import { clsx } from "clsx";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/ui/text-button.tsx
/** A button drawn as brand-coloured text with a sign before it ("Add prize", "Try again"). */
function TextButton({ icon: Icon, onClick, className, iconClassName = "size-4", children }) {
	return /* @__PURE__ */ jsxs("button", {
		type: "button",
		onClick,
		className: clsx("inline-flex items-center font-semibold text-brand-700", className),
		children: [/* @__PURE__ */ jsx(Icon, {
			className: iconClassName,
			"aria-hidden": "true"
		}), children]
	});
}
export { TextButton as t };
