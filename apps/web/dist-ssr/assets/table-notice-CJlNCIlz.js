import { clsx } from "clsx";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/admin/table-notice.tsx
var SIGN_TONES = {
	quiet: "bg-slate-100 text-slate-500",
	error: "bg-red-50 text-red-700"
};
/** What a list's table area says instead of rows: nothing found, or a failed load. */
function TableNotice({ icon: Icon, tone, title, testId, role, children }) {
	return /* @__PURE__ */ jsxs("div", {
		role,
		"data-testid": testId,
		className: "flex min-h-64 flex-col items-center justify-center gap-2 px-6 py-12 text-center",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: clsx("mb-2 grid size-12 place-items-center rounded-xl", SIGN_TONES[tone]),
				children: /* @__PURE__ */ jsx(Icon, {
					className: "size-6",
					"aria-hidden": "true"
				})
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-base font-semibold text-slate-900",
				children: title
			}),
			children
		]
	});
}
export { TableNotice as t };
