import { clsx } from "clsx";
import { jsx } from "react/jsx-runtime";
// src/components/admin/segment-choice.tsx
var stateOf = (role, isOn) => role === "tab" ? { "aria-selected": isOn } : { "aria-checked": isOn };
/**
* One choice on a grey segmented track (a tab row, a radio group): white and raised when on.
* `className` gives its size and layout; `hoverTint` lightens the track under an off choice.
*/
function SegmentButton({ role, isOn, hoverTint = false, className, ...rest }) {
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		role,
		...stateOf(role, isOn),
		...rest,
		className: clsx(className, isOn ? "bg-white text-brand-800 shadow-sm" : clsx("text-slate-600 hover:text-slate-900", hoverTint && "hover:bg-white/60"))
	});
}
/** One tab of a row underlined on the chosen one (a list's status tabs above its table). */
function UnderlineTab({ isOn, className, ...rest }) {
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		role: "tab",
		"aria-selected": isOn,
		...rest,
		className: clsx("inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-3 text-sm font-medium transition-colors", isOn ? "border-brand-600 text-brand-800" : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900", className)
	});
}
export { UnderlineTab as n, SegmentButton as t };
