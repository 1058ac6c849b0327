import { jsx, jsxs } from "react/jsx-runtime";
// src/components/admin/section-card.tsx
/** One titled card of an admin editor (course, question…); `id` is the anchor the section index links to. */
function SectionCard({ id, icon: Icon, title, description, actions, children }) {
	return /* @__PURE__ */ jsxs("section", {
		id,
		"aria-labelledby": `${id}-title`,
		className: "card scroll-mt-24",
		"data-testid": `section-${id}`,
		children: [/* @__PURE__ */ jsxs("header", {
			className: "flex flex-col gap-3 border-b border-slate-200 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "flex min-w-0 items-start gap-3",
				children: [/* @__PURE__ */ jsx("span", {
					className: "grid size-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700",
					children: /* @__PURE__ */ jsx(Icon, {
						className: "size-4.5",
						"aria-hidden": "true"
					})
				}), /* @__PURE__ */ jsxs("div", {
					className: "min-w-0",
					children: [/* @__PURE__ */ jsx("h2", {
						id: `${id}-title`,
						className: "text-base font-semibold text-slate-900",
						children: title
					}), description && /* @__PURE__ */ jsx("p", {
						className: "mt-0.5 text-sm text-slate-600",
						children: description
					})]
				})]
			}), actions && /* @__PURE__ */ jsx("div", {
				className: "flex shrink-0 items-center gap-2",
				children: actions
			})]
		}), /* @__PURE__ */ jsx("div", {
			className: "space-y-5 p-4 sm:p-5",
			children
		})]
	});
}
export { SectionCard as t };
