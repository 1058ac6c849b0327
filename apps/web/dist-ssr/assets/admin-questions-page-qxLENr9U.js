import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { t as ListToolbar } from "./list-toolbar-DoheNCVI.js";
import { n as useListPage, t as QueryListCard } from "./query-list-card-BlrTQ-LH.js";
import { t as tableStateOf } from "./table-state-Bt1tF4Jf.js";
import { Gt as buttonStyles, Wt as Button, c as toast } from "../entry-server.js";
import { a as useDeleteQuestion, c as useQuestionList, f as KIND_TEXT, g as newQuestionPath, h as isQuestionKind, l as useToggleQuestion, m as editQuestionPath, n as TagChips, o as useImportQuestions, p as QUESTION_KINDS, r as UsedIn, t as DifficultyBadge } from "./question-chips-r2fKMTmu.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { t as ConfirmDialog } from "./confirm-dialog-Ry-siLhw.js";
import { t as CsvFileButton } from "./csv-file-button-DktauStM.js";
import { t as Modal } from "./modal-DWoX8q6Y.js";
import { t as IconTextButton } from "./icon-text-button-B6Rk6sa0.js";
import { E as CODE_LANGUAGE_LABELS, i as FIB_CSV_COLUMNS, n as DIFFICULTIES, o as MCQ_CSV_COLUMNS, r as DIFFICULTY_LABELS } from "./question.schema-DNwVFW8l.js";
import { t as AdminSelect } from "./admin-select-TqVrN8aU.js";
import { i as FilterBar, t as ChipMultiSelect } from "./filter-bar-Bstm2apS.js";
import { t as FilterSelect } from "./filter-select-feCmI_6a.js";
import { n as yesNoOptions } from "./list-filters-BWn4l1GJ.js";
import { t as ActiveSwitch } from "./active-switch-ipMOQMKS.js";
import { n as adminColumnHelper, t as DataTable } from "./data-table-BFwpHdzu.js";
import { t as SegmentButton } from "./segment-choice-BK8c1P83.js";
import { Link, useSearchParams } from "react-router";
import { CheckCircle2, Code2, Download, ListChecks, Pencil, Plus, TextCursorInput, Trash2, X, XCircle } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useCallback, useId, useMemo, useState } from "react";
// src/features/questions-admin/components/delete-question-dialog.tsx
/** "Delete this question?" with the question's text; a question a whizz uses cannot go. */
function DeleteQuestionDialog({ kind, target, onClose }) {
	const remove = useDeleteQuestion(kind);
	const noun = KIND_TEXT[kind].noun;
	const usedIn = target?.usedIn ?? 0;
	const close = () => {
		remove.reset();
		onClose();
	};
	return /* @__PURE__ */ jsx(ConfirmDialog, {
		open: target !== null,
		onOpenChange: (open) => !open && close(),
		title: `Delete this ${noun}?`,
		description: usedIn > 0 ? `It is part of ${usedIn === 1 ? "a whizz" : plural(usedIn, "whizz", "whizzes")}; remove it from ${usedIn === 1 ? "that whizz" : "them"} first.` : "It is removed from the question bank for good. This cannot be undone.",
		confirmLabel: "Delete",
		pendingLabel: "Deleting…",
		isPending: remove.isPending,
		isConfirmDisabled: usedIn > 0,
		onConfirm: () => target && remove.mutate(target.id, {
			onSuccess: close,
			onError: (error) => toast.error(error.message)
		}),
		testId: "delete-dialog",
		confirmTestId: "delete-confirm",
		children: target && /* @__PURE__ */ jsxs("div", {
			className: "mt-3 space-y-3",
			children: [/* @__PURE__ */ jsx("p", {
				className: "line-clamp-3 rounded-xl bg-slate-50 px-3.5 py-3 text-sm text-slate-800",
				children: target.label
			}), remove.isError && /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "text-sm font-medium text-red-700",
				"data-testid": "delete-error",
				children: remove.error.message
			})]
		})
	});
}
// src/features/questions-admin/lib/csv-template.ts
/** RFC 4180 quoting: a field with a comma, quote or line break is quoted, quotes doubled. */
function csvField(value) {
	return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, "\"\"")}"` : value;
}
var row = (fields) => fields.map(csvField).join(",");
/** The template a person fills in: the header the API expects and two worked examples. */
function csvTemplate(kind) {
	if (kind === "mcq") return [
		row(MCQ_CSV_COLUMNS),
		row([
			"Which keyword declares a block-scoped constant in JavaScript?",
			"var",
			"let",
			"const",
			"static",
			"",
			"",
			"3",
			"single",
			"2",
			"easy",
			"javascript;basics"
		]),
		row([
			"Which of these are JavaScript primitive types?",
			"string",
			"object",
			"boolean",
			"array",
			"",
			"",
			"1;3",
			"multiple",
			"4",
			"medium",
			"javascript;types"
		])
	].join("\r\n");
	return [
		row(FIB_CSV_COLUMNS),
		row([
			"The keyword that leaves a loop early is ____.",
			"break",
			"2",
			"easy",
			"javascript;loops"
		]),
		row([
			"HTTP status code for \"Not Found\" is ____.",
			"404",
			"1",
			"easy",
			"web;http"
		])
	].join("\r\n");
}
/** Starts a download of `text` as a file named `name`. */
function downloadText(name, text, type = "text/csv") {
	const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
	const link = document.createElement("a");
	link.href = url;
	link.download = name;
	document.body.append(link);
	link.click();
	link.remove();
	setTimeout(() => URL.revokeObjectURL(url), 1e3);
}
// src/features/questions-admin/components/import-csv.tsx
/** Largest file read in the browser; the API's limit too (rows: 1000). */
var MAX_CSV_BYTES = 1048576;
/**
* "Import CSV": a file picker whose file is posted as text/csv; the answer (how many were
* created, and each rejected line with its reasons) opens in a dialog.
*/
function ImportCsvButton({ kind }) {
	const importer = useImportQuestions(kind);
	const [report, setReport] = useState(null);
	const onFile = async (file) => {
		const text = await file.text();
		importer.mutate(text, {
			onSuccess: (result) => setReport({
				name: file.name,
				report: result
			}),
			onError: (error) => toast.error(error.message)
		});
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(CsvFileButton, {
		onFile: (file) => void onFile(file),
		isLoading: importer.isPending,
		maxBytes: MAX_CSV_BYTES,
		tooLarge: "The file is larger than 1 MB; split it into smaller files",
		testId: "import-csv",
		fileTestId: "import-file",
		children: "Import CSV"
	}), /* @__PURE__ */ jsx(ImportReportDialog, {
		kind,
		state: report,
		onClose: () => setReport(null)
	})] });
}
function TemplateLink({ kind }) {
	return /* @__PURE__ */ jsx(IconTextButton, {
		icon: Download,
		variant: "ghost",
		size: "sm",
		onClick: () => downloadText(`${kind}-import-template.csv`, csvTemplate(kind)),
		"data-testid": "import-template",
		children: "CSV template"
	});
}
function ImportReportDialog({ kind, state, onClose }) {
	const report = state?.report;
	const noun = kind === "mcq" ? "MCQ" : "fill in the blank question";
	return /* @__PURE__ */ jsx(Modal, {
		open: state !== null,
		onOpenChange: (open) => !open && onClose(),
		title: "Import finished",
		description: state ? `${state.name} · ${plural(report.totalRows, "row")} read` : void 0,
		widthClassName: "max-w-xl",
		testId: "import-report",
		footer: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(TemplateLink, { kind }), /* @__PURE__ */ jsx(Button, {
			onClick: onClose,
			children: "Done"
		})] }),
		children: report && /* @__PURE__ */ jsxs("div", {
			className: "space-y-4 pb-1",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "grid grid-cols-2 gap-3",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "rounded-xl bg-emerald-50 px-4 py-3",
					children: [/* @__PURE__ */ jsxs("p", {
						className: "flex items-center gap-1.5 text-xs font-semibold tracking-wide text-emerald-800 uppercase",
						children: [/* @__PURE__ */ jsx(CheckCircle2, {
							className: "size-4",
							"aria-hidden": "true"
						}), "Created"]
					}), /* @__PURE__ */ jsx("p", {
						className: "mt-1 text-2xl font-bold text-emerald-900 tabular-nums",
						"data-testid": "import-created",
						children: report.created
					})]
				}), /* @__PURE__ */ jsxs("div", {
					className: report.rejected.length > 0 ? "rounded-xl bg-red-50 px-4 py-3" : "rounded-xl bg-slate-50 px-4 py-3",
					children: [/* @__PURE__ */ jsxs("p", {
						className: report.rejected.length > 0 ? "flex items-center gap-1.5 text-xs font-semibold tracking-wide text-red-800 uppercase" : "flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase",
						children: [/* @__PURE__ */ jsx(XCircle, {
							className: "size-4",
							"aria-hidden": "true"
						}), "Rejected"]
					}), /* @__PURE__ */ jsx("p", {
						className: "mt-1 text-2xl font-bold text-slate-900 tabular-nums",
						"data-testid": "import-rejected-count",
						children: report.rejected.length
					})]
				})]
			}), report.rejected.length === 0 ? /* @__PURE__ */ jsxs("p", {
				className: "text-sm text-slate-600",
				children: [
					"Every row was added to the ",
					KIND_TEXT[kind].tab,
					" bank."
				]
			}) : /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("p", {
				className: "mb-2 text-sm text-slate-700",
				children: [
					"These lines were not imported. Fix them and import just those rows again; the",
					" ",
					plural(report.created, `created ${noun} is`, `created ${noun}s are`),
					" already saved."
				]
			}), /* @__PURE__ */ jsx("ol", {
				className: "divide-y divide-slate-200 rounded-xl border border-slate-200",
				children: report.rejected.map((r) => /* @__PURE__ */ jsxs("li", {
					className: "flex gap-3 px-3.5 py-2.5",
					"data-testid": "import-rejected",
					children: [/* @__PURE__ */ jsxs("span", {
						className: "shrink-0 rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-xs font-semibold text-slate-700",
						children: ["Line ", r.line]
					}), /* @__PURE__ */ jsx("ul", {
						className: "min-w-0 space-y-0.5 text-sm",
						children: r.errors.map((e, i) => /* @__PURE__ */ jsxs("li", { children: [e.field && /* @__PURE__ */ jsxs("span", {
							className: "font-mono text-xs text-slate-500",
							children: [e.field, ": "]
						}), /* @__PURE__ */ jsx("span", {
							className: "text-red-800",
							children: e.message
						})] }, i))
					})]
				}, r.line))
			})] })]
		})
	});
}
// src/features/questions-admin/components/question-filters.tsx
var DIFFICULTY_OPTIONS = DIFFICULTIES.map((d) => ({
	value: d,
	label: DIFFICULTY_LABELS[d]
}));
var ACTIVE_OPTIONS = yesNoOptions("Active", "Inactive");
var labelClass = "mb-1.5 block text-xs font-semibold tracking-wide text-slate-500 uppercase";
/** Difficulty chips, a tag picker fed by the bank's tags and the active filter. */
function QuestionFilters(props) {
	const tagId = useId();
	const free = props.allTags.filter((t) => !props.tags.includes(t));
	return /* @__PURE__ */ jsxs(FilterBar, {
		hasFilters: props.hasFilters,
		onClear: props.onClear,
		children: [
			/* @__PURE__ */ jsx(ChipMultiSelect, {
				label: "Difficulty",
				options: DIFFICULTY_OPTIONS,
				value: props.difficulty,
				onChange: props.onDifficulty,
				testId: "filter-difficulty"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "min-w-0",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: tagId,
					className: labelClass,
					children: "Tags"
				}), /* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap items-center gap-1.5",
					children: [/* @__PURE__ */ jsxs(AdminSelect, {
						id: tagId,
						value: "",
						"data-testid": "filter-tag",
						disabled: free.length === 0,
						onChange: (e) => e.target.value && props.onTags([...props.tags, e.target.value]),
						className: "w-44",
						children: [/* @__PURE__ */ jsx("option", {
							value: "",
							children: props.allTags.length === 0 ? "No tags yet" : free.length === 0 ? "All chosen" : "Add a tag…"
						}), free.map((t) => /* @__PURE__ */ jsx("option", {
							value: t,
							children: t
						}, t))]
					}), props.tags.map((t) => /* @__PURE__ */ jsxs("button", {
						type: "button",
						onClick: () => props.onTags(props.tags.filter((x) => x !== t)),
						"aria-label": `Remove tag filter ${t}`,
						"data-testid": "filter-tag-chip",
						className: "inline-flex h-8 items-center gap-1 rounded-full border border-brand-600 bg-brand-50 pr-2 pl-3 text-sm font-medium text-brand-800 hover:bg-brand-100",
						children: [t, /* @__PURE__ */ jsx(X, {
							className: "size-3.5",
							"aria-hidden": "true"
						})]
					}, t))]
				})]
			}),
			/* @__PURE__ */ jsx(FilterSelect, {
				label: "Status",
				value: props.isActive,
				onChange: props.onIsActive,
				options: ACTIVE_OPTIONS,
				anyLabel: "Any status",
				testId: "filter-active",
				className: "w-36"
			})
		]
	});
}
// src/features/questions-admin/components/question-table.tsx
var rowLabel = (row) => "title" in row ? row.title : row.question;
function ActiveCell({ kind, row }) {
	const toggle = useToggleQuestion(kind);
	const pending = toggle.isPending && toggle.variables?.id === row._id;
	const shown = pending ? toggle.variables.isActive : row.isActive;
	return /* @__PURE__ */ jsxs("div", {
		className: "flex items-center gap-2",
		children: [/* @__PURE__ */ jsx(ActiveSwitch, {
			checked: shown,
			isPending: pending,
			label: `Active: ${rowLabel(row).slice(0, 60)}`,
			onChange: (isActive) => toggle.mutate({
				id: row._id,
				isActive
			}),
			testId: "row-active"
		}), /* @__PURE__ */ jsx("span", {
			className: "text-xs font-medium text-slate-600 md:hidden",
			children: shown ? "Active" : "Inactive"
		})]
	});
}
function Actions({ kind, row, onDelete }) {
	const label = rowLabel(row);
	return /* @__PURE__ */ jsxs("div", {
		className: "flex items-center gap-1",
		children: [/* @__PURE__ */ jsxs(Link, {
			to: editQuestionPath(kind, row._id),
			"aria-label": `Edit ${label.slice(0, 60)}`,
			title: "Edit",
			"data-testid": "row-edit",
			className: "inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-brand-50 hover:text-brand-800",
			children: [/* @__PURE__ */ jsx(Pencil, {
				className: "size-4",
				"aria-hidden": "true"
			}), /* @__PURE__ */ jsx("span", {
				className: "md:sr-only",
				children: "Edit"
			})]
		}), /* @__PURE__ */ jsxs("button", {
			type: "button",
			onClick: () => onDelete({
				id: row._id,
				label,
				usedIn: row.usedIn
			}),
			"aria-label": `Delete ${label.slice(0, 60)}`,
			title: "Delete",
			"data-testid": "row-delete",
			className: "inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-red-50 hover:text-red-700",
			children: [/* @__PURE__ */ jsx(Trash2, {
				className: "size-4",
				"aria-hidden": "true"
			}), /* @__PURE__ */ jsx("span", {
				className: "md:sr-only",
				children: "Delete"
			})]
		})]
	});
}
function QuestionText({ children, sub }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "max-w-md min-w-48",
		children: [/* @__PURE__ */ jsx("p", {
			className: "line-clamp-2 text-sm font-semibold text-slate-900",
			title: children,
			children
		}), sub && /* @__PURE__ */ jsx("div", {
			className: "mt-1 text-xs font-normal text-slate-500",
			children: sub
		})]
	});
}
function commonTail(kind, onDelete) {
	const col = adminColumnHelper();
	return [
		col.display({
			id: "difficulty",
			header: "Difficulty",
			cell: (c) => /* @__PURE__ */ jsx(DifficultyBadge, { difficulty: c.row.original.difficulty })
		}),
		col.display({
			id: "points",
			header: "Points",
			cell: (c) => /* @__PURE__ */ jsx("span", {
				className: "text-sm font-semibold text-slate-900 tabular-nums",
				children: c.row.original.points
			})
		}),
		col.display({
			id: "tags",
			header: "Tags",
			cell: (c) => /* @__PURE__ */ jsx(TagChips, { tags: c.row.original.tags })
		}),
		col.display({
			id: "usedIn",
			header: "Used in",
			cell: (c) => /* @__PURE__ */ jsx(UsedIn, { count: c.row.original.usedIn })
		}),
		col.display({
			id: "active",
			header: "Active",
			cell: (c) => /* @__PURE__ */ jsx(ActiveCell, {
				kind,
				row: c.row.original
			})
		}),
		col.display({
			id: "actions",
			header: "Actions",
			cell: (c) => /* @__PURE__ */ jsx(Actions, {
				kind,
				row: c.row.original,
				onDelete
			}),
			meta: { headerClassName: "sr-only" }
		})
	];
}
function mcqColumns(onDelete) {
	return [adminColumnHelper().accessor("question", {
		header: "Question",
		cell: (c) => {
			const m = c.row.original;
			const correct = m.options.filter((o) => o.isCorrect).length;
			return /* @__PURE__ */ jsx(QuestionText, {
				sub: `${plural(m.options.length, "option")} · ${m.selectionType === "single" ? "single answer" : `${correct} correct`}`,
				children: c.getValue()
			});
		},
		meta: { isCardTitle: true }
	}), ...commonTail("mcq", onDelete)];
}
function fibColumns(onDelete) {
	const col = adminColumnHelper();
	return [
		col.accessor("question", {
			header: "Question",
			cell: (c) => /* @__PURE__ */ jsx(QuestionText, { children: c.getValue() }),
			meta: { isCardTitle: true }
		}),
		col.accessor("correctAnswer", {
			header: "Answer",
			cell: (c) => /* @__PURE__ */ jsx("span", {
				className: "inline-block max-w-40 truncate rounded-md bg-emerald-50 px-2 py-0.5 font-mono text-xs font-semibold text-emerald-900",
				children: c.getValue()
			})
		}),
		...commonTail("fib", onDelete)
	];
}
function codingColumns(onDelete) {
	const col = adminColumnHelper();
	return [
		col.accessor("title", {
			header: "Problem",
			cell: (c) => /* @__PURE__ */ jsx(QuestionText, {
				sub: /* @__PURE__ */ jsxs(Fragment, { children: [
					/* @__PURE__ */ jsx("span", {
						className: "font-mono",
						children: c.row.original.problemId
					}),
					" ·",
					" ",
					plural(c.row.original.testCaseCount, "test")
				] }),
				children: c.getValue()
			}),
			meta: { isCardTitle: true }
		}),
		col.display({
			id: "languages",
			header: "Languages",
			cell: (c) => /* @__PURE__ */ jsx("span", {
				className: "text-sm whitespace-nowrap text-slate-700",
				children: c.row.original.languages.map((l) => CODE_LANGUAGE_LABELS[l]).join(", ") || "—"
			})
		}),
		...commonTail("coding", onDelete)
	];
}
function QuestionTable({ kind, rows, isLoading, isFetching, emptyHint, onDelete }) {
	const columns = useMemo(() => kind === "mcq" ? mcqColumns(onDelete) : kind === "fib" ? fibColumns(onDelete) : codingColumns(onDelete), [kind, onDelete]);
	return /* @__PURE__ */ jsx(DataTable, {
		columns,
		data: rows,
		getRowId: (r) => r._id,
		isLoading,
		isFetching,
		emptyMessage: `No ${KIND_TEXT[kind].plural === "questions" ? "fill in the blank questions" : KIND_TEXT[kind].plural} found.`,
		emptyHint,
		caption: `${KIND_TEXT[kind].tab} questions`,
		rowTestId: "question-row",
		density: "compact"
	});
}
// src/features/questions-admin/components/question-tabs.tsx
var ICONS = {
	mcq: ListChecks,
	coding: Code2,
	fib: TextCursorInput
};
var tabId = (kind) => `question-tab-${kind}`;
var PANEL_ID = "question-panel";
/** The three banks as tabs (arrow keys move between them); the choice lives in ?type=. */
function QuestionTabs({ value, onChange }) {
	const onKeyDown = (event) => {
		const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
		if (!step) return;
		event.preventDefault();
		const i = QUESTION_KINDS.indexOf(value);
		const next = QUESTION_KINDS[(i + step + QUESTION_KINDS.length) % QUESTION_KINDS.length];
		onChange(next);
		requestAnimationFrame(() => document.getElementById(tabId(next))?.focus());
	};
	return /* @__PURE__ */ jsx("div", {
		role: "tablist",
		"aria-label": "Question type",
		onKeyDown,
		className: "flex gap-1 overflow-x-auto rounded-2xl bg-slate-100 p-1 sm:inline-flex",
		children: QUESTION_KINDS.map((kind) => {
			const Icon = ICONS[kind];
			const selected = kind === value;
			return /* @__PURE__ */ jsxs(SegmentButton, {
				id: tabId(kind),
				role: "tab",
				isOn: selected,
				hoverTint: true,
				"aria-controls": PANEL_ID,
				tabIndex: selected ? 0 : -1,
				"data-testid": `tab-${kind}`,
				onClick: () => onChange(kind),
				className: "inline-flex h-9 flex-1 items-center justify-center gap-2 rounded-xl px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-none sm:px-4",
				children: [/* @__PURE__ */ jsx(Icon, {
					className: "size-4 shrink-0",
					"aria-hidden": "true"
				}), kind === "fib" ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("span", {
					className: "sm:hidden",
					children: "FIB"
				}), /* @__PURE__ */ jsx("span", {
					className: "hidden sm:inline",
					children: KIND_TEXT[kind].tab
				})] }) : kind === "coding" ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("span", {
					className: "sm:hidden",
					children: "Coding"
				}), /* @__PURE__ */ jsx("span", {
					className: "hidden sm:inline",
					children: KIND_TEXT[kind].tab
				})] }) : KIND_TEXT[kind].tab]
			}, kind);
		})
	});
}
// src/features/questions-admin/hooks/use-question-list-params.ts
var FILTER_SPEC = {
	difficulty: DIFFICULTIES,
	isActive: { oneOf: ["true", "false"] }
};
var MAX_TAG_FILTERS = 20;
/**
* The question list's state, all in the URL: `type` (the tab), page, page size, search,
* difficulty, active and tags. Tags are free values (the bank's allTags), so they are read here
* rather than by useListPage, which keeps only values it knows in advance.
*/
function useQuestionListParams() {
	const list = useListPage(FILTER_SPEC);
	const [searchParams, setSearchParams] = useSearchParams();
	const rawType = searchParams.get("type");
	const kind = isQuestionKind(rawType) ? rawType : "mcq";
	const tagsKey = searchParams.getAll("tags").join("\0");
	const tags = useMemo(() => tagsKey ? [...new Set(tagsKey.split("\0").map((t) => t.trim().slice(0, 25)))].filter(Boolean).slice(0, MAX_TAG_FILTERS) : [], [tagsKey]);
	const setTags = useCallback((next) => setSearchParams((current) => {
		const p = new URLSearchParams(current);
		p.delete("tags");
		for (const t of next) p.append("tags", t);
		p.delete("page");
		return p;
	}, { replace: true }), [setSearchParams]);
	/** One URL change: the kit's clear plus the tags. */
	const clearAll = useCallback(() => setSearchParams((current) => {
		const p = new URLSearchParams(current);
		for (const key of [
			"difficulty",
			"isActive",
			"tags",
			"search",
			"page"
		]) p.delete(key);
		return p;
	}, { replace: true }), [setSearchParams]);
	return {
		kind,
		setKind: useCallback((next) => setSearchParams((current) => {
			const p = new URLSearchParams();
			const limit = current.get("limit");
			p.set("type", next);
			if (limit) p.set("limit", limit);
			return p;
		}), [setSearchParams]),
		params: useMemo(() => ({
			page: list.page,
			limit: list.limit,
			search: list.search,
			difficulty: list.filters.difficulty,
			tags,
			isActive: list.filters.isActive
		}), [
			list.page,
			list.limit,
			list.search,
			list.filters.difficulty,
			list.filters.isActive,
			tags
		]),
		list,
		tags,
		setTags,
		hasFilters: list.hasFilters || tags.length > 0,
		activeFilterCount: (list.filters.difficulty.length > 0 ? 1 : 0) + (list.filters.isActive ? 1 : 0) + (tags.length > 0 ? 1 : 0),
		clearAll
	};
}
// src/features/questions-admin/pages/admin-questions-page.tsx
var SEARCH_PLACEHOLDER = {
	mcq: "Search questions",
	coding: "Search by title or problem ID",
	fib: "Search questions"
};
/** /admin/questions: the MCQ, coding problem and fill-in-the-blank banks, one tab each. */
function AdminQuestionsPage() {
	const state = useQuestionListParams();
	const { kind, params, list } = state;
	const query = useQuestionList(kind, params);
	const data = query.data;
	const [toDelete, setToDelete] = useState(null);
	const onDelete = useCallback((target) => setToDelete(target), []);
	const text = KIND_TEXT[kind];
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-[96rem]",
		children: [
			/* @__PURE__ */ jsx(AdminPageHeader, {
				title: "Question bank",
				description: "MCQs, coding problems and fill in the blanks for whizz quizzes and Kodex contests.",
				actions: /* @__PURE__ */ jsx(Fragment, { children: /* @__PURE__ */ jsxs(Link, {
					to: newQuestionPath(kind),
					className: buttonStyles({ size: "sm" }),
					"data-testid": "question-new",
					children: [/* @__PURE__ */ jsx(Plus, {
						className: "size-4",
						"aria-hidden": "true"
					}), text.newLabel]
				}) })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between",
				children: [/* @__PURE__ */ jsx(QuestionTabs, {
					value: kind,
					onChange: state.setKind
				}), kind !== "coding" && /* @__PURE__ */ jsxs("div", {
					className: "flex items-center gap-2",
					children: [/* @__PURE__ */ jsx(TemplateLink, { kind }), /* @__PURE__ */ jsx(ImportCsvButton, { kind }, kind)]
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				role: "tabpanel",
				id: PANEL_ID,
				"aria-labelledby": tabId(kind),
				children: /* @__PURE__ */ jsx(QueryListCard, {
					query,
					list,
					itemLabel: kind === "fib" ? "questions" : text.plural,
					failedMessage: text.fetchListFailed,
					toolbar: /* @__PURE__ */ jsx(ListToolbar, {
						list,
						placeholder: SEARCH_PLACEHOLDER[kind],
						idPrefix: "question",
						activeFilterCount: state.activeFilterCount,
						children: /* @__PURE__ */ jsx(QuestionFilters, {
							difficulty: params.difficulty,
							onDifficulty: (v) => list.setFilter("difficulty", v),
							isActive: params.isActive,
							onIsActive: (v) => list.setFilter("isActive", v),
							tags: state.tags,
							onTags: state.setTags,
							allTags: data?.allTags ?? [],
							hasFilters: state.hasFilters || params.search !== "",
							onClear: state.clearAll
						})
					}, kind),
					children: /* @__PURE__ */ jsx(QuestionTable, {
						kind,
						rows: data?.rows ?? [],
						...tableStateOf(query),
						onDelete,
						emptyHint: params.search || state.hasFilters ? "Try other words or clear the filters." : `Add one with “${text.newLabel}”${kind === "coding" ? "" : " or import a CSV"}.`
					})
				})
			}),
			/* @__PURE__ */ jsx(DeleteQuestionDialog, {
				kind,
				target: toDelete,
				onClose: () => setToDelete(null)
			}, kind)
		]
	});
}
export { AdminQuestionsPage as default };
