import { _ as cohortStartText, c as PAYMENT_STATUS_LABELS, d as ZKodrCohortData, f as ZKodrCohortUpdate, h as ZKodrRegistrationData, l as REGISTRATION_STATUSES, n as CALL_STATUS_LABELS, o as KODR_MSG, p as ZKodrListData, s as PAYMENT_STATUSES, t as CALL_STATUSES, u as REGISTRATION_STATUS_LABELS, v as feeWithGst } from "./kodr.schema-DnG9icZh.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { n as RegistrationsList, t as ExportCsvLink } from "./registrations-list-CzUnUpI4.js";
import { n as useListPage, r as ListError } from "./query-list-card-BlrTQ-LH.js";
import { C as createUserStore, Wt as Button, X as ZAdminCourseListData, c as toast, ft as formatInr, jt as ZDateOnly } from "../entry-server.js";
import { a as getErrorMessage, i as ApiError, t as adminApi } from "./api-client-CyCTgC69.js";
import { t as Drawer } from "./drawer-B15p3tGc.js";
import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { n as FormFieldset, r as RemoveRowButton, t as AddRowButton } from "./form-fieldset-3zn78WMP.js";
import { E as useZodForm, S as Form, _ as FormText, d as FormSelect, l as FormDate, p as blankAsNull, v as FormTextArea } from "./form-9deOHQRr.js";
import { r as adminInputClass, t as AdminField } from "./form-field-C7rmj4tf.js";
import { t as ListFilterBar } from "./list-filter-bar-BZubHVUI.js";
import { t as optionsOf } from "./list-filters-BWn4l1GJ.js";
import { n as adminColumnHelper } from "./data-table-BFwpHdzu.js";
import { n as TextCell, r as registrantColumns, t as PhoneLink } from "./registrant-columns-BR5fAqX0.js";
import { t as StatusSelect } from "./status-select-JXxD0ZBg.js";
import { z } from "zod";
import { queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Settings2, X } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useEffect, useState } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
// ../../packages/shared/src/search.ts
/**
* Admin search rule (product.md §5): text containing @ is an e-mail filter; numeric text of 10
* or more characters is a contact filter; anything else is a name filter. The text is trimmed;
* blank text is no filter at all. A leading + or spaces in a number still count as numeric.
*/
function classifySearch(raw) {
	const text = (raw ?? "").trim();
	if (!text) return null;
	if (text.includes("@")) return {
		field: "email",
		value: text.toLowerCase()
	};
	const digits = text.replace(/[\s+\-()]/g, "");
	if (/^\d+$/.test(digits) && digits.length >= 10) return {
		field: "contact",
		value: digits
	};
	return {
		field: "name",
		value: text
	};
}
var store = createUserStore({
	prefix: "kodrRegistrations",
	ttlMs: 6e5
});
var keyFor = (params) => `:${JSON.stringify(params)}`;
/** The last list this person's browser stored for these exact filters, if recent; never throws. */
function readWarmKodrList(params) {
	const data = store.read(keyFor(params));
	return Array.isArray(data?.kodrRegistrations) ? data : void 0;
}
function writeWarmKodrList(params, data) {
	store.write(keyFor(params), data);
}
/** Removes every stored kodr registration entry (any key starting with the prefix). */
function clearStoredKodrEntries() {
	store.clear();
}
/**
* Keeps the warm copy of the list on screen in local storage while the page is open, and
* clears every stored kodr entry when the page is left (product.md §2).
*/
function useKodrLocalCache(params, data) {
	useEffect(() => {
		if (data) writeWarmKodrList(params, data);
	}, [params, data]);
	useEffect(() => clearStoredKodrEntries, []);
}
// src/features/kodr/api/admin-kodr-keys.ts
/** Query keys of the admin kodr feature; never written inline in components. */
var kodrAdminKeys = {
	all: ["admin", "kodr"],
	lists: () => [...kodrAdminKeys.all, "list"],
	list: (params) => [...kodrAdminKeys.lists(), params],
	cohort: () => [...kodrAdminKeys.all, "cohort"],
	courseOptions: () => [...kodrAdminKeys.all, "course-options"],
	update: () => [...kodrAdminKeys.all, "update"]
};
/**
* The filters as the API reads them (calls.md §7): the search text becomes an email, contact
* or name filter by the admin search rule; empty values are left out; arrays repeat.
*/
function kodrFilterQuery(params) {
	const search = classifySearch(params.search);
	return {
		...search ? { [search.field]: search.value } : {},
		callStatus: params.callStatus,
		status: params.status,
		paymentStatus: params.paymentStatus,
		startDate: params.startDate || void 0,
		endDate: params.endDate || void 0
	};
}
// src/features/kodr/api/admin-get-kodr-registrations.ts
/** GET /admin/kodr → data.kodrRegistrations and data.pagination. */
async function getKodrRegistrations(params, signal) {
	try {
		return (await adminApi.get("/kodr", ZKodrListData, {
			query: {
				...kodrFilterQuery(params),
				page: params.page,
				limit: params.limit
			},
			signal
		})).data;
	} catch (error) {
		throw new Error(getErrorMessage(error, KODR_MSG.fetchFailed), { cause: error });
	}
}
function kodrRegistrationsQueryOptions(params) {
	return queryOptions({
		queryKey: kodrAdminKeys.list(params),
		queryFn: ({ signal }) => getKodrRegistrations(params, signal),
		staleTime: 3e4,
		placeholderData: (previous) => previous ?? readWarmKodrList(params)
	});
}
function useKodrRegistrations(params) {
	return useQuery(kodrRegistrationsQueryOptions(params));
}
// src/features/kodr/api/admin-kodr-cohort.ts
/** GET /admin/kodr/cohort → data.cohort (the current cohort with fee and seats left). */
async function getAdminKodrCohort(signal) {
	return (await adminApi.get("/kodr/cohort", ZKodrCohortData, { signal })).data.cohort;
}
var adminKodrCohortQueryOptions = () => queryOptions({
	queryKey: kodrAdminKeys.cohort(),
	queryFn: ({ signal }) => getAdminKodrCohort(signal),
	staleTime: 6e4
});
function useAdminKodrCohort(enabled = true) {
	return useQuery({
		...adminKodrCohortQueryOptions(),
		enabled
	});
}
/** GET /admin/courses (first 100, newest first): what a cohort can be sold through. */
function useKodrCourseOptions() {
	return useQuery({
		queryKey: kodrAdminKeys.courseOptions(),
		queryFn: async ({ signal }) => {
			return (await adminApi.get("/courses", ZAdminCourseListData, {
				query: { limit: 100 },
				signal
			})).data.courses;
		},
		staleTime: 6e4
	});
}
/** PUT /admin/kodr/cohort with the whole editable content → data.cohort. */
async function saveKodrCohort(body) {
	return (await adminApi.put("/kodr/cohort", ZKodrCohortData, body)).data.cohort;
}
function useSaveKodrCohort() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: saveKodrCohort,
		onSuccess: (cohort) => {
			queryClient.setQueryData(kodrAdminKeys.cohort(), cohort);
			toast.success(KODR_MSG.cohortSaved);
		},
		onError: (error) => toast.error(getErrorMessage(error, "Failed to save cohort details"))
	});
}
// src/features/kodr/api/admin-kodr-export.ts
/** GET /admin/kodr/export with the page's current filters (no page/limit): the CSV download. */
function kodrExportUrl(params) {
	return adminApi.href("/kodr/export", kodrFilterQuery(params));
}
// src/features/kodr/lib/cohort-form.ts
/**
* The cohort settings form: the API's schema, with the start date required. Staff set the date
* and the landing page's 'Starts on: …' line is derived from it.
*/
var ZCohortForm = ZKodrCohortUpdate.extend({ startDate: z.string().trim().min(1, KODR_MSG.startDateRequired).pipe(ZDateOnly) });
// src/features/kodr/components/admin-kodr-syllabus-fields.tsx
/** Syllabus phases (useFieldArray), each with its list of topics. */
function KodrSyllabusFields({ form }) {
	const { control, register, formState: { errors } } = form;
	const phases = useFieldArray({
		control,
		name: "syllabus"
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-4",
		children: [
			errors.syllabus?.root?.message || errors.syllabus?.message ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "text-sm font-medium text-red-700",
				children: errors.syllabus?.root?.message ?? errors.syllabus?.message
			}) : null,
			/* @__PURE__ */ jsx("ol", {
				className: "space-y-4",
				children: phases.fields.map((field, i) => /* @__PURE__ */ jsxs("li", {
					className: "rounded-xl border border-slate-200 bg-white p-4",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "flex items-start gap-2",
						children: [/* @__PURE__ */ jsx(AdminField, {
							label: `Phase ${i + 1}`,
							error: errors.syllabus?.[i]?.title?.message,
							className: "flex-1",
							children: /* @__PURE__ */ jsx("input", {
								...register(`syllabus.${i}.title`),
								className: adminInputClass
							})
						}), /* @__PURE__ */ jsx(RemoveRowButton, {
							onClick: () => phases.remove(i),
							disabled: phases.fields.length <= 1,
							label: `Remove phase ${i + 1}`,
							className: "mt-6"
						})]
					}), /* @__PURE__ */ jsx(PhaseTopics, {
						form,
						phaseIndex: i
					})]
				}, field.id))
			}),
			phases.fields.length < 12 && /* @__PURE__ */ jsx(AddRowButton, {
				onClick: () => phases.append({
					title: "",
					topics: [""]
				}),
				children: "Add phase"
			})
		]
	});
}
/**
* Topics are plain strings, which useFieldArray does not manage (it needs objects), so the
* list is read with useWatch and rewritten with setValue.
*/
function PhaseTopics({ form, phaseIndex }) {
	const { control, register, setValue, getValues } = form;
	const name = `syllabus.${phaseIndex}.topics`;
	const topics = useWatch({
		control,
		name
	}) ?? [];
	const topicErrors = form.formState.errors.syllabus?.[phaseIndex]?.topics;
	const setTopics = (next) => setValue(name, next, {
		shouldDirty: true,
		shouldValidate: form.formState.isSubmitted
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "mt-3 pl-1",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase",
				children: "Topics"
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "space-y-2",
				children: topics.map((_, j) => /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsxs("div", {
					className: "flex items-center gap-2",
					children: [/* @__PURE__ */ jsx("input", {
						...register(`${name}.${j}`),
						"aria-label": `Phase ${phaseIndex + 1} topic ${j + 1}`,
						"aria-invalid": topicErrors?.[j] ? true : void 0,
						className: adminInputClass
					}), /* @__PURE__ */ jsx("button", {
						type: "button",
						onClick: () => setTopics(getValues(name).filter((__, k) => k !== j)),
						"aria-label": `Remove topic ${j + 1} of phase ${phaseIndex + 1}`,
						className: "grid size-8 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900",
						children: /* @__PURE__ */ jsx(X, {
							className: "size-4",
							"aria-hidden": "true"
						})
					})]
				}), topicErrors?.[j]?.message && /* @__PURE__ */ jsx("p", {
					role: "alert",
					className: "mt-1 text-xs font-medium text-red-700",
					children: topicErrors[j]?.message
				})] }, j))
			}),
			topicErrors?.message || topicErrors?.root?.message ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "mt-1 text-xs font-medium text-red-700",
				children: topicErrors.message ?? topicErrors.root?.message
			}) : null,
			topics.length < 30 && /* @__PURE__ */ jsxs("button", {
				type: "button",
				onClick: () => setTopics([...getValues(name), ""]),
				className: "mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800",
				children: [/* @__PURE__ */ jsx(Plus, {
					className: "size-3.5",
					"aria-hidden": "true"
				}), "Add topic"]
			})
		]
	});
}
// src/features/kodr/components/admin-kodr-cohort-form.tsx
var KODR_COHORT_FORM_ID = "kodr-cohort-form";
function editableContent(cohort) {
	const { title, tagline, startDate, startDateText, baseFee, gstPercent, capacity } = cohort;
	return {
		title,
		tagline,
		startDate: startDate ?? "",
		startDateText,
		baseFee,
		gstPercent,
		capacity,
		schedule: { ...cohort.schedule },
		syllabus: cohort.syllabus.map((p) => ({
			title: p.title,
			topics: [...p.topics]
		})),
		slogans: cohort.slogans.map((s) => ({ ...s })),
		posterUrl: cohort.posterUrl,
		courseId: cohort.courseId
	};
}
/** The cohort editor: validated with ZKodrCohortUpdate, the schema the API checks again. */
function KodrCohortForm({ cohort, onSubmit }) {
	const form = useZodForm(ZCohortForm, { defaultValues: editableContent(cohort) });
	const { control } = form;
	const courseOptions = useKodrCourseOptions();
	const slogans = useFieldArray({
		control,
		name: "slogans"
	});
	const [baseFee, gstPercent, capacity, startDate] = useWatch({
		control,
		name: [
			"baseFee",
			"gstPercent",
			"capacity",
			"startDate"
		]
	});
	const isStartDateValid = ZDateOnly.safeParse(startDate).success;
	const fee = feeWithGst(Number(baseFee) || 0, Number(gstPercent) || 0);
	const seatsLeft = Math.max(0, (Number(capacity) || 0) - cohort.registeredCount);
	return /* @__PURE__ */ jsxs(Form, {
		form,
		onSubmit,
		id: KODR_COHORT_FORM_ID,
		className: "space-y-6",
		children: [
			/* @__PURE__ */ jsxs(FormFieldset, {
				title: "Landing page",
				children: [
					/* @__PURE__ */ jsx(FormText, {
						name: "title",
						label: "Title",
						testId: "cohort-title"
					}),
					/* @__PURE__ */ jsx(FormTextArea, {
						name: "tagline",
						label: "Tagline",
						rows: 2
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "grid gap-4 sm:grid-cols-2",
						children: [/* @__PURE__ */ jsx(FormDate, {
							name: "startDate",
							label: "Start date",
							hint: isStartDateValid ? `Shown as '${cohortStartText(startDate)}'. Registration closes after this day.` : "The first day of the cohort. Registration closes after this day.",
							testId: "cohort-startDate"
						}), /* @__PURE__ */ jsx(FormText, {
							name: "posterUrl",
							label: "Poster URL",
							placeholder: "/images/poster.svg"
						})]
					})
				]
			}),
			/* @__PURE__ */ jsx(FormFieldset, {
				title: "Sold through",
				children: /* @__PURE__ */ jsx(FormSelect, {
					name: "courseId",
					label: "Catalogue course",
					hint: "A paid or approved payment for this course marks the payer's registration paid.",
					placeholder: "Not sold online",
					isBlankAllowed: true,
					rules: { setValueAs: blankAsNull },
					testId: "cohort-courseId",
					children: (courseOptions.data ?? []).map((c) => /* @__PURE__ */ jsxs("option", {
						value: c._id,
						children: [c.title, c.state === "published" ? "" : ` (${c.state})`]
					}, c._id))
				})
			}),
			/* @__PURE__ */ jsxs(FormFieldset, {
				title: "Fee and seats",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "grid gap-4 sm:grid-cols-3",
					children: [
						/* @__PURE__ */ jsx(FormText, {
							name: "baseFee",
							label: "Base fee (₹)",
							inputMode: "numeric",
							testId: "cohort-baseFee"
						}),
						/* @__PURE__ */ jsx(FormText, {
							name: "gstPercent",
							label: "GST (%)",
							inputMode: "decimal"
						}),
						/* @__PURE__ */ jsx(FormText, {
							name: "capacity",
							label: "Capacity",
							inputMode: "numeric"
						})
					]
				}), /* @__PURE__ */ jsxs("dl", {
					className: "grid gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-3",
					children: [
						/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", {
							className: "text-slate-600",
							children: "Fee shown (incl. GST)"
						}), /* @__PURE__ */ jsx("dd", {
							className: "text-lg font-semibold text-slate-900",
							"data-testid": "cohort-fee",
							children: formatInr(fee)
						})] }),
						/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", {
							className: "text-slate-600",
							children: "Registered"
						}), /* @__PURE__ */ jsx("dd", {
							className: "text-lg font-semibold text-slate-900",
							children: cohort.registeredCount
						})] }),
						/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", {
							className: "text-slate-600",
							children: "Seats left"
						}), /* @__PURE__ */ jsx("dd", {
							className: "text-lg font-semibold text-slate-900",
							children: seatsLeft
						})] })
					]
				})]
			}),
			/* @__PURE__ */ jsxs(FormFieldset, {
				title: "Schedule",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "grid gap-4 sm:grid-cols-2",
					children: [/* @__PURE__ */ jsx(FormText, {
						name: "schedule.days",
						label: "Days"
					}), /* @__PURE__ */ jsx(FormText, {
						name: "schedule.hours",
						label: "Hours"
					})]
				}), /* @__PURE__ */ jsx(FormText, {
					name: "schedule.note",
					label: "Note"
				})]
			}),
			/* @__PURE__ */ jsx(FormFieldset, {
				title: "Syllabus",
				children: /* @__PURE__ */ jsx(KodrSyllabusFields, { form })
			}),
			/* @__PURE__ */ jsxs(FormFieldset, {
				title: "Slogans",
				children: [/* @__PURE__ */ jsx("ul", {
					className: "space-y-3",
					children: slogans.fields.map((field, i) => /* @__PURE__ */ jsx("li", {
						className: "rounded-xl border border-slate-200 p-3",
						children: /* @__PURE__ */ jsxs("div", {
							className: "flex items-start gap-2",
							children: [/* @__PURE__ */ jsxs("div", {
								className: "grid flex-1 gap-3",
								children: [/* @__PURE__ */ jsx(FormText, {
									name: `slogans.${i}.title`,
									label: `Slogan ${i + 1}`
								}), /* @__PURE__ */ jsx(FormTextArea, {
									name: `slogans.${i}.text`,
									label: "Text",
									rows: 2
								})]
							}), /* @__PURE__ */ jsx(RemoveRowButton, {
								onClick: () => slogans.remove(i),
								label: `Remove slogan ${i + 1}`,
								className: "mt-6"
							})]
						})
					}, field.id))
				}), slogans.fields.length < 12 && /* @__PURE__ */ jsx(AddRowButton, {
					onClick: () => slogans.append({
						title: "",
						text: ""
					}),
					children: "Add slogan"
				})]
			})
		]
	});
}
// src/features/kodr/components/admin-kodr-cohort-drawer.tsx
/** "Cohort settings": edits what the /kodr landing page shows for the current cohort. */
function KodrCohortDrawer({ open, onOpenChange }) {
	const cohort = useAdminKodrCohort(open);
	const save = useSaveKodrCohort();
	return /* @__PURE__ */ jsx(Drawer, {
		open,
		onOpenChange,
		title: "Cohort settings",
		description: "What the /kodr landing page shows. Saving publishes it at once.",
		widthClassName: "sm:max-w-2xl",
		testId: "kodr-cohort-drawer",
		footer: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
			variant: "ghost",
			size: "sm",
			onClick: () => onOpenChange(false),
			children: "Cancel"
		}), /* @__PURE__ */ jsx(Button, {
			type: "submit",
			form: KODR_COHORT_FORM_ID,
			size: "sm",
			isLoading: save.isPending,
			loadingText: "Saving…",
			disabled: !cohort.data,
			"data-testid": "cohort-save",
			children: "Save changes"
		})] }),
		children: cohort.isPending ? /* @__PURE__ */ jsx("div", {
			className: "flex justify-center py-16",
			children: /* @__PURE__ */ jsx(Spinner, {
				className: "size-6 text-brand-600",
				label: "Loading cohort"
			})
		}) : cohort.isError ? /* @__PURE__ */ jsx(ListError, {
			message: "Failed to load the cohort",
			onRetry: () => void cohort.refetch(),
			isRetrying: cohort.isFetching
		}) : /* @__PURE__ */ jsx(KodrCohortForm, {
			cohort: cohort.data,
			onSubmit: (body) => save.mutate(body, { onSuccess: () => onOpenChange(false) })
		}, cohort.data.updatedAt)
	});
}
// src/features/kodr/components/admin-kodr-filters.tsx
/** URL filter spec of the registrations list (array values repeat in the query). */
var KODR_FILTER_SPEC = {
	callStatus: CALL_STATUSES,
	status: REGISTRATION_STATUSES,
	paymentStatus: PAYMENT_STATUSES,
	startDate: "date",
	endDate: "date"
};
var CALL_OPTIONS = optionsOf(CALL_STATUSES, CALL_STATUS_LABELS);
var STATUS_OPTIONS = optionsOf(REGISTRATION_STATUSES, REGISTRATION_STATUS_LABELS);
var PAYMENT_OPTIONS = optionsOf(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS);
var FIELDS = [
	{
		chips: "callStatus",
		label: "Call status",
		options: CALL_OPTIONS
	},
	{
		chips: "status",
		label: "Status",
		options: STATUS_OPTIONS
	},
	{
		chips: "paymentStatus",
		label: "Payment",
		options: PAYMENT_OPTIONS
	},
	{ dates: "Registered" }
];
/** Call status, status and payment status chips plus the registration date range. */
function KodrFilters({ list, className }) {
	return /* @__PURE__ */ jsx(ListFilterBar, {
		list,
		fields: FIELDS,
		className
	});
}
// src/features/kodr/api/admin-update-kodr-registration.ts
/** PATCH /admin/kodr/{id} with the one changed field → data.kodrRegistration. */
async function updateKodrRegistration({ id, field, value }) {
	return (await adminApi.patch(`/kodr/${encodeURIComponent(id)}`, ZKodrRegistrationData, { [field]: value })).data.kodrRegistration;
}
function patchRow(data, id, patch) {
	if (!data) return data;
	return {
		...data,
		kodrRegistrations: data.kodrRegistrations.map((r) => r._id === id ? patch(r) : r)
	};
}
/** A 4xx carries a message worth showing (e.g. "Registration not found"); a 5xx does not. */
function failureDetail(error) {
	if (error instanceof ApiError && error.status !== null && error.status < 500) {
		const message = getErrorMessage(error, KODR_MSG.updateFailed);
		return message === KODR_MSG.updateFailed ? void 0 : message;
	}
}
/**
* Changes one status field of a registration. The row changes at once in every cached list
* (optimistic); on failure the spec's toast shows and the lists reload from the server.
*/
function useUpdateKodrRegistration() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationKey: kodrAdminKeys.update(),
		mutationFn: updateKodrRegistration,
		onMutate: async ({ id, field, value }) => {
			await queryClient.cancelQueries({ queryKey: kodrAdminKeys.lists() });
			queryClient.setQueriesData({ queryKey: kodrAdminKeys.lists() }, (data) => patchRow(data, id, (row) => ({
				...row,
				[field]: value
			})));
		},
		onSuccess: (saved) => {
			queryClient.setQueriesData({ queryKey: kodrAdminKeys.lists() }, (data) => patchRow(data, saved._id, () => saved));
		},
		onError: (error) => {
			const description = failureDetail(error);
			toast.error(KODR_MSG.updateFailed, description ? { description } : void 0);
			queryClient.invalidateQueries({ queryKey: kodrAdminKeys.lists() });
		}
	});
}
/** Which fields of which rows have an update in flight, as "id:field" strings. */
function usePendingKodrFields() {
	const pending = useMutationState({
		filters: {
			mutationKey: kodrAdminKeys.update(),
			status: "pending"
		},
		select: (m) => m.state.variables
	});
	return new Set(pending.filter(Boolean).map((v) => `${v.id}:${v.field}`));
}
// src/features/kodr/components/admin-kodr-status-cell.tsx
var options = (values, labels, tones) => values.map((value) => ({
	value,
	label: labels[value],
	tone: tones[value]
}));
var KODR_STATUS_OPTIONS = {
	callStatus: options(CALL_STATUSES, CALL_STATUS_LABELS, {
		picked: "green",
		notpicked: "amber"
	}),
	status: options(REGISTRATION_STATUSES, REGISTRATION_STATUS_LABELS, {
		pending: "blue",
		onhold: "amber",
		inactive: "slate"
	}),
	paymentStatus: options(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS, {
		paid: "green",
		pending: "amber"
	})
};
var FIELD_NAMES = {
	callStatus: "Call status",
	status: "Status",
	paymentStatus: "Payment status"
};
/** One of the three in-row dropdowns: changes the row at once, spinner while saving. */
function KodrStatusCell({ row, field }) {
	const update = useUpdateKodrRegistration();
	const isPending = usePendingKodrFields().has(`${row._id}:${field}`);
	return /* @__PURE__ */ jsx(StatusSelect, {
		value: row[field],
		options: KODR_STATUS_OPTIONS[field],
		onChange: (value) => update.mutate({
			id: row._id,
			field,
			value
		}),
		isPending,
		label: `${FIELD_NAMES[field]} for ${row.name}`,
		testId: `kodr-${field}-${row._id}`
	});
}
// src/features/kodr/components/admin-kodr-table.tsx
var col = adminColumnHelper();
var shared = registrantColumns();
/** The ten columns of product.md §2, with the three status dropdowns. */
var KODR_COLUMNS = [
	shared.serial,
	shared.name,
	shared.email,
	col.accessor("contact", {
		header: "Contact",
		cell: (c) => /* @__PURE__ */ jsx(PhoneLink, {
			tel: c.getValue().replace(/[^\d+]/g, ""),
			children: c.getValue()
		})
	}),
	col.accessor("education", {
		header: "Education",
		cell: (c) => /* @__PURE__ */ jsx(TextCell, {
			value: c.getValue(),
			className: "max-w-36 min-w-24"
		})
	}),
	shared.experience,
	col.display({
		id: "callStatus",
		header: "Call Status",
		cell: (c) => /* @__PURE__ */ jsx(KodrStatusCell, {
			row: c.row.original,
			field: "callStatus"
		})
	}),
	col.display({
		id: "status",
		header: "Status",
		cell: (c) => /* @__PURE__ */ jsx(KodrStatusCell, {
			row: c.row.original,
			field: "status"
		})
	}),
	col.display({
		id: "paymentStatus",
		header: "Payment Status",
		cell: (c) => /* @__PURE__ */ jsx(KodrStatusCell, {
			row: c.row.original,
			field: "paymentStatus"
		})
	}),
	shared.registeredAt
];
// src/features/kodr/pages/admin-kodr-registrations-page.tsx
var itemsOf = (data) => data.kodrRegistrations;
/** /admin/kodr-registrations (product.md §2): search, filters, status dropdowns, pagination. */
function AdminKodrRegistrationsPage() {
	const list = useListPage(KODR_FILTER_SPEC);
	const [isCohortOpen, setCohortOpen] = useState(false);
	const { params, search, filters } = list;
	const query = useKodrRegistrations(params);
	const cohort = useAdminKodrCohort();
	useKodrLocalCache(params, query.isPlaceholderData ? void 0 : query.data);
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-[96rem]",
		children: [
			/* @__PURE__ */ jsx(AdminPageHeader, {
				title: "Kodr registrations",
				description: cohort.data ? /* @__PURE__ */ jsxs(Fragment, { children: [
					cohort.data.title,
					" ·",
					" ",
					/* @__PURE__ */ jsxs("span", {
						className: "font-medium text-slate-800",
						children: [
							cohort.data.registeredCount,
							" of ",
							plural(cohort.data.capacity, "seat"),
							" taken"
						]
					}),
					" ",
					"· ",
					cohort.data.seatsLeft,
					" left"
				] }) : "Applications to the bootcamp and their follow-up.",
				actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs(Button, {
					variant: "secondary",
					size: "sm",
					onClick: () => setCohortOpen(true),
					children: [/* @__PURE__ */ jsx(Settings2, {
						className: "size-4",
						"aria-hidden": "true"
					}), "Cohort settings"]
				}), /* @__PURE__ */ jsx(ExportCsvLink, { href: kodrExportUrl({
					search,
					...filters
				}) })] })
			}),
			/* @__PURE__ */ jsx(RegistrationsList, {
				list,
				query,
				itemsOf,
				columns: KODR_COLUMNS,
				testIdPrefix: "kodr",
				caption: "Kodr registrations",
				searchPlaceholder: "Search by name, email or contact",
				filters: /* @__PURE__ */ jsx(KodrFilters, { list }),
				fetchFailedMessage: KODR_MSG.fetchFailed
			}),
			/* @__PURE__ */ jsx(KodrCohortDrawer, {
				open: isCohortOpen,
				onOpenChange: setCohortOpen
			})
		]
	});
}
export { AdminKodrRegistrationsPage as default };
