import { I as ASSESS_MSG, c as QUESTION_TYPE_LABELS, r as DIFFICULTY_LABELS, s as QUESTION_TYPES } from "./question.schema-DNwVFW8l.js";
import { i as ID_PATTERN } from "./http-DRLmBayV.js";
import { n as RecordSummary, t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { t as Pill } from "./pill-DTtPBj9B.js";
import { t as useGuardedLeave } from "./use-guarded-leave-Dxahb0Eq.js";
import { Gt as buttonStyles, c as toast } from "../entry-server.js";
import { t as LeaveGuard } from "./leave-guard-no5dLF86.js";
import { t as RecordLoader } from "./record-loader-BkOMhXje.js";
import { a as toBody, c as WHIZZ_FETCH_FAILED, d as useCreateWhizz, l as useAdminWhizz, m as useUpdateWhizz, n as emptyWhizzValues, o as whizzToValues, p as useQuestionOptions, r as labelsOf, t as changedFields, u as useBatchOptions } from "./whizz-form-B3yIgF7k.js";
import { b as questionKey, m as ZWhizzBody, n as DURATION_UNITS, t as ATTEMPT_MINUTES, y as durationMs } from "./whizz.schema-DDHMFrik.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { r as adminInputClass } from "./form-field-C7rmj4tf.js";
import { t as SectionCard } from "./section-card-rmkpWGYj.js";
import { E as useZodForm, O as countErrors, S as Form, _ as FormText, g as FormNumber, u as FormDateTime, v as FormTextArea, w as SubmitButton } from "./form-9deOHQRr.js";
import { a as formatDateTime, s as formatDay } from "./format-DGa3zFAK.js";
import { t as SearchInput } from "./search-input-_kbwK_BQ.js";
import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { Link, useParams } from "react-router";
import { clsx } from "clsx";
import { ArrowDown, ArrowUp, BarChart3, CalendarClock, Check, FileText, ListChecks, Plus, Save, Users, X } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useCallback, useEffect, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
// src/features/whizz-admin/components/picker-options.tsx
/**
* A picker's search side: its heading (and `above`, e.g. tabs), a search box ("Search
* batches", test id `batch-search`), and the result panel below it: loading, a failure with
* "Try again", the empty text, or the options (`batch-options`), each drawn by `children` as
* an <li>.
*/
function PickerOptions({ title, above, search, onSearch, placeholder, listClassName, query, noun, testIdPrefix, emptyText, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "min-w-0",
		children: [
			/* @__PURE__ */ jsx("h3", {
				className: "mb-2 text-sm font-semibold text-slate-800",
				children: title
			}),
			above,
			/* @__PURE__ */ jsx(SearchInput, {
				value: search,
				onSearch,
				placeholder,
				label: `Search ${noun}`,
				testId: `${testIdPrefix}-search`
			}),
			/* @__PURE__ */ jsx("div", {
				className: clsx("mt-3 overflow-y-auto rounded-xl border border-slate-200", listClassName),
				children: query.isPending ? /* @__PURE__ */ jsxs("p", {
					className: "flex items-center gap-2 px-4 py-6 text-sm text-slate-600",
					children: [
						/* @__PURE__ */ jsx(Spinner, { className: "size-4" }),
						" Loading ",
						noun,
						"..."
					]
				}) : query.isError || !query.data ? /* @__PURE__ */ jsxs("p", {
					role: "alert",
					className: "px-4 py-6 text-sm text-red-700",
					children: [
						"Could not load ",
						noun,
						".",
						" ",
						/* @__PURE__ */ jsx("button", {
							type: "button",
							className: "font-semibold underline",
							onClick: () => void query.refetch(),
							children: "Try again"
						})
					]
				}) : query.data.length === 0 ? /* @__PURE__ */ jsx("p", {
					className: "px-4 py-6 text-sm text-slate-600",
					children: emptyText
				}) : /* @__PURE__ */ jsx("ul", {
					className: "divide-y divide-slate-100",
					"data-testid": `${testIdPrefix}-options`,
					children: query.data.map(children)
				})
			})
		]
	});
}
/** An option's "Add" button, which turns into "Added" once the option is chosen. */
function AddOptionButton({ isChosen, onAdd, addLabel, addedLabel, testId }) {
	return /* @__PURE__ */ jsxs("button", {
		type: "button",
		onClick: onAdd,
		disabled: isChosen,
		"data-testid": testId,
		"aria-label": isChosen ? addedLabel : addLabel,
		className: clsx("inline-flex h-8 shrink-0 items-center gap-1 rounded-lg px-2.5 text-sm font-semibold", isChosen ? "text-emerald-700" : "bg-brand-50 text-brand-800 hover:bg-brand-100"),
		children: [isChosen ? /* @__PURE__ */ jsx(Check, {
			className: "size-4",
			"aria-hidden": "true"
		}) : /* @__PURE__ */ jsx(Plus, {
			className: "size-4",
			"aria-hidden": "true"
		}), isChosen ? "Added" : "Add"]
	});
}
/**
* A picker's chosen side: the heading with the count (and `aside` once something is chosen),
* then the hint of what to do while nothing is (red while the field has an error) or the list.
*/
function ChosenPanel({ title, count, aside, emptyIcon: EmptyIcon, emptyText, error, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "min-w-0",
		children: [/* @__PURE__ */ jsxs("h3", {
			className: "mb-2 flex items-baseline justify-between gap-2 text-sm font-semibold text-slate-800",
			children: [/* @__PURE__ */ jsxs("span", { children: [
				title,
				" ",
				/* @__PURE__ */ jsxs("span", {
					className: "font-normal text-slate-500",
					children: [
						"(",
						count,
						")"
					]
				})
			] }), count > 0 && aside]
		}), count === 0 ? /* @__PURE__ */ jsxs("div", {
			className: clsx("flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-8 text-center text-sm", error ? "border-red-300 bg-red-50/40 text-red-800" : "border-slate-300 text-slate-600"),
			children: [/* @__PURE__ */ jsx(EmptyIcon, {
				className: "size-5",
				"aria-hidden": "true"
			}), emptyText]
		}) : children]
	});
}
// src/features/whizz-admin/components/batch-picker.tsx
/**
* Chooses the batches a whizz is for: a searchable list of batches (GET
* /admin/whizz/batch-options) and the chosen ones, each with its own active switch.
*/
function BatchPicker({ value, onChange, labels, onLabel, error }) {
	const [search, setSearch] = useState("");
	const options = useBatchOptions(search);
	const chosen = new Set(value.map((b) => b.batchId));
	const add = (b) => {
		onLabel(b._id, {
			name: b.name,
			detail: b.courseTitle
		});
		onChange([...value, {
			batchId: b._id,
			isActive: true
		}]);
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-5 lg:grid-cols-2",
		children: [/* @__PURE__ */ jsx(PickerOptions, {
			title: "Find a batch",
			search,
			onSearch: setSearch,
			placeholder: "Batch or course name",
			listClassName: "max-h-72",
			query: options,
			noun: "batches",
			testIdPrefix: "batch",
			emptyText: `No batches match “${search}”.`,
			children: (b) => /* @__PURE__ */ jsxs("li", {
				className: "flex items-center gap-3 px-3 py-2.5",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "min-w-0 flex-1",
					children: [/* @__PURE__ */ jsx("p", {
						className: "truncate text-sm font-medium text-slate-900",
						children: b.name
					}), /* @__PURE__ */ jsxs("p", {
						className: "truncate text-xs text-slate-500",
						children: [
							b.courseTitle,
							" · starts ",
							formatDay(b.startDate),
							" ·",
							" ",
							plural(b.studentCount, "student")
						]
					})]
				}), /* @__PURE__ */ jsx(AddOptionButton, {
					isChosen: chosen.has(b._id),
					onAdd: () => add(b),
					addLabel: `Add ${b.name}`,
					addedLabel: `${b.name} added`,
					testId: "batch-option-add"
				})]
			}, b._id)
		}), /* @__PURE__ */ jsx(ChosenPanel, {
			title: "Chosen batches",
			count: value.length,
			emptyIcon: Users,
			emptyText: "No batch yet. Students of an active batch can take the whizz.",
			error,
			children: /* @__PURE__ */ jsx("ul", {
				className: "space-y-2",
				"data-testid": "chosen-batches",
				children: value.map((b, i) => {
					const label = labels[b.batchId];
					return /* @__PURE__ */ jsxs("li", {
						className: "flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2.5",
						"data-testid": "chosen-batch",
						children: [
							/* @__PURE__ */ jsxs("div", {
								className: "min-w-0 flex-1",
								children: [/* @__PURE__ */ jsx("p", {
									className: "truncate text-sm font-medium text-slate-900",
									children: label?.name ?? b.batchId
								}), /* @__PURE__ */ jsx("p", {
									className: "truncate text-xs text-slate-500",
									children: label?.detail ?? (b.isActive ? "Active" : "Paused")
								})]
							}),
							/* @__PURE__ */ jsxs("label", {
								className: "flex shrink-0 cursor-pointer items-center gap-2 text-xs font-medium text-slate-700",
								children: [
									/* @__PURE__ */ jsx("span", {
										className: "hidden sm:inline",
										children: b.isActive ? "Active" : "Paused"
									}),
									/* @__PURE__ */ jsx("input", {
										type: "checkbox",
										role: "switch",
										checked: b.isActive,
										onChange: (e) => onChange(value.map((x, j) => j === i ? {
											...x,
											isActive: e.target.checked
										} : x)),
										"aria-label": `${label?.name ?? "Batch"} active`,
										"data-testid": "chosen-batch-active",
										className: "peer sr-only"
									}),
									/* @__PURE__ */ jsx("span", {
										"aria-hidden": "true",
										className: "relative h-5 w-9 rounded-full bg-slate-300 transition-colors peer-checked:bg-emerald-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 after:absolute after:top-0.5 after:left-0.5 after:size-4 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-4"
									})
								]
							}),
							/* @__PURE__ */ jsx("button", {
								type: "button",
								onClick: () => onChange(value.filter((_, j) => j !== i)),
								className: "grid size-8 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700",
								"aria-label": `Remove ${label?.name ?? "batch"}`,
								"data-testid": "chosen-batch-remove",
								children: /* @__PURE__ */ jsx(X, {
									className: "size-4",
									"aria-hidden": "true"
								})
							})
						]
					}, b.batchId);
				})
			})
		})]
	});
}
// src/features/whizz-admin/components/question-picker.tsx
var TYPE_TONES = {
	MCQ: "blue",
	FillInTheBlank: "amber",
	codingProblem: "violet"
};
var TABS = [{
	value: "",
	label: "All"
}, ...QUESTION_TYPES.map((t) => ({
	value: t,
	label: QUESTION_TYPE_LABELS[t]
}))];
/**
* Chooses a whizz's questions from the three banks (GET /admin/whizz/question-options): type
* tabs, a search box, and the chosen questions in order with move up/down and remove.
*/
function QuestionPicker({ value, onChange, labels, onLabel, error }) {
	const [search, setSearch] = useState("");
	const [type, setType] = useState("");
	const options = useQuestionOptions(search, type);
	const chosen = new Set(value.map((q) => questionKey(q.type, q.questionId)));
	const totalPoints = value.reduce((sum, q) => sum + (labels[questionKey(q.type, q.questionId)]?.points ?? 0), 0);
	const add = (q) => {
		onLabel(questionKey(q.type, q.questionId), {
			title: q.title,
			points: q.points
		});
		onChange([...value, {
			questionId: q.questionId,
			type: q.type
		}]);
	};
	const move = (from, to) => {
		if (to < 0 || to >= value.length) return;
		const next = [...value];
		const [item] = next.splice(from, 1);
		next.splice(to, 0, item);
		onChange(next);
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-5 lg:grid-cols-2",
		children: [/* @__PURE__ */ jsx(PickerOptions, {
			title: "Question bank",
			above: /* @__PURE__ */ jsx("div", {
				role: "tablist",
				"aria-label": "Question type",
				className: "mb-3 flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1",
				children: TABS.map((t) => /* @__PURE__ */ jsx("button", {
					type: "button",
					role: "tab",
					"aria-selected": type === t.value,
					onClick: () => setType(t.value),
					"data-testid": `question-tab-${t.value || "all"}`,
					className: clsx("h-8 shrink-0 rounded-lg px-3 text-sm font-medium whitespace-nowrap", type === t.value ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900"),
					children: t.label
				}, t.value || "all"))
			}),
			search,
			onSearch: setSearch,
			placeholder: "Search questions, titles or tags",
			listClassName: "max-h-96",
			query: options,
			noun: "questions",
			testIdPrefix: "question",
			emptyText: search ? `No questions match “${search}”.` : "No questions of this type yet.",
			children: (q) => /* @__PURE__ */ jsxs("li", {
				className: "flex items-start gap-3 px-3 py-2.5",
				"data-testid": "question-option",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "min-w-0 flex-1",
					children: [/* @__PURE__ */ jsx("p", {
						className: "line-clamp-2 text-sm font-medium text-slate-900",
						children: q.title
					}), /* @__PURE__ */ jsxs("div", {
						className: "mt-1 flex flex-wrap items-center gap-1.5 text-xs text-slate-500",
						children: [
							/* @__PURE__ */ jsx(Pill, {
								tone: TYPE_TONES[q.type],
								children: QUESTION_TYPE_LABELS[q.type]
							}),
							/* @__PURE__ */ jsx("span", { children: DIFFICULTY_LABELS[q.difficulty] }),
							/* @__PURE__ */ jsx("span", {
								"aria-hidden": "true",
								children: "·"
							}),
							/* @__PURE__ */ jsxs("span", { children: [q.points, " pts"] }),
							q.tags.slice(0, 3).map((t) => /* @__PURE__ */ jsx("span", {
								className: "rounded bg-slate-100 px-1.5 py-0.5",
								children: t
							}, t)),
							!q.isActive && /* @__PURE__ */ jsx(Pill, {
								tone: "slate",
								children: "Inactive"
							})
						]
					})]
				}), /* @__PURE__ */ jsx(AddOptionButton, {
					isChosen: chosen.has(questionKey(q.type, q.questionId)),
					onAdd: () => add(q),
					addLabel: `Add: ${q.title}`,
					addedLabel: `Added: ${q.title}`,
					testId: "question-option-add"
				})]
			}, questionKey(q.type, q.questionId))
		}), /* @__PURE__ */ jsx(ChosenPanel, {
			title: "In this whizz",
			count: value.length,
			aside: /* @__PURE__ */ jsxs("span", {
				className: "text-xs font-medium text-slate-500",
				"data-testid": "chosen-points",
				children: [plural(totalPoints, "point"), " in all"]
			}),
			emptyIcon: ListChecks,
			emptyText: "No question yet. Add them from the bank; students see them in this order.",
			error,
			children: /* @__PURE__ */ jsx("ol", {
				className: "space-y-2",
				"data-testid": "chosen-questions",
				children: value.map((q, i) => {
					const key = questionKey(q.type, q.questionId);
					const label = labels[key];
					return /* @__PURE__ */ jsxs("li", {
						className: "flex items-center gap-2 rounded-xl border border-slate-200 bg-white py-2 pr-2 pl-3",
						"data-testid": "chosen-question",
						children: [
							/* @__PURE__ */ jsxs("span", {
								className: "w-6 shrink-0 text-sm font-semibold text-slate-500 tabular-nums",
								children: [i + 1, "."]
							}),
							/* @__PURE__ */ jsxs("div", {
								className: "min-w-0 flex-1",
								children: [/* @__PURE__ */ jsx("p", {
									className: "line-clamp-2 text-sm font-medium text-slate-900",
									children: label?.title ?? q.questionId
								}), /* @__PURE__ */ jsxs("div", {
									className: "mt-0.5 flex items-center gap-1.5 text-xs text-slate-500",
									children: [/* @__PURE__ */ jsx(Pill, {
										tone: TYPE_TONES[q.type],
										children: QUESTION_TYPE_LABELS[q.type]
									}), label?.points != null && /* @__PURE__ */ jsxs("span", { children: [label.points, " pts"] })]
								})]
							}),
							/* @__PURE__ */ jsxs("div", {
								className: "flex shrink-0 items-center",
								children: [
									/* @__PURE__ */ jsx(IconButton, {
										label: `Move question ${i + 1} up`,
										onClick: () => move(i, i - 1),
										disabled: i === 0,
										testId: "chosen-question-up",
										children: /* @__PURE__ */ jsx(ArrowUp, {
											className: "size-4",
											"aria-hidden": "true"
										})
									}),
									/* @__PURE__ */ jsx(IconButton, {
										label: `Move question ${i + 1} down`,
										onClick: () => move(i, i + 1),
										disabled: i === value.length - 1,
										testId: "chosen-question-down",
										children: /* @__PURE__ */ jsx(ArrowDown, {
											className: "size-4",
											"aria-hidden": "true"
										})
									}),
									/* @__PURE__ */ jsx(IconButton, {
										label: `Remove question ${i + 1}`,
										onClick: () => onChange(value.filter((_, j) => j !== i)),
										testId: "chosen-question-remove",
										danger: true,
										children: /* @__PURE__ */ jsx(X, {
											className: "size-4",
											"aria-hidden": "true"
										})
									})
								]
							})
						]
					}, key);
				})
			})
		})]
	});
}
function IconButton({ label, onClick, disabled, testId, danger, children }) {
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		onClick,
		disabled,
		"aria-label": label,
		title: label,
		"data-testid": testId,
		className: clsx("grid size-8 place-items-center rounded-lg text-slate-500 disabled:opacity-30", danger ? "hover:bg-red-50 hover:text-red-700" : "hover:bg-slate-100 hover:text-slate-900"),
		children
	});
}
// src/features/whizz-admin/components/whizz-form.tsx
/** An error of an array field, wherever the resolver put it (the array or its root). */
function arrayError(e) {
	const err = e;
	return err?.message ?? err?.root?.message;
}
/** The whizz create / update form (react-hook-form + ZWhizzBody). */
function WhizzForm({ whizz, onSaved, onDirtyChange }) {
	const [saved] = useState(() => whizz ? whizzToValues(whizz) : emptyWhizzValues());
	const [labels, setLabels] = useState(() => whizz ? labelsOf(whizz) : {
		batches: {},
		questions: {}
	});
	const create = useCreateWhizz();
	const update = useUpdateWhizz();
	const form = useZodForm(ZWhizzBody, {
		defaultValues: saved,
		mode: "onTouched"
	});
	const { register, control, formState, getValues } = form;
	const { errors } = formState;
	const isDirty = formState.isDirty;
	useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
	const [isPublic, startDate, duration, attemptMinutes] = useWatch({
		control,
		name: [
			"isPublic",
			"startDate",
			"duration",
			"attemptMinutes"
		]
	});
	const endsAt = startDate && Number.isInteger(duration?.value) && duration.value > 0 ? new Date(Date.parse(startDate) + durationMs(duration)) : null;
	const onSubmit = async () => {
		const values = getValues();
		if (!whizz) {
			const w = await create.mutateAsync(toBody(values));
			toast.success(ASSESS_MSG.whizzCreated);
			onSaved(w);
			return;
		}
		const patch = changedFields(saved, values);
		if (Object.keys(patch).length === 0) {
			toast.info(ASSESS_MSG.noChanges);
			return;
		}
		const w = await update.mutateAsync({
			id: whizz._id,
			patch
		});
		toast.success(ASSESS_MSG.whizzUpdated);
		onSaved(w);
	};
	const errorCount = countErrors(errors);
	const isSaving = create.isPending || update.isPending;
	return /* @__PURE__ */ jsxs(Form, {
		form,
		onSubmit,
		tell: "toast",
		failureMessage: whizz ? ASSESS_MSG.whizzUpdateFailed : ASSESS_MSG.whizzCreateFailed,
		fieldOf: (field) => field.split(".")[0],
		className: "space-y-6",
		"data-testid": "whizz-form",
		children: [
			/* @__PURE__ */ jsxs(SectionCard, {
				id: "details",
				icon: FileText,
				title: "Details",
				description: "What students see first.",
				children: [
					/* @__PURE__ */ jsx(FormText, {
						name: "title",
						label: "Title",
						hint: "3-50 characters",
						maxLength: 80,
						autoComplete: "off",
						testId: "whizz-title-input"
					}),
					/* @__PURE__ */ jsx(FormTextArea, {
						name: "description",
						label: "Description",
						hint: "Up to 200 characters: topics, rules, what to revise.",
						rows: 3,
						testId: "whizz-description-input"
					}),
					/* @__PURE__ */ jsx(Controller, {
						control,
						name: "isPublic",
						render: ({ field }) => /* @__PURE__ */ jsxs("fieldset", { children: [/* @__PURE__ */ jsx("legend", {
							className: "mb-2 text-sm font-medium text-slate-800",
							children: "Who can take it"
						}), /* @__PURE__ */ jsxs("div", {
							className: "grid gap-3 sm:grid-cols-2",
							children: [/* @__PURE__ */ jsx(Choice, {
								checked: !field.value,
								onSelect: () => field.onChange(false),
								title: "Internal",
								text: "Students of the chosen batches, while their batch is active.",
								testId: "whizz-internal"
							}), /* @__PURE__ */ jsx(Choice, {
								checked: field.value,
								onSelect: () => field.onChange(true),
								title: "External",
								text: "Anyone signed in (e.g. a contest); batches are optional.",
								testId: "whizz-external"
							})]
						})] })
					})
				]
			}),
			/* @__PURE__ */ jsx(SectionCard, {
				id: "schedule",
				icon: CalendarClock,
				title: "Schedule and score",
				description: "Times are India time (IST).",
				children: /* @__PURE__ */ jsxs("div", {
					className: "grid gap-5 sm:grid-cols-2",
					children: [
						/* @__PURE__ */ jsx(FormDateTime, {
							name: "startDate",
							label: "Starts at (IST)",
							hint: endsAt ? `Ends ${formatDateTime(endsAt)} IST` : void 0,
							timeLabel: "Starts at (IST): time",
							testId: "whizz-start-input"
						}),
						/* @__PURE__ */ jsxs("div", { children: [
							/* @__PURE__ */ jsx("p", {
								className: "mb-1 block text-sm font-medium text-slate-800",
								id: "duration-label",
								children: "Duration"
							}),
							/* @__PURE__ */ jsxs("div", {
								className: "flex gap-2",
								role: "group",
								"aria-labelledby": "duration-label",
								children: [/* @__PURE__ */ jsx("input", {
									type: "number",
									min: 1,
									max: 50,
									step: 1,
									inputMode: "numeric",
									"aria-label": "Duration value",
									"aria-invalid": errors.duration?.value ? true : void 0,
									"aria-describedby": errors.duration?.value ? "duration-error" : void 0,
									...register("duration.value", { valueAsNumber: true }),
									className: clsx(adminInputClass, "w-24"),
									"data-testid": "whizz-duration-value"
								}), /* @__PURE__ */ jsx("select", {
									"aria-label": "Duration unit",
									...register("duration.unit"),
									className: clsx(adminInputClass, "w-32"),
									"data-testid": "whizz-duration-unit",
									children: DURATION_UNITS.map((u) => /* @__PURE__ */ jsx("option", {
										value: u,
										children: u === "minutes" ? "Minutes" : "Hours"
									}, u))
								})]
							}),
							(errors.duration?.value ?? errors.duration?.unit) && /* @__PURE__ */ jsx("p", {
								id: "duration-error",
								role: "alert",
								className: "mt-1 text-xs font-medium text-red-700",
								children: errors.duration?.value?.message ?? errors.duration?.unit?.message
							})
						] }),
						/* @__PURE__ */ jsx(FormNumber, {
							name: "attemptMinutes",
							label: "Time limit per attempt (minutes)",
							hint: attemptMinutes ? `Each student gets ${attemptMinutes} min from pressing Start, or until the quiz closes if that comes first.` : `Optional, ${ATTEMPT_MINUTES.min}-${ATTEMPT_MINUTES.max}. Empty: each student has until the quiz closes.`,
							empty: null,
							type: "number",
							min: ATTEMPT_MINUTES.min,
							max: ATTEMPT_MINUTES.max,
							step: 1,
							placeholder: "No limit",
							inputClassName: "sm:w-40",
							testId: "whizz-attempt-minutes"
						}),
						/* @__PURE__ */ jsx(FormNumber, {
							name: "totalScore",
							label: "Total score",
							hint: "1-100: points earned are scaled to this score.",
							type: "number",
							min: 1,
							max: 100,
							step: 1,
							inputClassName: "sm:w-40",
							testId: "whizz-score-input"
						})
					]
				})
			}),
			/* @__PURE__ */ jsx(SectionCard, {
				id: "batches",
				icon: Users,
				title: "Batches",
				description: isPublic ? "Optional for an external whizz." : "Students of an active batch see the whizz; pause a batch to hide it from them.",
				children: /* @__PURE__ */ jsx(Controller, {
					control,
					name: "batches",
					render: ({ field, fieldState }) => /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(BatchPicker, {
						value: field.value,
						onChange: (next) => field.onChange(next),
						labels: labels.batches,
						onLabel: (id, label) => setLabels((l) => ({
							...l,
							batches: {
								...l.batches,
								[id]: label
							}
						})),
						error: arrayError(fieldState.error)
					}), /* @__PURE__ */ jsx(FieldError, {
						message: arrayError(fieldState.error),
						testId: "whizz-batches-error"
					})] })
				})
			}),
			/* @__PURE__ */ jsx(SectionCard, {
				id: "questions",
				icon: ListChecks,
				title: "Questions",
				description: "Pick from the MCQ, fill in the blank and coding banks; reorder as you like.",
				children: /* @__PURE__ */ jsx(Controller, {
					control,
					name: "questions",
					render: ({ field, fieldState }) => /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(QuestionPicker, {
						value: field.value,
						onChange: (next) => field.onChange(next),
						labels: labels.questions,
						onLabel: (key, label) => setLabels((l) => ({
							...l,
							questions: {
								...l.questions,
								[key]: label
							}
						})),
						error: arrayError(fieldState.error)
					}), /* @__PURE__ */ jsx(FieldError, {
						message: arrayError(fieldState.error),
						testId: "whizz-questions-error"
					})] })
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "sticky bottom-3 z-20 flex items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white/95 px-4 py-2.5 shadow-pop backdrop-blur sm:px-5",
				children: [/* @__PURE__ */ jsx("p", {
					className: clsx("truncate text-sm font-medium", errorCount > 0 ? "text-red-700" : isDirty || !whizz ? "text-amber-800" : "text-emerald-800"),
					"data-testid": "whizz-save-status",
					role: errorCount > 0 ? "alert" : void 0,
					children: errorCount > 0 ? `Fix ${plural(errorCount, "field")}` : !whizz ? "Not created yet" : isDirty ? "Unsaved changes" : "All saved"
				}), /* @__PURE__ */ jsxs(SubmitButton, {
					size: "sm",
					isLoading: isSaving,
					loadingText: "Saving...",
					"data-testid": "whizz-save",
					children: [/* @__PURE__ */ jsx(Save, {
						className: "size-4",
						"aria-hidden": "true"
					}), whizz ? "Save changes" : "Create whizz"]
				})]
			})
		]
	});
}
function FieldError({ message, testId }) {
	if (!message) return null;
	return /* @__PURE__ */ jsx("p", {
		role: "alert",
		className: "text-sm font-medium text-red-700",
		"data-testid": testId,
		children: message
	});
}
function Choice({ checked, onSelect, title, text, testId }) {
	return /* @__PURE__ */ jsxs("label", {
		className: clsx("flex cursor-pointer gap-3 rounded-xl border p-3.5 transition-colors", checked ? "border-brand-500 bg-brand-50/60 ring-2 ring-brand-100" : "border-slate-200 hover:border-slate-300"),
		children: [/* @__PURE__ */ jsx("input", {
			type: "radio",
			name: "whizz-audience",
			checked,
			onChange: onSelect,
			className: "mt-0.5 size-4 accent-brand-600",
			"data-testid": testId
		}), /* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsx("span", {
			className: "block text-sm font-semibold text-slate-900",
			children: title
		}), /* @__PURE__ */ jsx("span", {
			className: "block text-xs text-slate-600",
			children: text
		})] })]
	});
}
// src/features/whizz-admin/pages/admin-whizz-editor-page.tsx
/** /admin/whizz/create and /admin/whizz/update/{id}. */
function AdminWhizzEditorPage() {
	const { id } = useParams();
	if (!id) return /* @__PURE__ */ jsx(EditorScreen, {}, "new");
	return /* @__PURE__ */ jsx(EditWhizz, { id }, id);
}
function EditWhizz({ id }) {
	const isValidId = ID_PATTERN.test(id);
	const query = useAdminWhizz(id, isValidId);
	return /* @__PURE__ */ jsx(RecordLoader, {
		query,
		isValidId,
		notFound: {
			title: ASSESS_MSG.whizzNotFound,
			description: "It may have been deleted. Open it from the whizz list."
		},
		failedMessage: WHIZZ_FETCH_FAILED,
		loadingLabel: "Loading whizz...",
		back: {
			to: "/admin/whizz",
			label: "Back to whizz"
		},
		children: (whizz) => /* @__PURE__ */ jsx(EditorScreen, { whizz })
	});
}
function EditorScreen({ whizz }) {
	const { allowRef, leave } = useGuardedLeave();
	const [dirty, setDirty] = useState(false);
	const onSaved = useCallback(() => leave("/admin/whizz"), [leave]);
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-5xl",
		children: [
			/* @__PURE__ */ jsx("title", { children: whizz ? "Edit whizz | KodeSchool Admin" : "New whizz | KodeSchool Admin" }),
			/* @__PURE__ */ jsx(LeaveGuard, {
				when: dirty,
				allowRef
			}),
			/* @__PURE__ */ jsx(AdminPageHeader, {
				back: {
					to: "/admin/whizz",
					label: "All whizz"
				},
				title: whizz ? "Edit whizz" : "New whizz",
				description: whizz ? /* @__PURE__ */ jsx(RecordSummary, {
					name: whizz.title,
					testId: "editor-whizz-title",
					badge: /* @__PURE__ */ jsx(Pill, {
						tone: whizz.status === "Active" ? "green" : "slate",
						children: whizz.status
					}),
					updatedAt: whizz.updatedAt
				}) : "Set the schedule, choose batches and questions, then create it.",
				actions: whizz && /* @__PURE__ */ jsxs(Link, {
					to: `/admin/whizz/${whizz._id}/attempts`,
					className: buttonStyles({
						variant: "secondary",
						size: "sm"
					}),
					children: [
						/* @__PURE__ */ jsx(BarChart3, {
							className: "size-4",
							"aria-hidden": "true"
						}),
						"Results (",
						whizz.attemptCount,
						")"
					]
				})
			}),
			/* @__PURE__ */ jsx(WhizzForm, {
				whizz,
				onSaved,
				onDirtyChange: setDirty
			})
		]
	});
}
export { AdminWhizzEditorPage as default };
