import { i as ID_PATTERN } from "./http-DRLmBayV.js";
import { l as WEBINAR_MSG } from "./webinar.schema-B5O1UN4y.js";
import { Gt as buttonStyles, Wt as Button } from "../entry-server.js";
import { t as RecordLoader } from "./record-loader-BkOMhXje.js";
import { o as useWebinar } from "./delete-webinar-dialog-Csr7jQjW.js";
import { Link } from "react-router";
import { Trash2 } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/webinars-admin/components/webinar-header-actions.tsx
/**
* The header actions of one webinar's pages: a link to its other page (students ↔ editor) and
* Delete, which asks first (`onDelete` opens the dialog).
*/
function WebinarHeaderActions({ link: { to, icon: Icon, label, testId }, onDelete, deleteLabel, deleteTestId }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "flex shrink-0 flex-wrap gap-2",
		children: [/* @__PURE__ */ jsxs(Link, {
			to,
			className: buttonStyles({
				variant: "secondary",
				size: "sm"
			}),
			"data-testid": testId,
			children: [/* @__PURE__ */ jsx(Icon, {
				className: "size-4",
				"aria-hidden": "true"
			}), label]
		}), /* @__PURE__ */ jsxs(Button, {
			variant: "danger",
			size: "sm",
			onClick: onDelete,
			"data-testid": deleteTestId,
			children: [/* @__PURE__ */ jsx(Trash2, {
				className: "size-4",
				"aria-hidden": "true"
			}), deleteLabel]
		})]
	});
}
// src/features/webinars-admin/components/webinar-load-states.tsx
/** Loads one webinar for a page (its overview and its editor) and renders it. */
function WebinarLoader({ id, children }) {
	const isValidId = ID_PATTERN.test(id);
	const query = useWebinar(id, isValidId);
	return /* @__PURE__ */ jsx(RecordLoader, {
		query,
		isValidId,
		notFound: {
			title: WEBINAR_MSG.notFound,
			description: "It may have been deleted. Open it from the webinar list."
		},
		failedMessage: "Could not load the webinar",
		loadingLabel: "Loading webinar...",
		back: {
			to: "/admin/webinars",
			label: "Back to webinars"
		},
		children
	});
}
export { WebinarHeaderActions as n, WebinarLoader as t };
