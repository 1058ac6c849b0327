import { t as DotBadge } from "./dot-badge-DhecntkT.js";
import { t as PHASE_LABELS } from "./kodex-display-BgyH8WG4.js";
import { clsx } from "clsx";
import { jsx } from "react/jsx-runtime";
// src/features/kodex/components/kodex-phase-badge.tsx
var TONES = {
	registration_soon: {
		box: "border-sky-300/30 bg-sky-400/10 text-sky-100",
		dot: "bg-sky-300"
	},
	registration_open: {
		box: "border-emerald-300/30 bg-emerald-400/10 text-emerald-100",
		dot: "bg-emerald-400"
	},
	registration_closed: {
		box: "border-amber-300/30 bg-amber-400/10 text-amber-100",
		dot: "bg-amber-400"
	},
	live: {
		box: "border-red-300/40 bg-red-500/15 text-red-100",
		dot: "bg-red-500 animate-pulse"
	},
	finished: {
		box: "border-white/20 bg-white/10 text-slate-200",
		dot: "bg-slate-400"
	}
};
var LIGHT = {
	registration_soon: {
		box: "bg-sky-50 text-sky-800 ring-sky-200",
		dot: "bg-sky-500"
	},
	registration_open: {
		box: "bg-emerald-50 text-emerald-800 ring-emerald-200",
		dot: "bg-emerald-500"
	},
	registration_closed: {
		box: "bg-amber-50 text-amber-800 ring-amber-200",
		dot: "bg-amber-500"
	},
	live: {
		box: "bg-red-50 text-red-700 ring-red-200",
		dot: "bg-red-500 animate-pulse"
	},
	finished: {
		box: "bg-slate-100 text-slate-700 ring-slate-200",
		dot: "bg-slate-400"
	}
};
/** "Live now", "Registration open"…: on the dark hero (`tone="dark"`) or on white. */
function KodexPhaseBadge({ phase, tone = "light", className }) {
	return /* @__PURE__ */ jsx(DotBadge, {
		testId: "kodex-phase",
		label: PHASE_LABELS[phase],
		look: tone === "dark" ? TONES[phase] : LIGHT[phase],
		className: clsx("gap-2 px-3 font-semibold", tone === "dark" ? "border" : "ring-1", className)
	});
}
export { KodexPhaseBadge as t };
