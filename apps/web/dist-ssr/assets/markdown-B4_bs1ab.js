import { i as readingComponents, n as safeHref, t as isExternalHref } from "./safe-url-DwUS2H1l.js";
import { Link } from "react-router";
import { clsx } from "clsx";
import { Fragment, jsx } from "react/jsx-runtime";
import ReactMarkdown from "react-markdown";
import remarkBreaks from "remark-breaks";
// src/features/legal/api/site-page-keys.ts
/** Query keys of the site pages; visitors' copy and the editor's cache separately. */
var sitePageKeys = {
	all: ["site-pages"],
	public: (slug) => [
		...sitePageKeys.all,
		"public",
		slug
	],
	admin: (slug) => [
		...sitePageKeys.all,
		"admin",
		slug
	]
};
// src/features/legal/components/markdown.tsx
var linkClass = "font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-800 hover:decoration-brand-600";
var h2 = "pt-4 text-xl font-bold tracking-tight text-slate-900";
var h3 = "pt-2 text-lg font-bold tracking-tight text-slate-900";
function MarkdownLink({ href, children }) {
	if (!href) return /* @__PURE__ */ jsx(Fragment, { children });
	if (href.startsWith("/")) return /* @__PURE__ */ jsx(Link, {
		to: href,
		className: linkClass,
		children
	});
	return /* @__PURE__ */ jsx("a", {
		href,
		className: linkClass,
		...isExternalHref(href) ? {
			target: "_blank",
			rel: "noopener noreferrer"
		} : {},
		children
	});
}
var components = {
	...readingComponents,
	h1: ({ children }) => /* @__PURE__ */ jsx("h2", {
		className: h2,
		children
	}),
	h2: ({ children }) => /* @__PURE__ */ jsx("h2", {
		className: h2,
		children
	}),
	h3: ({ children }) => /* @__PURE__ */ jsx("h3", {
		className: h3,
		children
	}),
	h4: ({ children }) => /* @__PURE__ */ jsx("h4", {
		className: h3,
		children
	}),
	h5: ({ children }) => /* @__PURE__ */ jsx("h4", {
		className: h3,
		children
	}),
	h6: ({ children }) => /* @__PURE__ */ jsx("h4", {
		className: h3,
		children
	}),
	code: ({ children }) => /* @__PURE__ */ jsx("code", {
		className: "rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em]",
		children
	}),
	a: MarkdownLink,
	img: ({ alt }) => /* @__PURE__ */ jsx(Fragment, { children: alt })
};
/**
* Staff-written Markdown (react-markdown; a single line break is kept, as in GitHub comments, so
* addresses stay on their lines). Raw HTML is never rendered, and links go only where safeHref
* allows. Styled for reading: spaced headings and lists, visible links.
*/
function Markdown({ children, className }) {
	return /* @__PURE__ */ jsx("div", {
		className: clsx("space-y-4 text-[15px] leading-relaxed text-slate-700", className),
		children: /* @__PURE__ */ jsx(ReactMarkdown, {
			remarkPlugins: [remarkBreaks],
			skipHtml: true,
			components,
			urlTransform: (url) => safeHref(url) ?? "",
			children
		})
	});
}
export { sitePageKeys as n, Markdown as t };
