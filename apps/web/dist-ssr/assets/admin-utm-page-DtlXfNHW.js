import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { n as useListPage, t as QueryListCard } from "./query-list-card-BlrTQ-LH.js";
import { t as SearchInput } from "./search-input-_kbwK_BQ.js";
import { t as tableStateOf } from "./table-state-Bt1tF4Jf.js";
import { a as ZUtmLinkData, i as ZUtmLinkCreate, o as ZUtmLinkListData, s as buildUtmUrl, t as UTM_LINK_PAGES } from "./utm.schema-U9ITuTOD.js";
import { a as getErrorMessage, t as adminApi } from "./api-client-CyCTgC69.js";
import { E as useZodForm, S as Form, _ as FormText, d as FormSelect, w as SubmitButton } from "./form-9deOHQRr.js";
import { c as toast } from "../entry-server.js";
import { t as CopyButton } from "./copy-button-CvVyJckj.js";
import { n as adminColumnHelper, t as DataTable } from "./data-table-BFwpHdzu.js";
import { n as formatDate } from "./format-DGa3zFAK.js";
import { t as ConfirmDialog } from "./confirm-dialog-Ry-siLhw.js";
import { t as ZNoData } from "./http-DRLmBayV.js";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleCheck, Link2, Plus, Trash2 } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { Fragment as Fragment$1, useState } from "react";
import { useWatch } from "react-hook-form";
// src/features/utm/api/utm-keys.ts
var utmKeys = {
	all: ["utm"],
	lists: () => [...utmKeys.all, "links"],
	list: (params) => [...utmKeys.lists(), params]
};
// src/features/utm/api/get-utm-links.ts
var UTM_LIST_FAILED = "Failed to fetch UTM links";
async function getUtmLinks(params) {
	return (await adminApi.get("/utm/links", ZUtmLinkListData, { query: {
		page: params.page,
		limit: params.limit,
		search: params.search || void 0
	} })).data;
}
var utmLinksQueryOptions = (params) => queryOptions({
	queryKey: utmKeys.list(params),
	queryFn: () => getUtmLinks(params),
	placeholderData: keepPreviousData,
	staleTime: 0
});
var useUtmLinks = (params) => useQuery(utmLinksQueryOptions(params));
// src/features/utm/api/create-utm-link.ts
async function createUtmLink(body) {
	const res = await adminApi.post("/utm/links", ZUtmLinkData, body);
	return {
		link: res.data.link,
		message: res.message
	};
}
function useCreateUtmLink() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createUtmLink,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: utmKeys.lists() })
	});
}
// src/features/utm/lib/utm-url.ts
/** The full URL staff share for a saved link (utm_id last). */
var linkUrl = (link, origin = window.location.origin) => buildUtmUrl(origin, link);
var PARAMS = [
	["utm_source", "source"],
	["utm_medium", "medium"],
	["utm_campaign", "campaign"],
	["utm_term", "term"],
	["utm_content", "content"]
];
var OPTIONAL = /* @__PURE__ */ new Set(["term", "content"]);
/** URL-encodes one value exactly as URLSearchParams (and so buildUtmUrl) does. */
var encode = (value) => new URLSearchParams({ v: value }).toString().slice(2);
/**
* The builder's preview before saving: the page URL and its utm_* parameters, required ones
* still empty shown as placeholders, optional empty ones left out. There is no utm_id yet.
*/
function previewParts(values, origin = window.location.origin) {
	const path = values.path?.trim() || "/";
	const base = new URL(path, origin).toString();
	const params = [];
	for (const [key, field] of PARAMS) {
		const value = values[field]?.trim() ?? "";
		if (!value && OPTIONAL.has(field)) continue;
		params.push(value ? {
			key,
			value: encode(value),
			isPlaceholder: false
		} : {
			key,
			value: field,
			isPlaceholder: true
		});
	}
	return {
		base,
		params
	};
}
// src/features/utm/components/copy-link-button.tsx
var LINK_COPIED = "Link copied";
/** Copies a tracking link and confirms with the 'Link copied' toast. */
function CopyLinkButton({ url, look = "icon", label = "Copy link" }) {
	return /* @__PURE__ */ jsx(CopyButton, {
		text: url,
		label,
		look,
		toastText: LINK_COPIED,
		errorText: "Could not copy the link. Select it and copy it by hand.",
		testId: "utm-copy"
	});
}
// src/features/utm/components/url-preview.tsx
/** The link being built, parameter by parameter; empty required values show as placeholders. */
function UrlPreview({ base, params }) {
	return /* @__PURE__ */ jsxs("p", {
		"data-testid": "utm-preview",
		className: "font-mono text-[13px] leading-relaxed break-all text-slate-700",
		children: [/* @__PURE__ */ jsx("span", {
			className: "text-slate-900",
			children: base
		}), params.map((part, index) => /* @__PURE__ */ jsxs(Fragment$1, { children: [
			/* @__PURE__ */ jsx("span", {
				className: "text-slate-500",
				children: index === 0 ? "?" : "&"
			}),
			/* @__PURE__ */ jsxs("span", {
				className: "text-slate-600",
				children: [part.key, "="]
			}),
			part.isPlaceholder ? /* @__PURE__ */ jsx("span", {
				className: "rounded bg-amber-50 px-1 text-amber-800 italic",
				children: part.value
			}) : /* @__PURE__ */ jsx("span", {
				className: "font-semibold text-brand-700",
				children: part.value
			})
		] }, part.key))]
	});
}
// src/features/utm/components/utm-builder.tsx
var DEFAULTS = {
	path: UTM_LINK_PAGES[0].path,
	source: "",
	medium: "",
	campaign: "",
	term: "",
	content: ""
};
var TEXT_FIELDS = [
	{
		name: "source",
		label: "Source",
		placeholder: "instagram",
		hint: "Where the click comes from."
	},
	{
		name: "medium",
		label: "Medium",
		placeholder: "social",
		hint: "The kind of channel."
	},
	{
		name: "campaign",
		label: "Campaign",
		placeholder: "kodr-march-2026",
		hint: "Your name for the push."
	},
	{
		name: "term",
		label: "Term (optional)",
		placeholder: "learn-coding",
		hint: "A paid keyword."
	},
	{
		name: "content",
		label: "Content (optional)",
		placeholder: "story-ad-1",
		hint: "Tells two ads apart."
	}
];
var PAGE_OPTIONS = UTM_LINK_PAGES.map((page) => ({
	value: page.path,
	label: `${page.label} (${page.path})`
}));
/** The UTM builder: page and parameters, a live preview of the URL, and Create link. */
function UtmBuilder() {
	const form = useZodForm(ZUtmLinkCreate, { defaultValues: DEFAULTS });
	const values = useWatch({ control: form.control });
	const create = useCreateUtmLink();
	const [created, setCreated] = useState(null);
	const preview = previewParts(values);
	const onSubmit = async (body) => {
		const { link, message } = await create.mutateAsync(body);
		setCreated(link);
		toast.success(message || "UTM link created");
		form.reset({
			...body,
			campaign: "",
			term: "",
			content: ""
		});
	};
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "utm-builder-title",
		className: "card overflow-hidden",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex items-center gap-3 border-b border-slate-200 px-5 py-4",
			children: [/* @__PURE__ */ jsx("span", {
				className: "grid size-9 place-items-center rounded-lg bg-brand-50 text-brand-700",
				children: /* @__PURE__ */ jsx(Link2, {
					className: "size-5",
					"aria-hidden": "true"
				})
			}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
				id: "utm-builder-title",
				className: "text-base font-bold text-slate-900",
				children: "Build a link"
			}), /* @__PURE__ */ jsx("p", {
				className: "text-sm text-slate-600",
				children: "Pick a page, name the channel and campaign, then share the link it gives you."
			})] })]
		}), /* @__PURE__ */ jsxs(Form, {
			form,
			onSubmit,
			tell: "toast",
			failureMessage: "Failed to create UTM link",
			onChange: () => created && setCreated(null),
			className: "p-5",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
				children: [/* @__PURE__ */ jsx(FormSelect, {
					name: "path",
					label: "Page",
					options: PAGE_OPTIONS,
					testId: "utm-page"
				}), TEXT_FIELDS.map(({ name, label, placeholder, hint }) => /* @__PURE__ */ jsx(FormText, {
					name,
					label,
					hint,
					placeholder,
					autoComplete: "off",
					spellCheck: false,
					testId: `utm-${name}`
				}, name))]
			}), /* @__PURE__ */ jsxs("div", {
				className: "mt-5 flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 lg:flex-row lg:items-center",
				children: [created ? /* @__PURE__ */ jsxs("div", {
					className: "min-w-0 flex-1",
					"data-testid": "utm-created",
					children: [/* @__PURE__ */ jsxs("p", {
						className: "mb-1 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-emerald-800 uppercase",
						children: [/* @__PURE__ */ jsx(CircleCheck, {
							className: "size-4",
							"aria-hidden": "true"
						}), "Link created: share this URL"]
					}), /* @__PURE__ */ jsx("p", {
						className: "font-mono text-[13px] leading-relaxed font-semibold break-all text-slate-900",
						children: linkUrl(created)
					})]
				}) : /* @__PURE__ */ jsxs("div", {
					className: "min-w-0 flex-1",
					children: [
						/* @__PURE__ */ jsx("p", {
							className: "mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase",
							children: "Preview"
						}),
						/* @__PURE__ */ jsx(UrlPreview, {
							base: preview.base,
							params: preview.params
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-1.5 text-xs text-slate-600",
							children: "A utm_id naming this link is added when you create it."
						})
					]
				}), /* @__PURE__ */ jsxs("div", {
					className: "flex shrink-0 gap-2",
					children: [created && /* @__PURE__ */ jsx(CopyLinkButton, {
						url: linkUrl(created),
						look: "button",
						label: "Copy link"
					}), /* @__PURE__ */ jsxs(SubmitButton, {
						isLoading: create.isPending,
						loadingText: "Creating...",
						"data-testid": "utm-create",
						variant: created ? "secondary" : "primary",
						children: [/* @__PURE__ */ jsx(Plus, {
							className: "size-4",
							"aria-hidden": "true"
						}), "Create link"]
					})]
				})]
			})]
		})]
	});
}
// src/features/utm/api/delete-utm-link.ts
async function deleteUtmLink(id) {
	return (await adminApi.delete(`/utm/links/${encodeURIComponent(id)}`, ZNoData)).message;
}
function useDeleteUtmLink() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: deleteUtmLink,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: utmKeys.lists() })
	});
}
// src/features/utm/components/delete-link-button.tsx
/** The row's delete button and its confirmation dialog. */
function DeleteLinkButton({ link }) {
	const [isOpen, setIsOpen] = useState(false);
	const remove = useDeleteUtmLink();
	const onConfirm = () => remove.mutate(link._id, {
		onSuccess: (message) => {
			setIsOpen(false);
			toast.success(message || "UTM link deleted");
		},
		onError: (error) => toast.error(getErrorMessage(error, "Failed to delete UTM link"))
	});
	return /* @__PURE__ */ jsx(ConfirmDialog, {
		open: isOpen,
		onOpenChange: setIsOpen,
		trigger: /* @__PURE__ */ jsx("button", {
			type: "button",
			"data-testid": "utm-delete",
			"aria-label": `Delete link ${link.campaign}`,
			title: "Delete link",
			className: "grid size-9 place-items-center rounded-lg text-slate-600 transition-colors hover:bg-red-50 hover:text-red-700",
			children: /* @__PURE__ */ jsx(Trash2, {
				className: "size-4",
				"aria-hidden": "true"
			})
		}),
		title: "Delete this UTM link?",
		description: /* @__PURE__ */ jsxs(Fragment, { children: [
			"The ",
			/* @__PURE__ */ jsx("span", {
				className: "font-semibold text-slate-800",
				children: link.campaign
			}),
			" link (",
			link.source,
			" / ",
			link.medium,
			") and its counts leave this list. This cannot be undone."
		] }),
		confirmLabel: "Delete link",
		pendingLabel: "Deleting...",
		onConfirm,
		isPending: remove.isPending,
		testId: "utm-delete-dialog",
		confirmTestId: "utm-delete-confirm"
	});
}
// src/features/utm/components/utm-links-table.tsx
var pageLabel = (path) => UTM_LINK_PAGES.find((p) => p.path === path)?.label ?? path;
var col = adminColumnHelper();
var count = (key, header) => col.display({
	id: key,
	header,
	cell: (c) => {
		const value = c.row.original.stats[key];
		return /* @__PURE__ */ jsx("span", {
			"data-testid": `utm-${key}`,
			className: value > 0 ? "font-semibold text-slate-900" : "text-slate-500",
			children: value.toLocaleString("en-IN")
		});
	},
	meta: {
		className: "text-right tabular-nums",
		headerClassName: "text-right"
	}
});
var Chip = ({ children }) => /* @__PURE__ */ jsx("span", {
	className: "inline-flex max-w-40 truncate rounded-md bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700",
	children
});
var columns = [
	col.accessor("campaign", {
		header: "Link",
		cell: (c) => {
			const link = c.row.original;
			const url = linkUrl(link);
			return /* @__PURE__ */ jsxs("div", {
				className: "max-w-[24rem] min-w-0 space-y-1.5",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "flex flex-wrap items-center gap-1.5",
						children: [
							/* @__PURE__ */ jsx("span", {
								className: "mr-1 font-semibold break-all text-slate-900",
								children: link.campaign
							}),
							/* @__PURE__ */ jsx(Chip, { children: link.source }),
							/* @__PURE__ */ jsx(Chip, { children: link.medium }),
							link.term && /* @__PURE__ */ jsxs(Chip, { children: ["term: ", link.term] }),
							link.content && /* @__PURE__ */ jsxs(Chip, { children: ["content: ", link.content] })
						]
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "text-xs font-normal text-slate-600",
						children: [
							"To ",
							/* @__PURE__ */ jsx("span", {
								className: "font-medium text-slate-800",
								children: pageLabel(link.path)
							}),
							/* @__PURE__ */ jsx("span", {
								"aria-hidden": "true",
								children: " · "
							}),
							/* @__PURE__ */ jsxs("span", {
								"data-testid": "utm-created-by",
								children: [
									"by ",
									link.createdBy?.name ?? "a former staff member",
									" on",
									" ",
									/* @__PURE__ */ jsx("time", {
										dateTime: link.createdAt,
										children: formatDate(link.createdAt)
									})
								]
							})
						]
					}),
					/* @__PURE__ */ jsx("p", {
						"data-testid": "utm-url",
						title: url,
						className: "truncate font-mono text-xs font-normal text-brand-800 select-all",
						children: url
					})
				]
			});
		},
		meta: { isCardTitle: true }
	}),
	count("visits", "Visits"),
	count("registrations", "Registrations"),
	count("callbacks", "Callbacks"),
	count("signups", "Sign-ups"),
	col.display({
		id: "actions",
		header: "Actions",
		cell: (c) => /* @__PURE__ */ jsxs("div", {
			className: "flex items-center justify-end gap-0.5",
			children: [/* @__PURE__ */ jsx(CopyLinkButton, { url: linkUrl(c.row.original) }), /* @__PURE__ */ jsx(DeleteLinkButton, { link: c.row.original })]
		}),
		meta: {
			className: "w-24",
			headerClassName: "text-right"
		}
	})
];
function UtmLinksTable({ links, isLoading, isFetching, emptyMessage, emptyHint }) {
	return /* @__PURE__ */ jsx(DataTable, {
		columns,
		data: links,
		getRowId: (link) => link._id,
		isLoading,
		isFetching,
		emptyMessage,
		emptyHint,
		caption: "UTM links",
		rowTestId: "utm-row"
	});
}
// src/features/utm/pages/admin-utm-page.tsx
var NO_FILTERS = {};
/** /admin/utm (UTM Create): build tracked links, copy them, and see what each one brought. */
function AdminUtmPage() {
	const list = useListPage(NO_FILTERS);
	const query = useUtmLinks({
		page: list.page,
		limit: list.limit,
		search: list.search
	});
	const links = query.data?.links ?? [];
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-7xl",
		children: [
			/* @__PURE__ */ jsx(AdminPageHeader, {
				title: "UTM links",
				description: "Tracked links for campaigns: visits, Kodr registrations, callback requests and sign-ups per link."
			}),
			/* @__PURE__ */ jsx(UtmBuilder, {}),
			/* @__PURE__ */ jsx(QueryListCard, {
				query,
				list,
				itemLabel: "links",
				failedMessage: UTM_LIST_FAILED,
				className: "mt-8",
				toolbar: /* @__PURE__ */ jsxs("div", {
					className: "flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between",
					children: [/* @__PURE__ */ jsx("h2", {
						className: "text-base font-bold text-slate-900",
						children: "Your links"
					}), /* @__PURE__ */ jsx(SearchInput, {
						value: list.search,
						onSearch: list.setSearch,
						placeholder: "Search by campaign or source",
						testId: "utm-search",
						className: "sm:max-w-xs"
					})]
				}),
				children: /* @__PURE__ */ jsx(UtmLinksTable, {
					links,
					...tableStateOf(query),
					emptyMessage: list.search ? "No links match your search." : "No UTM links yet.",
					emptyHint: list.search ? "Try another campaign or source." : "Build your first link above; its visits and leads show up here."
				})
			})
		]
	});
}
export { AdminUtmPage as default };
