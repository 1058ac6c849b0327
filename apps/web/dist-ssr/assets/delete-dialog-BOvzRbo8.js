import { a as getErrorMessage } from "./api-client-CyCTgC69.js";
import { c as toast } from "../entry-server.js";
import { t as ConfirmDialog } from "./confirm-dialog-Ry-siLhw.js";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/components/admin/delete-dialog.tsx
/** The ConfirmDialog of a delete: "Delete this …?", the record's name and what follows. */
function DeleteDialog({ noun, subject, consequence, ...props }) {
	return /* @__PURE__ */ jsx(ConfirmDialog, {
		...props,
		title: `Delete this ${noun}?`,
		description: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("span", {
			className: "font-semibold text-slate-800",
			children: subject
		}), consequence] }),
		confirmLabel: `Delete ${noun}`,
		pendingLabel: "Deleting..."
	});
}
/** A delete's mutate callbacks: the server's message (or the failure) as a toast, then close. */
function toastThenClose(close, failedMessage) {
	return {
		onSuccess: (message) => {
			toast.success(message);
			close();
		},
		onError: (error) => {
			toast.error(getErrorMessage(error, failedMessage));
			close();
		}
	};
}
export { toastThenClose as n, DeleteDialog as t };
