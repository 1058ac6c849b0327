import { I as ASSESS_MSG } from "./question.schema-DNwVFW8l.js";
import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { n as RegistrationsList, t as ExportCsvLink } from "./registrations-list-CzUnUpI4.js";
import { n as useListPage, r as ListError } from "./query-list-card-BlrTQ-LH.js";
import { Wt as Button, c as toast } from "../entry-server.js";
import { d as KODEX_YEARS, f as ZKodexContestBody, h as ZKodexListData, l as kodexFilterQuery, m as ZKodexContestsData, o as contestPhase, p as ZKodexContestData, u as kodexKeys } from "./kodex-display-BgyH8WG4.js";
import { t as ZNoData } from "./http-DRLmBayV.js";
import { g as ZWhizzListData } from "./whizz.schema-DDHMFrik.js";
import { a as getErrorMessage, t as adminApi } from "./api-client-CyCTgC69.js";
import { t as Drawer } from "./drawer-B15p3tGc.js";
import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { i as hasStatus, r as fieldIssues } from "./field-issues-CklJ7g7w.js";
import { a as formatDateTime, o as formatDateTimeRange } from "./format-DGa3zFAK.js";
import { t as useNow } from "./use-now-DYvIdfHR.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { n as FormFieldset, r as RemoveRowButton, t as AddRowButton } from "./form-fieldset-3zn78WMP.js";
import { C as FormServerAlert, E as useZodForm, S as Form, _ as FormText, d as FormSelect, u as FormDateTime, v as FormTextArea } from "./form-9deOHQRr.js";
import { r as istInputToIso, t as isoToIstInput } from "./ist-datetime-B-lTdV24.js";
import { t as KodexPhaseBadge } from "./kodex-phase-badge-BjuNryYS.js";
import { a as EXPERIENCE_LEVELS, i as EXPERIENCE_LABELS } from "./kodr.schema-DnG9icZh.js";
import { t as ListFilterBar } from "./list-filter-bar-BZubHVUI.js";
import { n as yesNoOptions, t as optionsOf } from "./list-filters-BWn4l1GJ.js";
import { n as adminColumnHelper } from "./data-table-BFwpHdzu.js";
import { n as TextCell, r as registrantColumns, t as PhoneLink } from "./registrant-columns-BR5fAqX0.js";
import { z } from "zod";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarDays, CheckCircle2, MinusCircle, Pencil, Plus, Trash2, Trophy, Users } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useState } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
// src/features/kodex/api/admin-kodex.ts
/** GET /admin/kodex-registrations → data.kodexRegistrations and data.pagination. */
async function getKodexRegistrations(params, signal) {
	try {
		return (await adminApi.get("/kodex-registrations", ZKodexListData, {
			query: {
				...kodexFilterQuery(params),
				page: params.page,
				limit: params.limit
			},
			signal
		})).data;
	} catch (error) {
		throw new Error(getErrorMessage(error, ASSESS_MSG.kodexFetchFailed), { cause: error });
	}
}
function useKodexRegistrations(params) {
	return useQuery({
		queryKey: kodexKeys.list(params),
		queryFn: ({ signal }) => getKodexRegistrations(params, signal),
		staleTime: 3e4,
		placeholderData: keepPreviousData
	});
}
/** The CSV download of the page's filters. */
function kodexExportUrl(params) {
	return adminApi.href("/kodex-registrations/export.csv", kodexFilterQuery(params));
}
/** GET /admin/kodex-contests → data.contests (every contest, newest start first). */
function useKodexContests() {
	return useQuery({
		queryKey: kodexKeys.contests(),
		queryFn: async ({ signal }) => {
			return (await adminApi.get("/kodex-contests", ZKodexContestsData, { signal })).data.contests;
		},
		staleTime: 3e4
	});
}
/** External whizzes a contest can run (GET /admin/whizz?isPublic=true, first 100). */
function useContestWhizzOptions(enabled) {
	return useQuery({
		queryKey: kodexKeys.whizzOptions(),
		queryFn: async ({ signal }) => {
			return (await adminApi.get("/whizz", ZWhizzListData, {
				query: {
					isPublic: "true",
					limit: 100
				},
				signal
			})).data.whizz;
		},
		enabled,
		staleTime: 3e4
	});
}
function useSaveKodexContest() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: async ({ id, body }) => {
			const res = id ? await adminApi.put(`/kodex-contests/${id}`, ZKodexContestData, body) : await adminApi.post("/kodex-contests", ZKodexContestData, body);
			return {
				contest: res.data.contest,
				message: res.message
			};
		},
		onSuccess: ({ message }) => toast.success(message || ASSESS_MSG.contestSaved),
		onSettled: () => {
			queryClient.invalidateQueries({ queryKey: kodexKeys.contests() });
			queryClient.invalidateQueries({ queryKey: kodexKeys.whizzOptions() });
			queryClient.invalidateQueries({ queryKey: kodexKeys.all });
		}
	});
}
function useDeleteKodexContest() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: async (id) => (await adminApi.delete(`/kodex-contests/${id}`, ZNoData)).message,
		onSuccess: (message) => toast.success(message || "Contest deleted"),
		onError: (error) => toast.error(getErrorMessage(error, "Failed to delete the contest")),
		onSettled: () => {
			queryClient.invalidateQueries({ queryKey: kodexKeys.contests() });
			queryClient.invalidateQueries({ queryKey: kodexKeys.whizzOptions() });
		}
	});
}
// src/features/kodex/lib/contest-form.ts
/** An instant as the form keeps it: to the minute, with India time's +05:30 offset. */
var toFormInstant = (iso) => istInputToIso(isoToIstInput(iso));
function contestFormDefaults(contest) {
	if (!contest) return {
		whizzId: "",
		title: "",
		tagline: "",
		description: "",
		rulesText: "",
		prizes: [
			{
				place: "1st place",
				reward: ""
			},
			{
				place: "2nd place",
				reward: ""
			},
			{
				place: "3rd place",
				reward: ""
			}
		],
		registrationOpensAt: toFormInstant((/* @__PURE__ */ new Date()).toISOString()),
		registrationClosesAt: "",
		isPublished: true
	};
	return {
		whizzId: contest.whizzId,
		title: contest.title,
		tagline: contest.tagline,
		description: contest.description,
		rulesText: contest.rules.join("\n"),
		prizes: contest.prizes.map((p) => ({ ...p })),
		registrationOpensAt: toFormInstant(contest.registrationOpensAt),
		registrationClosesAt: toFormInstant(contest.registrationClosesAt),
		isPublished: contest.isPublished
	};
}
function toContestBody(values) {
	return {
		whizzId: values.whizzId,
		title: values.title,
		tagline: values.tagline,
		description: values.description,
		rules: values.rulesText.split("\n").map((r) => r.trim()).filter(Boolean),
		prizes: values.prizes.filter((p) => p.place.trim() || p.reward.trim()),
		registrationOpensAt: values.registrationOpensAt,
		registrationClosesAt: values.registrationClosesAt,
		isPublished: values.isPublished
	};
}
/** A body field's error path → the form field that shows it. */
function formFieldOf(path) {
	const [head, ...rest] = path.map(String);
	if (head === "rules") return "rulesText";
	return [head, ...rest].join(".");
}
/**
* The form checked with ZKodexContestBody, the schema the API checks again, after turning it into
* the body (toContestBody); each message goes to the form field that shows it, the first one
* per field.
*/
var ZContestForm = z.object({
	whizzId: z.string(),
	title: z.string(),
	tagline: z.string(),
	description: z.string(),
	rulesText: z.string(),
	prizes: z.array(z.object({
		place: z.string(),
		reward: z.string()
	})),
	registrationOpensAt: z.string(),
	registrationClosesAt: z.string(),
	isPublished: z.boolean()
}).transform((values, ctx) => {
	const issues = [];
	if (!values.whizzId) issues.push({
		field: "whizzId",
		message: "Choose a whizz"
	});
	for (const key of ["registrationOpensAt", "registrationClosesAt"]) if (!values[key]) issues.push({
		field: key,
		message: "Choose a date and time"
	});
	const parsed = ZKodexContestBody.safeParse(toContestBody(values));
	for (const issue of parsed.error?.issues ?? []) issues.push({
		field: formFieldOf(issue.path),
		message: issue.message
	});
	const shown = /* @__PURE__ */ new Set();
	for (const { field, message } of issues) {
		if (shown.has(field)) continue;
		shown.add(field);
		ctx.addIssue({
			code: "custom",
			path: field.split("."),
			message
		});
	}
	return parsed.success && issues.length === 0 ? parsed.data : z.NEVER;
});
// src/features/kodex/components/admin-kodex-contest-form.tsx
var SAVE_FAILED = "Failed to save the contest";
var KODEX_CONTEST_FORM_ID = "kodex-contest-form";
var WINDOW_FIELDS = [{
	name: "registrationOpensAt",
	label: "Opens",
	hint: void 0,
	testId: "contest-opens"
}, {
	name: "registrationClosesAt",
	label: "Closes",
	hint: "Before the whizz ends.",
	testId: "contest-closes"
}];
/** Create or edit a contest: its whizz, texts, rules, prizes, window and published flag. */
function KodexContestForm({ contest, onSaved, onPendingChange }) {
	const whizzes = useContestWhizzOptions(true);
	const save = useSaveKodexContest();
	const form = useZodForm(ZContestForm, { defaultValues: contestFormDefaults(contest) });
	const { control, setError } = form;
	const prizes = useFieldArray({
		control,
		name: "prizes"
	});
	const whizzId = useWatch({
		control,
		name: "whizzId"
	});
	const chosen = whizzes.data?.find((w) => w._id === whizzId);
	const submit = async (body) => {
		onPendingChange?.(true);
		try {
			await save.mutateAsync({
				id: contest?._id ?? null,
				body
			});
			onSaved();
		} catch (error) {
			if (!hasStatus(error, 409) || fieldIssues(error).length > 0) throw error;
			setError("whizzId", { message: getErrorMessage(error, SAVE_FAILED) });
		} finally {
			onPendingChange?.(false);
		}
	};
	return /* @__PURE__ */ jsxs(Form, {
		form,
		onSubmit: submit,
		failureMessage: (error) => getErrorMessage(error, SAVE_FAILED),
		fieldOf: (field) => formFieldOf(field.split(".")),
		id: KODEX_CONTEST_FORM_ID,
		className: "space-y-6",
		children: [
			/* @__PURE__ */ jsx(FormFieldset, {
				title: "Contest whizz",
				children: /* @__PURE__ */ jsx(FormSelect, {
					name: "whizzId",
					label: "External whizz",
					hint: chosen ? `Runs ${formatDateTimeRange(chosen.startDate, chosen.endsAt)} IST · ${plural(chosen.questions.length, "problem")}` : "An external whizz made only of coding problems; create it under Whizz first.",
					placeholder: whizzes.isPending ? "Loading whizzes…" : "Choose a whizz",
					isBlankAllowed: true,
					testId: "contest-whizz",
					children: (whizzes.data ?? []).map((w) => {
						const codingOnly = w.questions.length > 0 && w.questions.every((q) => q.type === "codingProblem");
						const taken = !!w.contestId && w.contestId !== contest?._id;
						return /* @__PURE__ */ jsxs("option", {
							value: w._id,
							disabled: !codingOnly || taken,
							children: [
								w.title,
								" · ",
								formatDateTime(w.startDate),
								taken ? " (has a contest)" : !codingOnly ? " (not coding only)" : ""
							]
						}, w._id);
					})
				})
			}),
			/* @__PURE__ */ jsxs(FormFieldset, {
				title: "Page content",
				children: [
					/* @__PURE__ */ jsx(FormText, {
						name: "title",
						label: "Title",
						testId: "contest-title"
					}),
					/* @__PURE__ */ jsx(FormText, {
						name: "tagline",
						label: "Tagline"
					}),
					/* @__PURE__ */ jsx(FormTextArea, {
						name: "description",
						label: "Description",
						rows: 3
					}),
					/* @__PURE__ */ jsx(FormTextArea, {
						name: "rulesText",
						label: "Rules",
						hint: "One rule per line.",
						rows: 4
					})
				]
			}),
			/* @__PURE__ */ jsxs(FormFieldset, {
				title: "Prizes",
				children: [/* @__PURE__ */ jsx("ul", {
					className: "space-y-3",
					children: prizes.fields.map((f, i) => /* @__PURE__ */ jsxs("li", {
						className: "grid grid-cols-[1fr_2fr_auto] items-start gap-2",
						children: [
							/* @__PURE__ */ jsx(FormText, {
								name: `prizes.${i}.place`,
								label: /* @__PURE__ */ jsxs("span", {
									className: "sr-only",
									children: ["Place ", i + 1]
								}),
								placeholder: "1st place"
							}),
							/* @__PURE__ */ jsx(FormText, {
								name: `prizes.${i}.reward`,
								label: /* @__PURE__ */ jsxs("span", {
									className: "sr-only",
									children: ["Reward ", i + 1]
								}),
								placeholder: "₹10,000"
							}),
							/* @__PURE__ */ jsx(RemoveRowButton, {
								onClick: () => prizes.remove(i),
								label: `Remove prize ${i + 1}`,
								className: "mt-1"
							})
						]
					}, f.id))
				}), prizes.fields.length < 10 && /* @__PURE__ */ jsx(AddRowButton, {
					onClick: () => prizes.append({
						place: "",
						reward: ""
					}),
					children: "Add a prize"
				})]
			}),
			/* @__PURE__ */ jsxs(FormFieldset, {
				title: "Registration window (IST)",
				children: [/* @__PURE__ */ jsx("div", {
					className: "grid gap-4 sm:grid-cols-2",
					children: WINDOW_FIELDS.map(({ name, label, hint, testId }) => /* @__PURE__ */ jsx(FormDateTime, {
						name,
						label,
						hint,
						timeLabel: `${label}: time (IST)`,
						testId
					}, name))
				}), /* @__PURE__ */ jsxs("label", {
					className: "flex items-center gap-2.5 text-sm font-medium text-slate-800",
					children: [/* @__PURE__ */ jsx("input", {
						type: "checkbox",
						...form.register("isPublished"),
						className: "size-4 rounded border-slate-300 accent-brand-600"
					}), "Published: shown on /kodex"]
				})]
			}),
			/* @__PURE__ */ jsx(FormServerAlert, {})
		]
	});
}
// src/features/kodex/components/admin-kodex-contests-drawer.tsx
function ContestCard({ contest, onEdit }) {
	const remove = useDeleteKodexContest();
	const now = useNow(3e4);
	const [confirming, setConfirming] = useState(false);
	return /* @__PURE__ */ jsxs("li", {
		"data-testid": "kodex-contest-card",
		className: "rounded-xl border border-slate-200 bg-white p-4 shadow-sm",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex items-start justify-between gap-3",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "min-w-0",
					children: [/* @__PURE__ */ jsx("p", {
						className: "truncate font-semibold text-slate-900",
						children: contest.title
					}), /* @__PURE__ */ jsxs("div", {
						className: "mt-1.5 flex flex-wrap items-center gap-2",
						children: [/* @__PURE__ */ jsx(KodexPhaseBadge, { phase: contestPhase(contest, now) }), !contest.isPublished && /* @__PURE__ */ jsx("span", {
							className: "rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600",
							children: "Draft"
						})]
					})]
				}), /* @__PURE__ */ jsxs("div", {
					className: "flex shrink-0 gap-1",
					children: [/* @__PURE__ */ jsx("button", {
						type: "button",
						onClick: onEdit,
						"aria-label": `Edit ${contest.title}`,
						className: "grid size-8 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900",
						children: /* @__PURE__ */ jsx(Pencil, {
							className: "size-4",
							"aria-hidden": "true"
						})
					}), /* @__PURE__ */ jsx("button", {
						type: "button",
						onClick: () => setConfirming(true),
						"aria-label": `Delete ${contest.title}`,
						className: "grid size-8 place-items-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700",
						children: /* @__PURE__ */ jsx(Trash2, {
							className: "size-4",
							"aria-hidden": "true"
						})
					})]
				})]
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: "mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "flex items-center gap-1.5",
					children: [
						/* @__PURE__ */ jsx("dt", {
							className: "sr-only",
							children: "Starts"
						}),
						/* @__PURE__ */ jsx(CalendarDays, {
							className: "size-4 text-slate-400",
							"aria-hidden": "true"
						}),
						/* @__PURE__ */ jsxs("dd", { children: [formatDateTime(contest.startDate), " IST"] })
					]
				}), /* @__PURE__ */ jsxs("div", {
					className: "flex items-center gap-1.5",
					children: [
						/* @__PURE__ */ jsx("dt", {
							className: "sr-only",
							children: "Registered"
						}),
						/* @__PURE__ */ jsx(Users, {
							className: "size-4 text-slate-400",
							"aria-hidden": "true"
						}),
						/* @__PURE__ */ jsxs("dd", { children: [contest.registeredCount, " registered"] })
					]
				})]
			}),
			confirming && /* @__PURE__ */ jsxs("div", {
				className: "mt-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800",
				children: [/* @__PURE__ */ jsx("span", { children: "Delete this contest?" }), /* @__PURE__ */ jsxs("span", {
					className: "flex gap-2",
					children: [/* @__PURE__ */ jsx(Button, {
						variant: "ghost",
						size: "sm",
						onClick: () => setConfirming(false),
						children: "Cancel"
					}), /* @__PURE__ */ jsx(Button, {
						size: "sm",
						className: "bg-red-600 hover:bg-red-700",
						isLoading: remove.isPending,
						onClick: () => remove.mutate(contest._id, { onSettled: () => setConfirming(false) }),
						children: "Delete"
					})]
				})]
			})
		]
	});
}
/** "Contests": every contest, and the form to create or edit one. */
function KodexContestsDrawer({ open, onOpenChange }) {
	const contests = useKodexContests();
	const [mode, setMode] = useState({ kind: "list" });
	const [isSaving, setSaving] = useState(false);
	const close = (next) => {
		onOpenChange(next);
		if (!next) setMode({ kind: "list" });
	};
	const editing = mode.kind === "edit";
	return /* @__PURE__ */ jsx(Drawer, {
		open,
		onOpenChange: close,
		title: editing ? mode.contest ? "Edit contest" : "New contest" : "Contests",
		description: editing ? "A contest runs an external whizz of coding problems. Times are India time." : "Each contest is shown on /kodex while it is the running or next one.",
		widthClassName: "sm:max-w-2xl",
		testId: "kodex-contests-drawer",
		footer: editing ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
			variant: "ghost",
			size: "sm",
			onClick: () => setMode({ kind: "list" }),
			children: "Back"
		}), /* @__PURE__ */ jsx(Button, {
			type: "submit",
			form: KODEX_CONTEST_FORM_ID,
			size: "sm",
			isLoading: isSaving,
			loadingText: "Saving…",
			"data-testid": "contest-save",
			children: "Save contest"
		})] }) : /* @__PURE__ */ jsxs(Button, {
			size: "sm",
			onClick: () => setMode({
				kind: "edit",
				contest: null
			}),
			"data-testid": "contest-new",
			children: [/* @__PURE__ */ jsx(Plus, {
				className: "size-4",
				"aria-hidden": "true"
			}), "New contest"]
		}),
		children: editing ? /* @__PURE__ */ jsx(KodexContestForm, {
			contest: mode.contest,
			onSaved: () => setMode({ kind: "list" }),
			onPendingChange: setSaving
		}, mode.contest?._id ?? "new") : contests.isPending ? /* @__PURE__ */ jsx("div", {
			className: "flex justify-center py-16",
			children: /* @__PURE__ */ jsx(Spinner, {
				className: "size-6 text-brand-600",
				label: "Loading contests"
			})
		}) : contests.isError ? /* @__PURE__ */ jsx(ListError, {
			message: "Failed to load the contests",
			onRetry: () => void contests.refetch(),
			isRetrying: contests.isFetching
		}) : contests.data.length === 0 ? /* @__PURE__ */ jsx("p", {
			className: "py-12 text-center text-sm text-slate-600",
			children: "No contests yet. Create an external whizz of coding problems, then a contest for it."
		}) : /* @__PURE__ */ jsx("ul", {
			className: "space-y-3",
			children: contests.data.map((c) => /* @__PURE__ */ jsx(ContestCard, {
				contest: c,
				onEdit: () => setMode({
					kind: "edit",
					contest: c
				})
			}, c._id))
		})
	});
}
// src/features/kodex/components/admin-kodex-filters.tsx
/** URL filter spec of the registrations list (array values repeat in the query). */
var KODEX_FILTER_SPEC = {
	contestId: "text",
	year: KODEX_YEARS,
	experience: EXPERIENCE_LEVELS,
	participated: { oneOf: ["true", "false"] },
	startDate: "date",
	endDate: "date"
};
var YEAR_OPTIONS = optionsOf(KODEX_YEARS);
var EXPERIENCE_OPTIONS = optionsOf(EXPERIENCE_LEVELS, EXPERIENCE_LABELS);
var PARTICIPATED_OPTIONS = yesNoOptions("Took part", "Did not take part");
var FIELDS = [
	{
		chips: "year",
		label: "Year",
		options: YEAR_OPTIONS
	},
	{
		chips: "experience",
		label: "Experience",
		options: EXPERIENCE_OPTIONS
	},
	{
		select: "participated",
		label: "Participated",
		options: PARTICIPATED_OPTIONS,
		anyLabel: "Everyone"
	},
	{ dates: "Registered" }
];
/** Contest, year, experience, participated and the registration date range. */
function KodexFilters({ list, contests }) {
	const contest = {
		select: "contestId",
		label: "Contest",
		options: contests.map((c) => ({
			value: c._id,
			label: c.title
		})),
		anyLabel: "All contests",
		testId: "filter-contest",
		className: "min-w-52"
	};
	return /* @__PURE__ */ jsx(ListFilterBar, {
		list,
		fields: [contest, ...FIELDS]
	});
}
// src/features/kodex/components/admin-kodex-table.tsx
var col = adminColumnHelper();
var shared = registrantColumns();
/** Who signed up for which contest, and whether they took part. */
var KODEX_COLUMNS = [
	shared.serial,
	shared.name,
	shared.email,
	col.accessor("phone", {
		header: "Phone",
		cell: (c) => /* @__PURE__ */ jsxs(PhoneLink, {
			tel: `+91${c.getValue()}`,
			children: ["+91 ", c.getValue()]
		})
	}),
	col.accessor("organisation", {
		header: "College / Organisation",
		cell: (c) => /* @__PURE__ */ jsx(TextCell, {
			value: c.getValue(),
			className: "max-w-48 min-w-32"
		})
	}),
	col.accessor("year", {
		header: "Year",
		cell: (c) => /* @__PURE__ */ jsx("span", {
			className: "whitespace-nowrap text-slate-700",
			children: c.getValue()
		})
	}),
	shared.experience,
	col.accessor("contestTitle", {
		header: "Contest",
		cell: (c) => /* @__PURE__ */ jsx(TextCell, {
			value: c.getValue(),
			className: "max-w-44 min-w-32"
		})
	}),
	col.accessor("participated", {
		header: "Participated",
		cell: (c) => c.getValue() ? /* @__PURE__ */ jsxs("span", {
			className: "inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200",
			children: [/* @__PURE__ */ jsx(CheckCircle2, {
				className: "size-3.5",
				"aria-hidden": "true"
			}), "Yes"]
		}) : /* @__PURE__ */ jsxs("span", {
			className: "inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600",
			children: [/* @__PURE__ */ jsx(MinusCircle, {
				className: "size-3.5",
				"aria-hidden": "true"
			}), "No"]
		})
	}),
	shared.registeredAt
];
// src/features/kodex/pages/admin-kodex-registrations-page.tsx
var itemsOf = (data) => data.kodexRegistrations;
/** /admin/kodex-registrations: contest sign-ups with search, filters, CSV and the contests. */
function AdminKodexRegistrationsPage() {
	const list = useListPage(KODEX_FILTER_SPEC);
	const [isContestsOpen, setContestsOpen] = useState(false);
	const { params, search, filters } = list;
	const query = useKodexRegistrations(params);
	const contests = useKodexContests();
	const selected = contests.data?.find((c) => c._id === filters.contestId);
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-[96rem]",
		children: [
			/* @__PURE__ */ jsx(AdminPageHeader, {
				title: "Kodex registrations",
				description: selected ? /* @__PURE__ */ jsxs(Fragment, { children: [
					selected.title,
					" ·",
					" ",
					/* @__PURE__ */ jsxs("span", {
						className: "font-medium text-slate-800",
						children: [selected.registeredCount, " registered"]
					})
				] }) : "Sign-ups for the Kodex coding contests, and the contests themselves.",
				actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs(Button, {
					variant: "secondary",
					size: "sm",
					onClick: () => setContestsOpen(true),
					"data-testid": "kodex-contests-open",
					children: [/* @__PURE__ */ jsx(Trophy, {
						className: "size-4",
						"aria-hidden": "true"
					}), "Contests"]
				}), /* @__PURE__ */ jsx(ExportCsvLink, { href: kodexExportUrl({
					search,
					...filters
				}) })] })
			}),
			/* @__PURE__ */ jsx(RegistrationsList, {
				list,
				query,
				itemsOf,
				columns: KODEX_COLUMNS,
				testIdPrefix: "kodex",
				caption: "Kodex registrations",
				searchPlaceholder: "Search by name, email or phone",
				filters: /* @__PURE__ */ jsx(KodexFilters, {
					list,
					contests: contests.data ?? []
				}),
				fetchFailedMessage: ASSESS_MSG.kodexFetchFailed
			}),
			/* @__PURE__ */ jsx(KodexContestsDrawer, {
				open: isContestsOpen,
				onOpenChange: setContestsOpen
			})
		]
	});
}
export { AdminKodexRegistrationsPage as default };
