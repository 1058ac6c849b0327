import { A as SITE_PAGE_MAX_BODY, I as isSitePageSlug, L as sitePagePath, M as SITE_PAGE_SLUGS, N as ZAdminSitePageData, P as ZSitePageContent, c as toast, j as SITE_PAGE_MSG, k as SITE_PAGE_LABELS } from "../entry-server.js";
import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { t as RecordLoader } from "./record-loader-BkOMhXje.js";
import { t as adminApi } from "./api-client-CyCTgC69.js";
import { n as sitePageKeys, t as Markdown } from "./markdown-B4_bs1ab.js";
import { t as SaveBar } from "./save-bar-CpwdgVTu.js";
import { E as useZodForm, O as countErrors, S as Form, _ as FormText, v as FormTextArea } from "./form-9deOHQRr.js";
import { t as LeaveGuard } from "./leave-guard-no5dLF86.js";
import { a as formatDateTime } from "./format-DGa3zFAK.js";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, NavLink, Navigate, useParams } from "react-router";
import { clsx } from "clsx";
import { ArrowLeft, ExternalLink } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useWatch } from "react-hook-form";
// src/features/legal/api/admin-site-page.ts
/** GET /admin/pages/{slug} → data.page, with who last published it. */
async function getAdminSitePage(slug, signal) {
	return (await adminApi.get(`/pages/${slug}`, ZAdminSitePageData, { signal })).data.page;
}
var adminSitePageQueryOptions = (slug) => queryOptions({
	queryKey: sitePageKeys.admin(slug),
	queryFn: ({ signal }) => getAdminSitePage(slug, signal),
	staleTime: 0
});
var useAdminSitePage = (slug) => useQuery(adminSitePageQueryOptions(slug));
/** PUT /admin/pages/{slug}: the answer becomes the editor's copy and visitors' copy refetches. */
async function publishSitePage(slug, content) {
	return (await adminApi.put(`/pages/${slug}`, ZAdminSitePageData, content)).data.page;
}
function usePublishSitePage(slug) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (content) => publishSitePage(slug, content),
		onSuccess: async (page) => {
			queryClient.setQueryData(sitePageKeys.admin(slug), page);
			await queryClient.invalidateQueries({ queryKey: sitePageKeys.public(slug) });
		}
	});
}
// src/features/legal/components/site-page-editor.tsx
/** One page's title and Markdown text, with a live preview; Publish makes it live. */
function SitePageEditor({ page }) {
	const form = useZodForm(ZSitePageContent, { defaultValues: {
		title: page.title,
		body: page.body
	} });
	const { control, reset, formState } = form;
	const { errors, isDirty } = formState;
	const [title, body] = useWatch({
		control,
		name: ["title", "body"]
	});
	const publish = usePublishSitePage(page.slug);
	const onPublish = async (values) => {
		const saved = await publish.mutateAsync(values);
		reset({
			title: saved.title,
			body: saved.body
		});
		toast.success(SITE_PAGE_MSG.saved);
	};
	return /* @__PURE__ */ jsxs(Form, {
		form,
		onSubmit: onPublish,
		tell: "toast",
		failureMessage: "Failed to publish the page",
		className: "space-y-6",
		children: [
			/* @__PURE__ */ jsx(LeaveGuard, {
				when: isDirty && !publish.isPending,
				title: "Leave without publishing?",
				description: "Your changes to this page are not published yet. If you leave now they are lost."
			}),
			/* @__PURE__ */ jsx("p", {
				"data-testid": "site-page-published",
				className: "text-sm text-slate-600",
				children: page.updatedAt ? /* @__PURE__ */ jsxs(Fragment, { children: [
					"Last published ",
					/* @__PURE__ */ jsx("time", {
						dateTime: page.updatedAt,
						children: formatDateTime(page.updatedAt)
					}),
					page.updatedBy && /* @__PURE__ */ jsxs(Fragment, { children: [
						" ",
						"by ",
						/* @__PURE__ */ jsx("span", {
							className: "font-medium text-slate-800",
							children: page.updatedBy.name
						})
					] })
				] }) : "Not published yet: visitors see the default text. Replace the words in [brackets] with your own."
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid items-start gap-6 xl:grid-cols-2",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "card space-y-5 p-5 sm:p-6",
					children: [/* @__PURE__ */ jsx(FormText, {
						name: "title",
						label: "Title",
						testId: "site-page-title-input"
					}), /* @__PURE__ */ jsx(FormTextArea, {
						name: "body",
						label: "Text",
						hint: `Markdown: ## Heading, **bold**, *italic*, - list item, [link](/refunds). A new line stays a new line. Up to ${SITE_PAGE_MAX_BODY.toLocaleString("en-IN")} characters.`,
						rows: 24,
						spellCheck: true,
						mono: true,
						inputClassName: "text-[13px] leading-relaxed",
						testId: "site-page-body-input"
					})]
				}), /* @__PURE__ */ jsxs("section", {
					"aria-label": "Preview",
					className: "card p-5 sm:p-8 xl:sticky xl:top-24",
					children: [
						/* @__PURE__ */ jsx("p", {
							className: "text-xs font-bold tracking-widest text-slate-500 uppercase",
							children: "Preview"
						}),
						/* @__PURE__ */ jsx("h2", {
							className: "mt-3 text-3xl font-extrabold tracking-tight text-slate-900",
							children: title || "Untitled"
						}),
						/* @__PURE__ */ jsx("div", {
							className: "mt-6",
							"data-testid": "site-page-preview",
							children: /* @__PURE__ */ jsx(Markdown, { children: body ?? "" })
						})
					]
				})]
			}),
			/* @__PURE__ */ jsx(SaveBar, {
				isDirty,
				isSaving: publish.isPending,
				errorCount: countErrors(errors),
				isNew: false,
				onDiscard: () => reset(),
				saveLabel: "Publish",
				testId: "site-page"
			})
		]
	});
}
// src/features/legal/pages/admin-site-pages-page.tsx
/**
* /admin/edit-home/pages/:slug (who may edit the home page): the privacy, terms, refund and
* contact pages, one tab each, edited in Markdown with a live preview.
*/
function AdminSitePagesPage() {
	const { slug } = useParams();
	if (!isSitePageSlug(slug)) return /* @__PURE__ */ jsx(Navigate, {
		to: "/admin/edit-home/pages/privacy",
		replace: true
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-[100rem]",
		children: [
			/* @__PURE__ */ jsx(AdminPageHeader, {
				title: "Policy and contact pages",
				description: "Linked from the site footer and the checkout. Payment gateways ask for these pages before they activate a merchant.",
				actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs(Link, {
					to: "/admin/edit-home",
					className: "inline-flex items-center gap-1 text-sm font-semibold text-slate-700 hover:text-slate-900",
					children: [/* @__PURE__ */ jsx(ArrowLeft, {
						className: "size-4",
						"aria-hidden": "true"
					}), "Home page"]
				}), /* @__PURE__ */ jsxs("a", {
					href: sitePagePath(slug),
					target: "_blank",
					rel: "noreferrer",
					className: "inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline",
					children: ["View live page", /* @__PURE__ */ jsx(ExternalLink, {
						className: "size-3.5",
						"aria-hidden": "true"
					})]
				})] })
			}),
			/* @__PURE__ */ jsx("nav", {
				"aria-label": "Pages",
				className: "mb-6",
				children: /* @__PURE__ */ jsx("ul", {
					className: "inline-flex flex-wrap gap-1 rounded-xl border border-slate-200 bg-white p-1",
					children: SITE_PAGE_SLUGS.map((s) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
						to: `/admin/edit-home/pages/${s}`,
						"data-testid": `site-page-tab-${s}`,
						className: ({ isActive }) => clsx("block h-9 rounded-lg px-4 text-sm leading-9 font-semibold whitespace-nowrap transition-colors", isActive ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100"),
						children: SITE_PAGE_LABELS[s]
					}) }, s))
				})
			}),
			/* @__PURE__ */ jsx(PageLoader, { slug }, slug)
		]
	});
}
function PageLoader({ slug }) {
	const query = useAdminSitePage(slug);
	return /* @__PURE__ */ jsx(RecordLoader, {
		query,
		failedMessage: SITE_PAGE_MSG.loadFailed,
		loadingLabel: "Loading page...",
		children: (page) => /* @__PURE__ */ jsx(SitePageEditor, { page })
	});
}
export { AdminSitePagesPage as default };
