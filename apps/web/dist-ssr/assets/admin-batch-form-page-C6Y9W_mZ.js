import { Wt as Button, c as toast, dt as durationWeeks, ft as formatInr, l as RouteLoader, lt as batchFinalPrice, yt as COURSES_MSG } from "../entry-server.js";
import { i as ID_PATTERN } from "./http-DRLmBayV.js";
import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { n as RecordProblem } from "./record-loader-BkOMhXje.js";
import { t as adminApi } from "./api-client-CyCTgC69.js";
import { c as toastBatchFailure, i as cacheCreatedBatch, n as Switch, o as BatchMissingAfterWrite, r as useUpdateBatch, s as fieldErrorsOf } from "./batch-active-switch-DAGJKthr.js";
import { i as ZBatchBody, l as istToday, s as ZCreatedBatchData } from "./batch.schema-C1fQK6d_.js";
import { a as isNotFound } from "./field-issues-CklJ7g7w.js";
import { r as useStaffOptions, t as useCourseOption } from "./get-batch-options-CHIoeFmT.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { E as useZodForm, S as Form, _ as FormText, g as FormNumber, l as FormDate } from "./form-9deOHQRr.js";
import { r as ROLE_LABELS } from "./roles-pGSoVmPl.js";
import { a as ToggleChip } from "./filter-bar-Bstm2apS.js";
import { n as RetryLink } from "./retry-button-D9lzH-WF.js";
import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { a as courseCrumbs, i as batchPaths, n as Breadcrumbs, r as batchCrumbs, t as BatchLoader } from "./batch-page-states-CCAhejvL.js";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { clsx } from "clsx";
import { jsx, jsxs } from "react/jsx-runtime";
import { useId } from "react";
import { Controller, useWatch } from "react-hook-form";
// src/features/batches-admin/api/create-batch.ts
/** POST /admin/batches → 201 data.createdBatch; no createdBatch._id is a failure of its own. */
async function createBatch(body) {
	const created = (await adminApi.post("/batches", ZCreatedBatchData, body)).data.createdBatch;
	if (!created._id) throw new BatchMissingAfterWrite(COURSES_MSG.batchNotFoundAfterCreation);
	return created;
}
function useCreateBatch() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createBatch,
		onSuccess: (batch) => {
			cacheCreatedBatch(queryClient, batch);
			toast.success(COURSES_MSG.batchCreated);
		},
		onError: (error) => toastBatchFailure(COURSES_MSG.createBatchFailed, error)
	});
}
// src/features/batches-admin/components/batch-form-aside.tsx
/** The form's side card: the live final price, the length, the isActive switch and Save. */
function BatchFormAside({ control, finalPrice, price, weeks, isSaving, isSubmitDisabled, submitLabel, cancelTo }) {
	return /* @__PURE__ */ jsx("aside", {
		className: "lg:sticky lg:top-6 lg:self-start",
		children: /* @__PURE__ */ jsxs("div", {
			className: "card space-y-5 p-5",
			children: [
				/* @__PURE__ */ jsxs("div", { children: [
					/* @__PURE__ */ jsx("p", {
						className: "text-sm text-slate-600",
						children: "Students pay"
					}),
					/* @__PURE__ */ jsx("p", {
						className: "text-3xl font-bold tracking-tight text-slate-900 tabular-nums",
						"data-testid": "batch-form-final-price",
						children: formatInr(finalPrice)
					}),
					finalPrice < price && /* @__PURE__ */ jsxs("p", {
						className: "text-sm text-slate-600 tabular-nums",
						children: [
							/* @__PURE__ */ jsx("s", { children: formatInr(price) }),
							" · save",
							" ",
							formatInr(Math.round((price - finalPrice) * 100) / 100)
						]
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-1 text-xs text-slate-500",
						children: weeks ? `${plural(weeks, "week")} long` : "Pick the dates to see the length."
					})
				] }),
				/* @__PURE__ */ jsxs("div", {
					className: "flex items-center justify-between gap-3 border-t border-slate-200 pt-4",
					children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
						className: "text-sm font-medium text-slate-800",
						children: "Active"
					}), /* @__PURE__ */ jsx("p", {
						className: "text-xs text-slate-600",
						children: "Inactive batches are hidden from students."
					})] }), /* @__PURE__ */ jsx(Controller, {
						control,
						name: "isActive",
						render: ({ field }) => /* @__PURE__ */ jsx(Switch, {
							checked: field.value ?? true,
							onChange: field.onChange,
							label: "Active",
							testId: "batch-form-active",
							showText: false
						})
					})]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-col gap-2 border-t border-slate-200 pt-4",
					children: [/* @__PURE__ */ jsx(Button, {
						type: "submit",
						isLoading: isSaving,
						loadingText: "Saving…",
						disabled: isSubmitDisabled,
						"data-testid": "batch-form-submit",
						children: submitLabel
					}), /* @__PURE__ */ jsx(Link, {
						to: cancelTo,
						className: "rounded-xl py-2 text-center text-sm font-semibold text-slate-700 hover:bg-slate-100",
						children: "Cancel"
					})]
				})
			]
		})
	});
}
// src/features/batches-admin/components/mentor-picker.tsx
/**
* Mentors as toggle chips over the active staff (GET /admin/courses/staff). Mentors already on
* the batch who are no longer in that list stay shown so they can be removed.
*/
function MentorPicker({ value, onChange, current = [], labelId, error }) {
	const staff = useStaffOptions();
	const listed = staff.data ?? [];
	const extra = current.filter((m) => !listed.some((s) => s._id === m._id)).map((m) => ({
		...m,
		role: ""
	}));
	const people = [...listed, ...extra];
	const toggle = (id) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
	if (staff.isPending) return /* @__PURE__ */ jsxs("p", {
		className: "flex items-center gap-2 text-sm text-slate-600",
		children: [/* @__PURE__ */ jsx(Spinner, { className: "size-4 text-brand-600" }), " Loading staff…"]
	});
	return /* @__PURE__ */ jsxs("div", { children: [
		staff.isError && /* @__PURE__ */ jsxs("p", {
			className: "mb-2 flex flex-wrap items-center gap-2 text-sm text-red-700",
			children: ["Could not load the staff list.", /* @__PURE__ */ jsx(RetryLink, { onRetry: () => void staff.refetch() })]
		}),
		people.length === 0 && !staff.isError ? /* @__PURE__ */ jsx("p", {
			className: "text-sm text-slate-600",
			children: "No active staff to choose from."
		}) : /* @__PURE__ */ jsx("div", {
			role: "group",
			"aria-labelledby": labelId,
			"data-testid": "batch-mentors",
			children: /* @__PURE__ */ jsx("ul", {
				className: "flex flex-wrap gap-2",
				children: people.map((p) => {
					const isOn = value.includes(p._id);
					return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(ToggleChip, {
						isOn,
						onToggle: () => toggle(p._id),
						size: "picker",
						children: [p.name, p.role && /* @__PURE__ */ jsxs("span", {
							className: clsx("text-xs", isOn ? "text-brand-700" : "text-slate-500"),
							children: ["· ", ROLE_LABELS[p.role] ?? p.role]
						})]
					}) }, p._id);
				})
			})
		}),
		error && /* @__PURE__ */ jsx("p", {
			role: "alert",
			className: "mt-1 text-xs font-medium text-red-700",
			children: error
		})
	] });
}
// src/features/batches-admin/components/batch-form.tsx
var DATE_FIELDS = [
	{
		name: "startDate",
		label: "Start date",
		testId: "batch-form-start"
	},
	{
		name: "endDate",
		label: "End date",
		testId: "batch-form-end"
	},
	{
		name: "enrollmentEndDate",
		label: "Enrolment closes",
		testId: "batch-form-enrolment-end"
	}
];
function Section({ title, hint, children }) {
	return /* @__PURE__ */ jsxs("section", {
		className: "card p-5 sm:p-6",
		children: [
			/* @__PURE__ */ jsx("h2", {
				className: "text-base font-semibold text-slate-900",
				children: title
			}),
			hint && /* @__PURE__ */ jsx("p", {
				className: "mt-0.5 text-sm text-slate-600",
				children: hint
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-4 space-y-4",
				children
			})
		]
	});
}
/**
* The batch form for create and edit. It validates with ZBatchBody, the schema the server checks
* again (date order, discount limits…), in both modes: the edit form shows every field, so a
* cleared field must be an error rather than "unchanged". The page turns the values into a POST
* body or a PATCH of the changed fields. `onSubmit` may answer with the server's field errors.
*/
function BatchForm({ defaultValues, batch, onSubmit, isSaving, submitLabel, cancelTo }) {
	const mentorsLabelId = useId();
	const form = useZodForm(ZBatchBody, {
		defaultValues,
		mode: "onSubmit"
	});
	const { register, control, setError } = form;
	const { isDirty } = form.formState;
	const [price, discount, discountType, startDate, endDate] = useWatch({
		control,
		name: [
			"price",
			"discount",
			"discountType",
			"startDate",
			"endDate"
		]
	});
	const priceN = Number(price) || 0;
	const finalPrice = batchFinalPrice(priceN, Number(discount) || 0, discountType ?? "percent");
	const weeks = startDate && endDate ? durationWeeks(startDate, endDate) : 0;
	const submit = async (values) => {
		const fieldErrors = await onSubmit(values);
		for (const e of fieldErrors ?? []) {
			const name = e.field.split(".")[0];
			if (name in defaultValues) setError(name, {
				type: "server",
				message: e.message
			});
		}
	};
	const dateDeps = [
		"startDate",
		"endDate",
		"enrollmentEndDate"
	];
	return /* @__PURE__ */ jsxs(Form, {
		form,
		onSubmit: submit,
		className: "grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "space-y-6",
			children: [
				/* @__PURE__ */ jsx(Section, {
					title: "Batch",
					children: /* @__PURE__ */ jsx(FormText, {
						name: "name",
						label: "Batch name",
						placeholder: "e.g. Weekend batch – January",
						testId: "batch-form-name",
						autoComplete: "off"
					})
				}),
				/* @__PURE__ */ jsx(Section, {
					title: "Schedule",
					hint: "Enrolment must close on or before the start date; the batch ends after it starts.",
					children: /* @__PURE__ */ jsx("div", {
						className: "grid gap-4 sm:grid-cols-3",
						children: DATE_FIELDS.map(({ name, label, testId }) => /* @__PURE__ */ jsx(FormDate, {
							name,
							label,
							deps: dateDeps,
							empty: null,
							testId
						}, name))
					})
				}),
				/* @__PURE__ */ jsxs(Section, {
					title: "Pricing",
					hint: "Whole rupees. GST is added at checkout.",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "grid gap-4 sm:grid-cols-2",
						children: [/* @__PURE__ */ jsx(FormNumber, {
							name: "price",
							label: "Price (₹)",
							empty: void 0,
							rules: { deps: ["discount"] },
							placeholder: "34999",
							testId: "batch-form-price"
						}), /* @__PURE__ */ jsx(FormText, {
							name: "priceTitle",
							label: "Price title",
							hint: "Shown above the price, e.g. 'Early bird'.",
							testId: "batch-form-price-title"
						})]
					}), /* @__PURE__ */ jsxs("div", {
						className: "grid gap-4 sm:grid-cols-2",
						children: [/* @__PURE__ */ jsxs("fieldset", { children: [/* @__PURE__ */ jsx("legend", {
							className: "mb-1 block text-sm font-medium text-slate-800",
							children: "Discount type"
						}), /* @__PURE__ */ jsx("div", {
							className: "grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1",
							children: ["percent", "flat"].map((type) => /* @__PURE__ */ jsxs("label", {
								className: clsx("flex cursor-pointer items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium transition-colors", "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600", discountType === type ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900"),
								children: [/* @__PURE__ */ jsx("input", {
									type: "radio",
									value: type,
									...register("discountType", { deps: ["discount"] }),
									className: "sr-only",
									"data-testid": `batch-form-discount-${type}`
								}), type === "percent" ? "Percent (%)" : "Flat (₹)"]
							}, type))
						})] }), /* @__PURE__ */ jsx(FormNumber, {
							name: "discount",
							label: discountType === "flat" ? "Discount (₹)" : "Discount (%)",
							empty: 0,
							inputMode: "decimal",
							testId: "batch-form-discount"
						})]
					})]
				}),
				/* @__PURE__ */ jsxs(Section, {
					title: "Seats and mentors",
					children: [/* @__PURE__ */ jsx(FormNumber, {
						name: "seats",
						label: "Seats",
						hint: batch?.studentCount ? `${plural(batch.studentCount, "student")} already enrolled.` : void 0,
						empty: 0,
						className: "sm:max-w-48",
						testId: "batch-form-seats"
					}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
						id: mentorsLabelId,
						className: "mb-1 text-sm font-medium text-slate-800",
						children: "Mentors"
					}), /* @__PURE__ */ jsx(Controller, {
						control,
						name: "mentors",
						render: ({ field, fieldState }) => /* @__PURE__ */ jsx(MentorPicker, {
							value: field.value ?? [],
							onChange: field.onChange,
							current: batch?.mentors,
							labelId: mentorsLabelId,
							error: fieldState.error?.message
						})
					})] })]
				})
			]
		}), /* @__PURE__ */ jsx(BatchFormAside, {
			control,
			finalPrice,
			price: priceN,
			weeks,
			isSaving,
			isSubmitDisabled: batch ? !isDirty : false,
			submitLabel,
			cancelTo
		})]
	});
}
// src/features/batches-admin/lib/batch-diff.ts
var EDITABLE = [
	"name",
	"startDate",
	"endDate",
	"enrollmentEndDate",
	"price",
	"discount",
	"discountType",
	"priceTitle",
	"seats",
	"isActive"
];
/**
* The PATCH body of an edit: only the fields whose value differs from the stored batch (the
* course and currency never change). Mentors compare as a list in order.
*/
function changedFields(before, after) {
	const patch = {};
	for (const key of EDITABLE) if (after[key] !== before[key]) patch[key] = after[key];
	if (before.mentors.map((m) => m._id).join() !== after.mentors.join()) patch.mentors = after.mentors;
	return patch;
}
// src/features/batches-admin/lib/batch-form-values.ts
var DAY_MS = 864e5;
var addDays = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** Monday on or after `day` (YYYY-MM-DD). */
var mondayFrom = (day) => {
	return addDays(day, (8 - (/* @__PURE__ */ new Date(`${day}T00:00:00Z`)).getUTCDay()) % 7);
};
/**
* A new batch starts from its course: the course's price and percentage discount, a start on
* the first Monday at least two weeks away, an end that makes it as many weeks long as the
* course, and enrolment open until the day before the start. Staff change any of them.
*/
function newBatchValues(courseId, course, today = istToday()) {
	const blank = {
		name: "",
		course: courseId,
		startDate: "",
		endDate: "",
		enrollmentEndDate: "",
		price: void 0,
		discount: 0,
		discountType: "percent",
		priceTitle: "",
		currency: "INR",
		seats: 60,
		mentors: [],
		isActive: true
	};
	if (!course) return blank;
	const startDate = mondayFrom(addDays(today, 14));
	return {
		...blank,
		startDate,
		endDate: addDays(startDate, Math.max(1, course.duration_weeks) * 7 - 1),
		enrollmentEndDate: addDays(startDate, -1),
		price: course.price,
		discount: course.discountPercentage
	};
}
function batchValues(b) {
	return {
		name: b.name,
		course: b.course,
		startDate: b.startDate,
		endDate: b.endDate,
		enrollmentEndDate: b.enrollmentEndDate,
		price: b.price,
		discount: b.discount,
		discountType: b.discountType,
		priceTitle: b.priceTitle,
		currency: "INR",
		seats: b.seats,
		mentors: b.mentors.map((m) => m._id),
		isActive: b.isActive
	};
}
// src/features/batches-admin/pages/admin-batch-form-page.tsx
/** /admin/courses/{courseId}/new/batch and /admin/courses/{courseId}/batches/{batchId}/edit */
function AdminBatchFormPage() {
	const { courseId = "", batchId } = useParams();
	return batchId === void 0 ? /* @__PURE__ */ jsx(CreateBatchPage, { courseId }) : /* @__PURE__ */ jsx(EditBatchPage, {
		courseId,
		batchId
	});
}
function CreateBatchPage({ courseId }) {
	const navigate = useNavigate();
	const isValidCourse = ID_PATTERN.test(courseId);
	const course = useCourseOption(courseId, isValidCourse);
	const create = useCreateBatch();
	if (!isValidCourse || isNotFound(course.error)) return /* @__PURE__ */ jsx(RecordProblem, {
		title: isValidCourse ? COURSES_MSG.courseNotFound : COURSES_MSG.invalidCourseId,
		description: "A batch belongs to a course. Open the course list and add the batch from there.",
		back: {
			to: batchPaths.courses,
			label: "Back to courses"
		},
		testId: "batch-error"
	});
	if (course.isPending) return /* @__PURE__ */ jsx(RouteLoader, { message: "Loading course…" });
	const title = course.data?.title ?? "Course";
	const onSubmit = async (values) => {
		try {
			const batch = await create.mutateAsync({
				...values,
				course: courseId
			});
			navigate(batchPaths.view(batch.course, batch._id));
		} catch (error) {
			return fieldErrorsOf(error);
		}
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-6xl",
		children: [
			/* @__PURE__ */ jsx(Breadcrumbs, { items: courseCrumbs(courseId, title, { label: "New batch" }) }),
			/* @__PURE__ */ jsx(AdminPageHeader, {
				title: "New batch",
				description: `For ${title}`
			}),
			/* @__PURE__ */ jsx(BatchForm, {
				defaultValues: newBatchValues(courseId, course.data),
				onSubmit,
				isSaving: create.isPending,
				submitLabel: "Create batch",
				cancelTo: batchPaths.list(courseId)
			})
		]
	});
}
function EditBatchPage({ courseId, batchId }) {
	return /* @__PURE__ */ jsx(BatchLoader, {
		courseId,
		batchId,
		children: (batch) => /* @__PURE__ */ jsx(EditBatchForm, { batch })
	});
}
function EditBatchForm({ batch }) {
	const navigate = useNavigate();
	const update = useUpdateBatch();
	const onSubmit = async (values) => {
		const patch = changedFields(batch, values);
		if (Object.keys(patch).length === 0) {
			navigate(batchPaths.view(batch.course, batch._id));
			return;
		}
		try {
			const saved = await update.mutateAsync({
				kind: "edit",
				id: batch._id,
				patch
			});
			navigate(batchPaths.view(saved.course, saved._id));
		} catch (error) {
			return fieldErrorsOf(error);
		}
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-6xl",
		children: [
			/* @__PURE__ */ jsx(Breadcrumbs, { items: batchCrumbs(batch, "Edit") }),
			/* @__PURE__ */ jsx(AdminPageHeader, {
				title: `Edit ${batch.name}`,
				description: batch.courseTitle
			}),
			/* @__PURE__ */ jsx(BatchForm, {
				defaultValues: batchValues(batch),
				batch,
				onSubmit,
				isSaving: update.isPending,
				submitLabel: "Save changes",
				cancelTo: batchPaths.view(batch.course, batch._id)
			}, batch._id)
		]
	});
}
export { AdminBatchFormPage as default };
