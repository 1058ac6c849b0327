import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { clsx } from "clsx";
import { jsx } from "react/jsx-runtime";
// src/components/admin/active-switch.tsx
var TONES = {
	brand: {
		track: "focus-visible:ring-4 focus-visible:ring-brand-100 disabled:cursor-progress",
		on: "bg-brand-600",
		knob: "shadow",
		spinner: "size-3 text-brand-600"
	},
	/** Green when on, greyed while disabled (the batch switches). */
	success: {
		track: "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60",
		on: "bg-emerald-600",
		knob: "shadow-sm",
		spinner: "size-3.5 text-slate-500"
	}
};
/** An on/off switch (role="switch"), with a spinner while its change is being saved. */
function ActiveSwitch({ checked, onChange, label, isPending = false, disabled = false, testId, tone = "brand" }) {
	const t = TONES[tone];
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		role: "switch",
		"aria-checked": checked,
		"aria-label": label,
		"aria-busy": isPending || void 0,
		disabled: disabled || isPending,
		"data-testid": testId,
		onClick: () => onChange(!checked),
		className: clsx("relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors", t.track, checked ? t.on : "bg-slate-300"),
		children: /* @__PURE__ */ jsx("span", {
			className: clsx("grid size-5 place-items-center rounded-full bg-white transition-transform", t.knob, checked ? "translate-x-5.5" : "translate-x-0.5"),
			children: isPending && /* @__PURE__ */ jsx(Spinner, { className: t.spinner })
		})
	});
}
export { ActiveSwitch as t };
