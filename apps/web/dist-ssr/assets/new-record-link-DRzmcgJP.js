import { Gt as buttonStyles } from "../entry-server.js";
import { Link } from "react-router";
import { Plus } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/admin/new-record-link.tsx
/** "+ New webinar": the small primary link of a list page's header to its create page. */
function NewRecordLink({ to, label, testId }) {
	return /* @__PURE__ */ jsxs(Link, {
		to,
		className: buttonStyles({ size: "sm" }),
		"data-testid": testId,
		children: [/* @__PURE__ */ jsx(Plus, {
			className: "size-4",
			"aria-hidden": "true"
		}), label]
	});
}
export { NewRecordLink as t };
