import { W as COURSE_STATE_LABELS } from "../entry-server.js";
import { clsx } from "clsx";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/courses-admin/api/course-admin-keys.ts
/** Query keys of the staff course pages; never written inline in components. */
var courseAdminKeys = {
	all: ["admin", "courses"],
	lists: () => [...courseAdminKeys.all, "list"],
	list: (params) => [...courseAdminKeys.lists(), params],
	detail: (id) => [
		...courseAdminKeys.all,
		"detail",
		id
	],
	modules: (id) => [
		...courseAdminKeys.all,
		"modules",
		id
	],
	announcements: (id) => [
		...courseAdminKeys.all,
		"announcements",
		id
	],
	staff: () => [...courseAdminKeys.all, "staff"],
	/** The practice-lesson problem picker: a search of the coding bank, one problem's title. */
	problems: (search) => [
		...courseAdminKeys.all,
		"problems",
		search
	],
	problem: (id) => [
		...courseAdminKeys.all,
		"problem",
		id
	]
};
// src/features/courses-admin/components/course-state-badge.tsx
var TONES = {
	draft: {
		pill: "bg-amber-50 text-amber-800 ring-amber-600/20",
		dot: "bg-amber-500"
	},
	published: {
		pill: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
		dot: "bg-emerald-500"
	},
	archived: {
		pill: "bg-slate-100 text-slate-700 ring-slate-500/20",
		dot: "bg-slate-400"
	}
};
/** Draft, Published or Archived as a coloured pill. */
function CourseStateBadge({ state, className }) {
	const tone = TONES[state];
	return /* @__PURE__ */ jsxs("span", {
		"data-testid": "course-state",
		className: clsx("inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset", tone.pill, className),
		children: [/* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			className: clsx("size-1.5 rounded-full", tone.dot)
		}), COURSE_STATE_LABELS[state]]
	});
}
export { courseAdminKeys as n, CourseStateBadge as t };
