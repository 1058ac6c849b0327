import { a as getErrorMessage, s as MSG, t as adminApi } from "./api-client-CyCTgC69.js";
import { Wt as Button, c as toast } from "../entry-server.js";
import { t as FormAlert } from "./form-alert-CsURkenI.js";
import { n as FieldMessage, r as adminInputClass, t as AdminField } from "./form-field-C7rmj4tf.js";
import { n as FieldFrame, t as TextField } from "./text-field-CZn8-cfl.js";
import { t as AdminSelect } from "./admin-select-TqVrN8aU.js";
import { r as fieldIssues, t as clientMessage } from "./field-issues-CklJ7g7w.js";
import "./filter-bar-Bstm2apS.js";
import { r as istInputToIso, t as isoToIstInput } from "./ist-datetime-B-lTdV24.js";
import { t as DateInput } from "./date-input-B9rBstW2.js";
import { t as DateTimeInput } from "./date-time-input-CqTHp9wb.js";
import { _ as ZUploadedFileData, i as UPLOAD_MIME_TYPES, v as imageUploadProblem } from "./payment.schema-B6MFmkue.js";
import { t as safeImageUrl } from "./safe-image-url-4gvig218.js";
import { i as ID_PATTERN, n as ZPagination, r as listPageFields } from "./http-DRLmBayV.js";
import { g as REQUEST_TIMEOUT_MS } from "./plural-DYc3P-kI.js";
import { z } from "zod";
import { useMutation } from "@tanstack/react-query";
import { clsx } from "clsx";
import { ArrowDown, ArrowUp, ChevronDown, ImageUp, Plus, Trash2, X } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { Suspense, cloneElement, createContext, lazy, useContext, useEffect, useId, useRef, useState } from "react";
import { FormProvider, get, set, useController, useForm, useFormContext, useFormState, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
// ../../packages/shared/src/courses/assignment.schema.ts
/**
* Assignments of a batch and their review (issue 17). Staff set what to hand in (a link, text or
* a file), by when, and the marks; students hand it in and may do so again until the due date
* (a first hand-in after it is still taken, marked late; a graded one is final).
*
* Student (public base, enrolled students only, everyone else 404):
*   GET /classroom/{batchId}/assignments → data.assignments (ZClassroomAssignment[])
*   POST /classroom/{batchId}/assignments/{assignmentId}/submissions (ZAssignmentSubmissionBody)
*     → data.submission (ZClassroomSubmission)
*   POST /classroom/{batchId}/assignments/{assignmentId}/file (raw PDF/ZIP/image bytes) → 201 data.file
* Staff (menu courses):
*   GET/POST /admin/batches/{id}/assignments; PATCH/DELETE /admin/batches/{id}/assignments/{assignmentId}
*   GET /admin/batches/{id}/assignment-submissions (ZAssignmentQueueQuery) → data{submissions, pagination}
*   GET /admin/assignments/{id}/submissions/{submissionId} → data.submission
*   GET /admin/assignments/{id}/submissions/{submissionId}/file → the file (attachment)
*   POST /admin/assignments/{id}/submissions/{submissionId}/review (ZAssignmentReviewBody) → data.submission
*/
var ASSIGNMENT_KINDS = [
	"link",
	"text",
	"file"
];
var ASSIGNMENT_KIND_LABELS = {
	link: "A link (GitHub or any https URL)",
	text: "Text",
	file: "A file (PDF, ZIP or image)"
};
var ASSIGNMENT_STATUSES = [
	"not_submitted",
	"submitted",
	"late",
	"graded"
];
var ASSIGNMENT_STATUS_LABELS = {
	not_submitted: "Not submitted",
	submitted: "Submitted",
	late: "Late",
	graded: "Graded"
};
/** What a handed-in submission can be (the review queue's status filter). */
var REVIEW_STATUSES = [
	"submitted",
	"late",
	"graded"
];
var ASSIGNMENT_TEXT_MAX = 2e4;
var ASSIGNMENT_FEEDBACK_MAX = 5e3;
var ASSIGNMENT_INSTRUCTIONS_MAX = 2e4;
/** What the file picker offers (browsers name ZIPs in several ways). */
var ASSIGNMENT_FILE_ACCEPT = ".pdf,.zip,.png,.jpg,.jpeg,.webp";
var ASSIGNMENT_FILE_EXT = /\.(pdf|zip|png|jpe?g|webp)$/i;
/**
* The browser's check of a document before it is sent (an assignment hand-in, a lesson resource):
* the server reads what it is from its bytes again.
*/
function documentUploadProblem(file) {
	if (!ASSIGNMENT_FILE_EXT.test(file.name)) return ASSIGNMENT_MSG.fileTypeInvalid;
	if (file.size === 0) return ASSIGNMENT_MSG.fileEmpty;
	if (file.size > 10485760) return ASSIGNMENT_MSG.fileTooLarge;
	return null;
}
var ASSIGNMENT_MSG = {
	titleRequired: "Title is required",
	titleTooLong: "Title must be at most 150 characters",
	instructionsTooLong: "Instructions must be at most 20,000 characters",
	dueRequired: "Enter the due date and time",
	maxScoreRange: "Maximum score must be a whole number from 1 to 1000",
	passScoreRange: "Pass mark must be a whole number from 0 to the maximum score",
	kindRequired: "Choose what students hand in",
	kindMismatch: "This assignment takes another kind of submission",
	linkInvalid: "Enter an https link, e.g. https://github.com/you/project",
	textRequired: "Write your answer",
	textTooLong: "Your answer must be at most 20,000 characters",
	fileRequired: "Upload your file",
	fileNotFound: "Upload the file again",
	fileTypeInvalid: "Upload a PDF, ZIP or image (PNG, JPEG or WebP)",
	fileTooLarge: "The file must be at most 10 MB",
	fileEmpty: "The file is empty",
	scoreRequired: "Enter a whole-number score",
	scoreTooHigh: (max) => `Score must be from 0 to ${max}`,
	feedbackTooLong: "Feedback must be at most 5,000 characters",
	notFound: "Assignment not found",
	submissionNotFound: "Submission not found",
	pastDue: "The due date has passed: your submission can no longer be changed",
	alreadyGraded: "This submission has been graded and can no longer be changed",
	hasSubmissions: "Students have handed this assignment in: it cannot be deleted",
	created: "Assignment created",
	updated: "Assignment updated",
	deleted: "Assignment deleted",
	fetched: "Assignments fetched",
	submitted: "Submission received",
	submittedLate: "Submission received after the due date: it is marked late",
	resubmitted: "Submission updated",
	reviewed: "Review saved; the student has been e-mailed",
	fileUploaded: "File uploaded",
	noChanges: "No changes made"
};
var ZTitle = z.string({ error: ASSIGNMENT_MSG.titleRequired }).trim().min(1, ASSIGNMENT_MSG.titleRequired).max(150, ASSIGNMENT_MSG.titleTooLong);
var ZInstructions = z.string().trim().max(ASSIGNMENT_INSTRUCTIONS_MAX, ASSIGNMENT_MSG.instructionsTooLong);
/** India time typed in the form, sent with its offset (like a webinar's start). */
var ZDueAt = z.iso.datetime({
	offset: true,
	error: ASSIGNMENT_MSG.dueRequired
});
var ZMaxScore = z.number({ error: ASSIGNMENT_MSG.maxScoreRange }).int(ASSIGNMENT_MSG.maxScoreRange).min(1, ASSIGNMENT_MSG.maxScoreRange).max(1e3, ASSIGNMENT_MSG.maxScoreRange);
var ZPassScore = z.number({ error: ASSIGNMENT_MSG.passScoreRange }).int(ASSIGNMENT_MSG.passScoreRange).min(0, ASSIGNMENT_MSG.passScoreRange).max(1e3, ASSIGNMENT_MSG.passScoreRange);
var ZKind = z.enum(ASSIGNMENT_KINDS, { error: ASSIGNMENT_MSG.kindRequired });
var passWithinMax = (b) => b.maxScore === void 0 || b.passScore === void 0 || b.passScore <= b.maxScore;
var passIssue = {
	path: ["passScore"],
	message: ASSIGNMENT_MSG.passScoreRange
};
/** POST /admin/batches/{id}/assignments; the create and edit form. */
var ZAssignmentBody = z.strictObject({
	title: ZTitle,
	instructions: ZInstructions.default(""),
	dueAt: ZDueAt,
	maxScore: ZMaxScore,
	passScore: ZPassScore,
	submissionKind: ZKind
}).refine(passWithinMax, passIssue);
z.strictObject({
	title: ZTitle.optional(),
	instructions: ZInstructions.optional(),
	dueAt: ZDueAt.optional(),
	maxScore: ZMaxScore.optional(),
	passScore: ZPassScore.optional(),
	submissionKind: ZKind.optional()
}).refine(passWithinMax, passIssue);
/** Any https URL (a GitHub repository, a deployed page…). */
var ZSubmissionLink = z.string({ error: ASSIGNMENT_MSG.linkInvalid }).trim().max(2e3, ASSIGNMENT_MSG.linkInvalid).refine((v) => {
	if (!/^https:\/\/[^\s]+$/i.test(v)) return false;
	try {
		return new URL(v).hostname.includes(".");
	} catch {
		return false;
	}
}, ASSIGNMENT_MSG.linkInvalid);
/** The student's hand-in, by the assignment's kind (the student's form, one per kind). */
var ZLinkSubmissionBody = z.strictObject({
	kind: z.literal("link"),
	link: ZSubmissionLink
});
var ZTextSubmissionBody = z.strictObject({
	kind: z.literal("text"),
	text: z.string({ error: ASSIGNMENT_MSG.textRequired }).trim().min(1, ASSIGNMENT_MSG.textRequired).max(ASSIGNMENT_TEXT_MAX, ASSIGNMENT_MSG.textTooLong)
});
var ZFileSubmissionBody = z.strictObject({
	kind: z.literal("file"),
	/** POST /classroom/{batchId}/assignments/{assignmentId}/file → data.file._id */
	fileId: z.string({ error: ASSIGNMENT_MSG.fileRequired }).regex(ID_PATTERN, ASSIGNMENT_MSG.fileRequired),
	/** the name of the file on the student's computer, shown to staff */
	fileName: z.string().trim().max(200).optional()
});
z.discriminatedUnion("kind", [
	ZLinkSubmissionBody,
	ZTextSubmissionBody,
	ZFileSubmissionBody
], { error: ASSIGNMENT_MSG.kindMismatch });
/** A submitted file as shown back (no public URL: staff download it through their route). */
var ZSubmissionFile = z.object({ name: z.string() });
/** The signed-in student's own submission (or its absence) to an assignment. */
var ZClassroomSubmission = z.object({
	status: z.enum(ASSIGNMENT_STATUSES),
	link: z.string().nullable(),
	text: z.string().nullable(),
	file: ZSubmissionFile.nullable(),
	attempts: z.number().int(),
	/** null until handed in */
	submittedAt: z.string().nullable(),
	late: z.boolean(),
	/** set once graded */
	score: z.number().int().nullable(),
	feedback: z.string().nullable(),
	reviewedAt: z.string().nullable(),
	/** a hand-in now is accepted: the first one always, again only before the due date and review */
	canResubmit: z.boolean()
});
var assignmentView = {
	_id: z.string(),
	title: z.string(),
	instructions: z.string(),
	dueAt: z.string(),
	maxScore: z.number().int(),
	passScore: z.number().int(),
	submissionKind: z.enum(ASSIGNMENT_KINDS)
};
/** GET /classroom/{batchId}/assignments → data.assignments[], by due date. */
var ZClassroomAssignment = z.object({
	...assignmentView,
	submission: ZClassroomSubmission
});
var ZClassroomAssignmentsData = z.object({ assignments: z.array(ZClassroomAssignment) });
var ZClassroomSubmissionData = z.object({ submission: ZClassroomSubmission });
/** An assignment as staff see it, with how many handed it in and how many are graded. */
var ZAdminAssignment = z.object({
	...assignmentView,
	batchId: z.string(),
	submittedCount: z.number().int(),
	gradedCount: z.number().int(),
	createdAt: z.string(),
	updatedAt: z.string()
});
var ZAdminAssignmentsData = z.object({ assignments: z.array(ZAdminAssignment) });
var ZAdminAssignmentData = z.object({ assignment: ZAdminAssignment });
z.object({
	assignmentId: z.string().regex(ID_PATTERN, ASSIGNMENT_MSG.notFound).optional().or(z.literal("").transform(() => void 0)),
	status: z.enum(REVIEW_STATUSES).optional().or(z.literal("").transform(() => void 0)),
	...listPageFields
});
/** A row of the review queue. */
var ZQueuedSubmission = z.object({
	_id: z.string(),
	assignment: z.object({
		_id: z.string(),
		title: z.string(),
		maxScore: z.number().int(),
		submissionKind: z.enum(ASSIGNMENT_KINDS)
	}),
	student: z.object({
		_id: z.string(),
		name: z.string(),
		email: z.string()
	}),
	status: z.enum(REVIEW_STATUSES),
	late: z.boolean(),
	attempts: z.number().int(),
	submittedAt: z.string(),
	score: z.number().int().nullable(),
	reviewedAt: z.string().nullable()
});
var ZAssignmentQueueData = z.object({
	submissions: z.array(ZQueuedSubmission),
	pagination: ZPagination
});
/** One submission opened for review: what was handed in, and the review so far. */
var ZAdminSubmission = ZQueuedSubmission.extend({
	batchId: z.string(),
	link: z.string().nullable(),
	text: z.string().nullable(),
	/** url: the staff download route */
	file: z.object({
		name: z.string(),
		url: z.string()
	}).nullable(),
	feedback: z.string().nullable(),
	reviewerName: z.string().nullable(),
	dueAt: z.string()
});
var ZAdminSubmissionData = z.object({ submission: ZAdminSubmission });
/** POST /admin/assignments/{id}/submissions/{submissionId}/review; the review form. */
var ZAssignmentReviewBody = z.strictObject({
	score: z.number({ error: ASSIGNMENT_MSG.scoreRequired }).int(ASSIGNMENT_MSG.scoreRequired).min(0, ASSIGNMENT_MSG.scoreRequired).max(1e3, ASSIGNMENT_MSG.scoreTooHigh(1e3)),
	feedback: z.string().trim().max(ASSIGNMENT_FEEDBACK_MAX, ASSIGNMENT_MSG.feedbackTooLong).default("")
});
// src/components/form/form-errors.ts
var isNode = (value) => typeof value === "object" && value !== null;
var isLeaf = (value) => typeof value.message === "string" && "type" in value;
/**
* How many fields under a react-hook-form errors tree carry a message. The top level's `root`
* is the form's own alert, not a field; deeper down `root` is a list's message and counts.
*/
function countErrors(errors, isTop = true) {
	if (!isNode(errors)) return 0;
	if (isLeaf(errors)) return 1;
	return Object.entries(errors).filter(([key]) => key !== "ref" && !(isTop && key === "root")).reduce((sum, [, child]) => sum + countErrors(child, false), 0);
}
/** The dotted path of the first field with an error, in schema order. */
function firstErrorPath(errors, prefix = "") {
	if (!isNode(errors)) return null;
	if (isLeaf(errors)) return prefix || null;
	for (const [key, child] of Object.entries(errors)) {
		if (key === "ref" || key === "root") continue;
		const found = firstErrorPath(child, prefix ? `${prefix}.${key}` : key);
		if (found) return found;
	}
	return null;
}
/** The message of one field in an errors tree (dotted path), if it has one. */
function errorAt(errors, path) {
	return listMessage(get(errors, path));
}
/** The message of a field, or of an array field on its `root` (useFieldArray puts it there). */
function listMessage(node) {
	if (!isNode(node)) return void 0;
	if (typeof node.message === "string" && node.message) return node.message;
	const root = node.root;
	return isNode(root) && typeof root.message === "string" ? root.message : void 0;
}
/** Every message under a node (entries of a list whose indices the schema may have shifted). */
function allMessages(node) {
	if (!isNode(node)) return [];
	const own = typeof node.message === "string" && node.message ? [node.message] : [];
	const children = Object.entries(node).filter(([key]) => key !== "ref" && key !== "message" && key !== "type").flatMap(([, child]) => allMessages(child));
	return [.../* @__PURE__ */ new Set([...own, ...children])];
}
/**
* Whether a dotted path names a value of the form ('metaData.faqs.0.answer'): a server issue on
* it can be shown under its field. A key that is there but undefined (an empty number) counts.
*/
function hasPath(values, path) {
	const keys = path.split(".");
	let node = values;
	for (const key of keys.slice(0, -1)) {
		if (!isNode(node)) return false;
		node = node[key];
	}
	return isNode(node) && keys.at(-1) in node;
}
/** The dotted path of every field with a message (list messages on `root` name the list). */
function errorPaths(errors, prefix = "") {
	if (!isNode(errors)) return [];
	if (isLeaf(errors)) return prefix ? [prefix] : [];
	return Object.entries(errors).flatMap(([key, child]) => {
		if (key === "ref") return [];
		if (key === "root") return prefix && isNode(child) ? [prefix] : [];
		return errorPaths(child, prefix ? `${prefix}.${key}` : key);
	});
}
/**
* Scrolls the first invalid control in page order into view and focuses it: one marked
* aria-invalid, or the control named by a field in `paths` (a radio group, a checkbox).
*/
function focusFirstInvalid(root, paths = []) {
	const named = paths.map((path) => `[name="${CSS.escape(path)}"]`);
	const el = root?.querySelector(["[aria-invalid=\"true\"]", ...named].join(", "));
	if (!el) return;
	el.scrollIntoView({
		block: "center",
		behavior: "smooth"
	});
	el.focus({ preventScroll: true });
}
// src/components/form/form-look.ts
var FormLookContext = createContext("admin");
var useFormLook = () => useContext(FormLookContext);
// src/components/form/form.tsx
/**
* react-hook-form on a shared Zod schema, the one the API checks again. The form's values are
* typed by `defaultValues` (an editor may keep every part present where the schema's input has
* them optional); a field's message updates as it is edited after a first submit.
*/
function useZodForm(schema, { alsoCheck, ...options }) {
	const schemaResolver = zodResolver(schema);
	const resolver = async (values, context, resolverOptions) => {
		const result = await schemaResolver(values, context, resolverOptions);
		const extra = alsoCheck?.(values).filter((i) => !hasPath(result.errors, i.field)) ?? [];
		if (extra.length === 0 || Object.keys(result.errors).length === 0) return result;
		const errors = { ...result.errors };
		for (const i of extra) set(errors, i.field, {
			type: "custom",
			message: i.message
		});
		return {
			values: {},
			errors
		};
	};
	return useForm({
		reValidateMode: "onChange",
		shouldFocusError: false,
		...options,
		defaultValues: options.defaultValues,
		resolver
	});
}
var textOf = (error, failureMessage) => typeof failureMessage === "function" ? failureMessage(error) : clientMessage(error, failureMessage ?? MSG.unknownApiError);
/**
* Shows a failed save: the server's field issues under their fields (those the form has), the
* rest as the form's alert or a toast. Answers whether any field got a message.
*/
function showFailure(form, error, { failureMessage, tell = "alert", fieldOf = (field) => field } = {}) {
	const issues = fieldIssues(error).map((i) => ({
		...i,
		field: fieldOf(i.field)
	}));
	const values = form.getValues();
	const placed = issues.filter((i) => hasPath(values, i.field));
	for (const i of placed) form.setError(i.field, {
		type: "server",
		message: i.message
	});
	if (tell === "toast") toast.error(issues[0]?.message ?? textOf(error, failureMessage));
	else if (placed.length === 0 || placed.length < issues.length) {
		const message = textOf(error, failureMessage);
		form.setError("root.server", {
			type: "server",
			message
		});
		if (tell === "alert+toast") toast.error(message);
	}
	return placed.length > 0;
}
/**
* A form on useZodForm's state: provides it to the field set, checks on submit, hands the
* parsed values to `onSubmit`, and places what the server refused (showFailure).
*/
function Form({ form, onSubmit, onInvalid, focusInvalid = true, editClearsErrors = false, look = "admin", failureMessage, tell, fieldOf, onChange, children, ...rest }) {
	const element = useRef(null);
	const isFocusDue = useRef(false);
	const { isSubmitting } = useFormState({ control: form.control });
	useEffect(() => {
		if (!isFocusDue.current || isSubmitting) return;
		isFocusDue.current = false;
		focusFirstInvalid(element.current, errorPaths(form.formState.errors));
	});
	const afterInvalid = (errors) => {
		onInvalid?.(errors);
		if (focusInvalid) isFocusDue.current = true;
	};
	const submit = (event) => void form.handleSubmit(async (values) => {
		try {
			await onSubmit(values);
		} catch (error) {
			if (showFailure(form, error, {
				failureMessage,
				tell,
				fieldOf
			})) afterInvalid(form.formState.errors);
		}
	}, afterInvalid)(event);
	const onEdit = (event) => {
		onChange?.(event);
		const name = event.target.name;
		if (!editClearsErrors || !name) return;
		form.clearErrors(name);
		form.clearErrors("root.server");
	};
	return /* @__PURE__ */ jsx(FormProvider, {
		...form,
		children: /* @__PURE__ */ jsx(FormLookContext, {
			value: look,
			children: /* @__PURE__ */ jsx("form", {
				ref: element,
				noValidate: true,
				onSubmit: submit,
				onChange: onEdit,
				...rest,
				children
			})
		})
	});
}
/** The form's alert: what the last save failed with, where no field took it. */
function FormServerAlert({ testId }) {
	const { errors } = useFormState();
	const message = errors.root?.server?.message;
	return message ? /* @__PURE__ */ jsx(FormAlert, {
		message,
		testId
	}) : null;
}
/** The submit button: spins and stays disabled while the form's onSubmit is running. */
function SubmitButton({ isLoading, ...props }) {
	const { isSubmitting } = useFormState();
	return /* @__PURE__ */ jsx(Button, {
		...props,
		type: "submit",
		isLoading: isLoading || isSubmitting
	});
}
// src/components/form/field-shell.tsx
/**
* The label, hint and message around one control, in the form's look: AdminField on staff
* screens, FieldFrame on the public site. Either gives the control its id and aria wiring.
*/
function FieldShell({ label, hint, error, className, children }) {
	if (useFormLook() === "admin") return /* @__PURE__ */ jsx(AdminField, {
		label,
		hint,
		error,
		className,
		children
	});
	return /* @__PURE__ */ jsx(FieldFrame, {
		label,
		hint,
		error,
		id: children.props.id,
		className,
		children: (control) => cloneElement(children, control)
	});
}
/** The public look of a box (select, date, textarea): rounded, tall text, red when in error. */
var publicControlClass = (error) => clsx("rounded-xl border bg-white text-base text-slate-900 transition-colors outline-none placeholder:text-slate-500 focus:ring-4", error ? "border-red-500 focus:ring-red-100" : "border-slate-300 focus:border-brand-600 focus:ring-brand-100");
/** A message under a control that has no field frame of its own (a list row, a choice group). */
function FieldError({ id, message }) {
	if (!message) return null;
	return /* @__PURE__ */ jsx("p", {
		id,
		role: "alert",
		className: "mt-1 text-xs font-medium text-red-700",
		children: message
	});
}
// src/components/form/affix-input.tsx
/** An admin input with fixed text before (₹) or after (%, weeks) the value. */
function AffixInput({ prefix, suffix, className, ...rest }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "relative",
		children: [
			prefix && /* @__PURE__ */ jsx("span", {
				className: "pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500",
				children: prefix
			}),
			/* @__PURE__ */ jsx("input", {
				...rest,
				className: clsx(adminInputClass, "tabular-nums", prefix && "pl-7", suffix && "pr-16", className)
			}),
			suffix && /* @__PURE__ */ jsx("span", {
				className: "pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500",
				children: suffix
			})
		]
	});
}
// src/components/form/use-field-error.ts
/** The message of one field (the schema's or the server's), read without re-rendering the form. */
function useFieldError(name) {
	const { errors } = useFormState({ name });
	return errorAt(errors, name);
}
// src/components/form/use-registered-field.ts
/**
* One field bound by name to the form around it: its register() props, its message, the
* FieldShell's props, the test marks its control carries, and the rest of its props (for the
* control).
*/
function useRegisteredField(props) {
	const { name, label, hint, className, testId, rules, ...rest } = props;
	const { register } = useFormContext();
	const error = useFieldError(name);
	return {
		field: register(name, rules),
		error,
		shell: {
			label,
			hint,
			error,
			className
		},
		marks: {
			"data-testid": testId,
			"data-field": name
		},
		rest
	};
}
// src/components/form/text-fields.tsx
/** One ref callback for react-hook-form's ref and the caller's own (e.g. to read the caret). */
function bothRefs(own, form) {
	return (el) => {
		form(el);
		if (typeof own === "function") own(el);
		else if (own) own.current = el;
	};
}
/** Rewrites the box's text in place; the caret stays where it was when the length does. */
function rewrite(el, normalize) {
	const typed = el.value;
	const next = normalize(typed);
	if (next === typed) return;
	const caret = el.selectionStart;
	el.value = next;
	if (caret !== null && next.length === typed.length) el.setSelectionRange(caret, caret);
}
/** A one-line text field bound by name to the form around it. */
function FormText({ inputClassName, mono = false, prefix, suffix, normalize, ...props }) {
	const { field, shell, marks, rest: input } = useRegisteredField(props);
	const onChange = (event) => {
		if (normalize) rewrite(event.target, normalize);
		return field.onChange(event);
	};
	const control = {
		...input,
		...field,
		ref: bothRefs(input.ref, field.ref),
		onChange,
		...marks
	};
	if (useFormLook() === "public") return /* @__PURE__ */ jsx(TextField, {
		...control,
		...shell,
		prefix
	});
	const classes = clsx(mono && "font-mono", inputClassName);
	return /* @__PURE__ */ jsx(FieldShell, {
		...shell,
		children: prefix || suffix ? /* @__PURE__ */ jsx(AffixInput, {
			...control,
			prefix,
			suffix,
			className: classes
		}) : /* @__PURE__ */ jsx("input", {
			...control,
			className: clsx(adminInputClass, classes)
		})
	});
}
/** A multi-line text field bound by name to the form around it. */
function FormTextArea({ inputClassName, mono = false, autoGrow = false, rows = 3, ...props }) {
	const { field, error, shell, marks, rest: input } = useRegisteredField(props);
	const isPublic = useFormLook() === "public";
	return /* @__PURE__ */ jsx(FieldShell, {
		...shell,
		children: /* @__PURE__ */ jsx("textarea", {
			...input,
			...field,
			ref: bothRefs(input.ref, field.ref),
			rows,
			...marks,
			style: isPublic && autoGrow ? { minHeight: `${rows * 1.625 + 1.6}rem` } : void 0,
			className: clsx(isPublic ? [
				"block w-full px-3.5 py-3",
				publicControlClass(error),
				!autoGrow && "resize-none"
			] : adminInputClass, autoGrow && "field-sizing-content resize-y leading-relaxed", mono && "font-mono", inputClassName)
		})
	});
}
// src/components/form/number-fields.tsx
/**
* Text as a number: commas and spaces dropped; an empty box becomes `empty` (NaN by default, so
* the schema answers with its "required" message; null or undefined where a blank means none).
*/
function parseNumber(value, empty = NaN) {
	if (typeof value === "number") return value;
	if (value === null || value === void 0) return empty;
	const text = String(value).replace(/,/g, "").trim();
	return text === "" ? empty : Number(text);
}
/** A number typed as text (no spinner), optionally with ₹ before or % / weeks after it. */
function FormNumber({ empty = NaN, rules, inputMode = "numeric", ...props }) {
	return /* @__PURE__ */ jsx(FormText, {
		...props,
		inputMode,
		rules: {
			...rules,
			setValueAs: (v) => parseNumber(v, empty)
		}
	});
}
/** An amount in whole rupees, ₹ before it: what prices and fees are typed in. */
function FormMoney(props) {
	return /* @__PURE__ */ jsx(FormNumber, {
		prefix: "₹",
		...props
	});
}
// src/components/form/choice-fields.tsx
/** A select's options from a list of values, labelled by `labels` (or by the values themselves). */
var optionsOf = (values, labels) => values.map((value) => ({
	value,
	label: labels?.[value] ?? value
}));
/** A blank choice means none: the form holds null (an optional id), not ''. */
var blankAsNull = (value) => value === "" ? null : value;
/**
* A native select bound by name (the phone's own picker). It shows the form's value, also when
* its options arrive after the value did.
*/
function FormSelect({ inputClassName, options = [], placeholder, isBlankAllowed = false, children, error: ownError, ...props }) {
	const registered = useRegisteredField(props);
	const { field, marks, rest: select } = registered;
	const value = useWatch({ name: props.name });
	const error = registered.error ?? ownError;
	const shell = {
		...registered.shell,
		error
	};
	const isPublic = useFormLook() === "public";
	const control_ = {
		...select,
		...field,
		value: value === null || value === void 0 ? "" : String(value),
		...marks
	};
	const choices = /* @__PURE__ */ jsxs(Fragment, { children: [
		placeholder !== void 0 && /* @__PURE__ */ jsx("option", {
			value: "",
			disabled: !isBlankAllowed,
			children: placeholder
		}),
		options.map((o) => /* @__PURE__ */ jsx("option", {
			value: o.value,
			children: o.label
		}, o.value)),
		children
	] });
	return /* @__PURE__ */ jsx(FieldShell, {
		...shell,
		children: isPublic ? /* @__PURE__ */ jsx(PublicSelect, {
			...control_,
			error,
			className: inputClassName,
			children: choices
		}) : /* @__PURE__ */ jsx(AdminSelect, {
			...control_,
			size: "md",
			className: clsx("w-full", inputClassName),
			children: choices
		})
	});
}
function PublicSelect({ error, className, children, ...rest }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "relative",
		children: [/* @__PURE__ */ jsx("select", {
			...rest,
			className: clsx("h-12 w-full appearance-none pr-10 pl-3.5", publicControlClass(error), className),
			children
		}), /* @__PURE__ */ jsx(ChevronDown, {
			className: "pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-slate-500",
			"aria-hidden": "true"
		})]
	});
}
/** A yes/no setting as a labelled switch card (a checkbox underneath). */
function FormSwitch({ name, label, description, testId }) {
	const { register } = useFormContext();
	const id = useId();
	return /* @__PURE__ */ jsxs("label", {
		className: "flex cursor-pointer items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white px-4 py-3 hover:border-slate-300",
		children: [/* @__PURE__ */ jsxs("span", {
			className: "min-w-0",
			children: [/* @__PURE__ */ jsx("span", {
				id: `${id}-label`,
				className: "block text-sm font-medium text-slate-900",
				children: label
			}), /* @__PURE__ */ jsx("span", {
				id: `${id}-description`,
				className: "mt-0.5 block text-xs text-slate-600",
				children: description
			})]
		}), /* @__PURE__ */ jsxs("span", {
			className: "relative mt-0.5 h-6 w-11 shrink-0",
			children: [/* @__PURE__ */ jsx("input", {
				type: "checkbox",
				"aria-labelledby": `${id}-label`,
				"aria-describedby": `${id}-description`,
				...register(name),
				"data-testid": testId,
				"data-field": name,
				className: "peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0"
			}), /* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				className: "absolute inset-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-600 peer-focus-visible:ring-4 peer-focus-visible:ring-brand-100 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
			})]
		})]
	});
}
// src/components/form/date-fields.tsx
/** The controller, the message and the FieldShell's props of a date field. */
function useDateField({ name, label, hint, className, deps }) {
	const { field } = useController({
		name,
		rules: deps ? { deps } : void 0
	});
	const error = useFieldError(name);
	return {
		field,
		error,
		shell: {
			label,
			hint,
			error,
			className
		}
	};
}
/**
* A day typed as dd/mm/yyyy or picked from a calendar; the form holds 'YYYY-MM-DD', or `empty`
* ('' or null) for none.
*/
function FormDate({ testId, inputClassName, min, max, autoComplete, empty = "", ...base }) {
	const { field, error, shell } = useDateField(base);
	const isPublic = useFormLook() === "public";
	return /* @__PURE__ */ jsx(FieldShell, {
		...shell,
		children: /* @__PURE__ */ jsx(DateInput, {
			name: field.name,
			inputRef: field.ref,
			value: field.value ?? "",
			onChange: (day) => field.onChange(day || empty),
			onBlur: field.onBlur,
			min,
			max,
			autoComplete,
			"data-testid": testId,
			className: clsx(isPublic ? ["h-12 w-full px-3.5 aria-[invalid=true]:border-red-500", publicControlClass(error)] : adminInputClass, inputClassName)
		})
	});
}
/**
* A moment typed in India time (a date and a time box) whatever the browser's zone; the form
* holds an ISO date-time with its +05:30 offset, or '' until both halves are there.
*/
function FormDateTime({ testId, inputClassName, timeLabel, ...base }) {
	const { field, shell } = useDateField(base);
	return /* @__PURE__ */ jsx(FieldShell, {
		...shell,
		children: /* @__PURE__ */ jsx(DateTimeInput, {
			name: field.name,
			inputRef: field.ref,
			value: isoToIstInput(field.value ?? ""),
			onChange: (local) => field.onChange(istInputToIso(local)),
			onBlur: field.onBlur,
			timeLabel,
			"data-testid": testId,
			className: clsx(adminInputClass, inputClassName)
		})
	});
}
// src/components/admin/upload-image.ts
var UPLOAD_FAILED = "Failed to upload the image";
/**
* POST /admin/uploads/thumbnail with the image's raw bytes (the API client sends a File as it
* is, with its type) → data.file.url, a link on this site (/api/v1/files/{id}). The one admin
* image upload: course thumbnails and webinar covers.
*/
async function uploadImage(file) {
	const problem = imageUploadProblem(file);
	if (problem) throw new Error(problem);
	const url = (await adminApi.post("/uploads/thumbnail", ZUploadedFileData, file)).data.file.url;
	if (!url) throw new Error(UPLOAD_FAILED);
	return url;
}
function useUploadImage() {
	return useMutation({ mutationFn: uploadImage });
}
/**
* POST /admin/uploads/lesson-file: a lesson's downloadable resource (PDF, ZIP or image, 10 MB),
* sent as octet-stream whatever the browser calls it (the server reads its bytes) → its link.
*/
async function uploadLessonFile(file) {
	const problem = documentUploadProblem(file);
	if (problem) throw new Error(problem);
	const body = new Blob([file], { type: "application/octet-stream" });
	const url = (await adminApi.post("/uploads/lesson-file", ZUploadedFileData, body, { timeoutMs: REQUEST_TIMEOUT_MS * 4 })).data.file.url;
	if (!url) throw new Error(UPLOAD_FAILED);
	return url;
}
function useUploadLessonFile() {
	return useMutation({ mutationFn: uploadLessonFile });
}
// src/components/admin/image-field.tsx
/**
* A 16:9 picture for an admin form: upload a PNG, JPEG or WebP (stored by the API, its link
* filled in) or paste a link, with a preview. `value` is the current link; `onChange` sets it
* (upload, Remove); `inputProps` wire the link box to the form (register() or value/onChange).
*/
function ImageField({ value, onChange, inputProps, error, label, noun, testIdPrefix, canUpload = true }) {
	const upload = useUploadImage();
	const fileInput = useRef(null);
	const [brokenUrl, setBrokenUrl] = useState(null);
	const preview = safeImageUrl(value);
	const capitalised = noun.charAt(0).toUpperCase() + noun.slice(1);
	const onFile = (event) => {
		const file = event.target.files?.[0];
		event.target.value = "";
		if (!file) return;
		upload.mutate(file, {
			onSuccess: (link) => {
				onChange(link);
				toast.success(`${capitalised} uploaded`);
			},
			onError: (err) => toast.error(getErrorMessage(err, UPLOAD_FAILED))
		});
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-4 sm:grid-cols-[minmax(0,15rem)_minmax(0,1fr)]",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "relative aspect-video overflow-hidden rounded-xl border border-slate-200 bg-slate-50",
			"data-testid": `${testIdPrefix}-preview`,
			children: [preview && brokenUrl !== preview ? /* @__PURE__ */ jsx("img", {
				src: preview,
				alt: `${capitalised} preview`,
				onError: () => setBrokenUrl(preview),
				className: "size-full object-cover"
			}) : /* @__PURE__ */ jsx("div", {
				className: "grid size-full place-items-center px-4 text-center text-xs text-slate-500",
				children: preview ? "This link does not load as an image." : `No ${noun} yet`
			}), upload.isPending && /* @__PURE__ */ jsx("div", {
				className: "absolute inset-0 grid place-items-center bg-white/70 text-sm font-medium text-slate-700",
				children: "Uploading…"
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: "min-w-0 space-y-3",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-center gap-2",
				children: [canUpload && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("input", {
					ref: fileInput,
					type: "file",
					accept: UPLOAD_MIME_TYPES.join(","),
					onChange: onFile,
					className: "sr-only",
					tabIndex: -1,
					"aria-hidden": "true",
					"data-testid": `${testIdPrefix}-file`
				}), /* @__PURE__ */ jsxs(Button, {
					variant: "secondary",
					size: "sm",
					onClick: () => fileInput.current?.click(),
					isLoading: upload.isPending,
					loadingText: "Uploading...",
					"data-testid": `${testIdPrefix}-upload`,
					children: [/* @__PURE__ */ jsx(ImageUp, {
						className: "size-4",
						"aria-hidden": "true"
					}), "Upload image"]
				})] }), value && /* @__PURE__ */ jsxs(Button, {
					variant: "ghost",
					size: "sm",
					onClick: () => onChange(""),
					disabled: upload.isPending,
					"data-testid": `${testIdPrefix}-clear`,
					children: [/* @__PURE__ */ jsx(X, {
						className: "size-4",
						"aria-hidden": "true"
					}), "Remove"]
				})]
			}), /* @__PURE__ */ jsx(AdminField, {
				label,
				error,
				hint: canUpload ? "PNG, JPEG or WebP up to 5 MB; 16:9 looks best (e.g. 1280×720). Or paste an https:// link." : "Paste an https:// link to a 16:9 image (e.g. 1280×720).",
				children: /* @__PURE__ */ jsx("input", {
					type: "url",
					inputMode: "url",
					placeholder: "https://…",
					autoComplete: "off",
					...inputProps,
					className: clsx(adminInputClass, "h-10")
				})
			})]
		})]
	});
}
// src/components/form/image-field.tsx
/**
* A picture's link bound by name (ImageField: upload or paste, with a preview). An upload or
* Remove writes the link as an edit; the message follows once the form was submitted.
*/
function FormImage({ name, label, noun, testId, testIdPrefix, canUpload }) {
	const { control, register, setValue, formState } = useFormContext();
	const url = useWatch({
		control,
		name
	}) ?? "";
	const error = useFieldError(name);
	return /* @__PURE__ */ jsx(ImageField, {
		value: url,
		onChange: (next) => setValue(name, next, {
			shouldDirty: true,
			shouldValidate: formState.isSubmitted || Boolean(error)
		}),
		inputProps: {
			...register(name),
			"data-testid": testId
		},
		error,
		label,
		noun,
		testIdPrefix,
		canUpload
	});
}
// src/components/admin/list-controls.tsx
var iconButton = "grid size-8 shrink-0 place-items-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-30";
var MOVES = [{
	step: -1,
	word: "up",
	Icon: ArrowUp
}, {
	step: 1,
	word: "down",
	Icon: ArrowDown
}];
/** Move up, move down and remove buttons for one entry of an ordered list. */
function ItemControls({ label, index, count, onMove, onRemove, testId, className }) {
	return /* @__PURE__ */ jsxs("div", {
		className: clsx("flex shrink-0 items-center", className),
		children: [MOVES.map(({ step, word, Icon }) => /* @__PURE__ */ jsx("button", {
			type: "button",
			className: iconButton,
			onClick: () => onMove(index, index + step),
			disabled: index + step < 0 || index + step >= count,
			"aria-label": `Move ${label} ${word}`,
			title: `Move ${word}`,
			"data-testid": testId && `${testId}-${word}`,
			children: /* @__PURE__ */ jsx(Icon, {
				className: "size-4",
				"aria-hidden": "true"
			})
		}, word)), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: clsx(iconButton, "hover:bg-red-50 hover:text-red-700"),
			onClick: () => onRemove(index),
			"aria-label": `Remove ${label}`,
			title: "Remove",
			"data-testid": testId && `${testId}-remove`,
			children: /* @__PURE__ */ jsx(Trash2, {
				className: "size-4",
				"aria-hidden": "true"
			})
		})]
	});
}
/** The dashed "Add …" button under a list, with the "n of max" count; stops at max. */
function AddButton({ noun, count, max, onAdd, testId, size = "md" }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "flex items-center justify-between gap-3",
		children: [/* @__PURE__ */ jsxs("button", {
			type: "button",
			onClick: onAdd,
			disabled: count >= max,
			"data-testid": testId,
			className: clsx("inline-flex items-center gap-2 rounded-xl border border-dashed border-brand-300 font-semibold text-brand-800 transition-colors hover:border-brand-500 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50", size === "sm" ? "h-8 px-3 text-xs" : "h-9 px-4 text-sm"),
			children: [
				/* @__PURE__ */ jsx(Plus, {
					className: "size-4",
					"aria-hidden": "true"
				}),
				"Add ",
				noun
			]
		}), /* @__PURE__ */ jsxs("p", {
			className: "text-xs text-slate-500 tabular-nums",
			children: [
				count,
				" of ",
				max
			]
		})]
	});
}
// src/components/admin/string-list.ts
/**
* Enter never leaves a blank entry behind: in a blank entry it does nothing; in a filled one it
* moves to the blank entry just below, or opens one there (while the list has room). A blank
* entry that is left anyway is dropped by the shared schema on save, never refused.
*/
function enterInList(items, index, max) {
	if ((items[index] ?? "").trim() === "") return null;
	const below = items[index + 1];
	if (below !== void 0 && below.trim() === "") return {
		items: [...items],
		focus: index + 1
	};
	if (items.length >= max) return null;
	return {
		items: [
			...items.slice(0, index + 1),
			"",
			...items.slice(index + 1)
		],
		focus: index + 1
	};
}
/** Moves one entry of an array (a copy) from one place to another; out of range is a no-op. */
function moveItem(list, from, to) {
	if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
	const next = [...list];
	const [item] = next.splice(from, 1);
	next.splice(to, 0, item);
	return next;
}
// src/components/form/string-list-field.tsx
/**
* The one ordered list of short texts of every staff editor (course lists, a content section's
* topics, a coding problem's constraints). Plain strings are not something useFieldArray manages
* (it wants objects), so the list is read with useWatch and written back whole with setValue.
* Enter moves to a new entry below without ever piling up blank ones (enterInList); the shared
* schemas drop a blank entry on save, so one left behind never blocks saving.
*/
function FormStringList({ name, label, noun, max, placeholder, hint, testId, isNested = false, columns = 1, mono = false }) {
	const { control, setValue, formState } = useFormContext();
	const items = useWatch({
		control,
		name
	}) ?? [];
	const { errors } = useFormState({
		control,
		name
	});
	const listError = get(errors, name);
	const listMessage = listError?.message || listError?.root?.message;
	const labelId = useId();
	const inputs = useRef([]);
	const write = (next) => setValue(name, next, {
		shouldDirty: true,
		shouldValidate: formState.isSubmitted
	});
	const focusLater = (index) => requestAnimationFrame(() => inputs.current[index]?.focus());
	const add = () => {
		if (items.length >= max) return;
		write([...items, ""]);
		focusLater(items.length);
	};
	const onKeyDown = (event, index) => {
		if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
		event.preventDefault();
		const step = enterInList(items, index, max);
		if (!step) return;
		if (step.items.length !== items.length) write(step.items);
		focusLater(step.focus);
	};
	return /* @__PURE__ */ jsxs("div", {
		role: "group",
		"aria-labelledby": labelId,
		"data-testid": testId,
		children: [
			/* @__PURE__ */ jsx("p", {
				id: labelId,
				className: clsx("mb-1 font-medium text-slate-800", isNested ? "text-xs tracking-wide text-slate-600 uppercase" : "text-sm"),
				children: label
			}),
			hint && /* @__PURE__ */ jsx("p", {
				className: "mb-2 text-xs text-slate-600",
				children: hint
			}),
			listMessage && /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "mb-2 text-xs font-medium text-red-700",
				children: listMessage
			}),
			items.length > 0 && /* @__PURE__ */ jsx("ol", {
				className: clsx("mb-2 grid gap-2", columns === 2 && "sm:grid-cols-2 sm:gap-x-4"),
				children: items.map((value, index) => {
					const error = listError?.[index]?.message;
					const errorId = `${labelId}-${index}-error`;
					return /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsxs("div", {
						className: "flex items-center gap-1.5",
						children: [
							/* @__PURE__ */ jsxs("span", {
								className: "w-5 shrink-0 text-right text-xs text-slate-500 tabular-nums",
								children: [index + 1, "."]
							}),
							/* @__PURE__ */ jsx("input", {
								ref: (el) => {
									inputs.current[index] = el;
								},
								value,
								onChange: (e) => write(items.map((v, i) => i === index ? e.target.value : v)),
								onKeyDown: (e) => onKeyDown(e, index),
								placeholder,
								"aria-label": `${label}: ${noun} ${index + 1}`,
								"aria-invalid": error ? true : void 0,
								"aria-describedby": error ? errorId : void 0,
								"data-testid": `${testId}-${index}`,
								autoComplete: "off",
								enterKeyHint: "next",
								className: clsx(adminInputClass, "h-9 min-w-0 flex-1", mono && "font-mono")
							}),
							/* @__PURE__ */ jsx(ItemControls, {
								label: `${noun} ${index + 1}`,
								index,
								count: items.length,
								onMove: (from, to) => write(moveItem(items, from, to)),
								onRemove: (at) => write(items.filter((_, i) => i !== at)),
								testId: `${testId}-${index}`
							})
						]
					}), error && /* @__PURE__ */ jsx("p", {
						id: errorId,
						role: "alert",
						className: "mt-1 ml-6.5 text-xs font-medium text-red-700",
						children: error
					})] }, index);
				})
			}),
			/* @__PURE__ */ jsx(AddButton, {
				noun,
				count: items.length,
				max,
				onAdd: add,
				testId: `${testId}-add`,
				size: isNested ? "sm" : "md"
			})
		]
	});
}
// src/components/form/markdown-field.tsx
var LessonMarkdown = lazy(async () => ({ default: (await import("./lesson-markdown-Bj3qoxhF.js").then((n) => n.n)).LessonMarkdown }));
var tabClass = (isOn) => clsx("h-7 rounded-md px-3 text-xs font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none", isOn ? "bg-white text-slate-900 shadow-xs" : "text-slate-600 hover:text-slate-900");
/**
* Markdown text with Write and Preview tabs (staff screens): the text box, and the text as
* LessonMarkdown renders it for students. A message on the field brings the Write tab back.
*/
function FormMarkdown({ name, label, hint, placeholder, rows = 6, testId, className }) {
	const { register, control } = useFormContext();
	const error = useFieldError(name);
	const text = useWatch({
		control,
		name
	}) ?? "";
	const [tab, setTab] = useState("write");
	const showing = error ? "write" : tab;
	const id = useId();
	const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : void 0;
	const tabButton = (value, title) => /* @__PURE__ */ jsx("button", {
		type: "button",
		role: "tab",
		id: `${id}-${value}-tab`,
		"aria-selected": showing === value,
		"aria-controls": `${id}-${value}`,
		tabIndex: showing === value ? 0 : -1,
		onClick: () => setTab(value),
		onKeyDown: (event) => {
			if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
			event.preventDefault();
			const next = value === "write" ? "preview" : "write";
			setTab(next);
			document.getElementById(`${id}-${next}-tab`)?.focus();
		},
		"data-testid": testId && `${testId}-${value}-tab`,
		className: tabClass(showing === value),
		children: title
	});
	return /* @__PURE__ */ jsxs("div", {
		className,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "mb-1 flex flex-wrap items-end justify-between gap-2",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: `${id}-text`,
					className: "block text-sm font-medium text-slate-800",
					children: label
				}), /* @__PURE__ */ jsxs("div", {
					role: "tablist",
					"aria-label": `${label}: write or preview`,
					className: "inline-flex rounded-lg bg-slate-100 p-0.5",
					children: [tabButton("write", "Write"), tabButton("preview", "Preview")]
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				role: "tabpanel",
				id: `${id}-write`,
				"aria-labelledby": `${id}-write-tab`,
				hidden: showing !== "write",
				children: /* @__PURE__ */ jsx("textarea", {
					...register(name),
					id: `${id}-text`,
					rows,
					placeholder,
					"aria-invalid": error ? true : void 0,
					"aria-describedby": describedBy,
					spellCheck: true,
					"data-testid": testId,
					"data-field": name,
					className: clsx(adminInputClass, "field-sizing-content max-h-[32rem] min-h-36 resize-y font-mono text-[13px] leading-relaxed")
				})
			}),
			/* @__PURE__ */ jsx("div", {
				role: "tabpanel",
				id: `${id}-preview`,
				"aria-labelledby": `${id}-preview-tab`,
				hidden: showing !== "preview",
				tabIndex: 0,
				"data-testid": testId && `${testId}-preview`,
				className: "min-h-36 rounded-lg border border-slate-200 bg-white px-4 py-3",
				children: showing === "preview" && (text.trim() ? /* @__PURE__ */ jsx(Suspense, {
					fallback: /* @__PURE__ */ jsx("p", {
						className: "text-sm text-slate-500",
						children: "Loading preview…"
					}),
					children: /* @__PURE__ */ jsx(LessonMarkdown, { children: text })
				}) : /* @__PURE__ */ jsx("p", {
					className: "text-sm text-slate-500",
					children: "Nothing to preview yet."
				}))
			}),
			/* @__PURE__ */ jsx(FieldMessage, {
				id,
				error,
				hint
			})
		]
	});
}
export { hasPath as A, ZAdminAssignmentsData as B, FormServerAlert as C, allMessages as D, useZodForm as E, ASSIGNMENT_KIND_LABELS as F, ZClassroomAssignmentsData as G, ZAssignmentBody as H, ASSIGNMENT_STATUS_LABELS as I, ZLinkSubmissionBody as J, ZClassroomSubmissionData as K, ASSIGNMENT_TEXT_MAX as L, ASSIGNMENT_FEEDBACK_MAX as M, ASSIGNMENT_FILE_ACCEPT as N, countErrors as O, ASSIGNMENT_KINDS as P, REVIEW_STATUSES as R, Form as S, showFailure as T, ZAssignmentQueueData as U, ZAdminSubmissionData as V, ZAssignmentReviewBody as W, documentUploadProblem as X, ZTextSubmissionBody as Y, FormText as _, ItemControls as a, FieldError as b, useUploadLessonFile as c, FormSelect as d, FormSwitch as f, FormNumber as g, FormMoney as h, AddButton as i, listMessage as j, firstErrorPath as k, FormDate as l, optionsOf as m, FormStringList as n, FormImage as o, blankAsNull as p, ZFileSubmissionBody as q, moveItem as r, UPLOAD_FAILED as s, FormMarkdown as t, FormDateTime as u, FormTextArea as v, SubmitButton as w, FieldShell as x, useFieldError as y, ZAdminAssignmentData as z };
