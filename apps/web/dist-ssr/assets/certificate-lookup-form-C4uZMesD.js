import { Wt as Button } from "../entry-server.js";
import { t as TextField } from "./text-field-CZn8-cfl.js";
import { i as normaliseCertificateCode } from "./webinar-display-Cqxhwg-b.js";
import { useNavigate } from "react-router";
import { Search, ShieldCheck } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useState } from "react";
// src/features/webinars/components/certificate-layout.tsx
/** The quiet backdrop of the certificate pages: a verification is an official-feeling thing. */
function CertificateLayout({ children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "relative isolate overflow-hidden bg-slate-50",
		children: [/* @__PURE__ */ jsxs("div", {
			"aria-hidden": "true",
			className: "pointer-events-none absolute inset-x-0 top-0 -z-10 h-80",
			children: [/* @__PURE__ */ jsx("div", { className: "absolute inset-0 bg-gradient-to-b from-brand-100/70 to-transparent" }), /* @__PURE__ */ jsx("div", { className: "absolute inset-0 bg-[radial-gradient(rgb(79_70_229/0.12)_1px,transparent_1px)] [mask-image:linear-gradient(to_bottom,black,transparent)] bg-[size:18px_18px]" })]
		}), /* @__PURE__ */ jsxs("div", {
			className: "container-page max-w-3xl py-10 sm:py-16",
			children: [/* @__PURE__ */ jsxs("p", {
				className: "inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold tracking-wider text-brand-800 uppercase shadow-sm ring-1 ring-brand-100",
				children: [/* @__PURE__ */ jsx(ShieldCheck, {
					className: "size-4",
					"aria-hidden": "true"
				}), "Certificate verification"]
			}), /* @__PURE__ */ jsx("div", {
				className: "mt-6",
				children
			})]
		})]
	});
}
// src/features/webinars/components/certificate-lookup-form.tsx
/** A code as printed on a certificate (spaces, dashes and case forgiven) → /certificates/CODE. */
function CertificateLookupForm({ initialCode = "", label = "Certificate ID" }) {
	const navigate = useNavigate();
	const [code, setCode] = useState(initialCode);
	const [error, setError] = useState();
	function submit(event) {
		event.preventDefault();
		const value = normaliseCertificateCode(code);
		if (!value) {
			setError("Type the certificate ID printed on the certificate");
			return;
		}
		navigate(`/certificates/${encodeURIComponent(value)}`);
	}
	return /* @__PURE__ */ jsxs("form", {
		noValidate: true,
		onSubmit: submit,
		"aria-label": "Verify a certificate",
		className: "flex flex-col gap-3 sm:flex-row sm:items-start",
		children: [/* @__PURE__ */ jsx(TextField, {
			label,
			value: code,
			onChange: (e) => {
				setCode(e.target.value);
				setError(void 0);
			},
			placeholder: "ABCD-EFGH-JKLM",
			autoComplete: "off",
			autoCapitalize: "characters",
			spellCheck: false,
			"data-testid": "certificate-code-input",
			error,
			className: "flex-1 [&_input]:font-mono [&_input]:tracking-wider [&_input]:uppercase"
		}), /* @__PURE__ */ jsxs(Button, {
			type: "submit",
			size: "lg",
			className: "sm:mt-7",
			"data-testid": "certificate-verify",
			children: [/* @__PURE__ */ jsx(Search, {
				className: "size-4",
				"aria-hidden": "true"
			}), "Verify"]
		})]
	});
}
export { CertificateLayout as n, CertificateLookupForm as t };
