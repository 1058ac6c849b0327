import { $ as ZAnnouncementData, G as COURSE_TYPES, Gt as buttonStyles, H as COURSE_DIFFICULTIES, J as DEFAULT_COURSE_LANGUAGE, K as COURSE_TYPE_LABELS, Nt as embedProviderOf, Pt as videoEmbedUrl, Q as ZAnnouncementBody, U as COURSE_STATES, W as COURSE_STATE_LABELS, Y as EMPTY_COURSE_META, Z as ZAdminCourseModulesData, _t as isMp4Url, c as toast, et as ZAnnouncementsData, ft as formatInr, ht as LESSON_KIND_LABELS, it as ZCourseModulesBody, mt as LESSON_KINDS, n as Avatar, nt as ZCourseData, ot as ZCourseStaffData, pt as hasAtMost2Decimals, q as DEFAULT_COURSE_DIFFICULTY, tt as ZCourseBody, ut as courseFinalPrice, yt as COURSES_MSG } from "../entry-server.js";
import { i as ID_PATTERN, t as ZNoData } from "./http-DRLmBayV.js";
import { t as RecordLoader } from "./record-loader-BkOMhXje.js";
import { t as adminApi } from "./api-client-CyCTgC69.js";
import { n as courseAdminKeys, t as CourseStateBadge } from "./course-state-badge-C8vDwi8f.js";
import { n as RecordSummary, t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { t as useGuardedLeave } from "./use-guarded-leave-Dxahb0Eq.js";
import { t as LeaveGuard } from "./leave-guard-no5dLF86.js";
import { t as clientMessage } from "./field-issues-CklJ7g7w.js";
import { n as toastThenClose, t as DeleteDialog } from "./delete-dialog-BOvzRbo8.js";
import { E as useZodForm, N as ASSIGNMENT_FILE_ACCEPT, O as countErrors, S as Form, _ as FormText, a as ItemControls, b as FieldError, c as useUploadLessonFile, d as FormSelect, f as FormSwitch, g as FormNumber, h as FormMoney, i as AddButton, m as optionsOf, n as FormStringList, o as FormImage, s as UPLOAD_FAILED, t as FormMarkdown, v as FormTextArea, w as SubmitButton, y as useFieldError } from "./form-9deOHQRr.js";
import { n as RetryLink, t as RetryButton } from "./retry-button-D9lzH-WF.js";
import { t as catalogKeys } from "./catalog-keys-CrmdYunN.js";
import { t as SectionCard } from "./section-card-rmkpWGYj.js";
import { a as formatDateTime } from "./format-DGa3zFAK.js";
import { t as SaveBar } from "./save-bar-CpwdgVTu.js";
import { r as ROLE_LABELS } from "./roles-pGSoVmPl.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { t as AdminSelect } from "./admin-select-TqVrN8aU.js";
import { r as adminInputClass } from "./form-field-C7rmj4tf.js";
import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { t as Pill } from "./pill-DTtPBj9B.js";
import { d as ZCodingListData, p as ZCodingProblemData } from "./question.schema-DNwVFW8l.js";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { clsx } from "clsx";
import { AlignLeft, BookOpenText, CalendarRange, Check, ChevronRight, CircleHelp, Code2, ExternalLink, Eye, FileUp, IndianRupee, Layers, LayoutList, ListChecks, ListTree, Megaphone, PlayCircle, Search, Send, Trash2, Users } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { get, useController, useFieldArray, useFormContext, useFormState, useWatch } from "react-hook-form";
// src/features/courses-admin/api/get-admin-course.ts
/** GET /admin/courses/{id} → data.course (any state). Errors keep their status for the page. */
async function getAdminCourse(id, signal) {
	return (await adminApi.get(`/courses/${encodeURIComponent(id)}`, ZCourseData, { signal })).data.course;
}
var adminCourseQueryOptions = (id) => queryOptions({
	queryKey: courseAdminKeys.detail(id),
	queryFn: ({ signal }) => getAdminCourse(id, signal),
	staleTime: 0
});
var useAdminCourse = (id, enabled = true) => useQuery({
	...adminCourseQueryOptions(id),
	enabled
});
// src/features/courses-admin/lib/editor-sections.ts
/** Each card of the course editor, in page order, by its anchor id: its heading and index link. */
var SECTION_TITLES = {
	basics: "Basics",
	pricing: "Pricing",
	people: "Instructors & access",
	listing: "Catalogue listing",
	about: "Description & video",
	learning: "What students get",
	outline: "Content outline",
	faqs: "FAQs",
	modules: "Modules & lessons",
	announcements: "Announcements"
};
/** The cards a course has only once it is saved (they save on their own). */
var SAVED_ONLY = /* @__PURE__ */ new Set(["modules", "announcements"]);
/** The section index's links: every card of a saved course, the form's cards of a new one. */
function editorSections(isSaved) {
	return Object.entries(SECTION_TITLES).filter(([id]) => isSaved || !SAVED_ONLY.has(id)).map(([id, label]) => ({
		id,
		label
	}));
}
// src/components/admin/field-array-list.tsx
/** The dashed note standing in for a list with nothing in it yet. */
function EmptyNote({ children, className }) {
	return /* @__PURE__ */ jsx("p", {
		className: clsx("rounded-xl border border-dashed border-slate-300 px-4 text-center text-sm text-slate-600", className ?? "py-6"),
		children
	});
}
/**
* An editable, ordered list of form entries (a `useFieldArray`): the empty note or the entries,
* then the "Add …" button with its count.
*/
function FieldArrayList({ array, empty, listClassName = "space-y-3", renderEntry, add }) {
	const count = array.fields.length;
	return /* @__PURE__ */ jsxs(Fragment, { children: [count > 0 ? /* @__PURE__ */ jsx("ol", {
		className: listClassName,
		children: array.fields.map((field, index) => renderEntry(field.id, {
			index,
			count,
			onMove: array.move,
			onRemove: array.remove
		}))
	}) : empty, /* @__PURE__ */ jsx(AddButton, {
		...add,
		count
	})] });
}
/** One numbered entry of a FieldArrayList: its title and move/remove buttons over its fields. */
function EntryCard({ title, label, testId, controls, children }) {
	return /* @__PURE__ */ jsxs("li", {
		className: "rounded-xl border border-slate-200 bg-slate-50/60",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex items-center gap-2 border-b border-slate-200 px-4 py-2",
			children: [/* @__PURE__ */ jsx("p", {
				className: "text-sm font-semibold text-slate-900",
				children: title
			}), /* @__PURE__ */ jsx(ItemControls, {
				...controls,
				label,
				testId,
				className: "ml-auto"
			})]
		}), /* @__PURE__ */ jsx("div", {
			className: "space-y-4 p-4",
			children
		})]
	});
}
/**
* A FieldArrayList of EntryCards named by their number ("Section 2"), with test ids
* `<testId>-<index>` per entry and `<testId>-add` on the add button.
*/
function NumberedEntries({ array, noun, max, onAdd, testId, emptyText, children }) {
	const title = noun.charAt(0).toUpperCase() + noun.slice(1);
	return /* @__PURE__ */ jsx(FieldArrayList, {
		array,
		empty: /* @__PURE__ */ jsx(EmptyNote, { children: emptyText }),
		renderEntry: (key, controls) => /* @__PURE__ */ jsx(EntryCard, {
			title: `${title} ${controls.index + 1}`,
			label: `${noun} ${controls.index + 1}`,
			testId: `${testId}-${controls.index}`,
			controls,
			children: children(controls.index)
		}, key),
		add: {
			noun,
			max,
			onAdd,
			testId: `${testId}-add`
		}
	});
}
// src/components/admin/query-block.tsx
/**
* A card's part that loads on its own: pulsing placeholders with a read-out status while
* pending, the failure with "Try again", then `children` with the data.
*/
function QueryBlock({ query, loadingLabel, skeletonClassName, failedMessage, className = "space-y-2", children }) {
	if (query.isPending) return /* @__PURE__ */ jsxs("div", {
		className,
		"aria-busy": "true",
		children: [/* @__PURE__ */ jsx("span", {
			className: "sr-only",
			role: "status",
			children: loadingLabel
		}), [0, 1].map((i) => /* @__PURE__ */ jsx("div", { className: `${skeletonClassName} animate-pulse rounded-xl bg-slate-100` }, i))]
	});
	if (query.isError || query.data === void 0) return /* @__PURE__ */ jsxs("div", {
		role: "alert",
		className: "rounded-xl bg-red-50 px-4 py-4 text-sm text-red-800",
		children: [/* @__PURE__ */ jsx("p", {
			className: "font-semibold",
			children: failedMessage
		}), /* @__PURE__ */ jsx(RetryButton, {
			onRetry: () => void query.refetch(),
			isRetrying: query.isFetching
		})]
	});
	return children(query.data);
}
// src/features/courses-admin/api/course-announcements.ts
var path = (id) => `/courses/${encodeURIComponent(id)}/announcements`;
/** GET /admin/courses/{id}/announcements → data.announcements, newest first. */
async function getCourseAnnouncements(id, signal) {
	return [...(await adminApi.get(path(id), ZAnnouncementsData, { signal })).data.announcements].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
function useCourseAnnouncements(id) {
	return useQuery({
		queryKey: courseAdminKeys.announcements(id),
		queryFn: ({ signal }) => getCourseAnnouncements(id, signal),
		staleTime: 3e4
	});
}
var POST_ANNOUNCEMENT_FAILED = "Failed to post announcement";
var DELETE_ANNOUNCEMENT_FAILED = "Failed to delete announcement";
/** POST /admin/courses/{id}/announcements → 201 data.announcement. */
async function postAnnouncement({ id, body }) {
	const res = await adminApi.post(path(id), ZAnnouncementData, body);
	return {
		announcement: res.data.announcement,
		message: res.message
	};
}
/** DELETE /admin/courses/{id}/announcements/{announcementId}. */
async function deleteAnnouncement({ id, announcementId }) {
	return (await adminApi.delete(`${path(id)}/${encodeURIComponent(announcementId)}`, ZNoData)).message || COURSES_MSG.announcementDeleted;
}
function useRefreshAnnouncements() {
	const queryClient = useQueryClient();
	return (id) => {
		queryClient.invalidateQueries({ queryKey: courseAdminKeys.announcements(id) });
		queryClient.invalidateQueries({ queryKey: catalogKeys.courses });
	};
}
function usePostAnnouncement() {
	const queryClient = useQueryClient();
	const refresh = useRefreshAnnouncements();
	return useMutation({
		mutationFn: postAnnouncement,
		onSuccess: ({ announcement }, { id }) => {
			queryClient.setQueryData(courseAdminKeys.announcements(id), (list) => [announcement, ...(list ?? []).filter((a) => a._id !== announcement._id)]);
			refresh(id);
		}
	});
}
function useDeleteAnnouncement() {
	const queryClient = useQueryClient();
	const refresh = useRefreshAnnouncements();
	return useMutation({
		mutationFn: deleteAnnouncement,
		onSuccess: (_message, { id, announcementId }) => {
			queryClient.setQueryData(courseAdminKeys.announcements(id), (list) => list?.filter((a) => a._id !== announcementId));
			refresh(id);
		}
	});
}
// src/features/courses-admin/components/editor-card.tsx
/** A card of the course editor, titled (and linked from the section index) by its id. */
function EditorCard({ id, ...props }) {
	return /* @__PURE__ */ jsx(SectionCard, {
		id,
		title: SECTION_TITLES[id],
		...props
	});
}
// src/features/courses-admin/components/announcements/announcement-form.tsx
var EMPTY = {
	title: "",
	body: ""
};
/** Posts a new announcement; the form empties once it is out. */
function AnnouncementForm({ courseId, onDirtyChange }) {
	const form = useZodForm(ZAnnouncementBody, { defaultValues: EMPTY });
	const { isDirty } = form.formState;
	const post = usePostAnnouncement();
	useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
	const onSubmit = async (body) => {
		const { message } = await post.mutateAsync({
			id: courseId,
			body
		});
		form.reset(EMPTY);
		toast.success(message || COURSES_MSG.announcementCreated);
	};
	return /* @__PURE__ */ jsxs(Form, {
		form,
		onSubmit,
		tell: "toast",
		failureMessage: POST_ANNOUNCEMENT_FAILED,
		"aria-label": "New announcement",
		className: "space-y-4",
		"data-testid": "announcement-form",
		children: [
			/* @__PURE__ */ jsx(FormText, {
				name: "title",
				label: "Title",
				maxLength: 200,
				autoComplete: "off",
				placeholder: "e.g. Live doubt session on Saturday",
				inputClassName: "h-10",
				testId: "announcement-title"
			}),
			/* @__PURE__ */ jsx(FormTextArea, {
				name: "body",
				label: "Message",
				rows: 3,
				placeholder: "What students need to know.",
				autoGrow: true,
				inputClassName: "min-h-24",
				testId: "announcement-body"
			}),
			/* @__PURE__ */ jsx("div", {
				className: "flex justify-end",
				children: /* @__PURE__ */ jsx(SubmitButton, {
					size: "sm",
					icon: Send,
					isLoading: post.isPending,
					loadingText: "Posting...",
					"data-testid": "announcement-post",
					children: "Post announcement"
				})
			})
		]
	});
}
// src/features/courses-admin/components/announcements/announcement-list.tsx
/** The posted announcements, newest first, each with its delete button. */
function AnnouncementList({ announcements, onDelete }) {
	return /* @__PURE__ */ jsx("ul", {
		className: "space-y-3",
		"data-testid": "announcement-list",
		children: announcements.map((a) => /* @__PURE__ */ jsxs("li", {
			"data-testid": "announcement",
			className: "rounded-xl border border-slate-200 bg-slate-50/60 px-4 py-3",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "flex items-start gap-3",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "min-w-0 flex-1",
					children: [/* @__PURE__ */ jsx("p", {
						className: "font-semibold break-words text-slate-900",
						children: a.title
					}), /* @__PURE__ */ jsxs("p", {
						className: "mt-0.5 text-xs text-slate-500",
						children: [/* @__PURE__ */ jsx("time", {
							dateTime: a.createdAt,
							children: formatDateTime(a.createdAt)
						}), a.createdBy && ` · ${a.createdBy.name}`]
					})]
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					onClick: () => onDelete(a),
					"aria-label": `Delete announcement ${a.title}`,
					title: "Delete",
					"data-testid": "announcement-delete",
					className: "grid size-8 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700",
					children: /* @__PURE__ */ jsx(Trash2, {
						className: "size-4",
						"aria-hidden": "true"
					})
				})]
			}), /* @__PURE__ */ jsx("p", {
				className: "mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700",
				children: a.body
			})]
		}, a._id))
	});
}
// src/features/courses-admin/components/announcements/announcements-panel.tsx
/** Announcements of a course: post a new one, see them newest first, delete with a confirm. */
function AnnouncementsPanel({ courseId, onDirtyChange }) {
	const query = useCourseAnnouncements(courseId);
	const [toDelete, setToDelete] = useState(null);
	const remove = useDeleteAnnouncement();
	const onConfirmDelete = () => {
		if (!toDelete) return;
		remove.mutate({
			id: courseId,
			announcementId: toDelete._id
		}, toastThenClose(() => setToDelete(null), DELETE_ANNOUNCEMENT_FAILED));
	};
	return /* @__PURE__ */ jsxs(EditorCard, {
		id: "announcements",
		icon: Megaphone,
		description: "News for enrolled students, shown in their classroom.",
		children: [
			/* @__PURE__ */ jsx(AnnouncementForm, {
				courseId,
				onDirtyChange
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "border-t border-slate-200 pt-5",
				children: [/* @__PURE__ */ jsxs("h3", {
					className: "mb-3 text-sm font-semibold text-slate-900",
					children: ["Posted", query.data && query.data.length > 0 && /* @__PURE__ */ jsx("span", {
						className: "ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600 tabular-nums",
						children: query.data.length
					})]
				}), /* @__PURE__ */ jsx(QueryBlock, {
					query,
					loadingLabel: "Loading announcements…",
					skeletonClassName: "h-20",
					failedMessage: COURSES_MSG.fetchAnnouncementsFailed,
					children: (announcements) => announcements.length === 0 ? /* @__PURE__ */ jsx(EmptyNote, { children: "Nothing posted yet." }) : /* @__PURE__ */ jsx(AnnouncementList, {
						announcements,
						onDelete: setToDelete
					})
				})]
			}),
			/* @__PURE__ */ jsx(DeleteDialog, {
				open: toDelete !== null,
				onOpenChange: (open) => !open && setToDelete(null),
				noun: "announcement",
				subject: toDelete?.title,
				consequence: " disappears from every student's classroom. This cannot be undone.",
				onConfirm: onConfirmDelete,
				isPending: remove.isPending,
				testId: "announcement-delete-dialog"
			})
		]
	});
}
// src/features/courses-admin/api/save-course.ts
var SAVE_COURSE_FAILED = "Failed to save course";
/** POST /admin/courses (no id) or PUT /admin/courses/{id} with the whole body → data.course. */
async function saveCourse({ id, body }) {
	const res = id ? await adminApi.put(`/courses/${encodeURIComponent(id)}`, ZCourseData, body) : await adminApi.post("/courses", ZCourseData, body);
	return {
		course: res.data.course,
		message: res.message || (id ? COURSES_MSG.courseUpdated : COURSES_MSG.courseCreated)
	};
}
/** Saves a course; the staff list, its detail and the public catalogue refresh. */
function useSaveCourse() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: saveCourse,
		onSuccess: ({ course }) => {
			queryClient.setQueryData(courseAdminKeys.detail(course._id), course);
			queryClient.invalidateQueries({ queryKey: courseAdminKeys.lists() });
			queryClient.invalidateQueries({ queryKey: catalogKeys.courses });
		}
	});
}
// src/features/courses-admin/lib/course-form.ts
var emptyMeta = () => ({
	...structuredClone(EMPTY_COURSE_META),
	language: DEFAULT_COURSE_LANGUAGE,
	category: [],
	difficulty: DEFAULT_COURSE_DIFFICULTY
});
/**
* A new course starts as an online draft with no price or length filled in, so nobody
* publishes a course at ₹0 by accident (the empty numbers fail with the spec's messages).
*/
function newCourseValues() {
	return {
		title: "",
		price: void 0,
		discountPercentage: 0,
		type: "online",
		duration_weeks: void 0,
		state: "draft",
		instructors: [],
		discord_access: false,
		metaData: emptyMeta()
	};
}
/** A saved course as editable values (deep copies, so the cache is never mutated). */
function courseToValues(course) {
	const m = {
		...emptyMeta(),
		...course.metaData
	};
	return {
		title: course.title,
		price: course.price,
		discountPercentage: course.discountPercentage,
		type: course.type,
		duration_weeks: course.duration_weeks,
		state: course.state,
		instructors: course.instructors.map((i) => i._id),
		discord_access: course.discord_access,
		metaData: {
			...m,
			requirements: [...m.requirements],
			outcomes: [...m.outcomes],
			content: m.content.map((s) => ({
				title: s.title,
				content: [...s.content]
			})),
			techStack: [...m.techStack],
			features: [...m.features],
			faqs: m.faqs.map((f) => ({ ...f })),
			category: [...m.category],
			displayTags: [...m.displayTags]
		}
	};
}
// src/features/courses-admin/components/editor/content-sections-field.tsx
/** metaData.content: the outline shown on the course page, sections with their topics. */
function ContentSectionsField() {
	const { control } = useFormContext();
	const sections = useFieldArray({
		control,
		name: "metaData.content"
	});
	return /* @__PURE__ */ jsx("div", {
		className: "space-y-3",
		"data-testid": "course-content",
		children: /* @__PURE__ */ jsx(NumberedEntries, {
			array: sections,
			noun: "section",
			max: 50,
			onAdd: () => sections.append({
				title: "",
				content: []
			}),
			testId: "course-content",
			emptyText: "No sections yet. Outline the course as sections, each with its topics.",
			children: (index) => /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(FormText, {
				inputClassName: "h-10",
				autoComplete: "off",
				name: `metaData.content.${index}.title`,
				label: "Section title",
				placeholder: "e.g. JavaScript foundations",
				testId: `course-content-${index}-title`
			}), /* @__PURE__ */ jsx(FormStringList, {
				name: `metaData.content.${index}.content`,
				label: "Topics",
				noun: "topic",
				max: 50,
				placeholder: "e.g. Closures and scope",
				testId: `course-content-${index}-topics`,
				isNested: true
			})] })
		})
	});
}
// src/features/courses-admin/components/editor/faqs-field.tsx
/** metaData.faqs: questions and answers shown at the foot of the course page. */
function FaqsField() {
	const { control } = useFormContext();
	const faqs = useFieldArray({
		control,
		name: "metaData.faqs"
	});
	return /* @__PURE__ */ jsx("div", {
		className: "space-y-3",
		"data-testid": "course-faqs",
		children: /* @__PURE__ */ jsx(NumberedEntries, {
			array: faqs,
			noun: "question",
			max: 30,
			onAdd: () => faqs.append({
				question: "",
				answer: ""
			}),
			testId: "course-faq",
			emptyText: "No questions yet. Answer what people ask before they enrol.",
			children: (index) => /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(FormText, {
				inputClassName: "h-10",
				autoComplete: "off",
				name: `metaData.faqs.${index}.question`,
				label: "Question",
				testId: `course-faq-${index}-question`
			}), /* @__PURE__ */ jsx(FormTextArea, {
				autoGrow: true,
				inputClassName: "min-h-28",
				name: `metaData.faqs.${index}.answer`,
				label: "Answer",
				rows: 3,
				testId: `course-faq-${index}-answer`
			})] })
		})
	});
}
// src/features/courses-admin/components/editor/course-content-sections.tsx
/** The course page's content (metaData): description, video, lists, outline and FAQs. */
function CourseContentSections() {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs(EditorCard, {
			id: "about",
			icon: AlignLeft,
			children: [/* @__PURE__ */ jsx(FormTextArea, {
				autoGrow: true,
				inputClassName: "min-h-28",
				name: "metaData.description",
				label: "Description",
				rows: 6,
				placeholder: "What the course is, who it is for and how it is taught.",
				testId: "course-description"
			}), /* @__PURE__ */ jsx(FormText, {
				inputClassName: "h-10",
				autoComplete: "off",
				name: "metaData.displayVideo",
				label: "Intro video link",
				type: "url",
				inputMode: "url",
				placeholder: "https://www.youtube.com/watch?v=…",
				hint: "YouTube or Vimeo links play on the course page.",
				testId: "course-video"
			})]
		}),
		/* @__PURE__ */ jsxs(EditorCard, {
			id: "learning",
			icon: ListChecks,
			description: "Short lines, one idea each. Use the arrows to set the order.",
			children: [
				/* @__PURE__ */ jsx(FormStringList, {
					name: "metaData.outcomes",
					label: "Outcomes",
					noun: "outcome",
					max: 30,
					placeholder: "e.g. Build and deploy a full stack app",
					testId: "course-outcomes"
				}),
				/* @__PURE__ */ jsx(FormStringList, {
					name: "metaData.requirements",
					label: "Requirements",
					noun: "requirement",
					max: 30,
					placeholder: "e.g. A laptop with 8 GB RAM",
					testId: "course-requirements"
				}),
				/* @__PURE__ */ jsx(FormStringList, {
					name: "metaData.techStack",
					label: "Tech stack",
					noun: "technology",
					max: 40,
					placeholder: "e.g. React",
					testId: "course-techstack",
					columns: 2
				}),
				/* @__PURE__ */ jsx(FormStringList, {
					name: "metaData.features",
					label: "Features",
					noun: "feature",
					max: 30,
					placeholder: "e.g. Weekly 1:1 mentor calls",
					testId: "course-features"
				})
			]
		}),
		/* @__PURE__ */ jsx(EditorCard, {
			id: "outline",
			icon: ListTree,
			description: "The syllabus shown on the course page. Lessons for enrolled students live in Modules.",
			children: /* @__PURE__ */ jsx(ContentSectionsField, {})
		}),
		/* @__PURE__ */ jsx(EditorCard, {
			id: "faqs",
			icon: CircleHelp,
			children: /* @__PURE__ */ jsx(FaqsField, {})
		})
	] });
}
// src/features/courses-admin/api/get-course-staff.ts
/**
* GET /admin/courses/staff?for=instructors → data.staff: the active staff who may teach
* (COURSE_INSTRUCTOR_ROLES; the API refuses anyone else on save).
*/
async function getCourseStaff(signal) {
	return (await adminApi.get("/courses/staff", ZCourseStaffData, {
		query: { for: "instructors" },
		signal
	})).data.staff;
}
function useCourseStaff() {
	return useQuery({
		queryKey: courseAdminKeys.staff(),
		queryFn: ({ signal }) => getCourseStaff(signal),
		staleTime: 3e5
	});
}
// src/features/courses-admin/components/editor/instructors-field.tsx
var ROLE_ORDER = {
	instructor: 0,
	mentor: 1
};
var lastWord = (name) => {
	const words = name.trim().split(/\s+/);
	return words.length > 1 ? words.at(-1) ?? "" : "";
};
var roleLabel = (role) => ROLE_LABELS[role] ?? role;
/**
* Instructors as toggle chips over the staff who may teach (GET /admin/courses/staff:
* COURSE_INSTRUCTOR_ROLES only), instructors first. `current` keeps names of chosen people who have since left the list.
*/
function InstructorsField({ current }) {
	const { control } = useFormContext();
	const { field } = useController({
		control,
		name: "instructors"
	});
	const chosen = useMemo(() => field.value ?? [], [field.value]);
	const staff = useCourseStaff();
	const [filter, setFilter] = useState("");
	const labelId = useId();
	const listError = useFieldError("instructors");
	const itemError = useItemErrors(chosen.length);
	const error = listError ?? itemError;
	const people = useMemo(() => {
		const list = [...staff.data ?? []].sort((a, b) => (ROLE_ORDER[a.role] ?? 2) - (ROLE_ORDER[b.role] ?? 2) || a.name.localeCompare(b.name));
		for (const person of current) if (chosen.includes(person._id) && !list.some((s) => s._id === person._id)) list.push({
			...person,
			role: "Cannot teach now"
		});
		return list;
	}, [
		staff.data,
		current,
		chosen
	]);
	const needle = filter.trim().toLowerCase();
	const shown = needle ? people.filter((p) => p.name.toLowerCase().includes(needle) || chosen.includes(p._id)) : people;
	const toggle = (id) => field.onChange(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
	return /* @__PURE__ */ jsxs("div", {
		role: "group",
		"aria-labelledby": labelId,
		"data-testid": "course-instructors",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "mb-2 flex flex-wrap items-end justify-between gap-2",
				children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
					id: labelId,
					className: "text-sm font-medium text-slate-800",
					children: "Instructors"
				}), /* @__PURE__ */ jsx("p", {
					className: "text-xs text-slate-600",
					children: chosen.length === 0 ? "Nobody chosen yet. Pick the people who teach this course." : `${chosen.length} chosen · shown on the course page in this order.`
				})] }), people.length > 8 && /* @__PURE__ */ jsxs("label", {
					className: "relative w-full sm:w-56",
					children: [
						/* @__PURE__ */ jsx("span", {
							className: "sr-only",
							children: "Find a staff member"
						}),
						/* @__PURE__ */ jsx(Search, {
							className: "pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-400",
							"aria-hidden": "true"
						}),
						/* @__PURE__ */ jsx("input", {
							type: "search",
							value: filter,
							onChange: (e) => setFilter(e.target.value),
							placeholder: "Find staff",
							className: "h-8 w-full rounded-lg border border-slate-300 bg-white pr-2 pl-8 text-sm focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none"
						})
					]
				})]
			}),
			staff.isPending ? /* @__PURE__ */ jsx("div", {
				className: "flex flex-wrap gap-2",
				"aria-busy": "true",
				children: [
					0,
					1,
					2
				].map((i) => /* @__PURE__ */ jsx("span", { className: "h-11 w-44 animate-pulse rounded-xl bg-slate-100" }, i))
			}) : staff.isError ? /* @__PURE__ */ jsxs("p", {
				role: "alert",
				className: "flex items-center gap-2 text-sm text-red-700",
				children: [staff.error.message, /* @__PURE__ */ jsx(RetryLink, { onRetry: () => void staff.refetch() })]
			}) : /* @__PURE__ */ jsx("ul", {
				className: "flex flex-wrap gap-2",
				children: shown.map((person) => {
					const isOn = chosen.includes(person._id);
					return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", {
						type: "button",
						"aria-pressed": isOn,
						onClick: () => toggle(person._id),
						"data-testid": `instructor-${person._id}`,
						className: clsx("flex h-11 items-center gap-2 rounded-xl border py-1 pr-3 pl-1.5 text-left transition-colors", isOn ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600" : "border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50"),
						children: [
							/* @__PURE__ */ jsx(Avatar, {
								firstName: person.name,
								lastName: lastWord(person.name),
								className: "size-8 text-xs"
							}),
							/* @__PURE__ */ jsxs("span", {
								className: "min-w-0",
								children: [/* @__PURE__ */ jsx("span", {
									className: "block text-sm leading-tight font-medium text-slate-900",
									children: person.name
								}), /* @__PURE__ */ jsx("span", {
									className: "block text-xs leading-tight text-slate-500",
									children: roleLabel(person.role)
								})]
							}),
							/* @__PURE__ */ jsx("span", {
								"aria-hidden": "true",
								className: clsx("ml-1 grid size-5 place-items-center rounded-full", isOn ? "bg-brand-600 text-white" : "border border-slate-300"),
								children: isOn && /* @__PURE__ */ jsx(Check, { className: "size-3.5" })
							})
						]
					}) }, person._id);
				})
			}),
			error && /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "mt-2 text-xs font-medium text-red-700",
				children: error
			})
		]
	});
}
/** The server names the first unknown id as `instructors.<i>`. */
function useItemErrors(count) {
	const { formState } = useFormContext();
	const list = formState.errors.instructors;
	for (let i = 0; i < count; i++) {
		const message = list?.[i]?.message;
		if (message) return message;
	}
}
// src/features/courses-admin/lib/pricing.ts
/**
* The final price as the catalogue will show it while the form is typed (the API's rule,
* courseFinalPrice), or null while the inputs are not a valid price and discount yet.
*/
function livePrice(price, discount) {
	const p = Number(price);
	const d = Number(discount);
	if (typeof price !== "number" || !Number.isInteger(p) || p < 0) return null;
	if (!Number.isFinite(d) || d < 0 || d > 100 || !hasAtMost2Decimals(d)) return null;
	const finalPrice = courseFinalPrice(p, d);
	return {
		price: p,
		discount: d,
		finalPrice,
		saving: Math.round((p - finalPrice) * 100) / 100
	};
}
// src/features/courses-admin/components/editor/pricing-fields.tsx
/** Price and discount, with the final price computed as they are typed (same rule as the API). */
function PricingFields() {
	const { control } = useFormContext();
	const [price, discount] = useWatch({
		control,
		name: ["price", "discountPercentage"]
	});
	const live = livePrice(price, discount ?? 0);
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.1fr)]",
		children: [
			/* @__PURE__ */ jsx(FormMoney, {
				name: "price",
				label: "Price",
				inputClassName: "h-10",
				autoComplete: "off",
				placeholder: "34999",
				hint: "Whole rupees, before the discount.",
				testId: "course-price"
			}),
			/* @__PURE__ */ jsx(FormNumber, {
				name: "discountPercentage",
				inputClassName: "h-10",
				autoComplete: "off",
				label: "Discount",
				suffix: "%",
				inputMode: "decimal",
				placeholder: "0",
				hint: "0 to 100, up to 2 decimals.",
				testId: "course-discount"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-col justify-center rounded-xl bg-gradient-to-br from-brand-50 to-white px-4 py-3 ring-1 ring-brand-100",
				"aria-live": "polite",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "text-xs font-semibold tracking-wide text-brand-800 uppercase",
						children: "Final price"
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-0.5 text-2xl font-extrabold tracking-tight text-slate-900 tabular-nums",
						"data-testid": "course-final-price",
						children: live ? live.finalPrice <= 0 ? "Free" : formatInr(live.finalPrice) : "—"
					}),
					/* @__PURE__ */ jsx("p", {
						className: "text-xs text-slate-600",
						children: !live ? "Enter a price to see what students pay." : live.saving > 0 ? `${formatInr(live.price)} less ${live.discount}% (saves ${formatInr(live.saving)})` : "No discount"
					})
				]
			})
		]
	});
}
// src/features/courses-admin/components/editor/course-detail-sections.tsx
var TYPE_OPTIONS = optionsOf(COURSE_TYPES, COURSE_TYPE_LABELS);
var STATE_OPTIONS = optionsOf(COURSE_STATES, COURSE_STATE_LABELS);
var DIFFICULTY_OPTIONS = optionsOf(COURSE_DIFFICULTIES);
/** The Course fields and the catalogue-facing metaData: basics, pricing, people, listing. */
function CourseDetailSections({ instructors }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs(EditorCard, {
			id: "basics",
			icon: BookOpenText,
			children: [/* @__PURE__ */ jsx(FormText, {
				inputClassName: "h-10",
				autoComplete: "off",
				name: "title",
				label: "Title",
				placeholder: "e.g. Full Stack Web Development",
				maxLength: 150,
				testId: "course-title-input"
			}), /* @__PURE__ */ jsxs("div", {
				className: "grid gap-4 sm:grid-cols-3",
				children: [
					/* @__PURE__ */ jsx(FormSelect, {
						name: "type",
						label: "Type",
						options: TYPE_OPTIONS,
						testId: "course-type"
					}),
					/* @__PURE__ */ jsx(FormNumber, {
						inputClassName: "h-10",
						autoComplete: "off",
						name: "duration_weeks",
						label: "Duration",
						suffix: "weeks",
						placeholder: "24",
						testId: "course-duration"
					}),
					/* @__PURE__ */ jsx(FormSelect, {
						name: "state",
						label: "State",
						options: STATE_OPTIONS,
						hint: "Only published courses appear in the catalogue.",
						testId: "course-state-select"
					})
				]
			})]
		}),
		/* @__PURE__ */ jsx(EditorCard, {
			id: "pricing",
			icon: IndianRupee,
			description: "The course's list price. Each batch sets the price students pay at checkout.",
			children: /* @__PURE__ */ jsx(PricingFields, {})
		}),
		/* @__PURE__ */ jsxs(EditorCard, {
			id: "people",
			icon: Users,
			children: [/* @__PURE__ */ jsx(InstructorsField, { current: instructors }), /* @__PURE__ */ jsxs("div", {
				className: "grid gap-3 md:grid-cols-2",
				children: [/* @__PURE__ */ jsx(FormSwitch, {
					name: "discord_access",
					label: "Discord access",
					description: "Enrolled students see the Discord invite in their classroom.",
					testId: "course-discord"
				}), /* @__PURE__ */ jsx(FormSwitch, {
					name: "metaData.certificate",
					label: "Certificate",
					description: "Students receive a certificate when they complete the course.",
					testId: "course-certificate"
				})]
			})]
		}),
		/* @__PURE__ */ jsxs(EditorCard, {
			id: "listing",
			icon: LayoutList,
			description: "How the course card looks and where the catalogue filters find it.",
			children: [
				/* @__PURE__ */ jsx(FormImage, {
					name: "metaData.thumbnail",
					label: "Image link",
					noun: "thumbnail",
					testId: "course-thumbnail",
					testIdPrefix: "thumbnail"
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "grid gap-4 sm:grid-cols-2",
					children: [/* @__PURE__ */ jsx(FormText, {
						inputClassName: "h-10",
						autoComplete: "off",
						name: "metaData.language",
						label: "Language",
						placeholder: "English",
						testId: "course-language"
					}), /* @__PURE__ */ jsx(FormSelect, {
						name: "metaData.difficulty",
						label: "Difficulty",
						options: DIFFICULTY_OPTIONS,
						testId: "course-difficulty"
					})]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "grid gap-6 md:grid-cols-2",
					children: [/* @__PURE__ */ jsx(FormStringList, {
						name: "metaData.category",
						label: "Categories",
						noun: "category",
						max: 10,
						placeholder: "e.g. Web Development",
						testId: "course-category"
					}), /* @__PURE__ */ jsx(FormStringList, {
						name: "metaData.displayTags",
						label: "Tags on the card",
						noun: "tag",
						max: 10,
						placeholder: "e.g. Bestseller",
						testId: "course-tags"
					})]
				})
			]
		})
	] });
}
// src/features/courses-admin/components/editor/course-form.tsx
/**
* Every Course field and every metaData field, validated with ZCourseBody (the schema the
* API checks again), so the messages here are the server's. A 400 from the server lands on
* the fields it names.
*/
function CourseForm({ course, onDirtyChange, onCreated }) {
	const form = useZodForm(ZCourseBody, { defaultValues: course ? courseToValues(course) : newCourseValues() });
	const { isDirty, errors } = form.formState;
	const save = useSaveCourse();
	useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
	const onSubmit = async (body) => {
		const { course: saved, message } = await save.mutateAsync({
			id: course?._id,
			body
		});
		toast.success(message);
		if (course) form.reset(courseToValues(saved));
		else onCreated(saved);
	};
	return /* @__PURE__ */ jsxs(Form, {
		form,
		onSubmit,
		tell: "toast",
		failureMessage: SAVE_COURSE_FAILED,
		className: "space-y-6",
		"data-testid": "course-form",
		"aria-label": course ? "Course details" : "New course",
		children: [
			/* @__PURE__ */ jsx(CourseDetailSections, { instructors: course?.instructors ?? [] }),
			/* @__PURE__ */ jsx(CourseContentSections, {}),
			/* @__PURE__ */ jsx(SaveBar, {
				isDirty,
				isSaving: save.isPending,
				errorCount: countErrors(errors),
				isNew: !course,
				onDiscard: () => form.reset(),
				saveLabel: course ? "Save course" : "Create course",
				testId: "course"
			})
		]
	});
}
// src/features/courses-admin/components/editor/section-index.tsx
/**
* The editor's table of contents (wide screens): jumps to a card and marks the one in view.
*/
function SectionIndex({ sections }) {
	const [active, setActive] = useState(sections[0]?.id ?? "");
	useEffect(() => {
		const observer = new IntersectionObserver((entries) => {
			const visible = entries.filter((e) => e.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
			if (visible[0]) setActive(visible[0].target.id);
		}, { rootMargin: "-80px 0px -60% 0px" });
		for (const { id } of sections) {
			const el = document.getElementById(id);
			if (el) observer.observe(el);
		}
		return () => observer.disconnect();
	}, [sections]);
	return /* @__PURE__ */ jsxs("nav", {
		"aria-label": "Course editor sections",
		className: "sticky top-24",
		children: [/* @__PURE__ */ jsx("p", {
			className: "mb-2 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase",
			children: "On this page"
		}), /* @__PURE__ */ jsx("ul", {
			className: "space-y-0.5 border-l border-slate-200",
			children: sections.map((s) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
				href: `#${s.id}`,
				onClick: (e) => {
					e.preventDefault();
					document.getElementById(s.id)?.scrollIntoView({ behavior: "smooth" });
					setActive(s.id);
				},
				"aria-current": active === s.id ? "location" : void 0,
				className: clsx("-ml-px block border-l-2 py-1.5 pr-2 pl-3 text-sm transition-colors", active === s.id ? "border-brand-600 font-semibold text-brand-800" : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"),
				children: s.label
			}) }, s.id))
		})]
	});
}
// src/features/courses-admin/api/course-modules.ts
/** GET /admin/courses/{id}/modules → data.data.modules, in order. */
async function getCourseModules(id, signal) {
	return (await adminApi.get(`/courses/${encodeURIComponent(id)}/modules`, ZAdminCourseModulesData, { signal })).data.data.modules;
}
function useCourseModules(id) {
	return useQuery({
		queryKey: courseAdminKeys.modules(id),
		queryFn: ({ signal }) => getCourseModules(id, signal),
		staleTime: 0
	});
}
var SAVE_MODULES_FAILED = "Failed to save modules";
/** PUT /admin/courses/{id}/modules with the full ordered list (it replaces what was there). */
async function saveCourseModules({ id, body }) {
	const res = await adminApi.put(`/courses/${encodeURIComponent(id)}/modules`, ZAdminCourseModulesData, body);
	return {
		modules: res.data.data.modules,
		message: res.message || COURSES_MSG.modulesSaved
	};
}
function useSaveCourseModules() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: saveCourseModules,
		onSuccess: ({ modules }, { id }) => {
			queryClient.setQueryData(courseAdminKeys.modules(id), modules);
			queryClient.invalidateQueries({ queryKey: catalogKeys.courses });
		}
	});
}
// src/features/courses-admin/lib/modules-form.ts
/**
* The saved modules as form values, in order. Each lesson keeps its _id and content, so saving
* the list keeps students' progress on the lessons that stay.
*/
function modulesToValues(modules) {
	return { modules: [...modules].sort((a, b) => a.order - b.order).map((m) => ({
		title: m.title,
		description: m.description,
		unlockDay: m.unlockDay,
		lessons: m.lessons.map((l) => ({
			...l,
			resources: l.resources.map((r) => ({ ...r }))
		}))
	})) };
}
var emptyModule = () => ({
	title: "",
	description: "",
	unlockDay: null,
	lessons: []
});
var emptyLesson = () => ({
	title: "",
	durationMinutes: 0,
	isPreview: false,
	kind: "article",
	videoUrl: "",
	body: "",
	resources: [],
	problemId: null
});
/** Minutes typed as text: empty means 0 (not given), anything else its number. */
function toMinutes(value) {
	if (typeof value === "number") return value;
	const text = String(value ?? "").trim();
	return text === "" ? 0 : Number(text);
}
/** '1 h 35 min', '45 min' or '' for 0. */
function formatMinutes(total) {
	if (!Number.isFinite(total) || total <= 0) return "";
	const h = Math.floor(total / 60);
	const m = total % 60;
	if (h === 0) return `${m} min`;
	return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
/** The parts of a lesson that its Content panel edits (an error on one opens the panel). */
var LESSON_CONTENT_FIELDS = [
	"videoUrl",
	"body",
	"resources",
	"problemId"
];
/** A lesson's content in a few words, for its collapsed row: 'YouTube video · notes · 2 resources'. */
function contentSummary(lesson, videoLabel) {
	const resources = lesson.resources.length;
	const text = [
		lesson.videoUrl.trim() ? videoLabel ?? "video link" : null,
		lesson.body.trim() ? "notes" : null,
		resources ? plural(resources, "resource") : null,
		lesson.problemId ? "coding problem" : null
	].filter(Boolean).join(" · ");
	return text ? text.charAt(0).toUpperCase() + text.slice(1) : "No content yet";
}
// src/features/courses-admin/lib/lesson-video.ts
/**
* A lesson video link as the editor previews it: a YouTube video by its thumbnail (the id comes
* from the player URL videoEmbedUrl builds), a Vimeo or MP4 one by a badge; null when the link
* is not a lesson video.
*/
function lessonVideoOf(raw) {
	const url = raw.trim();
	if (!url) return null;
	const embed = videoEmbedUrl(url);
	if (embed) {
		const provider = embedProviderOf(embed)?.name;
		if (provider === "YouTube") {
			const id = new URL(embed).pathname.split("/").at(-1) ?? "";
			return {
				source: "youtube",
				id,
				thumbnail: `https://i.ytimg.com/vi/${id}/mqdefault.jpg`
			};
		}
		if (provider === "Vimeo") return { source: "vimeo" };
	}
	return isMp4Url(url) ? { source: "mp4" } : null;
}
var iconButton = "grid size-9 shrink-0 place-items-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-40";
/**
* A lesson's resources: rows of title and link (https, or a file uploaded here), added and
* removed. A PDF, ZIP or image can be uploaded into a row.
*/
function LessonResourcesField({ base, isRequired, testId }) {
	const { control } = useFormContext();
	const name = `${base}.resources`;
	const rows = useFieldArray({
		control,
		name
	});
	const listError = useFieldError(name);
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "min-w-0",
		"data-field": name,
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: "mb-1 text-sm font-medium text-slate-800",
				children: isRequired ? "Resources" : "Resources (optional)"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mb-2 text-xs text-slate-600",
				children: "Links students open or download: an https link, or an uploaded PDF, ZIP or image."
			}),
			rows.fields.length > 0 && /* @__PURE__ */ jsx("ul", {
				className: "mb-2 space-y-2",
				children: rows.fields.map((field, index) => /* @__PURE__ */ jsx(ResourceRow, {
					base,
					index,
					onRemove: rows.remove,
					testId: `${testId}-resource-${index}`
				}, field.id))
			}),
			/* @__PURE__ */ jsx(FieldError, { message: listError }),
			/* @__PURE__ */ jsx("div", {
				className: "mt-2",
				children: /* @__PURE__ */ jsx(AddButton, {
					noun: "resource",
					count: rows.fields.length,
					max: 20,
					onAdd: () => rows.append({
						title: "",
						url: ""
					}),
					testId: `${testId}-resource-add`,
					size: "sm"
				})
			})
		]
	});
}
function ResourceRow({ base, index, onRemove, testId }) {
	const { register, getValues, setValue, formState } = useFormContext();
	const row = `${base}.resources.${index}`;
	const titleError = useFieldError(`${row}.title`);
	const urlError = useFieldError(`${row}.url`);
	const file = useRef(null);
	const upload = useUploadLessonFile();
	const label = `Resource ${index + 1}`;
	const onFile = async (picked) => {
		if (!picked) return;
		try {
			const url = await upload.mutateAsync(picked);
			const shouldValidate = formState.isSubmitted;
			setValue(`${row}.url`, url, {
				shouldDirty: true,
				shouldValidate
			});
			if (!getValues(`${row}.title`).trim()) {
				const title = picked.name.replace(/\.[^.]+$/, "").slice(0, 200);
				setValue(`${row}.title`, title, {
					shouldDirty: true,
					shouldValidate
				});
			}
			toast.success("File uploaded");
		} catch (error) {
			toast.error(clientMessage(error, UPLOAD_FAILED));
		} finally {
			if (file.current) file.current.value = "";
		}
	};
	return /* @__PURE__ */ jsxs("li", {
		className: "grid grid-cols-[minmax(0,1fr)_auto] gap-2 rounded-lg border border-slate-200 bg-slate-50/60 p-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto]",
		"data-testid": testId,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "min-w-0",
				children: [/* @__PURE__ */ jsx("input", {
					...register(`${row}.title`),
					placeholder: "Title, e.g. Slides",
					"aria-label": `${label} title`,
					"aria-invalid": titleError ? true : void 0,
					autoComplete: "off",
					"data-testid": `${testId}-title`,
					className: clsx(adminInputClass, "h-9")
				}), /* @__PURE__ */ jsx(FieldError, { message: titleError })]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "col-span-2 row-start-2 min-w-0 sm:col-span-1 sm:col-start-2 sm:row-start-1",
				children: [/* @__PURE__ */ jsx("input", {
					...register(`${row}.url`),
					type: "url",
					inputMode: "url",
					placeholder: "https://…",
					"aria-label": `${label} link`,
					"aria-invalid": urlError ? true : void 0,
					autoComplete: "off",
					spellCheck: false,
					"data-testid": `${testId}-url`,
					className: clsx(adminInputClass, "h-9")
				}), /* @__PURE__ */ jsx(FieldError, { message: urlError })]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "col-start-2 row-start-1 flex items-start sm:col-start-3",
				children: [
					/* @__PURE__ */ jsx("input", {
						ref: file,
						type: "file",
						accept: ASSIGNMENT_FILE_ACCEPT,
						className: "sr-only",
						tabIndex: -1,
						"aria-hidden": "true",
						onChange: (event) => void onFile(event.target.files?.[0]),
						"data-testid": `${testId}-file`
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: iconButton,
						onClick: () => file.current?.click(),
						disabled: upload.isPending,
						"aria-label": `Upload a file as ${label.toLowerCase()}`,
						title: "Upload a PDF, ZIP or image",
						"data-testid": `${testId}-upload`,
						children: upload.isPending ? /* @__PURE__ */ jsx(Spinner, { className: "size-4" }) : /* @__PURE__ */ jsx(FileUp, {
							className: "size-4",
							"aria-hidden": "true"
						})
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: clsx(iconButton, "hover:bg-red-50 hover:text-red-700"),
						onClick: () => onRemove(index),
						"aria-label": `Remove ${label.toLowerCase()}`,
						title: "Remove",
						"data-testid": `${testId}-remove`,
						children: /* @__PURE__ */ jsx(Trash2, {
							className: "size-4",
							"aria-hidden": "true"
						})
					})
				]
			})
		]
	});
}
// src/features/courses-admin/components/modules/lesson-video-field.tsx
var SOURCE_LABEL = {
	youtube: "YouTube video",
	vimeo: "Vimeo video",
	mp4: "MP4 video"
};
/**
* A lesson's video link, checked as it is typed (the schema's own LESSON_MSG texts), with what
* it will show: a YouTube video's thumbnail, or a Vimeo / MP4 badge.
*/
function LessonVideoField({ base, isRequired, testId }) {
	const { control, trigger } = useFormContext();
	const name = `${base}.videoUrl`;
	const video = lessonVideoOf(useWatch({
		control,
		name
	}) ?? "");
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-2",
		children: [/* @__PURE__ */ jsx(FormText, {
			name,
			label: isRequired ? "Video link" : "Video link (optional)",
			hint: "A YouTube or Vimeo link, or an https link to an MP4 file.",
			type: "url",
			inputMode: "url",
			placeholder: "https://www.youtube.com/watch?v=…",
			autoComplete: "off",
			spellCheck: false,
			inputClassName: "h-10",
			rules: { onChange: () => void trigger(name) },
			testId: `${testId}-video`
		}), video && /* @__PURE__ */ jsxs("div", {
			className: "flex flex-wrap items-center gap-3",
			"data-testid": `${testId}-video-preview`,
			children: [video.source === "youtube" && /* @__PURE__ */ jsx("img", {
				src: video.thumbnail,
				width: 320,
				height: 180,
				alt: "Thumbnail of the YouTube video",
				loading: "lazy",
				referrerPolicy: "no-referrer",
				"data-testid": `${testId}-video-thumb`,
				className: "aspect-video w-36 shrink-0 rounded-lg border border-slate-200 bg-slate-100 object-cover sm:w-44"
			}), /* @__PURE__ */ jsx(Pill, {
				tone: video.source === "youtube" ? "red" : "blue",
				icon: PlayCircle,
				testId: `${testId}-video-badge`,
				children: SOURCE_LABEL[video.source]
			})]
		})]
	});
}
var PROBLEMS_FAILED = "Failed to load coding problems";
/** GET /admin/coding-problems?search&limit → data.codingProblems (the bank, newest first). */
async function searchCodingProblems(search, signal) {
	return (await adminApi.get("/coding-problems", ZCodingListData, {
		query: {
			search: search.trim() || void 0,
			limit: 20
		},
		signal
	})).data.codingProblems.map(({ _id, title, difficulty, isActive }) => ({
		_id,
		title,
		difficulty,
		isActive
	}));
}
function useCodingProblemSearch(search, enabled) {
	return useQuery({
		queryKey: courseAdminKeys.problems(search.trim()),
		queryFn: ({ signal }) => searchCodingProblems(search, signal),
		enabled,
		staleTime: 3e4,
		placeholderData: keepPreviousData
	});
}
/** GET /admin/coding-problems/{id} → data.codingProblem: the chosen problem's title. */
async function getCodingProblemTitle(id, signal) {
	return (await adminApi.get(`/coding-problems/${encodeURIComponent(id)}`, ZCodingProblemData, { signal })).data.codingProblem.title;
}
function useCodingProblemTitle(id) {
	return useQuery({
		queryKey: courseAdminKeys.problem(id ?? ""),
		queryFn: ({ signal }) => getCodingProblemTitle(id, signal),
		enabled: id !== null,
		staleTime: 3e5
	});
}
// src/features/courses-admin/components/modules/problem-picker.tsx
/**
* The coding problem of a practice lesson: the chosen one by its title, or a search of the
* question bank's coding problems to choose from.
*/
function ProblemPicker({ base, isRequired, testId }) {
	const name = `${base}.problemId`;
	const { control } = useFormContext();
	const { field } = useController({
		control,
		name
	});
	const error = useFieldError(name);
	const problemId = field.value ?? null;
	const [isChoosing, setChoosing] = useState(problemId === null);
	const title = useCodingProblemTitle(problemId);
	const queryClient = useQueryClient();
	const id = useId();
	const describedBy = error ? `${id}-error` : `${id}-hint`;
	const choose = (problem) => {
		queryClient.setQueryData(courseAdminKeys.problem(problem._id), problem.title);
		field.onChange(problem._id);
		setChoosing(false);
	};
	return /* @__PURE__ */ jsxs("div", {
		"data-field": name,
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: `${id}-search`,
				className: "mb-1 block text-sm font-medium text-slate-800",
				children: isRequired ? "Coding problem" : "Coding problem (optional)"
			}),
			problemId !== null && /* @__PURE__ */ jsxs("div", {
				className: "mb-2 flex items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2",
				"data-testid": `${testId}-problem-chosen`,
				children: [
					/* @__PURE__ */ jsx(Code2, {
						className: "size-4 shrink-0 text-brand-700",
						"aria-hidden": "true"
					}),
					/* @__PURE__ */ jsx("span", {
						className: "min-w-0 flex-1 truncate text-sm font-semibold text-brand-900",
						children: title.isPending ? "Loading the problem…" : title.isError ? "A problem that could not be loaded" : title.data
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						onClick: () => setChoosing((on) => !on),
						"aria-expanded": isChoosing,
						className: "shrink-0 rounded-md px-2 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-100",
						"data-testid": `${testId}-problem-change`,
						children: isChoosing ? "Keep it" : "Change"
					}),
					!isRequired && /* @__PURE__ */ jsx("button", {
						type: "button",
						onClick: () => field.onChange(null),
						className: "shrink-0 rounded-md px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-white",
						children: "Remove"
					})
				]
			}),
			(isChoosing || problemId === null) && /* @__PURE__ */ jsx(ProblemSearch, {
				inputId: `${id}-search`,
				describedBy,
				isInvalid: Boolean(error),
				chosenId: problemId,
				onChoose: choose,
				testId,
				inputRef: field.ref
			}),
			error ? /* @__PURE__ */ jsx("p", {
				id: `${id}-error`,
				role: "alert",
				className: "mt-1 text-xs font-medium text-red-700",
				children: error
			}) : /* @__PURE__ */ jsx("p", {
				id: `${id}-hint`,
				className: "mt-1 text-xs text-slate-600",
				children: "Students solve it with the judge, from the lesson."
			})
		]
	});
}
function ProblemSearch({ inputId, describedBy, isInvalid, chosenId, onChoose, testId, inputRef }) {
	const [text, setText] = useState("");
	const [search, setSearch] = useState("");
	useEffect(() => {
		const timer = window.setTimeout(() => setSearch(text.trim()), 500);
		return () => window.clearTimeout(timer);
	}, [text]);
	const query = useCodingProblemSearch(search, true);
	const problems = query.data ?? [];
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("div", {
		className: "relative",
		children: [/* @__PURE__ */ jsx(Search, {
			className: "pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500",
			"aria-hidden": "true"
		}), /* @__PURE__ */ jsx("input", {
			ref: inputRef,
			id: inputId,
			type: "search",
			value: text,
			onChange: (event) => setText(event.target.value),
			onKeyDown: (event) => {
				if (event.key !== "Enter") return;
				event.preventDefault();
				setSearch(text.trim());
			},
			placeholder: "Search coding problems by title",
			maxLength: 100,
			autoComplete: "off",
			spellCheck: false,
			"aria-invalid": isInvalid || void 0,
			"aria-describedby": describedBy,
			"aria-controls": `${inputId}-results`,
			"data-testid": `${testId}-problem-search`,
			className: `${adminInputClass} h-10 pl-9`
		})]
	}), /* @__PURE__ */ jsx("div", {
		id: `${inputId}-results`,
		className: "mt-2 max-h-60 overflow-y-auto rounded-lg border border-slate-200 bg-white",
		children: query.isPending ? /* @__PURE__ */ jsxs("p", {
			className: "flex items-center gap-2 px-3 py-2.5 text-sm text-slate-600",
			role: "status",
			children: [/* @__PURE__ */ jsx(Spinner, { className: "size-4 text-brand-600" }), " Searching…"]
		}) : query.isError ? /* @__PURE__ */ jsx("p", {
			className: "px-3 py-2.5 text-sm text-red-700",
			role: "alert",
			children: PROBLEMS_FAILED
		}) : problems.length === 0 ? /* @__PURE__ */ jsx("p", {
			className: "px-3 py-2.5 text-sm text-slate-600",
			children: "No coding problem matches."
		}) : /* @__PURE__ */ jsx("ul", {
			className: "divide-y divide-slate-100",
			"aria-label": "Matching coding problems",
			children: problems.map((p) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", {
				type: "button",
				onClick: () => onChoose(p),
				"aria-pressed": p._id === chosenId,
				"data-testid": `${testId}-problem-option`,
				className: "flex w-full items-center justify-between gap-3 px-3 py-2 text-left hover:bg-slate-50 aria-pressed:bg-brand-50",
				children: [/* @__PURE__ */ jsx("span", {
					className: "min-w-0 truncate text-sm font-medium text-slate-900",
					children: p.title
				}), /* @__PURE__ */ jsxs("span", {
					className: "shrink-0 text-xs text-slate-500",
					children: [p.difficulty, !p.isActive && " · inactive"]
				})]
			}) }, p._id))
		})
	})] });
}
// src/features/courses-admin/components/modules/lesson-content.tsx
/**
* A lesson's content, by its kind: the part the kind needs comes first and is required (a video
* lesson's link, a resources lesson's list, a practice lesson's problem); notes and resources
* may go with any lesson. A video link or problem kept from another kind stays visible.
*/
function LessonContent({ base, testId }) {
	const { control } = useFormContext();
	const [kind, videoUrl, problemId] = useWatch({
		control,
		name: [
			`${base}.kind`,
			`${base}.videoUrl`,
			`${base}.problemId`
		]
	});
	const video = (kind === "video" || Boolean(videoUrl)) && /* @__PURE__ */ jsx(LessonVideoField, {
		base,
		isRequired: kind === "video",
		testId
	}, "video");
	const problem = (kind === "practice" || problemId !== null) && /* @__PURE__ */ jsx(ProblemPicker, {
		base,
		isRequired: kind === "practice",
		testId
	}, "problem");
	const notes = /* @__PURE__ */ jsx(FormMarkdown, {
		name: `${base}.body`,
		label: kind === "article" ? "Article (Markdown)" : "Notes (Markdown, optional)",
		hint: "Headings (#), lists (-), **bold**, `code`, ``` code blocks ``` and [links](https://…).",
		placeholder: "## What you will learn\n\n- …",
		testId: `${testId}-notes`
	}, "notes");
	const resources = /* @__PURE__ */ jsx(LessonResourcesField, {
		base,
		isRequired: kind === "resources",
		testId
	}, "resources");
	const parts = kind === "resources" ? [
		resources,
		notes,
		video,
		problem
	] : kind === "practice" ? [
		problem,
		notes,
		resources,
		video
	] : kind === "article" ? [
		notes,
		resources,
		video,
		problem
	] : [
		video,
		notes,
		resources,
		problem
	];
	return /* @__PURE__ */ jsx("div", {
		className: "space-y-5",
		"data-testid": `${testId}-content`,
		"data-kind": kind,
		children: parts.filter(Boolean)
	});
}
// src/features/courses-admin/components/modules/module-card.tsx
var VIDEO_LABEL = {
	youtube: "YouTube video",
	vimeo: "Vimeo video",
	mp4: "MP4 video"
};
/** One module: its title and description, and its ordered lessons. */
function ModuleCard({ index, count, onMove, onRemove }) {
	const { control } = useFormContext();
	const lessons = useFieldArray({
		control,
		name: `modules.${index}.lessons`
	});
	const watched = useWatch({
		control,
		name: `modules.${index}.lessons`
	}) ?? [];
	const minutes = watched.reduce((sum, l) => sum + (Number(l?.durationMinutes) || 0), 0);
	const base = `modules.${index}`;
	const lessonsError = useFieldError(`${base}.lessons`);
	const unlockDay = useWatch({
		control,
		name: `${base}.unlockDay`
	});
	return /* @__PURE__ */ jsxs("li", {
		className: "rounded-xl border border-slate-200 bg-white shadow-xs",
		"data-testid": `module-${index}`,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex items-center gap-3 rounded-t-xl border-b border-slate-200 bg-slate-50 px-3 py-2 sm:px-4",
			children: [
				/* @__PURE__ */ jsx("span", {
					className: "grid size-7 shrink-0 place-items-center rounded-lg bg-brand-600 text-xs font-bold text-white tabular-nums",
					children: index + 1
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "min-w-0 text-xs text-slate-600",
					children: [
						plural(watched.length, "lesson"),
						minutes > 0 && ` · ${formatMinutes(minutes)}`,
						typeof unlockDay === "number" && unlockDay > 0 && ` · opens on day ${unlockDay}`
					]
				}),
				/* @__PURE__ */ jsx("div", {
					className: "ml-auto",
					children: /* @__PURE__ */ jsx(ItemControls, {
						label: `module ${index + 1}`,
						index,
						count,
						onMove,
						onRemove,
						testId: `module-${index}`
					})
				})
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "space-y-4 p-3 sm:p-4",
			children: [
				/* @__PURE__ */ jsx(FormText, {
					name: `${base}.title`,
					label: "Module title",
					placeholder: "e.g. Getting started with JavaScript",
					autoComplete: "off",
					inputClassName: "h-10",
					testId: `module-${index}-title`
				}),
				/* @__PURE__ */ jsx(FormTextArea, {
					name: `${base}.description`,
					label: "Description (optional)",
					rows: 2,
					autoGrow: true,
					inputClassName: "min-h-16",
					testId: `module-${index}-description`
				}),
				/* @__PURE__ */ jsx(FormNumber, {
					name: `${base}.unlockDay`,
					label: "Opens on day",
					hint: "Days after the batch starts; leave empty to open it from enrolment.",
					empty: null,
					placeholder: "Open from enrolment",
					autoComplete: "off",
					inputClassName: "h-10",
					className: "sm:max-w-md",
					testId: `module-${index}-unlock-day`
				}),
				/* @__PURE__ */ jsxs("div", { children: [
					/* @__PURE__ */ jsx("p", {
						className: "mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase",
						children: "Lessons"
					}),
					lessonsError && /* @__PURE__ */ jsx("p", {
						role: "alert",
						className: "mb-2 text-xs font-medium text-red-700",
						children: lessonsError
					}),
					/* @__PURE__ */ jsx(FieldArrayList, {
						array: lessons,
						listClassName: "mb-3 divide-y divide-slate-100 rounded-xl border border-slate-200",
						renderEntry: (key, controls) => /* @__PURE__ */ jsx(LessonRow, {
							moduleIndex: index,
							...controls
						}, key),
						add: {
							noun: "lesson",
							max: 100,
							onAdd: () => lessons.append(emptyLesson()),
							testId: `module-${index}-add-lesson`,
							size: "sm"
						}
					})
				] })
			]
		})]
	});
}
function LessonRow({ moduleIndex, index, count, onMove, onRemove }) {
	const { register, control } = useFormContext();
	const base = `modules.${moduleIndex}.lessons.${index}`;
	const testId = `module-${moduleIndex}-lesson-${index}`;
	const titleError = useFieldError(`${base}.title`);
	const minutesError = useFieldError(`${base}.durationMinutes`);
	const error = titleError ?? minutesError;
	const name = `Module ${moduleIndex + 1}, lesson ${index + 1}`;
	const panelId = useId();
	const { errors } = useFormState({
		control,
		name: base
	});
	const lessonErrors = get(errors, base);
	const hasContentError = LESSON_CONTENT_FIELDS.some((key) => lessonErrors?.[key] !== void 0);
	const [isOpen, setOpen] = useState(false);
	const [hadContentError, setHadContentError] = useState(false);
	if (hasContentError !== hadContentError) {
		setHadContentError(hasContentError);
		if (hasContentError) setOpen(true);
	}
	const [kind, videoUrl, body, resources, problemId] = useWatch({
		control,
		name: [
			`${base}.kind`,
			`${base}.videoUrl`,
			`${base}.body`,
			`${base}.resources`,
			`${base}.problemId`
		]
	});
	const video = lessonVideoOf(videoUrl ?? "");
	const summary = contentSummary({
		videoUrl: videoUrl ?? "",
		body: body ?? "",
		resources: resources ?? [],
		problemId
	}, video ? VIDEO_LABEL[video.source] : null);
	return /* @__PURE__ */ jsxs("li", {
		className: "grid grid-cols-[1.25rem_minmax(0,1fr)_auto] items-center gap-x-2 gap-y-2 px-2 py-2.5 sm:grid-cols-[1.25rem_minmax(0,1fr)_auto_auto] sm:px-3",
		"data-testid": testId,
		children: [
			/* @__PURE__ */ jsxs("span", {
				className: "text-right text-xs text-slate-500 tabular-nums",
				children: [index + 1, "."]
			}),
			/* @__PURE__ */ jsx("input", {
				...register(`${base}.title`),
				placeholder: "Lesson title",
				"aria-label": `${name} title`,
				"aria-invalid": titleError ? true : void 0,
				autoComplete: "off",
				"data-testid": `${testId}-title`,
				className: clsx(adminInputClass, "h-9 min-w-0")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "col-span-2 col-start-2 row-start-2 flex items-center gap-2 sm:col-span-1 sm:col-start-3 sm:row-start-1",
				children: [/* @__PURE__ */ jsxs("label", {
					className: "relative block w-24 shrink-0",
					children: [
						/* @__PURE__ */ jsxs("span", {
							className: "sr-only",
							children: [name, " length in minutes"]
						}),
						/* @__PURE__ */ jsx("input", {
							...register(`${base}.durationMinutes`, { setValueAs: toMinutes }),
							inputMode: "numeric",
							placeholder: "0",
							"aria-invalid": minutesError ? true : void 0,
							"data-testid": `${testId}-minutes`,
							className: clsx(adminInputClass, "h-9 pr-10 tabular-nums")
						}),
						/* @__PURE__ */ jsx("span", {
							className: "pointer-events-none absolute inset-y-0 right-2.5 flex items-center text-xs text-slate-500",
							children: "min"
						})
					]
				}), /* @__PURE__ */ jsxs("label", {
					className: "inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg px-2 text-xs font-medium text-slate-700 hover:bg-slate-50",
					title: "A preview lesson can be watched before enrolling",
					children: [
						/* @__PURE__ */ jsx("input", {
							type: "checkbox",
							...register(`${base}.isPreview`),
							"data-testid": `${testId}-preview`,
							className: "size-4 rounded border-slate-300 accent-brand-600"
						}),
						/* @__PURE__ */ jsx(Eye, {
							className: "size-3.5 text-slate-500",
							"aria-hidden": "true"
						}),
						"Preview"
					]
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "col-start-3 row-start-1 sm:col-start-4",
				children: /* @__PURE__ */ jsx(ItemControls, {
					label: `lesson ${index + 1} of module ${moduleIndex + 1}`,
					index,
					count,
					onMove,
					onRemove,
					testId
				})
			}),
			error && /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "col-span-full col-start-2 text-xs font-medium text-red-700",
				children: error
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "col-span-full col-start-2 flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1",
				children: [
					/* @__PURE__ */ jsxs("label", {
						className: "block w-32 shrink-0",
						children: [/* @__PURE__ */ jsxs("span", {
							className: "sr-only",
							children: [name, " kind"]
						}), /* @__PURE__ */ jsx(AdminSelect, {
							...register(`${base}.kind`),
							value: kind,
							"data-testid": `${testId}-kind`,
							className: "w-full",
							children: LESSON_KINDS.map((k) => /* @__PURE__ */ jsx("option", {
								value: k,
								children: LESSON_KIND_LABELS[k]
							}, k))
						})]
					}),
					/* @__PURE__ */ jsxs("button", {
						type: "button",
						onClick: () => setOpen((open) => !open),
						"aria-expanded": isOpen,
						"aria-controls": panelId,
						"aria-label": `${name} content`,
						"data-testid": `${testId}-content-toggle`,
						className: "inline-flex h-8 items-center gap-1 rounded-lg px-2 text-xs font-semibold text-brand-800 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none",
						children: [/* @__PURE__ */ jsx(ChevronRight, {
							className: clsx("size-4 transition-transform", isOpen && "rotate-90"),
							"aria-hidden": "true"
						}), "Content"]
					}),
					/* @__PURE__ */ jsx("span", {
						className: clsx("min-w-0 truncate text-xs", hasContentError ? "font-medium text-red-700" : "text-slate-500"),
						"data-testid": `${testId}-summary`,
						children: hasContentError ? "Check the content" : summary
					})
				]
			}),
			isOpen && /* @__PURE__ */ jsx("div", {
				id: panelId,
				className: "col-span-full rounded-lg border border-slate-200 bg-slate-50/70 p-3 sm:col-start-2 sm:p-4",
				children: /* @__PURE__ */ jsx(LessonContent, {
					base,
					testId
				})
			})
		]
	});
}
// src/features/courses-admin/components/modules/modules-editor.tsx
/** The Modules & lessons card of the edit page: loads the modules, then their editor. */
function ModulesEditor({ courseId, onDirtyChange }) {
	const query = useCourseModules(courseId);
	return /* @__PURE__ */ jsx(EditorCard, {
		id: "modules",
		icon: Layers,
		description: "What enrolled students work through in their classroom. Preview lessons are open to everyone.",
		children: /* @__PURE__ */ jsx(QueryBlock, {
			query,
			loadingLabel: "Loading modules…",
			skeletonClassName: "h-28",
			failedMessage: COURSES_MSG.fetchModulesFailed,
			className: "space-y-3",
			children: (modules) => /* @__PURE__ */ jsx(ModulesForm, {
				courseId,
				modules,
				onDirtyChange
			})
		})
	});
}
function ModulesForm({ courseId, modules, onDirtyChange }) {
	const form = useZodForm(ZCourseModulesBody, { defaultValues: modulesToValues(modules) });
	const list = useFieldArray({
		control: form.control,
		name: "modules"
	});
	const { isDirty, errors } = form.formState;
	const save = useSaveCourseModules();
	useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
	const onSubmit = async (body) => {
		const { modules: saved, message } = await save.mutateAsync({
			id: courseId,
			body
		});
		form.reset(modulesToValues(saved));
		toast.success(message);
	};
	return /* @__PURE__ */ jsxs(Form, {
		form,
		onSubmit,
		tell: "toast",
		failureMessage: SAVE_MODULES_FAILED,
		"aria-label": "Modules and lessons",
		className: "-mx-4 -mb-4 sm:-mx-5 sm:-mb-5",
		"data-testid": "modules-form",
		children: [/* @__PURE__ */ jsx("div", {
			className: "space-y-3 px-4 pb-4 sm:px-5 sm:pb-5",
			children: /* @__PURE__ */ jsx(FieldArrayList, {
				array: list,
				empty: /* @__PURE__ */ jsx(EmptyNote, {
					className: "py-8",
					children: "No modules yet. Add the first one, then its lessons."
				}),
				listClassName: "space-y-4",
				renderEntry: (key, controls) => /* @__PURE__ */ jsx(ModuleCard, { ...controls }, key),
				add: {
					noun: "module",
					max: 100,
					onAdd: () => list.append(emptyModule()),
					testId: "module-add"
				}
			})
		}), /* @__PURE__ */ jsx(SaveBar, {
			variant: "card",
			isDirty,
			isSaving: save.isPending,
			errorCount: countErrors(errors),
			isNew: false,
			onDiscard: () => form.reset(),
			saveLabel: "Save modules",
			testId: "modules"
		})]
	});
}
// src/features/courses-admin/components/course-editor-screen.tsx
/**
* The course editor page body: the course form and, once the course exists, its modules and
* announcements. One leave guard covers all three (a router allows one blocker at a time).
*/
function CourseEditorScreen({ course }) {
	const { allowRef, leave } = useGuardedLeave();
	const [dirty, setDirty] = useState({
		course: false,
		modules: false,
		announcement: false
	});
	const onCourseDirty = useCallback((v) => setDirty((d) => ({
		...d,
		course: v
	})), []);
	const onModulesDirty = useCallback((v) => setDirty((d) => ({
		...d,
		modules: v
	})), []);
	const onAnnouncementDirty = useCallback((v) => setDirty((d) => ({
		...d,
		announcement: v
	})), []);
	const onCreated = useCallback((created) => leave(`/admin/courses/edit/${created._id}`, { replace: true }), [leave]);
	const sections = useMemo(() => editorSections(course !== void 0), [course]);
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-6xl",
		children: [
			/* @__PURE__ */ jsx(LeaveGuard, {
				when: dirty.course || dirty.modules || dirty.announcement,
				allowRef
			}),
			/* @__PURE__ */ jsx(AdminPageHeader, {
				back: {
					to: "/admin/courses",
					label: "All courses"
				},
				title: course ? "Edit course" : "New course",
				description: course ? /* @__PURE__ */ jsx(RecordSummary, {
					name: course.title,
					testId: "editor-course-title",
					badge: /* @__PURE__ */ jsx(CourseStateBadge, { state: course.state }),
					updatedAt: course.updatedAt
				}) : "Fill in the details and create the course; modules and announcements come next.",
				actions: course && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs(Link, {
					to: `/admin/courses/${course._id}/batches`,
					className: buttonStyles({
						variant: "secondary",
						size: "sm"
					}),
					children: [
						/* @__PURE__ */ jsx(CalendarRange, {
							className: "size-4",
							"aria-hidden": "true"
						}),
						"Batches (",
						course.batchCount,
						")"
					]
				}), course.state === "published" && /* @__PURE__ */ jsxs("a", {
					href: `/courses/${course._id}`,
					target: "_blank",
					rel: "noreferrer",
					className: buttonStyles({
						variant: "secondary",
						size: "sm"
					}),
					"data-testid": "editor-view-public",
					children: [/* @__PURE__ */ jsx(ExternalLink, {
						className: "size-4",
						"aria-hidden": "true"
					}), "View public page"]
				})] })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-8 xl:grid-cols-[minmax(0,1fr)_12rem]",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "min-w-0 space-y-6",
					children: [/* @__PURE__ */ jsx(CourseForm, {
						course,
						onDirtyChange: onCourseDirty,
						onCreated
					}), course && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(ModulesEditor, {
						courseId: course._id,
						onDirtyChange: onModulesDirty
					}), /* @__PURE__ */ jsx(AnnouncementsPanel, {
						courseId: course._id,
						onDirtyChange: onAnnouncementDirty
					})] })]
				}), /* @__PURE__ */ jsx("aside", {
					className: "hidden xl:block",
					children: /* @__PURE__ */ jsx(SectionIndex, { sections })
				})]
			})
		]
	});
}
// src/features/courses-admin/pages/admin-course-editor-page.tsx
/** /admin/courses/new and /admin/courses/edit/{courseId}. */
function AdminCourseEditorPage() {
	const { courseId } = useParams();
	if (!courseId) return /* @__PURE__ */ jsx(CourseEditorScreen, {}, "new");
	return /* @__PURE__ */ jsx(EditCourse, { courseId }, courseId);
}
function EditCourse({ courseId }) {
	const isValidId = ID_PATTERN.test(courseId);
	const query = useAdminCourse(courseId, isValidId);
	return /* @__PURE__ */ jsx(RecordLoader, {
		query,
		isValidId,
		invalidId: {
			title: COURSES_MSG.invalidCourseId,
			description: "This link does not point to a course. Open the course from the list."
		},
		notFound: {
			title: COURSES_MSG.courseNotFound,
			description: "It may have been deleted. Check the course list."
		},
		failedMessage: COURSES_MSG.fetchCourseFailed,
		loadingLabel: "Loading course...",
		back: {
			to: "/admin/courses",
			label: "Back to courses"
		},
		children: (course) => /* @__PURE__ */ jsx(CourseEditorScreen, { course })
	});
}
export { AdminCourseEditorPage as default };
