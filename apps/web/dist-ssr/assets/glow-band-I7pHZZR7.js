import { jsx, jsxs } from "react/jsx-runtime";
// src/components/site/glow-band.tsx
/** A plain dark brand band with two soft glows, without the hero grid: the head of a student page. */
function GlowBand({ children }) {
	return /* @__PURE__ */ jsxs("section", {
		className: "relative isolate overflow-hidden bg-brand-950 text-white",
		children: [/* @__PURE__ */ jsxs("div", {
			"aria-hidden": "true",
			className: "pointer-events-none absolute inset-0 -z-10",
			children: [/* @__PURE__ */ jsx("div", { className: "absolute -top-40 -left-40 size-[28rem] rounded-full bg-brand-600/40 blur-3xl" }), /* @__PURE__ */ jsx("div", { className: "absolute -right-24 -bottom-56 size-[24rem] rounded-full bg-fuchsia-500/20 blur-3xl" })]
		}), children]
	});
}
export { GlowBand as t };
