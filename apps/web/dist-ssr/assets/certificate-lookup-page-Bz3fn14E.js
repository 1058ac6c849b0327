import { n as CertificateLayout, t as CertificateLookupForm } from "./certificate-lookup-form-C4uZMesD.js";
import { Award, Link2, ShieldCheck } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/webinars/pages/certificate-lookup-page.tsx
var POINTS = [
	{
		icon: Award,
		text: "Every KodeSchool certificate carries a unique 12-character ID."
	},
	{
		icon: Link2,
		text: "The link printed on it opens this check directly."
	},
	{
		icon: ShieldCheck,
		text: "The details shown come from our records, not from the PDF."
	}
];
/** /certificates: type the code printed on a certificate to check it. */
function CertificateLookupPage() {
	return /* @__PURE__ */ jsxs(CertificateLayout, { children: [/* @__PURE__ */ jsx("title", { children: "Verify a certificate | KodeSchool" }), /* @__PURE__ */ jsxs("section", {
		className: "rounded-3xl border border-slate-200 bg-white p-6 shadow-card sm:p-10",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "text-3xl font-extrabold tracking-tight text-slate-900",
				children: "Is this certificate genuine?"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 text-slate-600",
				children: "Type the certificate ID printed at the bottom of the certificate."
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-7",
				children: /* @__PURE__ */ jsx(CertificateLookupForm, {})
			}),
			/* @__PURE__ */ jsx("ul", {
				role: "list",
				className: "mt-8 space-y-3 border-t border-slate-100 pt-6",
				children: POINTS.map(({ icon: Icon, text }) => /* @__PURE__ */ jsxs("li", {
					className: "flex items-start gap-3 text-sm text-slate-600",
					children: [/* @__PURE__ */ jsx(Icon, {
						className: "mt-0.5 size-4 shrink-0 text-brand-700",
						"aria-hidden": "true"
					}), text]
				}, text))
			})
		]
	})] });
}
export { CertificateLookupPage as default };
