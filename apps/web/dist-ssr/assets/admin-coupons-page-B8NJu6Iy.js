import { A as ZCouponPatchBody, C as COUPON_STATUS_LABELS, D as ZCouponData, M as COMMERCE_MSG, O as ZCouponListData, S as COUPON_STATUSES, T as ZCouponBody, b as COUPON_SCOPES, j as ZCouponRedemptionsData, k as ZCouponOptionsData, w as COUPON_TYPE_LABELS, x as COUPON_SCOPE_LABELS } from "./payment.schema-B6MFmkue.js";
import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { t as ListFilterBar } from "./list-filter-bar-BZubHVUI.js";
import { t as optionsOf } from "./list-filters-BWn4l1GJ.js";
import { t as ListToolbar } from "./list-toolbar-DoheNCVI.js";
import { n as useListPage, r as ListError, t as QueryListCard } from "./query-list-card-BlrTQ-LH.js";
import { t as tableStateOf } from "./table-state-Bt1tF4Jf.js";
import { t as clientMessage } from "./field-issues-CklJ7g7w.js";
import { t as IconTextButton } from "./icon-text-button-B6Rk6sa0.js";
import { t as adminListOptions } from "./admin-list-fetch-Bx6BMO4F.js";
import { t as commerceAdminKeys } from "./commerce-admin-keys-hdB7r_Wa.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { t as Drawer } from "./drawer-B15p3tGc.js";
import { O as formatPaise, T as COUPON_TYPES, Wt as Button, c as toast, ft as formatInr } from "../entry-server.js";
import { t as adminApi } from "./api-client-CyCTgC69.js";
import { n as istDayAt } from "./ist-datetime-B-lTdV24.js";
import { C as FormServerAlert, E as useZodForm, S as Form, _ as FormText, d as FormSelect, f as FormSwitch, g as FormNumber, m as optionsOf$1, p as blankAsNull, u as FormDateTime } from "./form-9deOHQRr.js";
import { t as PaginationBar } from "./pagination-bar-DGMBBDzf.js";
import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { a as formatDateTime, o as formatDateTimeRange } from "./format-DGa3zFAK.js";
import { n as adminColumnHelper, t as DataTable } from "./data-table-BFwpHdzu.js";
import { n as actionsColumn, t as RowAction } from "./row-action-bMQVfDP3.js";
import { t as ActiveSwitch } from "./active-switch-ipMOQMKS.js";
import { t as CouponStatusPill } from "./status-pill-seJfiJ1-.js";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { ChevronRight, Lock, Pencil, Plus } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
// src/features/commerce-admin/api/get-coupons.ts
var COUPONS_FETCH_FAILED = "Failed to fetch coupons";
/** GET /admin/coupons → data{coupons, pagination}. */
var couponsQueryOptions = (params) => adminListOptions({
	queryKey: commerceAdminKeys.couponList(params),
	path: "/coupons",
	schema: ZCouponListData,
	params,
	failedMessage: COUPONS_FETCH_FAILED,
	staleTime: 15e3
});
var useCoupons = (params) => useQuery(couponsQueryOptions(params));
// src/features/commerce-admin/api/save-coupon.ts
/** POST /admin/coupons → 201 data.coupon. */
async function createCoupon(body) {
	return (await adminApi.post("/coupons", ZCouponData, body)).data.coupon;
}
/** PATCH /admin/coupons/{id} with the changed fields → data.coupon. */
async function updateCoupon({ id, patch }) {
	return (await adminApi.patch(`/coupons/${encodeURIComponent(id)}`, ZCouponData, patch)).data.coupon;
}
/** Creating one puts it first on page 1 of the lists after a re-read. */
function useCreateCoupon() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createCoupon,
		onSuccess: () => {
			toast.success(COMMERCE_MSG.couponCreated);
			return queryClient.invalidateQueries({ queryKey: commerceAdminKeys.coupons() });
		}
	});
}
function replaceRow(saved) {
	return (data) => data && {
		...data,
		coupons: data.coupons.map((c) => c._id === saved._id ? saved : c)
	};
}
/**
* Saves an edit (or the row's active switch). The row is replaced by the server's copy at once
* in every cached list; the lists are re-read after, since the status filter may drop it.
*/
function useUpdateCoupon() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateCoupon,
		onSuccess: (saved, { patch }) => {
			queryClient.setQueriesData({ queryKey: [...commerceAdminKeys.coupons(), "list"] }, replaceRow(saved));
			const onlyToggle = Object.keys(patch).length === 1 && patch.isActive !== void 0;
			toast.success(onlyToggle ? patch.isActive ? COMMERCE_MSG.couponActivated : COMMERCE_MSG.couponDeactivated : COMMERCE_MSG.couponUpdated);
			queryClient.invalidateQueries({ queryKey: commerceAdminKeys.coupons() });
		}
	});
}
/** The toast for a failed active switch (the form shows its own errors in place). */
function toggleFailed(error) {
	toast.error(clientMessage(error, "Failed to update coupon"));
}
// src/features/commerce-admin/lib/coupon-form-values.ts
/** What the form starts with: a coupon's values, or a new coupon valid from today for 30 days. */
function couponFormDefaults(coupon) {
	if (!coupon) return {
		code: "",
		description: "",
		type: "percentage",
		value: void 0,
		validFrom: istDayAt(0, "00:00"),
		validUntil: istDayAt(30, "23:59"),
		scope: "all",
		courseId: null,
		batchId: null,
		maxRedemptions: null,
		perUserLimit: 1,
		isActive: true
	};
	return {
		code: coupon.code,
		description: coupon.description,
		type: coupon.type,
		value: coupon.value,
		validFrom: coupon.validFrom,
		validUntil: coupon.validUntil,
		scope: coupon.scope,
		courseId: coupon.courseId,
		batchId: coupon.batchId,
		maxRedemptions: coupon.maxRedemptions,
		perUserLimit: coupon.perUserLimit,
		isActive: coupon.isActive
	};
}
/** The scope's targets only: no stray course or batch id left from an earlier choice. */
function tidyScope(body) {
	if (body.scope === "all") return {
		...body,
		courseId: null,
		batchId: null
	};
	if (body.scope === "course") return {
		...body,
		batchId: null
	};
	return body;
}
var sameInstant = (a, b) => Date.parse(a) === Date.parse(b);
/** An edit as a PATCH: only the fields that differ from the stored coupon. */
function couponPatch(coupon, body) {
	const patch = {};
	for (const key of [
		"code",
		"description",
		"type",
		"value",
		"scope",
		"courseId",
		"batchId",
		"maxRedemptions",
		"perUserLimit",
		"isActive"
	]) if (body[key] !== coupon[key]) patch[key] = body[key];
	if (!sameInstant(body.validFrom, coupon.validFrom)) patch.validFrom = body.validFrom;
	if (!sameInstant(body.validUntil, coupon.validUntil)) patch.validUntil = body.validUntil;
	if (patch.validFrom || patch.validUntil) {
		patch.validFrom = body.validFrom;
		patch.validUntil = body.validUntil;
	}
	return patch;
}
// src/features/commerce-admin/api/get-coupon-options.ts
/** GET /admin/coupons/options → data.courses: the courses and batches a scope can name. */
async function getCouponOptions(signal) {
	try {
		return (await adminApi.get("/coupons/options", ZCouponOptionsData, { signal })).data.courses;
	} catch (error) {
		throw new Error(clientMessage(error, "Failed to load courses and batches"), { cause: error });
	}
}
var couponOptionsQueryOptions = () => queryOptions({
	queryKey: commerceAdminKeys.couponOptions(),
	queryFn: ({ signal }) => getCouponOptions(signal),
	staleTime: 6e4
});
var useCouponOptions = (enabled = true) => useQuery({
	...couponOptionsQueryOptions(),
	enabled
});
// src/features/commerce-admin/components/coupon-scope-fields.tsx
var SCOPE_OPTIONS = optionsOf$1(COUPON_SCOPES, COUPON_SCOPE_LABELS);
/** Scope (every course, one course, one batch) and its course and batch pickers. */
function CouponScopeFields({ isLocked }) {
	const { setValue, getValues, control } = useFormContext();
	const [scope, courseId, batchId] = useWatch({
		control,
		name: [
			"scope",
			"courseId",
			"batchId"
		]
	});
	const options = useCouponOptions(scope !== "all");
	const courses = options.data ?? [];
	const course = courses.find((c) => c._id === courseId);
	useEffect(() => {
		if (scope !== "batch" || courseId || !batchId || !options.data) return;
		const owner = options.data.find((c) => c.batches.some((b) => b._id === batchId));
		if (owner) setValue("courseId", owner._id);
	}, [
		scope,
		courseId,
		batchId,
		options.data,
		setValue
	]);
	const loading = options.isPending && scope !== "all";
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-4",
		children: [/* @__PURE__ */ jsx(FormSelect, {
			name: "scope",
			label: "Applies to",
			hint: isLocked ? COMMERCE_MSG.couponScopeFixed : void 0,
			options: SCOPE_OPTIONS,
			rules: { onChange: () => {
				setValue("batchId", null);
				if (getValues("scope") === "all") setValue("courseId", null);
			} },
			disabled: isLocked,
			testId: "coupon-scope"
		}), scope !== "all" && /* @__PURE__ */ jsxs("div", {
			className: "grid gap-4 sm:grid-cols-2",
			children: [/* @__PURE__ */ jsx(CourseSelect, {
				isLocked,
				isLoading: loading,
				loadError: options.isError ? options.error.message : void 0,
				courses,
				className: scope === "course" ? "sm:col-span-2" : void 0,
				onChange: () => setValue("batchId", null)
			}), scope === "batch" && /* @__PURE__ */ jsx(FormSelect, {
				name: "batchId",
				label: "Batch",
				hint: course && course.batches.length === 0 ? "This course has no batches yet." : void 0,
				placeholder: course ? "Choose a batch" : "Choose a course first",
				isBlankAllowed: true,
				rules: { setValueAs: blankAsNull },
				disabled: isLocked || !course,
				testId: "coupon-batch",
				children: course?.batches.map((b) => /* @__PURE__ */ jsxs("option", {
					value: b._id,
					children: [b.name, b.isActive ? "" : " (inactive)"]
				}, b._id))
			})]
		})]
	});
}
function CourseSelect({ isLocked, isLoading, loadError, courses, className, onChange }) {
	return /* @__PURE__ */ jsx(FormSelect, {
		name: "courseId",
		label: "Course",
		error: loadError,
		className,
		placeholder: isLoading ? "Loading courses…" : "Choose a course",
		isBlankAllowed: true,
		rules: {
			setValueAs: blankAsNull,
			onChange
		},
		disabled: isLocked || isLoading,
		testId: "coupon-course",
		children: courses.map((c) => /* @__PURE__ */ jsx("option", {
			value: c._id,
			children: c.title
		}, c._id))
	});
}
// src/features/commerce-admin/components/coupon-form.tsx
var COUPON_FORM_ID = "coupon-form";
function Section({ title, children }) {
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "space-y-4 border-b border-slate-200 pb-6 last:border-0 last:pb-0",
		children: [/* @__PURE__ */ jsx("legend", {
			className: "mb-3 text-sm font-semibold text-slate-900",
			children: title
		}), children]
	});
}
/**
* Creates or edits a coupon. Validated with ZCouponBody (new) or ZCouponPatchBody (edit), the
* schemas the API checks again; the server's answers land on their fields or above the buttons.
*/
function CouponForm({ coupon, onSubmit }) {
	const form = useZodForm(coupon ? ZCouponPatchBody : ZCouponBody, { defaultValues: couponFormDefaults(coupon) });
	const type = useWatch({
		control: form.control,
		name: "type"
	});
	const isLocked = (coupon?.redemptionCount ?? 0) > 0;
	return /* @__PURE__ */ jsxs(Form, {
		form,
		onSubmit,
		failureMessage: "Failed to save the coupon",
		id: COUPON_FORM_ID,
		className: "space-y-6",
		children: [
			isLocked && /* @__PURE__ */ jsxs("p", {
				className: "flex gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-900",
				"data-testid": "coupon-locked-note",
				children: [/* @__PURE__ */ jsx(Lock, {
					className: "mt-0.5 size-4 shrink-0",
					"aria-hidden": "true"
				}), "This coupon has been used, so its code, discount and scope stay as they are. Its description, dates, limits and active switch can still change."]
			}),
			/* @__PURE__ */ jsxs(Section, {
				title: "Coupon",
				children: [/* @__PURE__ */ jsx(FormText, {
					name: "code",
					label: "Code",
					hint: "What students type at checkout. Letters, digits, - and _.",
					normalize: (text) => text.toUpperCase(),
					readOnly: isLocked,
					autoComplete: "off",
					spellCheck: false,
					maxLength: 30,
					placeholder: "WELCOME10",
					inputClassName: "font-mono tracking-wide uppercase",
					testId: "coupon-code-input"
				}), /* @__PURE__ */ jsx(FormText, {
					name: "description",
					label: "Description",
					hint: "Only staff see this.",
					maxLength: 200,
					placeholder: "e.g. Diwali offer for returning students",
					testId: "coupon-description-input"
				})]
			}),
			/* @__PURE__ */ jsxs(Section, {
				title: "Discount",
				children: [/* @__PURE__ */ jsx("div", {
					role: "radiogroup",
					"aria-label": "Discount type",
					className: "grid grid-cols-2 gap-2",
					children: COUPON_TYPES.map((t) => /* @__PURE__ */ jsxs("label", {
						className: clsx("flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-2.5 text-sm font-medium transition-colors", type === t ? "border-brand-600 bg-brand-50 text-brand-900" : "border-slate-300 text-slate-700 hover:bg-slate-50"),
						children: [/* @__PURE__ */ jsx("input", {
							type: "radio",
							value: t,
							disabled: isLocked,
							...form.register("type"),
							className: "size-4 accent-brand-600",
							"data-testid": `coupon-type-${t}`
						}), COUPON_TYPE_LABELS[t]]
					}, t))
				}), /* @__PURE__ */ jsx(FormNumber, {
					name: "value",
					label: type === "percentage" ? "Percentage off" : "Amount off (₹)",
					hint: type === "percentage" ? "Up to 100. Taken off the batch price before GST." : "Rupees taken off the batch price before GST.",
					empty: void 0,
					readOnly: isLocked,
					inputMode: "decimal",
					placeholder: type === "percentage" ? "10" : "2000",
					testId: "coupon-value-input"
				})]
			}),
			/* @__PURE__ */ jsx(Section, {
				title: "Validity (India time)",
				children: /* @__PURE__ */ jsxs("div", {
					className: "grid gap-4 sm:grid-cols-2",
					children: [/* @__PURE__ */ jsx(FormDateTime, {
						name: "validFrom",
						label: "Valid from",
						timeLabel: "Valid from: time",
						testId: "coupon-validFrom-input"
					}), /* @__PURE__ */ jsx(FormDateTime, {
						name: "validUntil",
						label: "Valid until",
						timeLabel: "Valid until: time",
						testId: "coupon-validUntil-input"
					})]
				})
			}),
			/* @__PURE__ */ jsx(Section, {
				title: "Where it applies",
				children: /* @__PURE__ */ jsx(CouponScopeFields, { isLocked })
			}),
			/* @__PURE__ */ jsxs(Section, {
				title: "Limits",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "grid gap-4 sm:grid-cols-2",
					children: [/* @__PURE__ */ jsx(FormNumber, {
						name: "maxRedemptions",
						label: "Total uses",
						hint: "Leave blank for no limit.",
						empty: null,
						placeholder: "No limit",
						testId: "coupon-max-input"
					}), /* @__PURE__ */ jsx(FormNumber, {
						name: "perUserLimit",
						label: "Uses per student",
						testId: "coupon-per-user-input"
					})]
				}), /* @__PURE__ */ jsx(FormSwitch, {
					name: "isActive",
					label: "Active",
					description: "A deactivated coupon is refused at checkout.",
					testId: "coupon-active-input"
				})]
			}),
			/* @__PURE__ */ jsx(FormServerAlert, { testId: "coupon-form-alert" })
		]
	});
}
// src/features/commerce-admin/components/coupon-form-drawer.tsx
/** "New coupon" and a row's "Edit": the coupon form in a side sheet. */
function CouponFormDrawer({ state, onClose }) {
	const create = useCreateCoupon();
	const update = useUpdateCoupon();
	const coupon = state.mode === "edit" ? state.coupon : null;
	const isSaving = create.isPending || update.isPending;
	const save = async (body) => {
		const tidy = tidyScope(body);
		if (!coupon) await create.mutateAsync(tidy);
		else {
			const patch = couponPatch(coupon, tidy);
			if (Object.keys(patch).length > 0) await update.mutateAsync({
				id: coupon._id,
				patch
			});
		}
		onClose();
	};
	return /* @__PURE__ */ jsx(Drawer, {
		open: state.mode !== "closed",
		onOpenChange: (open) => !open && !isSaving && onClose(),
		title: coupon ? `Edit ${coupon.code}` : "New coupon",
		description: coupon ? `Used ${plural(coupon.redemptionCount, "time")} so far.` : "A discount code students can apply at checkout.",
		widthClassName: "sm:max-w-xl",
		testId: "coupon-drawer",
		footer: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
			variant: "ghost",
			size: "sm",
			onClick: onClose,
			disabled: isSaving,
			children: "Cancel"
		}), /* @__PURE__ */ jsx(Button, {
			type: "submit",
			form: COUPON_FORM_ID,
			size: "sm",
			isLoading: isSaving,
			loadingText: "Saving…",
			"data-testid": "coupon-save",
			children: coupon ? "Save changes" : "Create coupon"
		})] }),
		children: state.mode !== "closed" && /* @__PURE__ */ jsx(CouponForm, {
			coupon,
			onSubmit: save
		}, coupon ? `${coupon._id}:${coupon.updatedAt}` : "new")
	});
}
/** GET /admin/coupons/{id}/redemptions → data{redemptions, pagination}. */
async function getCouponRedemptions(id, page, signal) {
	try {
		return (await adminApi.get(`/coupons/${encodeURIComponent(id)}/redemptions`, ZCouponRedemptionsData, {
			query: {
				page,
				limit: 10
			},
			signal
		})).data;
	} catch (error) {
		throw new Error(clientMessage(error, "Failed to fetch redemptions"), { cause: error });
	}
}
var couponRedemptionsQueryOptions = (id, page) => queryOptions({
	queryKey: commerceAdminKeys.redemptions(id, page),
	queryFn: ({ signal }) => getCouponRedemptions(id, page, signal),
	placeholderData: keepPreviousData
});
var useCouponRedemptions = (id, page) => useQuery({
	...couponRedemptionsQueryOptions(id ?? "", page),
	enabled: id !== null
});
// src/features/commerce-admin/lib/money.ts
/** A coupon's discount as staff read it: '10%' or '₹2,000'. */
function couponValueLabel(coupon) {
	return coupon.type === "percentage" ? `${coupon.value}%` : formatInr(coupon.value);
}
// src/features/commerce-admin/components/coupon-redemptions-drawer.tsx
/** A coupon's uses: who, for which batch, how much it took off, what they paid, when. */
function CouponRedemptionsDrawer({ coupon, onClose }) {
	return /* @__PURE__ */ jsx(Drawer, {
		open: coupon !== null,
		onOpenChange: (open) => !open && onClose(),
		title: coupon ? `Redemptions of ${coupon.code}` : "Redemptions",
		description: coupon ? `${couponValueLabel(coupon)} off · used ${coupon.redemptionCount} of ${coupon.maxRedemptions ?? "unlimited"}` : void 0,
		widthClassName: "sm:max-w-xl",
		testId: "redemptions-drawer",
		children: coupon && /* @__PURE__ */ jsx(RedemptionList, { couponId: coupon._id }, coupon._id)
	});
}
function RedemptionList({ couponId }) {
	const [page, setPage] = useState(1);
	const query = useCouponRedemptions(couponId, page);
	if (query.isPending) return /* @__PURE__ */ jsx("div", {
		className: "flex justify-center py-16",
		children: /* @__PURE__ */ jsx(Spinner, {
			className: "size-6 text-brand-600",
			label: "Loading redemptions"
		})
	});
	if (query.isError) return /* @__PURE__ */ jsx(ListError, {
		message: "Failed to fetch redemptions",
		detail: query.error.message,
		onRetry: () => void query.refetch(),
		isRetrying: query.isFetching
	});
	const { redemptions, pagination } = query.data;
	if (redemptions.length === 0) return /* @__PURE__ */ jsxs("div", {
		className: "py-16 text-center",
		"data-testid": "redemptions-empty",
		children: [/* @__PURE__ */ jsx("p", {
			className: "text-base font-semibold text-slate-900",
			children: "Not used yet."
		}), /* @__PURE__ */ jsx("p", {
			className: "mt-1 text-sm text-slate-600",
			children: "Paid or free enrolments with this coupon show here."
		})]
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-4",
		children: [/* @__PURE__ */ jsx("ul", {
			className: "divide-y divide-slate-200 rounded-xl border border-slate-200",
			"aria-busy": query.isFetching || void 0,
			children: redemptions.map((r) => /* @__PURE__ */ jsxs("li", {
				className: "px-4 py-3",
				"data-testid": "redemption-row",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "flex items-start justify-between gap-3",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "min-w-0",
						children: [/* @__PURE__ */ jsx("p", {
							className: "font-semibold text-slate-900",
							children: r.user.name
						}), /* @__PURE__ */ jsxs("p", {
							className: "truncate text-xs text-slate-500",
							children: [
								r.user.phone,
								" · ",
								r.user.email
							]
						})]
					}), /* @__PURE__ */ jsxs("div", {
						className: "shrink-0 text-right",
						children: [/* @__PURE__ */ jsx("p", {
							className: "font-semibold text-slate-900 tabular-nums",
							children: formatPaise(r.totalPaise)
						}), /* @__PURE__ */ jsxs("p", {
							className: "text-xs text-emerald-700 tabular-nums",
							children: [formatPaise(r.discountPaise), " off"]
						})]
					})]
				}), /* @__PURE__ */ jsxs("div", {
					className: "mt-1.5 flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-slate-600",
					children: [/* @__PURE__ */ jsxs("span", {
						className: "min-w-0 truncate",
						children: [
							r.course.title,
							" · ",
							r.batch.name
						]
					}), /* @__PURE__ */ jsx("time", {
						dateTime: r.createdAt,
						className: "tabular-nums",
						children: formatDateTime(r.createdAt)
					})]
				})]
			}, r._id))
		}), /* @__PURE__ */ jsx(PaginationBar, {
			variant: "compact",
			pagination,
			onPageChange: setPage,
			isDisabled: query.isFetching,
			itemLabel: "redemptions"
		})]
	});
}
// src/features/commerce-admin/components/coupon-cells.tsx
/** Where a coupon applies: 'Every course', the course's title, or the batch's name. */
function CouponScopeCell({ coupon }) {
	if (coupon.scope === "all") return /* @__PURE__ */ jsx("span", {
		className: "text-slate-700",
		children: COUPON_SCOPE_LABELS.all
	});
	const name = coupon.scope === "course" ? coupon.courseTitle : coupon.batchName;
	return /* @__PURE__ */ jsxs("div", {
		className: "max-w-44 min-w-28",
		children: [/* @__PURE__ */ jsx("p", {
			className: "line-clamp-2 font-medium text-slate-800",
			title: name ?? void 0,
			children: name ?? "—"
		}), /* @__PURE__ */ jsx("p", {
			className: "truncate text-xs text-slate-500",
			title: coupon.courseTitle ?? void 0,
			children: coupon.scope === "course" ? "Whole course" : coupon.courseTitle ?? "One batch"
		})]
	});
}
/** The validity window in India time: '1 Jun 2030, 9:30 am – 30 Jun 2030, 11:59 pm'. */
function CouponValidityCell({ coupon }) {
	return /* @__PURE__ */ jsx("p", {
		className: "max-w-44 min-w-36 text-xs text-balance text-slate-800 tabular-nums",
		children: formatDateTimeRange(coupon.validFrom, coupon.validUntil)
	});
}
/** Uses so far against the total limit and the per-student limit; opens the redemptions. */
function CouponUsesCell({ coupon, onOpen }) {
	const limit = coupon.maxRedemptions ?? "∞";
	return /* @__PURE__ */ jsxs("button", {
		type: "button",
		onClick: () => onOpen(coupon),
		title: "See who used it",
		"aria-label": `Redemptions of ${coupon.code}: ${coupon.redemptionCount} of ${coupon.maxRedemptions ?? "unlimited"}`,
		"data-testid": "coupon-redemptions",
		className: "group -mx-2 -my-1 rounded-lg px-2 py-1 text-left whitespace-nowrap hover:bg-brand-50",
		children: [/* @__PURE__ */ jsxs("span", {
			className: "flex items-center gap-1 font-medium text-slate-900 tabular-nums group-hover:text-brand-800",
			children: [/* @__PURE__ */ jsxs("span", {
				"data-testid": "coupon-uses",
				children: [
					coupon.redemptionCount,
					" / ",
					limit
				]
			}), /* @__PURE__ */ jsx(ChevronRight, {
				className: "size-3.5 text-slate-400 group-hover:text-brand-700",
				"aria-hidden": "true"
			})]
		}), /* @__PURE__ */ jsxs("span", {
			className: "block text-xs text-slate-500",
			children: [coupon.perUserLimit, " per student"]
		})]
	});
}
/** The row's active switch: PATCH {isActive} with its own toast. */
function CouponActiveCell({ coupon }) {
	const update = useUpdateCoupon();
	const checked = update.isPending ? !coupon.isActive : coupon.isActive;
	return /* @__PURE__ */ jsx(ActiveSwitch, {
		checked,
		isPending: update.isPending,
		label: `Active: ${coupon.code}`,
		testId: "coupon-active",
		onChange: (isActive) => update.mutate({
			id: coupon._id,
			patch: { isActive }
		}, { onError: toggleFailed })
	});
}
// src/features/commerce-admin/components/coupons-table.tsx
var col = adminColumnHelper();
function buildColumns({ onEdit, onRedemptions }) {
	return [
		col.accessor("code", {
			header: "Code",
			cell: (c) => /* @__PURE__ */ jsxs("div", {
				className: "max-w-44 min-w-28",
				children: [/* @__PURE__ */ jsx("p", {
					className: "font-mono text-sm font-semibold tracking-wide text-slate-900",
					children: c.getValue()
				}), c.row.original.description && /* @__PURE__ */ jsx("p", {
					className: "line-clamp-2 text-xs font-normal text-slate-500",
					title: c.row.original.description,
					children: c.row.original.description
				})]
			}),
			meta: { isCardTitle: true }
		}),
		col.display({
			id: "discount",
			header: "Discount",
			cell: (c) => /* @__PURE__ */ jsx("span", {
				className: "text-base font-semibold whitespace-nowrap text-slate-900 tabular-nums",
				"data-testid": "coupon-value",
				children: couponValueLabel(c.row.original)
			})
		}),
		col.display({
			id: "validity",
			header: "Valid (IST)",
			cell: (c) => /* @__PURE__ */ jsx(CouponValidityCell, { coupon: c.row.original })
		}),
		col.display({
			id: "scope",
			header: "Applies to",
			cell: (c) => /* @__PURE__ */ jsx(CouponScopeCell, { coupon: c.row.original })
		}),
		col.display({
			id: "uses",
			header: "Uses",
			cell: (c) => /* @__PURE__ */ jsx(CouponUsesCell, {
				coupon: c.row.original,
				onOpen: onRedemptions
			})
		}),
		col.accessor("status", {
			header: "Status",
			cell: (c) => /* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-center gap-2 md:flex-col md:items-start",
				children: [/* @__PURE__ */ jsx(CouponStatusPill, { status: c.getValue() }), /* @__PURE__ */ jsx(CouponActiveCell, { coupon: c.row.original })]
			})
		}),
		actionsColumn((coupon) => /* @__PURE__ */ jsx(RowAction, {
			onClick: () => onEdit(coupon),
			icon: Pencil,
			label: "Edit",
			title: `Edit ${coupon.code}`,
			isNamedByTitle: true,
			testId: "coupon-edit"
		}))
	];
}
function CouponsTable({ rows, onEdit, onRedemptions, ...state }) {
	const columns = useMemo(() => buildColumns({
		onEdit,
		onRedemptions
	}), [onEdit, onRedemptions]);
	return /* @__PURE__ */ jsx(DataTable, {
		columns,
		data: rows,
		getRowId: (c) => c._id,
		...state,
		emptyMessage: "No coupons found.",
		caption: "Coupons",
		rowTestId: "coupon-row",
		density: "compact"
	});
}
// src/features/commerce-admin/pages/admin-coupons-page.tsx
var FILTER_SPEC = { status: { oneOf: COUPON_STATUSES } };
var FIELDS = [{
	select: "status",
	label: "Status",
	options: optionsOf(COUPON_STATUSES, COUPON_STATUS_LABELS),
	anyLabel: "Any status",
	className: "w-48"
}];
/** /admin/coupons: discount codes with their limits, uses and an on/off switch. */
function AdminCouponsPage() {
	const list = useListPage(FILTER_SPEC);
	const { params } = list;
	const [editor, setEditor] = useState({ mode: "closed" });
	const [redemptionsOf, setRedemptionsOf] = useState(null);
	const query = useCoupons(params);
	const data = query.data;
	const onEdit = useCallback((coupon) => setEditor({
		mode: "edit",
		coupon
	}), []);
	const onRedemptions = useCallback((coupon) => setRedemptionsOf(coupon), []);
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-[96rem]",
		children: [
			/* @__PURE__ */ jsx(AdminPageHeader, {
				title: "Coupons",
				description: "Discount codes for checkout: how much they take off, when, where and how often.",
				actions: /* @__PURE__ */ jsx(IconTextButton, {
					icon: Plus,
					size: "sm",
					onClick: () => setEditor({ mode: "new" }),
					"data-testid": "coupon-new",
					children: "New coupon"
				})
			}),
			/* @__PURE__ */ jsx(QueryListCard, {
				query,
				list,
				itemLabel: "coupons",
				failedMessage: COUPONS_FETCH_FAILED,
				toolbar: /* @__PURE__ */ jsx(ListToolbar, {
					list,
					placeholder: "Search by code",
					idPrefix: "coupon",
					children: /* @__PURE__ */ jsx(ListFilterBar, {
						list,
						fields: FIELDS
					})
				}),
				children: /* @__PURE__ */ jsx(CouponsTable, {
					rows: data?.coupons ?? [],
					...tableStateOf(query),
					onEdit,
					onRedemptions,
					emptyHint: list.isFiltered ? "Try another code or clear the filters." : "Create one with “New coupon”."
				})
			}),
			/* @__PURE__ */ jsx(CouponFormDrawer, {
				state: editor,
				onClose: () => setEditor({ mode: "closed" })
			}),
			/* @__PURE__ */ jsx(CouponRedemptionsDrawer, {
				coupon: redemptionsOf,
				onClose: () => setRedemptionsOf(null)
			})
		]
	});
}
export { AdminCouponsPage as default };
