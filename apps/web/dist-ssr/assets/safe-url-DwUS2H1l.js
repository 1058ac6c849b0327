import { bt as UPLOADED_FILE_PATH } from "../entry-server.js";
import { jsx } from "react/jsx-runtime";
// src/components/markdown/reading-components.tsx
/**
* How staff-written Markdown reads on this site, shared by site pages and lesson notes: spaced
* lists, a quoted aside, a rule and strong text. Each renderer adds its own headings, links and
* code on top.
*/
var readingComponents = {
	ul: ({ children }) => /* @__PURE__ */ jsx("ul", {
		className: "list-disc space-y-2 pl-6 marker:text-slate-400",
		children
	}),
	ol: ({ children }) => /* @__PURE__ */ jsx("ol", {
		className: "list-decimal space-y-2 pl-6 marker:text-slate-400",
		children
	}),
	li: ({ children }) => /* @__PURE__ */ jsx("li", {
		className: "pl-1",
		children
	}),
	blockquote: ({ children }) => /* @__PURE__ */ jsx("blockquote", {
		className: "border-l-4 border-brand-200 pl-4 text-slate-600 italic",
		children
	}),
	hr: () => /* @__PURE__ */ jsx("hr", { className: "border-slate-200" }),
	strong: ({ children }) => /* @__PURE__ */ jsx("strong", {
		className: "font-semibold text-slate-900",
		children
	})
};
// src/components/markdown/safe-url.ts
/**
* Where a link in staff-written Markdown may go: http(s), mailto:, tel:, and paths on this
* site. Anything else (javascript:, data:, protocol-relative //host) is not a link.
*/
function safeHref(raw) {
	const href = raw.trim();
	if (/^\/(?!\/)/.test(href) || href.startsWith("#")) return href;
	if (/^(mailto|tel):[^\s]+$/i.test(href)) return href;
	try {
		const url = new URL(href);
		return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
	} catch {
		return null;
	}
}
/** Whether a link leaves the site (opened in a new tab). */
var isExternalHref = (href) => /^https?:/i.test(href);
/** Where an image in lesson notes may load from: https, or a file uploaded to this site. */
function safeImageSrc(raw) {
	const src = raw.trim();
	if (UPLOADED_FILE_PATH.test(src)) return src;
	try {
		const url = new URL(src);
		return url.protocol === "https:" ? url.toString() : null;
	} catch {
		return null;
	}
}
export { readingComponents as i, safeHref as n, safeImageSrc as r, isExternalHref as t };
