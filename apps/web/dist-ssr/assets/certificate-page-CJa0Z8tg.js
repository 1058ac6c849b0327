import { h as ZCertificateData, l as WEBINAR_MSG, r as CERTIFICATE_CODE_PATTERN } from "./webinar.schema-B5O1UN4y.js";
import { Gt as buttonStyles, Wt as Button } from "../entry-server.js";
import { a as isNotFound } from "./field-issues-CklJ7g7w.js";
import { a as getErrorMessage, n as publicApi } from "./api-client-CyCTgC69.js";
import { c as webinarKeys, i as istLongDate, r as istDay } from "./webinar-time-spBAPkfx.js";
import { n as linkedInShareUrl, t as linkedInAddToProfileUrl } from "./linkedin-DsXNJIaZ.js";
import { i as normaliseCertificateCode, t as certificatePdfHref } from "./webinar-display-Cqxhwg-b.js";
import { n as CertificateLayout, t as CertificateLookupForm } from "./certificate-lookup-form-C4uZMesD.js";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { clsx } from "clsx";
import { AlertTriangle, BadgeCheck, Download, SearchX, Share2, ShieldCheck } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/webinars/api/get-certificate.ts
/** GET /certificates/{code}: who received the certificate, for which webinar, and its PDF. */
async function getCertificate(code, signal) {
	return (await publicApi.get(`/certificates/${encodeURIComponent(code)}`, ZCertificateData, { signal })).data.certificate;
}
var certificateQueryOptions = (code) => queryOptions({
	queryKey: webinarKeys.certificate(code),
	queryFn: ({ signal }) => getCertificate(code, signal),
	enabled: code !== "",
	staleTime: 3e5,
	retry: (count, error) => !isNotFound(error) && count < 2
});
var useCertificate = (code) => useQuery(certificateQueryOptions(code));
// src/features/webinars/components/certificate-card.tsx
/** The verification result: who received the certificate, for what, when, and its PDF. */
function CertificateCard({ certificate }) {
	const isCourse = certificate.kind === "course";
	const pageUrl = `${window.location.origin}/certificates/${certificate.code}`;
	const rows = [
		{
			label: isCourse ? "Course" : "Webinar",
			value: certificate.webinarTitle,
			testId: "certificate-webinar",
			wide: true
		},
		{
			label: isCourse ? "Completed on" : "Webinar date",
			value: istLongDate(certificate.webinarDate),
			testId: "certificate-date"
		},
		{
			label: "Issued on",
			value: istDay(certificate.issuedAt),
			testId: "certificate-issued"
		}
	];
	return /* @__PURE__ */ jsxs("article", {
		"data-testid": "certificate-genuine",
		className: "overflow-hidden rounded-3xl border border-emerald-200 bg-white shadow-pop",
		children: [/* @__PURE__ */ jsxs("header", {
			className: "relative isolate overflow-hidden bg-gradient-to-br from-emerald-600 via-emerald-700 to-teal-800 px-6 py-7 text-white sm:px-9",
			children: [/* @__PURE__ */ jsx("div", {
				"aria-hidden": "true",
				className: "absolute -top-20 -right-16 -z-10 size-64 rounded-full bg-white/15 blur-3xl"
			}), /* @__PURE__ */ jsxs("div", {
				className: "flex items-center gap-4",
				children: [/* @__PURE__ */ jsx("span", {
					className: "grid size-14 shrink-0 place-items-center rounded-2xl bg-white/15 ring-1 ring-white/30",
					children: /* @__PURE__ */ jsx(ShieldCheck, {
						className: "size-8",
						"aria-hidden": "true"
					})
				}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
					className: "text-2xl font-extrabold tracking-tight sm:text-3xl",
					children: "Genuine certificate"
				}), /* @__PURE__ */ jsx("p", {
					className: "mt-1 text-sm text-emerald-50",
					children: "Issued by KodeSchool and recorded under this ID."
				})] })]
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: "px-6 py-7 sm:px-9 sm:py-8",
			children: [
				/* @__PURE__ */ jsxs("p", {
					className: "text-xs font-semibold tracking-widest text-slate-500 uppercase",
					children: [isCourse ? "Certificate of completion" : "Certificate of participation", " awarded to"]
				}),
				/* @__PURE__ */ jsxs("p", {
					"data-testid": "certificate-name",
					className: "mt-2 flex items-center gap-2 text-2xl font-bold break-words text-slate-900 sm:text-3xl",
					children: [certificate.name, /* @__PURE__ */ jsx(BadgeCheck, {
						className: "size-6 shrink-0 text-emerald-600",
						"aria-label": "Verified"
					})]
				}),
				/* @__PURE__ */ jsx("dl", {
					className: "mt-6 grid gap-4 sm:grid-cols-2",
					children: rows.map((row) => /* @__PURE__ */ jsxs("div", {
						className: clsx("rounded-xl border border-slate-100 bg-slate-50 p-4", "wide" in row && "sm:col-span-2"),
						children: [/* @__PURE__ */ jsx("dt", {
							className: "text-xs font-semibold text-slate-500",
							children: row.label
						}), /* @__PURE__ */ jsx("dd", {
							"data-testid": row.testId,
							className: "mt-1 font-semibold break-words text-slate-900",
							children: row.value
						})]
					}, row.label))
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "mt-6 flex flex-col gap-4 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between",
					children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
						className: "text-xs font-semibold text-slate-500",
						children: "Certificate ID"
					}), /* @__PURE__ */ jsx("p", {
						"data-testid": "certificate-code",
						className: "mt-1 font-mono text-lg font-bold tracking-wider text-slate-900",
						children: certificate.code
					})] }), /* @__PURE__ */ jsxs("a", {
						href: certificatePdfHref(certificate.pdfUrl, certificate.code),
						target: "_blank",
						rel: "noreferrer",
						"data-testid": "certificate-download",
						className: buttonStyles({ size: "lg" }),
						children: [/* @__PURE__ */ jsx(Download, {
							className: "size-4",
							"aria-hidden": "true"
						}), "Download PDF"]
					})]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "mt-4 flex flex-wrap gap-3",
					children: [/* @__PURE__ */ jsxs("a", {
						href: linkedInShareUrl(pageUrl),
						target: "_blank",
						rel: "noreferrer",
						"data-testid": "certificate-linkedin-share",
						className: buttonStyles({
							variant: "secondary",
							size: "sm"
						}),
						children: [/* @__PURE__ */ jsx(Share2, {
							className: "size-4",
							"aria-hidden": "true"
						}), "Share on LinkedIn"]
					}), /* @__PURE__ */ jsx("a", {
						href: linkedInAddToProfileUrl({
							name: isCourse ? certificate.webinarTitle : `Webinar: ${certificate.webinarTitle}`,
							issuedAt: certificate.issuedAt,
							pageUrl,
							code: certificate.code
						}),
						target: "_blank",
						rel: "noreferrer",
						"data-testid": "certificate-linkedin-add",
						className: buttonStyles({
							variant: "ghost",
							size: "sm"
						}),
						children: "Add to LinkedIn profile"
					})]
				})
			]
		})]
	});
}
// src/features/webinars/pages/certificate-page.tsx
/** /certificates/:code: anyone can check that a certificate is genuine. */
function CertificatePage() {
	const { code: raw = "" } = useParams();
	const code = normaliseCertificateCode(raw);
	const isWellFormed = CERTIFICATE_CODE_PATTERN.test(code);
	const certificate = useCertificate(isWellFormed ? code : "");
	let body;
	if (!isWellFormed || isNotFound(certificate.error)) body = /* @__PURE__ */ jsx(NotFound, { code: raw });
	else if (certificate.data) body = /* @__PURE__ */ jsx(CertificateCard, { certificate: certificate.data });
	else if (certificate.error) body = /* @__PURE__ */ jsxs(Panel, {
		icon: AlertTriangle,
		title: "We could not check this certificate",
		children: [/* @__PURE__ */ jsx("p", {
			className: "mt-2 text-slate-600",
			children: getErrorMessage(certificate.error)
		}), /* @__PURE__ */ jsx(Button, {
			className: "mt-6",
			onClick: () => void certificate.refetch(),
			isLoading: certificate.isFetching,
			loadingText: "Retrying…",
			children: "Try again"
		})]
	});
	else body = /* @__PURE__ */ jsx("div", {
		"aria-busy": "true",
		"aria-label": "Checking the certificate",
		className: "h-96 animate-pulse rounded-3xl bg-white shadow-card"
	});
	return /* @__PURE__ */ jsxs(CertificateLayout, { children: [
		/* @__PURE__ */ jsx("title", { children: certificate.data ? `Certificate of ${certificate.data.name} | KodeSchool` : "Verify a certificate | KodeSchool" }),
		body,
		certificate.data && /* @__PURE__ */ jsx("p", {
			className: "mt-6 text-center text-sm text-slate-600",
			children: "Anyone with this link can check this certificate. Its details come straight from our records, not from the PDF."
		})
	] });
}
function NotFound({ code }) {
	return /* @__PURE__ */ jsxs(Panel, {
		icon: SearchX,
		title: "Certificate not found",
		testId: "certificate-not-found",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 text-slate-700",
				"data-testid": "certificate-not-found-message",
				children: WEBINAR_MSG.certificateNotFound
			}),
			code && /* @__PURE__ */ jsxs("p", {
				className: "mt-2 text-sm text-slate-500",
				children: [
					"You looked up ",
					/* @__PURE__ */ jsx("span", {
						className: "font-mono font-semibold text-slate-700",
						children: code
					}),
					"."
				]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-7 border-t border-slate-100 pt-6 text-left",
				children: /* @__PURE__ */ jsx(CertificateLookupForm, { label: "Try another certificate ID" })
			})
		]
	});
}
function Panel({ icon: Icon, title, testId, children }) {
	return /* @__PURE__ */ jsxs("section", {
		"data-testid": testId,
		className: "rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-card sm:p-10",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: "mx-auto grid size-14 place-items-center rounded-2xl bg-amber-50 text-amber-700 ring-8 ring-amber-50/50",
				children: /* @__PURE__ */ jsx(Icon, {
					className: "size-7",
					"aria-hidden": "true"
				})
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "mt-5 text-2xl font-extrabold tracking-tight text-slate-900",
				children: title
			}),
			children
		]
	});
}
export { CertificatePage as default };
