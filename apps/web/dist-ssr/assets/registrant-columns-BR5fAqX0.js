import { i as EXPERIENCE_LABELS } from "./kodr.schema-DnG9icZh.js";
import { l as formatTime, n as formatDate } from "./format-DGa3zFAK.js";
import { n as adminColumnHelper } from "./data-table-BFwpHdzu.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/admin/registrant-columns.tsx
/**
* The columns every registrations table shares: serial and name (sticky), e-mail, coding
* experience and the registration date. Tables put their own columns in between.
*/
function registrantColumns() {
	const col = adminColumnHelper();
	return {
		serial: col.accessor((r) => r.serial, {
			id: "serial",
			header: "S. No.",
			meta: {
				className: "text-slate-500 tabular-nums",
				headerClassName: "whitespace-nowrap",
				isCardBadge: true,
				sticky: {
					left: 0,
					width: 64
				}
			}
		}),
		name: col.accessor((r) => r.name, {
			id: "name",
			header: "Name",
			cell: (c) => /* @__PURE__ */ jsx("span", {
				className: "block max-w-44 min-w-36 font-semibold text-slate-900",
				children: c.getValue()
			}),
			meta: {
				isCardTitle: true,
				sticky: {
					left: 64,
					edge: true
				}
			}
		}),
		email: col.accessor((r) => r.email, {
			id: "email",
			header: "Email",
			cell: (c) => /* @__PURE__ */ jsx("a", {
				href: `mailto:${c.getValue()}`,
				title: c.getValue(),
				className: "block max-w-52 truncate text-slate-700 hover:text-brand-700",
				children: c.getValue()
			})
		}),
		experience: col.accessor((r) => r.experience, {
			id: "experience",
			header: "Experience",
			cell: (c) => /* @__PURE__ */ jsx("span", {
				className: "inline-flex rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700",
				children: EXPERIENCE_LABELS[c.getValue()] ?? c.getValue()
			})
		}),
		registeredAt: col.accessor((r) => r.createdAt, {
			id: "createdAt",
			header: "Registration Date",
			cell: (c) => {
				const date = new Date(c.getValue());
				return /* @__PURE__ */ jsxs("time", {
					dateTime: c.getValue(),
					className: "flex flex-col whitespace-nowrap",
					children: [/* @__PURE__ */ jsx("span", {
						className: "text-slate-800",
						children: formatDate(date)
					}), /* @__PURE__ */ jsx("span", {
						className: "text-xs text-slate-500",
						children: formatTime(date)
					})]
				});
			}
		})
	};
}
/** A phone number that dials on a tap. */
function PhoneLink({ tel, children }) {
	return /* @__PURE__ */ jsx("a", {
		href: `tel:${tel}`,
		className: "whitespace-nowrap text-slate-700 tabular-nums hover:text-brand-700",
		children
	});
}
/** Free text the registrant typed (education, college…), cut to a readable width. */
function TextCell({ value, className }) {
	return /* @__PURE__ */ jsx("span", {
		className: `block text-slate-700 ${className}`,
		title: value,
		children: value
	});
}
export { TextCell as n, registrantColumns as r, PhoneLink as t };
