import { F as ZSitePageData, I as isSitePageSlug, L as sitePagePath, M as SITE_PAGE_SLUGS, h as CallbackButton, k as SITE_PAGE_LABELS } from "../entry-server.js";
import { t as LoadError } from "./load-error-CeddVCbw.js";
import { a as getErrorMessage, n as publicApi } from "./api-client-CyCTgC69.js";
import { n as formatDate } from "./format-DGa3zFAK.js";
import { n as sitePageKeys, t as Markdown } from "./markdown-B4_bs1ab.js";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { NavLink, useLocation } from "react-router";
import { clsx } from "clsx";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/legal/api/get-site-page.ts
/** GET /pages/{slug} → data.page: the privacy, terms, refund or contact page. */
async function getSitePage(slug, signal) {
	return (await publicApi.get(`/pages/${slug}`, ZSitePageData, { signal })).data.page;
}
var sitePageQueryOptions = (slug) => queryOptions({
	queryKey: sitePageKeys.public(slug),
	queryFn: ({ signal }) => getSitePage(slug, signal),
	staleTime: 3e5
});
var useSitePage = (slug) => useQuery(sitePageQueryOptions(slug));
// src/features/legal/components/site-page-nav.tsx
/** The other policy pages, and a person to talk to. */
function SitePageNav() {
	return /* @__PURE__ */ jsxs("aside", {
		className: "space-y-6 lg:sticky lg:top-24",
		children: [/* @__PURE__ */ jsx("nav", {
			"aria-label": "Policies and contact",
			className: "card p-3",
			children: /* @__PURE__ */ jsx("ul", {
				className: "space-y-1",
				children: SITE_PAGE_SLUGS.map((slug) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
					to: sitePagePath(slug),
					className: ({ isActive }) => clsx("block rounded-lg px-3 py-2 text-sm font-semibold transition-colors", isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"),
					children: SITE_PAGE_LABELS[slug]
				}) }, slug))
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "card p-5",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "font-bold text-slate-900",
					children: "Questions?"
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-1 text-sm leading-relaxed text-slate-600",
					children: "A counsellor calls you back within 24 hours."
				}),
				/* @__PURE__ */ jsx(CallbackButton, { className: "mt-4 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800" })
			]
		})]
	});
}
// src/features/legal/pages/site-page.tsx
/**
* /privacy, /terms, /refunds and /contact: one staff-edited page each, read from its path (the
* router mounts this page at exactly those paths).
*/
function SitePageRoute() {
	const slug = useLocation().pathname.split("/")[1];
	if (!isSitePageSlug(slug)) return null;
	return /* @__PURE__ */ jsx(SitePageView, { slug }, slug);
}
function SitePageView({ slug }) {
	const { data: page, error, refetch, isFetching } = useSitePage(slug);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("div", {
		className: "border-b border-slate-200 bg-gradient-to-b from-brand-50/60 to-white",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container-page py-12 sm:py-16",
			children: [/* @__PURE__ */ jsx("p", {
				className: "text-sm font-bold tracking-widest text-brand-700 uppercase",
				children: "KodeSchool"
			}), page ? /* @__PURE__ */ jsxs(Fragment, { children: [
				/* @__PURE__ */ jsx("title", { children: `${page.title} | KodeSchool` }),
				/* @__PURE__ */ jsx("h1", {
					"data-testid": "site-page-title",
					className: "mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl",
					children: page.title
				}),
				page.updatedAt && /* @__PURE__ */ jsxs("p", {
					className: "mt-4 text-sm text-slate-600",
					children: ["Last updated ", /* @__PURE__ */ jsx("time", {
						dateTime: page.updatedAt,
						children: formatDate(page.updatedAt)
					})]
				})
			] }) : /* @__PURE__ */ jsx("div", {
				"aria-hidden": "true",
				className: "mt-4 h-12 w-2/3 animate-pulse rounded-xl bg-slate-200/70"
			})]
		})
	}), /* @__PURE__ */ jsxs("div", {
		className: "container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-14",
		children: [/* @__PURE__ */ jsx("article", {
			"data-testid": "site-page-body",
			className: "max-w-3xl min-w-0",
			children: page ? /* @__PURE__ */ jsx(Markdown, { children: page.body }) : error ? /* @__PURE__ */ jsx(LoadError, {
				className: "py-10",
				title: "We couldn't load this page",
				message: getErrorMessage(error),
				onRetry: () => void refetch(),
				isRetrying: isFetching
			}) : /* @__PURE__ */ jsx("div", {
				"aria-hidden": "true",
				className: "space-y-3",
				children: [
					92,
					100,
					84,
					96,
					70
				].map((w) => /* @__PURE__ */ jsx("div", {
					className: "h-4 animate-pulse rounded bg-slate-200/70",
					style: { width: `${w}%` }
				}, w))
			})
		}), /* @__PURE__ */ jsx(SitePageNav, {})]
	})] });
}
export { SitePageRoute as default };
