import { t as __exportAll } from "./rolldown-runtime-D8jQpDG7.js";
import { i as readingComponents, n as safeHref, r as safeImageSrc, t as isExternalHref } from "./safe-url-DwUS2H1l.js";
import { clsx } from "clsx";
import { Fragment, jsx } from "react/jsx-runtime";
import bash from "highlight.js/lib/languages/bash";
import cpp from "highlight.js/lib/languages/cpp";
import css from "highlight.js/lib/languages/css";
import java from "highlight.js/lib/languages/java";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import python from "highlight.js/lib/languages/python";
import sql from "highlight.js/lib/languages/sql";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";
import ReactMarkdown from "react-markdown";
import rehypeHighlight from "rehype-highlight";
// src/components/markdown/lesson-markdown.tsx
var lesson_markdown_exports = /* @__PURE__ */ __exportAll({ LessonMarkdown: () => LessonMarkdown });
/** The languages lessons are taught in; a fence in any other stays plain monospace. */
var LANGUAGES = {
	bash,
	cpp,
	css,
	java,
	javascript,
	json,
	python,
	sql,
	typescript,
	xml,
	yaml
};
var ALIASES = {
	bash: [
		"sh",
		"shell",
		"console"
	],
	cpp: ["c", "c++"],
	javascript: ["js", "jsx"],
	typescript: ["ts", "tsx"],
	python: ["py"],
	xml: ["html"],
	yaml: ["yml"]
};
var h = "font-bold tracking-tight text-slate-900";
function LessonLink({ href, children }) {
	if (!href) return /* @__PURE__ */ jsx(Fragment, { children });
	return /* @__PURE__ */ jsx("a", {
		href,
		className: "font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-800",
		...isExternalHref(href) ? {
			target: "_blank",
			rel: "noopener noreferrer"
		} : {},
		children
	});
}
function LessonImage({ src, alt }) {
	const safe = typeof src === "string" ? safeImageSrc(src) : null;
	if (!safe) return /* @__PURE__ */ jsx(Fragment, { children: alt });
	return /* @__PURE__ */ jsx("img", {
		src: safe,
		alt: alt ?? "",
		loading: "lazy",
		className: "my-2 max-w-full rounded-xl border"
	});
}
var components = {
	...readingComponents,
	h1: ({ children }) => /* @__PURE__ */ jsx("h2", {
		className: clsx(h, "pt-4 text-2xl"),
		children
	}),
	h2: ({ children }) => /* @__PURE__ */ jsx("h2", {
		className: clsx(h, "pt-4 text-xl"),
		children
	}),
	h3: ({ children }) => /* @__PURE__ */ jsx("h3", {
		className: clsx(h, "pt-2 text-lg"),
		children
	}),
	h4: ({ children }) => /* @__PURE__ */ jsx("h4", {
		className: clsx(h, "text-base"),
		children
	}),
	h5: ({ children }) => /* @__PURE__ */ jsx("h4", {
		className: clsx(h, "text-base"),
		children
	}),
	h6: ({ children }) => /* @__PURE__ */ jsx("h4", {
		className: clsx(h, "text-base"),
		children
	}),
	pre: ({ children }) => /* @__PURE__ */ jsx("pre", {
		className: "overflow-x-auto rounded-xl bg-[#0d1117] p-4 text-[13px] leading-relaxed text-slate-100 [&_code]:bg-transparent [&_code]:p-0 [&_code]:text-inherit",
		children
	}),
	code: ({ children, className }) => /* @__PURE__ */ jsx("code", {
		className: clsx("rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-800", className),
		children
	}),
	a: LessonLink,
	img: LessonImage
};
/**
* Lesson notes written by staff (react-markdown): code fences are highlighted (highlight.js, the
* taught languages only), raw HTML is never rendered, links go only where safeHref allows and
* images load only over https or from this site's file store.
*/
function LessonMarkdown({ children, className }) {
	return /* @__PURE__ */ jsx("div", {
		"data-testid": "lesson-markdown",
		className: clsx("space-y-4 text-[15px] leading-relaxed text-slate-700", className),
		children: /* @__PURE__ */ jsx(ReactMarkdown, {
			skipHtml: true,
			components,
			rehypePlugins: [[rehypeHighlight, {
				languages: LANGUAGES,
				aliases: ALIASES,
				detect: false
			}]],
			urlTransform: (url, key) => key === "src" ? safeImageSrc(url) ?? "" : safeHref(url) ?? "",
			children
		})
	});
}
export { lesson_markdown_exports as n, LessonMarkdown as t };
